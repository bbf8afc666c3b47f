import { describe, expect, it } from 'vitest';
import {
  createRng,
  DomainError,
  generateLeagueCode,
  H2H_MAX_MEMBERS,
  H2H_MAX_SEATS,
  sha256Hex,
} from '@fraudshield/domain';
import { getH2h, withSeat, withoutSeat, type H2hDeps, type H2hRosterDoc } from './h2h';
import { createLeague, joinLeague, leaveLeague, type LeagueDeps, type LeagueDoc } from './league';
import type { CallerContext } from './context';

const ctx = (uid: string, now = 5): CallerContext => ({
  uid,
  email: `${uid}@x.test`,
  emailVerified: true,
  displayName: uid,
  signInProvider: null,
  roles: [],
  now,
});

/** An in-memory world: leagues, rosters, members, points by week, the season pointers. */
function world() {
  const members = new Map<string, string[]>();
  const leagues = new Map<string, LeagueDoc>();
  const rosters = new Map<string, H2hRosterDoc>();
  const points = new Map<string, Record<string, number>>();
  const season = { latestOpened: 1, settledThrough: 0 };
  let ids = 0;
  // Documents the fake read deps read, as Firestore bills them: the handler keeps no count of its own.
  let reads = 0;
  const leagueDeps: LeagueDeps = {
    membership: async (c) => ({ leagues: members.get(c.uid) ?? (members.set(c.uid, []), []), teams: {} }),
    newMemberId: () => `member-${ids++}`,
    ownedTeamLeagues: async () => [],
    newLeagueId: () => `L${ids++}`,
    newCode: () => generateLeagueCode(createRng(sha256Hex(`code-${ids++}`))),
    createLeague: async (l) => {
      leagues.set(l.id, l);
      if (l.kind === 'h2h') rosters.set(l.id, { leagueId: l.id, seed: l.id, seats: [] });
      return true;
    },
    deleteLeague: async (l) => {
      leagues.delete(l.id);
      rosters.delete(l.id);
    },
    leagueByCode: async (code) => [...leagues.values()].find((l) => l.code === code) ?? null,
    getLeagues: async (list) => list.map((id) => leagues.get(id) ?? null),
    memberCount: async (id) => [...members.values()].filter((m) => m.includes(id)).length,
    ownedCount: async () => 0,
    // H2H leagues have no co-owners: the team-league path only.
    changeCoOwners: async () => {
      throw new Error('no co-owners in an H2H league');
    },
    changeMembership: async (uid, _now, _detail, change) => {
      members.set(uid, change({ leagues: members.get(uid) ?? [], teams: {} }).leagues);
    },
    h2hSeats: {
      take: async (leagueId, uid) => {
        const r = rosters.get(leagueId)!;
        rosters.set(leagueId, { ...r, seats: withSeat(r, uid, `seat-${uid}`, season.latestOpened) });
      },
      leave: async (leagueId, uid) => {
        const r = rosters.get(leagueId)!;
        rosters.set(leagueId, { ...r, seats: withoutSeat(r, uid, season.latestOpened) });
      },
    },
  };
  const deps: H2hDeps = {
    membership: async (c) => (reads++, leagueDeps.membership(c)),
    getLeagues: async (list) => ((reads += Math.max(1, list.length)), leagueDeps.getLeagues(list)),
    roster: async (id) => (reads++, rosters.get(id) ?? null),
    season: async () => ((reads += 2), { ...season }),
    players: async (uids) => (
      (reads += uids.length),
      uids.map((u) => (members.has(u) ? { name: `Name ${u}`, pointsByWeek: points.get(u) ?? {} } : null))
    ),
  };
  return {
    members,
    leagues,
    rosters,
    points,
    season,
    leagueDeps,
    deps,
    resetReads: () => (reads = 0),
    reads: () => reads,
  };
}

async function h2hLeague(w: ReturnType<typeof world>, uids: string[]) {
  const { leagueId, code } = await createLeague(ctx(uids[0]!), { name: 'Rivals', kind: 'h2h' }, w.leagueDeps);
  for (const uid of uids.slice(1)) await joinLeague(ctx(uid), { code }, w.leagueDeps);
  return { leagueId, code };
}

