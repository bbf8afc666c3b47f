import {
  CALLABLE_CODES,
  CALLABLE_MESSAGES,
  CONNECTION_FAILED_MESSAGE,
  DOMAIN_ERRORS,
  REQUEST_TIMEOUT_MESSAGE,
} from '@fraudshield/domain';
import { ClientAppError, isConnectionFailure, toAppError } from './errors';

/** What the SDK throws: FunctionsError has code `functions/<core>`, message "<msg> [status]", details. */
function fnError(core: string, message: string, details?: unknown) {
  return Object.assign(new Error(message), { code: `functions/${core}`, details });
}

describe('toAppError', () => {
  it.each(CALLABLE_CODES.filter((c) => c !== 'deadline-exceeded'))(
    'maps functions/%s to its code and message',
    (core) => {
      const e = toAppError(fnError(core, `whatever [400]`));
      expect(e.code).toBe(core);
      expect(e.reason).toBeUndefined();
      expect(e.message).toBe(CALLABLE_MESSAGES[core]);
    },
  );

  it('uses details.code as the reason when it is a domain code', () => {
    for (const [reason, { status, message }] of Object.entries(DOMAIN_ERRORS)) {
      const e = toAppError(fnError(status, `${message} [400]`, { code: reason }));
      expect(e).toMatchObject({ code: status, reason, message });
    }
  });

  it('ignores an unknown details.code', () => {
    const e = toAppError(fnError('permission-denied', 'x [403]', { code: 'made-up' }));
    expect(e).toMatchObject({ code: 'permission-denied', message: CALLABLE_MESSAGES['permission-denied'] });
    expect(e.reason).toBeUndefined();
  });

  it('reads a time-out as "Request time out"', () => {
    const e = toAppError(fnError('deadline-exceeded', 'deadline-exceeded'));
    expect(e).toMatchObject({ code: 'timeout', message: REQUEST_TIMEOUT_MESSAGE });
  });

  it('reads status 0 (emulator down, fetch failed) as a connection failure', () => {
    const e = toAppError(fnError('internal', 'internal [0]'));
    expect(e).toMatchObject({ code: 'network', message: CONNECTION_FAILED_MESSAGE });
  });

  it('keeps a real internal error (status 500) as internal', () => {
    expect(toAppError(fnError('internal', 'INTERNAL [500]')).code).toBe('internal');
  });

  it('reads unavailable as a connection failure message', () => {
    expect(toAppError(fnError('unavailable', 'x [503]')).message).toBe(CONNECTION_FAILED_MESSAGE);
  });

  it('maps an unknown functions code to unknown', () => {
    expect(toAppError(fnError('bogus', 'x [400]')).code).toBe('unknown');
  });

  it('maps a fetch TypeError to network and anything else to unknown', () => {
    expect(toAppError(new TypeError('Failed to fetch')).code).toBe('network');
    expect(toAppError('boom').code).toBe('unknown');
    expect(toAppError(null).code).toBe('unknown');
    expect(toAppError({ code: 42 }).code).toBe('unknown');
  });

  it('returns an AppError unchanged', () => {
    const e = new ClientAppError('timeout');
    expect(toAppError(e)).toBe(e);
  });
});

describe('isConnectionFailure', () => {
  it('is true for network and timeout only', () => {
    expect(isConnectionFailure(new ClientAppError('network'))).toBe(true);
    expect(isConnectionFailure(new ClientAppError('timeout'))).toBe(true);
    expect(isConnectionFailure(new ClientAppError('internal'))).toBe(false);
    expect(isConnectionFailure(new ClientAppError('unauthenticated'))).toBe(false);
  });
});
