import { describe, expect, it } from 'vitest';
import { compareStandings, rankOf } from '@fraudshield/domain';
import { decodeCursor, encodeCursor, getLeaderboardPage, type LeaderboardRepo, type RankKey, type StandingRow } from './leaderboard';
import type { CallerContext } from '../callables/define';

const ctx = (uid: string): CallerContext => ({ uid, email: null, emailVerified: true, displayName: null, roles: [], now: 0 });
const cmp = (a: RankKey, b: RankKey) => compareStandings(a, b);

function fakeRepo(rows: (StandingRow & { leagues?: string[] })[], moves: Record<string, number | null> = {}): LeaderboardRepo {
  const inScope = (leagueId?: string) => rows.filter((r) => !leagueId || r.leagues?.includes(leagueId)).sort(cmp);
  const strip = ({ leagues: _l, ...r }: StandingRow & { leagues?: string[] }): StandingRow => r;
  return {
    player: async (uid, reads) => {
      reads.documents += 1;
      const r = rows.find((x) => x.uid === uid);
      return r ? { row: strip(r), leagues: r.leagues ?? [] } : null;
    },
    leagueExists: async (id) => rows.some((r) => r.leagues?.includes(id)),
    after: async (scope, key, limit, reads) => {
      const out = inScope(scope.leagueId).filter((r) => key === null || cmp(r, key) > 0).slice(0, limit);
      reads.documents += out.length;
      return out.map(strip);
    },
    before: async (scope, key, limit) => inScope(scope.leagueId).filter((r) => cmp(r, key) < 0).reverse().slice(0, limit).map(strip),
    countAhead: async (scope, key) => inScope(scope.leagueId).filter((r) => cmp(r, key) < 0).length,
    count: async (scope) => inScope(scope.leagueId).length,
    movements: async (uids) => new Map(uids.map((u) => [u, moves[u] ?? null])),
  };
}

const rows: (StandingRow & { leagues?: string[] })[] = Array.from({ length: 9 }, (_, i) => ({
  uid: `u${i}`,
  displayName: `P${i}`,
  points: [5, 9, 9, 0, -3, 12, 9, 1, 5][i] as number,
  joinedAt: 100 - i,
  leagues: i % 2 ? ['L'] : [],
}));

describe('getLeaderboardPage', () => {
  it('pages the table in ranking order with consecutive ranks and a final null cursor', async () => {
    const repo = fakeRepo(rows, { u5: 2 });
    const got: string[] = [];
    let cursor: string | undefined;
    let rank = 0;
    do {
      const page = await getLeaderboardPage(ctx('u0'), { limit: 4, ...(cursor ? { cursor } : {}) }, { repo, exposeReads: false });
      expect(page.total).toBe(9);
      expect(page.reads).toBeUndefined();
      for (const e of page.entries) {
        expect(e.rank).toBe(++rank);
        got.push(e.uid);
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(got).toEqual([...rows].sort(cmp).map((r) => r.uid));
  });

  it("gives the caller's rank (as rankOf) and two neighbours each side, with movement", async () => {
    const repo = fakeRepo(rows, { u2: -1 });
    const page = await getLeaderboardPage(ctx('u2'), { limit: 1 }, { repo, exposeReads: true });
    const sorted = [...rows].sort(cmp);
    const rank = rankOf(rows, 'u2') as number;
    expect(page.me?.rank).toBe(rank);
    expect(page.me?.entry).toEqual({ uid: 'u2', displayName: 'P2', points: 9, rank, movement: -1 });
    expect(page.me?.neighbours.map((n) => n.uid)).toEqual(sorted.slice(rank - 3, rank - 1).concat(sorted.slice(rank, rank + 2)).map((r) => r.uid));
    expect(page.me?.neighbours.map((n) => n.rank)).toEqual([rank - 2, rank - 1, rank + 1, rank + 2]);
    expect(page.reads?.documents).toBeGreaterThan(0);
  });

  it('keeps private fields out of entries', async () => {
    const repo = fakeRepo(rows.map((r) => ({ ...r, balanceTenths: 1, email: 'x@y' }) as StandingRow));
    const page = await getLeaderboardPage(ctx('u0'), {}, { repo, exposeReads: false });
    for (const e of page.entries) expect(Object.keys(e).sort()).toEqual(['displayName', 'movement', 'points', 'rank', 'uid']);
  });

  it('serves league tables to members only, without movement', async () => {
    const repo = fakeRepo(rows, { u1: 3 });
    const page = await getLeaderboardPage(ctx('u1'), { leagueId: 'L' }, { repo, exposeReads: false });
    expect(page.total).toBe(4);
    expect(page.entries.every((e) => e.movement === null)).toBe(true);
    await expect(getLeaderboardPage(ctx('u0'), { leagueId: 'L' }, { repo, exposeReads: false })).rejects.toMatchObject({ code: 'not-in-league' });
    await expect(getLeaderboardPage(ctx('u1'), { leagueId: 'nope' }, { repo, exposeReads: false })).rejects.toMatchObject({ code: 'league-not-found' });
  });

  it('has no own row for a caller without a player record', async () => {
    const page = await getLeaderboardPage(ctx('ghost'), {}, { repo: fakeRepo(rows), exposeReads: false });
    expect(page.me).toBeNull();
  });

  it('round-trips cursors and refuses forged ones', () => {
    const c = { points: -3, joinedAt: 1.7e12, uid: 'abc', rank: 41 };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    for (const bad of ['', 'x', Buffer.from('[1,2]').toString('base64url'), Buffer.from('[1.5,2,"a",1]').toString('base64url'), Buffer.from('[1,2,"a",0]').toString('base64url')]) {
      expect(() => decodeCursor(bad)).toThrow(expect.objectContaining({ code: 'invalid-input' }));
    }
  });
});
