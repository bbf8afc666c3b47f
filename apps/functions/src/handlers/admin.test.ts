import { describe, expect, it } from 'vitest';
import {
  POINTS_BUCKETS,
  getAudit,
  getStats,
  setRole,
  type AdminAuditDoc,
  type AdminDeps,
  type AdminUser,
} from './admin';
import type { CallerContext } from './context';

/** An admin who signed in a second ago (role changes need a sign-in at most 5 minutes old). */
const ctx: CallerContext = {
  uid: 'admin',
  email: 'a@x.test',
  emailVerified: true,
  displayName: null,
  roles: ['admin'],
  signInProvider: 'password',
  now: 1,
  authTime: 0,
};

/** A user of the fake Auth: verified unless told otherwise. */
const u = (uid: string, customClaims: Record<string, unknown>, emailVerified = true): AdminUser => ({
  uid,
  email: `${uid}@x.test`,
  emailVerified,
  customClaims,
});

function fakeAdmin(users: Record<string, AdminUser>) {
  const writes: { uid: string; claims: Record<string, unknown> }[] = [];
  const revoked: string[] = [];
  const audit: (AdminAuditDoc & { id: string })[] = [];
  const deps: AdminDeps = {
    userByEmail: async (email) => users[email] ?? null,
    setClaims: async (uid, claims) => {
      writes.push({ uid, claims });
      for (const user of Object.values(users)) if (user.uid === uid) user.customClaims = claims;
    },
    countAdmins: async () =>
      Object.values(users).filter(
        (x) =>
          x.emailVerified &&
          Array.isArray(x.customClaims['roles']) &&
          (x.customClaims['roles'] as string[]).includes('admin'),
      ).length,
    revokeSessions: async (uid) => {
      revoked.push(uid);
    },
    recordAudit: async (entry) => {
      const id = `a${audit.length + 1}`;
      audit.push({ id, ...entry });
      return id;
    },
    resolveAudit: async (id, outcome) => {
      const entry = audit.find((e) => e.id === id);
      if (entry) entry.outcome = outcome;
    },
    auditLog: async (limit) => [...audit].reverse().slice(0, limit),
    counters: async () => ({
      players: 12,
      squads: 10,
      owned_MultiFactorAuth: 7,
      owned_EmailFiltering: 7,
      owned_VpnUsage: 1,
      owned_KeepUpdated: 3,
      owned_UserEducation: 5,
      owned_DdosProtection: 2,
      owned_InputValidation: 0,
      p_m3: 1,
      p_0: 4,
      p_24: 2,
      p_25: 1,
      p_100: 3,
      played_week_003: 9,
      drillsDone_week_004: 5,
    }),
    weeks: async () => ({ current: { id: 'week-004', number: 4 }, lastSettled: { id: 'week-003', number: 3 } }),
  };
  return { deps, writes, revoked, audit };
}

