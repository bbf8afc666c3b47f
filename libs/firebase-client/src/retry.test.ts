import { ClientAppError, toAppError } from './errors';
import { callWithTokenRetry, withTimeout } from './retry';

const unauthenticated = Object.assign(new Error('Unauthenticated [401]'), { code: 'functions/unauthenticated' });

describe('callWithTokenRetry', () => {
  it('returns the first success without refreshing', async () => {
    const refresh = vi.fn(async () => true);
    await expect(callWithTokenRetry(async () => 1, toAppError, refresh)).resolves.toBe(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes the tokens and retries once after unauthenticated', async () => {
    const invoke = vi.fn().mockRejectedValueOnce(unauthenticated).mockResolvedValueOnce('ok');
    const refresh = vi.fn(async () => true);
    await expect(callWithTokenRetry(invoke, toAppError, refresh)).resolves.toBe('ok');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith(expect.objectContaining({ code: 'unauthenticated' }));
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it('retries only once', async () => {
    const invoke = vi.fn().mockRejectedValue(unauthenticated);
    const refresh = vi.fn(async () => true);
    await expect(callWithTokenRetry(invoke, toAppError, refresh)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not retry other errors, nor when there is nothing to refresh', async () => {
    const denied = Object.assign(new Error('x [403]'), { code: 'functions/permission-denied' });
    const invoke = vi.fn().mockRejectedValue(denied);
    await expect(callWithTokenRetry(invoke, toAppError, async () => true)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(invoke).toHaveBeenCalledTimes(1);
    const invoke2 = vi.fn().mockRejectedValue(unauthenticated);
    await expect(callWithTokenRetry(invoke2, toAppError, async () => false)).rejects.toBeInstanceOf(ClientAppError);
    expect(invoke2).toHaveBeenCalledTimes(1);
  });
});

describe('callWithTokenRetry after email-not-verified', () => {
  const notVerified = Object.assign(new Error('Verify [400]'), {
    code: 'functions/failed-precondition',
    details: { code: 'email-not-verified' },
  });
  const noCredits = Object.assign(new Error('x [400]'), {
    code: 'functions/failed-precondition',
    details: { code: 'insufficient-credits' },
  });

  it('a token minted before the link was opened: one refresh, one retry, and the call succeeds', async () => {
    const invoke = vi.fn().mockRejectedValueOnce(notVerified).mockResolvedValueOnce('bought');
    const refresh = vi.fn(async () => true);
    await expect(callWithTokenRetry(invoke, toAppError, refresh)).resolves.toBe('bought');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'failed-precondition', reason: 'email-not-verified' }),
    );
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it('a player who is really not verified: no retry, the refusal stands', async () => {
    const invoke = vi.fn().mockRejectedValue(notVerified);
    await expect(callWithTokenRetry(invoke, toAppError, async () => false)).rejects.toMatchObject({
      reason: 'email-not-verified',
    });
    expect(invoke).toHaveBeenCalledTimes(1);
    const again = vi.fn().mockRejectedValue(notVerified);
    const refresh = vi.fn(async () => true);
    await expect(callWithTokenRetry(again, toAppError, refresh)).rejects.toMatchObject({
      reason: 'email-not-verified',
    });
    expect(again).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('other failed-precondition refusals are not retried', async () => {
    const invoke = vi.fn().mockRejectedValue(noCredits);
    const refresh = vi.fn(async () => true);
    await expect(callWithTokenRetry(invoke, toAppError, refresh)).rejects.toMatchObject({
      reason: 'insufficient-credits',
    });
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects after the time-out when the promise hangs', async () => {
    const p = withTimeout(new Promise(() => undefined), 1000, () => new ClientAppError('timeout'));
    const assertion = expect(p).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });

  it('passes results and errors through', async () => {
    await expect(withTimeout(Promise.resolve(3), 1000, () => new Error('t'))).resolves.toBe(3);
    await expect(withTimeout(Promise.reject(new Error('e')), 1000, () => new Error('t'))).rejects.toThrow('e');
  });
});
