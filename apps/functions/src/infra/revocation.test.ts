import { describe, expect, it } from 'vitest';
import type { CallerContext } from '../handlers/context';
import { makeCallGuard, type SessionState } from './revocation';

const caller = (over: Partial<CallerContext> = {}): Omit<CallerContext, 'now'> => ({
  uid: 'u1',
  email: 'u1@x.test',
  emailVerified: true,
  displayName: null,
  roles: ['admin'],
  signInProvider: 'password',
  authTime: 1_000_000,
  ...over,
});

describe('makeCallGuard', () => {
  it('refuses every callable but user_deleteAccount for a uid with a deletion tombstone', async () => {
    const guard = makeCallGuard({ isDeleted: async (uid) => uid === 'u1', checkSession: async () => 'valid' });
    for (const name of ['user_getBalance', 'league_getMine', 'leaderboard_getPage', 'admin_getStats'] as const) {
      await expect(guard(name, caller(), 'raw')).rejects.toMatchObject({ code: 'account-deleted' });
    }
    await expect(guard('user_deleteAccount', caller(), 'raw')).resolves.toBeUndefined();
    await expect(guard('user_getBalance', caller({ uid: 'u2' }), 'raw')).resolves.toBeUndefined();
  });

  it('asks Auth about the session on every admin call: a disabled admin and a revoked token are refused at once', async () => {
    let state: SessionState = 'valid';
    const asked: string[] = [];
    const guard = makeCallGuard({
      isDeleted: async () => false,
      checkSession: async (raw) => {
        asked.push(raw);
        return state;
      },
    });
    await expect(guard('admin_setRole', caller(), 'token-1')).resolves.toBeUndefined();
    state = 'disabled';
    for (const name of [
      'admin_getStats',
      'admin_openWeek',
      'admin_settleWeek',
      'admin_setRole',
      'admin_getAudit',
      'admin_setSeasonPlan',
      'admin_getSeasonPlan',
    ] as const) {
      await expect(guard(name, caller(), 'token-1')).rejects.toMatchObject({ code: 'account-disabled' });
    }
    state = 'revoked';
    await expect(guard('admin_openWeek', caller(), 'token-1')).rejects.toMatchObject({ code: 'session-revoked' });
    // No raw token: nothing to check, refused.
    await expect(guard('admin_getStats', caller(), undefined)).rejects.toMatchObject({ code: 'session-revoked' });
    expect(asked).toHaveLength(9);
    // Player callables do not ask Auth (it costs a network round trip per call).
    asked.length = 0;
    state = 'disabled';
    await guard('user_getBalance', caller(), 'token-1');
    expect(asked).toEqual([]);
  });
});
