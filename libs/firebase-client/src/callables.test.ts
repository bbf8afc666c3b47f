import { CALLABLE_NAMES, LIMITED_USE_APP_CHECK_CALLABLES, type CallableName } from '@fraudshield/domain';
import { callFunction } from './callables';

// The money callables are sent with a limited-use App Check token (the SDK fetches one
// for that call: getLimitedUseToken), which the server consumes; every other callable reuses the
// cached token.
const options: Record<string, unknown>[] = [];
vi.mock('./init', () => ({ services: async () => ({ functions: {}, auth: { currentUser: null }, appCheck: null }) }));
vi.mock('firebase/functions', () => ({
  httpsCallable: (_functions: unknown, _name: string, opts: Record<string, unknown>) => {
    options.push(opts);
    return async () => ({ data: null });
  },
}));

describe('callFunction: App Check tokens', () => {
  it.each(CALLABLE_NAMES)('%s', async (name) => {
    options.length = 0;
    await (callFunction as (n: CallableName, ...rest: unknown[]) => Promise<unknown>)(name, {});
    expect(options).toHaveLength(1);
    expect(options[0]?.['limitedUseAppCheckTokens']).toBe(LIMITED_USE_APP_CHECK_CALLABLES.includes(name));
    expect(options[0]?.['timeout']).toBeGreaterThan(0);
  });
});