describe('H2H leagues: seats', () => {
  it('the creator and each joiner get fixtures from the week after the latest opened one', async () => {
    const w = world();
    const { leagueId } = await h2hLeague(w, ['a', 'b']);
    expect(w.leagues.get(leagueId)?.kind).toBe('h2h');
    expect(w.rosters.get(leagueId)!.seats.map((s) => [s.uid, s.firstWeek, s.lastWeek])).toEqual([
      ['a', 2, null],
      ['b', 2, null],
    ]);
  });

  it('a full league refuses the join and changes nothing', async () => {
    const w = world();
    const uids = Array.from({ length: H2H_MAX_MEMBERS }, (_, i) => `p${i}`);
    const { code, leagueId } = await h2hLeague(w, uids);
    const before = structuredClone(w.rosters.get(leagueId));
    await expect(joinLeague(ctx('late'), { code }, w.leagueDeps)).rejects.toMatchObject({ code: 'league-full' });
    expect(w.rosters.get(leagueId)).toEqual(before);
    expect(w.members.get('late') ?? []).toEqual([]);
  });

  it('a join the player record refuses gives the seat back', async () => {
    const w = world();
    const { code, leagueId } = await h2hLeague(w, ['a']);
    w.members.set(
      'busy',
      Array.from({ length: 10 }, (_, i) => `other-${i}`),
    );
    await expect(joinLeague(ctx('busy'), { code }, w.leagueDeps)).rejects.toMatchObject({ code: 'league-limit' });
    expect(w.rosters.get(leagueId)!.seats.map((s) => s.uid)).toEqual(['a']);
  });

  it('a leaver keeps the weeks opened; a seat that never had a fixture goes; seats ever are bounded', () => {
    const roster: H2hRosterDoc = { leagueId: 'L', seed: 'L', seats: [] };
    roster.seats = withSeat(roster, 'a', 'sa', 1);
    roster.seats = withSeat(roster, 'b', 'sb', 3);
    expect(withoutSeat(roster, 'a', 4).find((s) => s.uid === 'a')).toMatchObject({ firstWeek: 2, lastWeek: 4 });
    expect(withoutSeat(roster, 'b', 3).some((s) => s.uid === 'b')).toBe(false);
    expect(() => withSeat(roster, 'a', 'x', 3)).toThrow(DomainError);
    const full: H2hRosterDoc = {
      ...roster,
      seats: Array.from({ length: H2H_MAX_SEATS }, (_, i) => ({
        uid: `u${i}`,
        seat: `s${i}`,
        firstWeek: 1,
        lastWeek: 1,
      })),
    };
    expect(() => withSeat(full, 'new', 'sn', 3)).toThrow(expect.objectContaining({ code: 'league-full' }));
  });
});

describe('h2h_get', () => {
  it('shows the table of settled weeks and the caller’s fixture, naming no uid', async () => {
    const w = world();
    const { leagueId } = await h2hLeague(w, ['a', 'b', 'c']);
    // Weeks 2 and 3 settled; week 4 open.
    w.season.latestOpened = 4;
    w.season.settledThrough = 3;
    w.points.set('a', { 2: 10, 3: 10 });
    w.points.set('b', { 2: 5, 3: 5 });
    w.points.set('c', { 2: 1, 3: 20 });
    const view = (await getH2h(ctx('a'), { leagueId }, w.deps))!;
    expect(view.table.map((r) => r.played + 0).reduce((s, n) => s + n, 0)).toBe(4);
    const wins = view.table.reduce((s, r) => s + r.won, 0);
    expect(wins).toBe(view.table.reduce((s, r) => s + r.lost, 0));
    expect(view.table.find((r) => r.me)?.name).toBe('Name a');
    expect(view.fixture?.week).toBe(4);
    expect(view.fixture?.settled).toBe(false);
    expect(view.lastResult?.week).toBe(3);
    expect(JSON.stringify(view)).not.toMatch(/"(a|b|c)"/);
    expect(view.leagues).toEqual([{ leagueId, name: 'Rivals' }]);
  });

  it('without a league id: the caller’s first H2H league, or null when they have none', async () => {
    const w = world();
    expect(await getH2h(ctx('z'), {}, w.deps)).toBeNull();
    const { leagueId } = await h2hLeague(w, ['a', 'b']);
    expect((await getH2h(ctx('a'), undefined, w.deps))?.leagueId).toBe(leagueId);
  });

  it('refuses a league the caller is not in, and a points league', async () => {
    const w = world();
    const { leagueId } = await h2hLeague(w, ['a', 'b']);
    await expect(getH2h(ctx('x'), { leagueId }, w.deps)).rejects.toMatchObject({ code: 'not-in-league' });
    const points = await createLeague(ctx('a'), { name: 'Plain' }, w.leagueDeps);
    await expect(getH2h(ctx('a'), { leagueId: points.leagueId }, w.deps)).rejects.toMatchObject({
      code: 'league-not-found',
    });
  });

  it('reads a bounded number of documents at the largest league', async () => {
    const w = world();
    const uids = Array.from({ length: H2H_MAX_MEMBERS }, (_, i) => `p${i}`);
    const { leagueId } = await h2hLeague(w, uids);
    w.season.latestOpened = 12;
    w.season.settledThrough = 11;
    w.resetReads();
    await getH2h(ctx('p0'), { leagueId }, w.deps);
    // 1 membership + ≤ 10 leagues + roster + 2 season + ≤ H2H_MAX_SEATS players.
    expect(w.reads()).toBeLessThanOrEqual(1 + 10 + 1 + 2 + H2H_MAX_SEATS);
    // Exactly: the caller's one league, and each seat's player once.
    expect(w.reads()).toBe(1 + 1 + 1 + 2 + w.rosters.get(leagueId)!.seats.length);
  });

  it('a leaver’s results stay; the last one out closes the league', async () => {
    const w = world();
    const { leagueId } = await h2hLeague(w, ['a', 'b']);
    w.season.latestOpened = 3;
    w.season.settledThrough = 2;
    w.points.set('a', { 2: 9 });
    w.points.set('b', { 2: 3 });
    await leaveLeague(ctx('b'), { leagueId }, w.leagueDeps);
    const view = (await getH2h(ctx('a'), { leagueId }, w.deps))!;
    expect(view.table.find((r) => !r.member)).toMatchObject({ won: 0, lost: 1 });
    await leaveLeague(ctx('a'), { leagueId }, w.leagueDeps);
    expect(w.leagues.has(leagueId)).toBe(false);
    expect(w.rosters.has(leagueId)).toBe(false);
  });
});
