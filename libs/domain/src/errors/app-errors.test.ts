import {
  CALLABLE_CODES,
  CALLABLE_MESSAGES,
  CONNECTION_FAILED_MESSAGE,
  DOMAIN_ERRORS,
  DomainError,
  isCallableCode,
  isDomainErrorCode,
  messageFor,
  REQUEST_TIMEOUT_MESSAGE,
  type DomainErrorCode,
} from './app-errors';

describe('callable error messages', () => {
  it('has a non-empty message for every callable code', () => {
    expect(Object.keys(CALLABLE_MESSAGES).sort()).toEqual([...CALLABLE_CODES].sort());
    for (const code of CALLABLE_CODES) expect(messageFor(code)).toBe(CALLABLE_MESSAGES[code]);
    for (const code of CALLABLE_CODES) expect(CALLABLE_MESSAGES[code].length).toBeGreaterThan(0);
  });

  it('reads time-outs and connection failures as the specification says', () => {
    expect(messageFor('timeout')).toBe('Request time out');
    expect(messageFor('deadline-exceeded')).toBe(REQUEST_TIMEOUT_MESSAGE);
    expect(messageFor('network')).toBe('Connection failed.');
    expect(messageFor('unavailable')).toBe(CONNECTION_FAILED_MESSAGE);
  });

  it('prefers the domain reason over the code, for every reason', () => {
    for (const reason of Object.keys(DOMAIN_ERRORS) as DomainErrorCode[]) {
      expect(messageFor(DOMAIN_ERRORS[reason].status, reason)).toBe(DOMAIN_ERRORS[reason].message);
      expect(isCallableCode(DOMAIN_ERRORS[reason].status)).toBe(true);
    }
  });

  it('guards its vocabularies', () => {
    expect(isDomainErrorCode('not-admin')).toBe(true);
    expect(isDomainErrorCode('toString')).toBe(false);
    expect(isDomainErrorCode(3)).toBe(false);
    expect(isCallableCode('internal')).toBe(true);
    expect(isCallableCode('network')).toBe(false);
  });

  it('DomainError carries its code, status and message', () => {
    const e = new DomainError('not-admin');
    expect(e).toMatchObject({
      code: 'not-admin',
      status: 'permission-denied',
      message: 'Only admins can do that.',
      name: 'DomainError',
    });
    expect(new DomainError('invalid-input', 'deadline').message).toBe('That request was not valid. (deadline)');
  });
});