describe('setRole', () => {
  it('adds admin and keeps other roles and claims', async () => {
    const w = fakeAdmin({ 'p@x.test': u('p', { roles: ['tester'], tier: 2 }) });
    expect(await setRole(ctx, { email: 'P@x.test', role: 'admin', grant: true }, w.deps)).toEqual({
      uid: 'p',
      roles: ['tester', 'admin'],
    });
    expect(w.writes).toEqual([{ uid: 'p', claims: { roles: ['tester', 'admin'], tier: 2 } }]);
  });

  it('removes admin only, and writes nothing when nothing changes', async () => {
    const w = fakeAdmin({
      'p@x.test': u('p', { roles: ['admin', 'tester'] }),
      'q@x.test': u('q', {}),
      'a@x.test': u('admin', { roles: ['admin'] }),
    });
    expect((await setRole(ctx, { email: 'p@x.test', role: 'admin', grant: false }, w.deps)).roles).toEqual(['tester']);
    expect((await setRole(ctx, { email: 'q@x.test', role: 'admin', grant: false }, w.deps)).roles).toEqual([]);
    expect(w.writes).toHaveLength(1);
  });

  it('refuses to remove the last admin, and changes nothing', async () => {
    const w = fakeAdmin({
      'a@x.test': u('admin', { roles: ['admin'] }),
      'p@x.test': u('p', { roles: ['admin'] }, false),
    });
    await expect(setRole(ctx, { email: 'a@x.test', role: 'admin', grant: false }, w.deps)).rejects.toMatchObject({
      code: 'last-admin',
    });
    expect([w.writes, w.revoked, w.audit]).toEqual([[], [], []]);
  });

  it('grants only to a verified account', async () => {
    const w = fakeAdmin({ 'p@x.test': u('p', {}, false) });
    await expect(setRole(ctx, { email: 'p@x.test', role: 'admin', grant: true }, w.deps)).rejects.toMatchObject({
      code: 'target-not-verified',
    });
    expect([w.writes, w.audit]).toEqual([[], []]);
  });

  it("revokes a demoted admin's sessions and records who changed whom, what and when", async () => {
    const w = fakeAdmin({ 'a@x.test': u('admin', { roles: ['admin'] }), 'p@x.test': u('p', { roles: ['admin'] }) });
    await setRole({ ...ctx, now: 5000, authTime: 4000 }, { email: 'p@x.test', role: 'admin', grant: false }, w.deps);
    expect(w.revoked).toEqual(['p']);
    await setRole({ ...ctx, now: 6000, authTime: 4000 }, { email: 'p@x.test', role: 'admin', grant: true }, w.deps);
    expect(w.revoked).toEqual(['p']);
    expect(await getAudit(ctx, { limit: 10 }, w.deps)).toEqual([
      {
        id: 'a2',
        actorUid: 'admin',
        actorEmail: 'a@x.test',
        targetUid: 'p',
        targetEmail: 'p@x.test',
        action: 'grant-admin',
        at: new Date(6000).toISOString(),
      },
      {
        id: 'a1',
        actorUid: 'admin',
        actorEmail: 'a@x.test',
        targetUid: 'p',
        targetEmail: 'p@x.test',
        action: 'revoke-admin',
        at: new Date(5000).toISOString(),
      },
    ]);
    expect(await getAudit(ctx, undefined, w.deps)).toHaveLength(2);
    expect(await getAudit(ctx, { limit: 1 }, w.deps)).toHaveLength(1);
  });

  it('asks for a sign-in at most 5 minutes old, and changes nothing without one', async () => {
    const w = fakeAdmin({ 'p@x.test': u('p', {}), 'a@x.test': u('admin', { roles: ['admin'] }) });
    const now = 10 * 60_000;
    for (const stale of [
      { ...ctx, now, authTime: now - 5 * 60_000 - 1 },
      { ...ctx, now, authTime: undefined },
    ]) {
      await expect(setRole(stale, { email: 'p@x.test', role: 'admin', grant: true }, w.deps)).rejects.toMatchObject({
        code: 'requires-recent-login',
      });
    }
    expect([w.writes, w.revoked, w.audit]).toEqual([[], [], []]);
    await expect(
      setRole({ ...ctx, now, authTime: now - 5 * 60_000 }, { email: 'p@x.test', role: 'admin', grant: true }, w.deps),
    ).resolves.toMatchObject({ roles: ['admin'] });
  });

  it('writes the entry before the Auth change and confirms it after; a failed change leaves a failed entry, never none', async () => {
    const w = fakeAdmin({ 'p@x.test': u('p', {}), 'a@x.test': u('admin', { roles: ['admin'] }) });
    const order: string[] = [];
    const { recordAudit, setClaims } = w.deps;
    w.deps.recordAudit = async (e) => (order.push(`audit ${e.outcome}`), recordAudit(e));
    w.deps.setClaims = async (uid, claims) => (order.push('claims'), setClaims(uid, claims));
    await setRole(ctx, { email: 'p@x.test', role: 'admin', grant: true }, w.deps);
    expect(order).toEqual(['audit pending', 'claims']);
    expect(w.audit[0]?.outcome).toBe('done');
    expect((await getAudit(ctx, undefined, w.deps))[0]).not.toHaveProperty('outcome');

    w.deps.setClaims = async () => {
      throw new Error('Auth is down');
    };
    await expect(setRole(ctx, { email: 'p@x.test', role: 'admin', grant: false }, w.deps)).rejects.toThrow(
      'Auth is down',
    );
    expect((await getAudit(ctx, undefined, w.deps))[0]).toMatchObject({ action: 'revoke-admin', outcome: 'failed' });
  });

  it('refuses an unknown email', async () => {
    await expect(
      setRole(ctx, { email: 'nobody@x.test', role: 'admin', grant: true }, fakeAdmin({}).deps),
    ).rejects.toMatchObject({ code: 'user-not-found' });
  });
});

describe('getStats', () => {
  it('reads players, squads, the weeks in play, the top five owned defenses and every points bucket from the counters', async () => {
    const stats = await getStats(ctx, undefined, fakeAdmin({}).deps);
    expect(stats.players).toBe(12);
    expect(stats.squads).toBe(10);
    expect(stats.playedLastWeek).toEqual({ weekNumber: 3, count: 9 });
    expect(stats.drillsDoneThisWeek).toEqual({ weekNumber: 4, count: 5 });
    expect(stats.pointsSpread.map((b) => b.count)).toEqual([1, 6, 1, 0, 3]);
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
