import { describe, expect, it } from 'vitest';
import type { DefenseId } from '@fraudshield/domain';
import { POINTS_BUCKETS, getStats, setRole, type AdminDeps, type AdminUser } from './admin';
import type { CallerContext } from '../callables/define';

const ctx: CallerContext = { uid: 'admin', email: 'a@x.test', emailVerified: true, displayName: null, roles: ['admin'], now: 1 };

function fakeAdmin(users: Record<string, AdminUser>) {
  const writes: { uid: string; claims: Record<string, unknown> }[] = [];
  const deps: AdminDeps = {
    userByEmail: async (email) => users[email] ?? null,
    setClaims: async (uid, claims) => {
      writes.push({ uid, claims });
    },
    countAccounts: async () => ({ accounts: 12, verified: 9 }),
    ownership: async () =>
      new Map<DefenseId, number>([
        ['MultiFactorAuth', 7],
        ['EmailFiltering', 7],
        ['VpnUsage', 1],
        ['KeepUpdated', 3],
        ['UserEducation', 5],
        ['DdosProtection', 2],
        ['InputValidation', 0],
      ]),
    countPoints: async (min) => (min === null ? 1 : min),
  };
  return { deps, writes };
}

describe('setRole', () => {
  it('adds admin and keeps other roles and claims', async () => {
    const w = fakeAdmin({ 'p@x.test': { uid: 'p', customClaims: { roles: ['tester'], tier: 2 } } });
    expect(await setRole(ctx, { email: 'P@x.test', role: 'admin', grant: true }, w.deps)).toEqual({ uid: 'p', roles: ['tester', 'admin'] });
    expect(w.writes).toEqual([{ uid: 'p', claims: { roles: ['tester', 'admin'], tier: 2 } }]);
  });

  it('removes admin only, and writes nothing when nothing changes', async () => {
    const w = fakeAdmin({ 'p@x.test': { uid: 'p', customClaims: { roles: ['admin', 'tester'] } }, 'q@x.test': { uid: 'q', customClaims: {} } });
    expect((await setRole(ctx, { email: 'p@x.test', role: 'admin', grant: false }, w.deps)).roles).toEqual(['tester']);
    expect((await setRole(ctx, { email: 'q@x.test', role: 'admin', grant: false }, w.deps)).roles).toEqual([]);
    expect(w.writes).toHaveLength(1);
  });

  it('refuses an unknown email', async () => {
    await expect(setRole(ctx, { email: 'nobody@x.test', role: 'admin', grant: true }, fakeAdmin({}).deps)).rejects.toMatchObject({ code: 'user-not-found' });
  });
});

describe('getStats', () => {
  it('reports accounts, the top five owned defenses and every points bucket', async () => {
    const stats = await getStats(ctx, undefined, fakeAdmin({}).deps);
    expect(stats.players).toBe(12);
    expect(stats.verifiedPlayers).toBe(9);
    expect(stats.mostOwned).toEqual([
      { defenseId: 'EmailFiltering', count: 7 },
      { defenseId: 'MultiFactorAuth', count: 7 },
      { defenseId: 'UserEducation', count: 5 },
      { defenseId: 'KeepUpdated', count: 3 },
      { defenseId: 'DdosProtection', count: 2 },
    ]);
    expect(stats.pointsSpread.map((b) => b.label)).toEqual(POINTS_BUCKETS.map((b) => b.label));
  });
});
