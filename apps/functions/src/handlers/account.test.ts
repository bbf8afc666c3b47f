import { describe, expect, it } from 'vitest';
import { RECENT_LOGIN_MAX_AGE_MS } from '@fraudshield/domain';
import { deleteAccount, type AccountDeps, type OwnedLeague } from './account';
import { callerCtx } from '../testing/fake-player-deps';

function fakeAccounts(opts: { leagues?: OwnedLeague[]; members?: Record<string, string[]>; failAt?: string } = {}) {
  const calls: string[] = [];
  let failAt = opts.failAt;
  const step = (name: string) => {
    calls.push(name);
    if (failAt && name.startsWith(failAt)) {
      failAt = undefined;
      throw new Error(`crash at ${name}`);
    }
  };
  const deps: AccountDeps = {
    markDeleted: async (uid) => step(`markDeleted:${uid}`),
    revokeSessions: async (uid) => step(`revokeSessions:${uid}`),
    ownedLeagues: async () => opts.leagues ?? [],
    successor: async (leagueId, uid) => (opts.members?.[leagueId] ?? []).find((m) => m !== uid) ?? null,
    handOver: async (leagueId, to) => step(`handOver:${leagueId}:${to}`),
    deleteLeague: async (l) => step(`deleteLeague:${l.id}:${l.code}`),
    leaveTeamLeagues: async (uid) => step(`leaveTeamLeagues:${uid}`),
    dropCoOwnerships: async (uid) => step(`dropCoOwnerships:${uid}`),
    deleteReports: async (uid) => step(`deleteReports:${uid}`),
    deletePlayerData: async (uid) => step(`deletePlayerData:${uid}`),
    deleteUser: async (uid) => step(`deleteUser:${uid}`),
  };
  return { deps, calls };
}

describe('deleteAccount', () => {
  it('refuses a token whose sign-in is older than 5 minutes, or has none, and touches nothing', async () => {
    const base = callerCtx();
    for (const ctx of [
      { ...base, authTime: base.now - RECENT_LOGIN_MAX_AGE_MS - 1 },
      { ...base, authTime: undefined },
    ]) {
      const fake = fakeAccounts();
      await expect(deleteAccount(ctx, { confirm: 'DELETE' }, fake.deps)).rejects.toMatchObject({
        code: 'requires-recent-login',
      });
      expect(fake.calls).toEqual([]);
    }
  });

  it('tombstones and revokes first, hands over or deletes owned leagues, removes reports, standing and data, and the Auth user last', async () => {
    const ctx = { ...callerCtx({ uid: 'me' }), authTime: callerCtx().now - 60_000 };
    const fake = fakeAccounts({
      leagues: [
        { id: 'shared', code: 'ABC123' },
        { id: 'alone', code: 'XYZ789' },
      ],
      members: { shared: ['me', 'oldest', 'newer'], alone: ['me'] },
    });
    expect(await deleteAccount(ctx, { confirm: 'DELETE' }, fake.deps)).toEqual({ deleted: true });
    expect(fake.calls).toEqual([
      'markDeleted:me',
      'revokeSessions:me',
      'handOver:shared:oldest',
      'deleteLeague:alone:XYZ789',
      'leaveTeamLeagues:me',
      // No co-ownership or invitation survives the account: one who comes back is no one's co-owner.
      'dropCoOwnerships:me',
      'deleteReports:me',
      'deletePlayerData:me',
      'deleteUser:me',
    ]);
  });

  it('a deletion that stopped half way is finished by calling again', async () => {
    const ctx = { ...callerCtx({ uid: 'me' }), authTime: callerCtx().now };
    const fake = fakeAccounts({ failAt: 'deletePlayerData' });
    await expect(deleteAccount(ctx, { confirm: 'DELETE' }, fake.deps)).rejects.toThrow('crash at deletePlayerData');
    expect(fake.calls).not.toContain('deleteUser:me');
    fake.calls.length = 0;
    expect(await deleteAccount(ctx, { confirm: 'DELETE' }, fake.deps)).toEqual({ deleted: true });
    expect(fake.calls.at(0)).toBe('markDeleted:me');
    expect(fake.calls.slice(-2)).toEqual(['deletePlayerData:me', 'deleteUser:me']);
  });
});
