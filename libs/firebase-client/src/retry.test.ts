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
    await expect(callWithTokenRetry(invoke, toAppError, async () => true)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(invoke).toHaveBeenCalledTimes(1);
    const invoke2 = vi.fn().mockRejectedValue(unauthenticated);
    await expect(callWithTokenRetry(invoke2, toAppError, async () => false)).rejects.toBeInstanceOf(ClientAppError);
    expect(invoke2).toHaveBeenCalledTimes(1);
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
