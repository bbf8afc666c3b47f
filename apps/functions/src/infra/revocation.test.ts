import { describe, expect, it } from 'vitest';
import type { CallerContext } from '../handlers/context';
import { makeCallGuard } from './revocation';

const caller = (over: Partial<CallerContext> = {}): Omit<CallerContext, 'now'> => ({ uid: 'u1', email: 'u1@x.test', emailVerified: true, displayName: null, roles: ['admin'], authTime: 1_000_000, ...over });

describe('makeCallGuard', () => {
  it('refuses every callable but user_deleteAccount for a uid with a deletion tombstone', async () => {
    const guard = makeCallGuard({ isDeleted: async (uid) => uid === 'u1', tokensValidAfter: async () => undefined });
    for (const name of ['user_getBalance', 'league_getMine', 'leaderboard_getPage', 'admin_getStats'] as const) {
      await expect(guard(name, caller())).rejects.toMatchObject({ code: 'account-deleted' });
    }
    await expect(guard('user_deleteAccount', caller())).resolves.toBeUndefined();
    await expect(guard('user_getBalance', caller({ uid: 'u2' }))).resolves.toBeUndefined();
  });

  it('refuses admin callables for a token signed in before the revocation time, or of a deleted user', async () => {
    let validAfter: number | null | undefined = 1_000_001;
    const asked: string[] = [];
    const guard = makeCallGuard({
      isDeleted: async () => false,
      tokensValidAfter: async (uid) => {
        asked.push(uid);
        return validAfter;
      },
    });
    await expect(guard('admin_setRole', caller())).rejects.toMatchObject({ code: 'session-revoked' });
    await expect(guard('admin_getStats', caller({ authTime: undefined }))).rejects.toMatchObject({ code: 'session-revoked' });
    validAfter = 1_000_000;
    await expect(guard('admin_setRole', caller())).resolves.toBeUndefined();
    validAfter = undefined;
    await expect(guard('admin_settleWeek', caller())).resolves.toBeUndefined();
    validAfter = null;
    await expect(guard('admin_openWeek', caller())).rejects.toMatchObject({ code: 'session-revoked' });
    // Player callables do not ask Auth (it costs a network round trip per call).
    asked.length = 0;
    await guard('user_getBalance', caller());
    expect(asked).toEqual([]);
  });
});
