import { describe, expect, it } from 'vitest';
import { compareStandings, countAt, histogramOf, rankOf, rankStandings } from '@fraudshield/domain';
import {
  decodeCursor,
  encodeCursor,
  getLeaderboardPage,
  type LeaderboardRepo,
  type RankKey,
  type RankHistogram,
  type StandingRow,
} from './leaderboard';
import type { LeaderboardPage } from '@fraudshield/domain';
import type { CallerContext } from './context';
import { opaqueIds } from './opaque-ids';
import {
  buildTable,
  joinPieces,
  orderKey,
  planParts,
  TABLE_CHUNK_ROWS,
  TABLE_PART_ROWS,
  type PublishedTable,
  type TableBuilderPort,
  type TablePiece,
} from './table-snapshot';

const opaque = opaqueIds(Buffer.alloc(32, 7));
const idOf = (uid: string) => opaque.id(uid);

const ctx = (uid: string): CallerContext => ({
  uid,
  email: null,
  emailVerified: true,
  displayName: null,
  roles: [],
  signInProvider: 'password',
  now: 0,
});
const cmp = (a: RankKey, b: RankKey) => compareStandings(a, b);

/** What settlement's fold left: the live histogram and the one of the week before (for movement). */
interface Settled {
  live: RankHistogram;
  prev: RankHistogram | null;
}

type FakeRow = StandingRow & { leagues?: string[]; playing?: boolean };

/**
 * A table settled in week `week`: rows carry settledWeek and, when the week before ranked them,
 * prevPoints (from `prevPoints`); the histograms are built from the rows, as the fold builds them.
 */
function settledAt(rows: FakeRow[], week: number, prevPoints: Record<string, number> = {}) {
  const withPrev = rows.map((r) => ({
    ...r,
    settledWeek: week,
    ...(prevPoints[r.uid] !== undefined ? { prevPoints: prevPoints[r.uid] } : {}),
  }));
  const settled: Settled = {
    live: { week, counts: histogramOf(rows.map((r) => ({ points: r.points, ranked: r.playing !== false }))) },
    prev: {
      week: week - 1,
      counts: histogramOf(Object.values(prevPoints).map((points) => ({ points, ranked: true }))),
    },
  };
  return { rows: withPrev, settled };
}

const strip = ({ leagues: _l, playing: _p, ...r }: FakeRow): StandingRow => r;

/**
 * What the fakes read, counted as Firestore bills it (tools/emulators/counting-firestore.mjs counts the
 * real store the same way): a document one, a query at least one; count aggregations and the
 * index entries they counted.
 */
interface Reads {
  documents: number;
  aggregations: number;
  indexEntries: number;
}
const newReads = (): Reads => ({ documents: 0, aggregations: 0, indexEntries: 0 });

type TableReader = Pick<LeaderboardRepo, 'publishedTable' | 'tableChunk' | 'tableChunkAt'>;

/**
 * Published tables in memory, as table-snapshot-store keeps them: `build(week, rows)` runs the
 * settlement's table build over `rows` as they stand then; `reader(reads)` reads them, counted.
 */
function tableStore() {
  const pieces = new Map<number, TablePiece[]>();
  let published: PublishedTable | null = null;
  let table: FakeRow[] = [];
  const port: TableBuilderPort = {
    published: async () => published,
    histogram: async () => histogramOf(table.map((r) => ({ points: r.points, ranked: true }))),
    lastPiece: async (week, part) =>
      (pieces.get(week) ?? []).filter((p) => p.part === part).sort((a, b) => b.index - a.index)[0] ?? null,
    rowsAfter: async (key, limit) => {
      // `table` is sorted: the first row after `key` by binary search.
      let lo = 0;
      let hi = table.length;
      while (key && lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cmp(table[mid] as FakeRow, key) <= 0) lo = mid + 1;
        else hi = mid;
      }
      return table.slice(lo, lo + limit).map(strip);
    },
    savePiece: async (piece) => {
      const list = (pieces.get(piece.week) ?? []).filter((p) => !(p.index === piece.index && p.part === piece.part));
      pieces.set(piece.week, [...list, structuredClone(piece)]);
    },
    publish: async (t) => {
      published = t;
    },
  };
  return {
    port,
    pieces,
    async build(week: number, rows: FakeRow[]) {
      table = rows.filter((r) => r.playing !== false).sort(cmp);
      return buildTable(port, week, () => 0);
    },
    reader: (reads: Reads = newReads()): TableReader => ({
      publishedTable: async () => {
        reads.documents += 1;
        return published;
      },
      tableChunk: async (week, index) => {
        const found = (pieces.get(week) ?? []).filter((p) => p.index === index);
        reads.documents += Math.max(1, found.length);
        return joinPieces(found);
      },
      tableChunkAt: async (week, key) => {
        reads.documents += 1;
        const k = orderKey(key);
        let found: TablePiece | null = null;
        for (const p of pieces.get(week) ?? [])
          if (p.firstKey <= k && (!found || p.firstKey > found.firstKey)) found = p;
        return found;
      },
    }),
  };
}

const noTables = (reads: Reads): TableReader => ({
  publishedTable: async () => ((reads.documents += 1), null),
  tableChunk: async () => null,
  tableChunkAt: async () => null,
});

/**
 * Documents Firestore bills for a page, at the least: each document read, and each count
 * aggregation one read per 1,000 index entries it counted (one at least).
 */
const billed = (r: Reads) => r.documents + Math.max(r.aggregations, Math.ceil(r.indexEntries / 1000));

/**
 * As the store: a table holds the players who have fielded a squad (playing, default true here).
 * Every read is counted in `reads`; `tables` reads the published tables (none: `noTables`).
 */
function fakeRepo(
  rows: FakeRow[],
  settled: Settled | null = null,
  reads: Reads = newReads(),
  tables: TableReader = noTables(reads),
): LeaderboardRepo {
  const inScope = (leagueId?: string) =>
    rows.filter((r) => r.playing !== false && (!leagueId || r.leagues?.includes(leagueId))).sort(cmp);
  return {
    ...tables,
    player: async (uid) => {
      reads.documents += 1;
      const r = rows.find((x) => x.uid === uid);
      return r ? { row: strip(r), leagues: r.leagues ?? [], playing: r.playing !== false } : null;
    },
    leagueExists: async (id) => rows.some((r) => r.leagues?.includes(id)),
    after: async (scope, key, limit) => {
      const out = inScope(scope.leagueId)
        .filter((r) => key === null || cmp(r, key) > 0)
        .slice(0, limit);
      reads.documents += out.length;
      return out.map(strip);
    },
    before: async (scope, key, limit) =>
      inScope(scope.leagueId)
        .filter((r) => cmp(r, key) < 0)
        .reverse()
        .slice(0, limit)
        .map(strip),
    countAhead: async (scope, key) => {
      const n = inScope(scope.leagueId).filter((r) => cmp(r, key) < 0).length;
      reads.aggregations += 3;
      reads.indexEntries += n;
      return n;
    },
    count: async (scope) => {
      reads.aggregations += 1;
      reads.indexEntries += inScope(scope.leagueId).length;
      return inScope(scope.leagueId).length;
    },
    histogram: async () => {
      reads.documents += 1;
      return settled?.live ?? null;
    },
    weekHistogram: async (week) => {
      reads.documents += 1;
      return settled?.prev?.week === week ? settled.prev : null;
    },
    countPrevTiesAhead: async (week, key) => {
      const n = rows.filter(
        (r) => r.settledWeek === week && r.prevPoints === key.points && cmp({ ...r, points: key.points }, key) < 0,
      ).length;
      reads.aggregations += 2;
      reads.indexEntries += n;
      return n;
    },
    countSamePoints: async (points, from, to) => {
      const n = inScope().filter(
        (r) => r.points === points && (from === null || cmp(r, from) > 0) && (to === null || cmp(r, to) < 0),
      ).length;
      reads.aggregations += 2;
      reads.indexEntries += n;
      return n;
    },
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
    const repo = fakeRepo(rows);
    const got: string[] = [];
    let cursor: string | undefined;
    let rank = 0;
    do {
      const page = await getLeaderboardPage(ctx('u0'), { limit: 4, ...(cursor ? { cursor } : {}) }, { repo, opaque });
      expect(page.total).toBe(9);
      // The contract carries no read accounting: the fakes count.
      expect(page).not.toHaveProperty('reads');
      for (const e of page.entries) {
        expect(e.rank).toBe(++rank);
        got.push(e.id);
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(got).toEqual([...rows].sort(cmp).map((r) => idOf(r.uid)));
  });

  it("gives the caller's rank (as rankOf) and two neighbours each side, with movement", async () => {
    // Last week u2 had 9 − 4 = 5 points (a tie at 5 with u0 and u8, who joined earlier/later).
    const prev = { u0: 5, u1: 9, u2: 5, u3: 0, u4: -3, u5: 2, u6: 9, u7: 1, u8: 5 };
    const { rows: table, settled } = settledAt(rows, 2, prev);
    const reads = newReads();
    const repo = fakeRepo(table, settled, reads);
    const page = await getLeaderboardPage(ctx('u2'), { limit: 1 }, { repo, opaque });
    const sorted = [...rows].sort(cmp);
    const rank = rankOf(rows, 'u2') as number;
    const prevTable = rows.map((r) => ({ ...r, points: prev[r.uid as keyof typeof prev] }));
    const movement = (rankOf(prevTable, 'u2') as number) - rank;
    expect(movement).not.toBe(0);
    expect(page.me?.rank).toBe(rank);
    expect(page.me?.entry).toEqual({ id: idOf('u2'), displayName: 'P2', points: 9, rank, movement });
    for (const e of [...page.entries, ...(page.me?.neighbours ?? [])]) {
      const uid = rows.find((r) => idOf(r.uid) === e.id)?.uid as string;
      expect(e.movement, uid).toBe((rankOf(prevTable, uid) as number) - e.rank);
    }
    expect(page.me?.neighbours.map((n) => n.id)).toEqual(
      sorted
        .slice(rank - 3, rank - 1)
        .concat(sorted.slice(rank, rank + 2))
        .map((r) => idOf(r.uid)),
    );
    expect(page.me?.neighbours.map((n) => n.rank)).toEqual([rank - 2, rank - 1, rank + 1, rank + 2]);
    expect(reads.documents).toBeGreaterThan(0);
  });

  it('keeps private fields out of entries', async () => {
    const repo = fakeRepo(rows.map((r) => ({ ...r, balanceTenths: 1, email: 'x@y' }) as StandingRow));
    const page = await getLeaderboardPage(ctx('u0'), {}, { repo, opaque });
    for (const e of page.entries)
      expect(Object.keys(e).sort()).toEqual(['displayName', 'id', 'movement', 'points', 'rank']);
  });

  it('serves league tables to members only, without movement', async () => {
    const repo = fakeRepo(...(Object.values(settledAt(rows, 2, { u1: 1 })) as [FakeRow[], Settled]));
    const page = await getLeaderboardPage(ctx('u1'), { leagueId: 'L' }, { repo, opaque });
    expect(page.total).toBe(4);
    expect(page.entries.every((e) => e.movement === null)).toBe(true);
    await expect(getLeaderboardPage(ctx('u0'), { leagueId: 'L' }, { repo, opaque })).rejects.toMatchObject({
      code: 'not-in-league',
    });
    await expect(getLeaderboardPage(ctx('u1'), { leagueId: 'nope' }, { repo, opaque })).rejects.toMatchObject({
      code: 'league-not-found',
    });
  });

  it('has no own row for a caller without a player record', async () => {
    const page = await getLeaderboardPage(ctx('ghost'), {}, { repo: fakeRepo(rows), opaque });
    expect(page.me).toBeNull();
    expect(page.notYetPlaying).toBe(false);
  });

  it('tells a caller who has never fielded a squad that they are not yet playing, and ranks them nowhere', async () => {
    // Idle accounts: 0 points (joined since) and −12 (idle weeks scored), never fielded a squad.
    const idle: FakeRow[] = [
      { uid: 'idle0', displayName: 'Idle', points: 0, joinedAt: 1, playing: false, leagues: ['L'] },
      { uid: 'idle1', displayName: 'Idle too', points: -12, joinedAt: 2, playing: false },
    ];
    const repo = fakeRepo([...rows, ...idle]);
    for (const scope of [{}, { leagueId: 'L' }]) {
      const page = await getLeaderboardPage(ctx('idle0'), { limit: 50, ...scope }, { repo, opaque });
      expect(page.notYetPlaying).toBe(true);
      expect(page.me).toBeNull();
      expect(page.entries.map((e) => e.id)).not.toContain(idOf('idle0'));
      expect(page.entries.map((e) => e.id)).not.toContain(idOf('idle1'));
    }
    const season = await getLeaderboardPage(ctx('u4'), { limit: 50 }, { repo, opaque });
    expect(season.total).toBe(rows.length);
    expect(season.notYetPlaying).toBe(false);
    // u4 has −3 points: last of the table, and no idle account above them.
    expect(season.me?.rank).toBe(rows.length);
    expect(season.entries.at(-1)?.id).toBe(idOf('u4'));
  });

  it('makes the season key only for a call it answers: refused calls read it and never make it', async () => {
    let made = 0;
    const none = { existing: async () => null, ensure: async () => ((made += 1), opaque) };
    const repo = fakeRepo(rows);
    const cursor = encodeCursor({ points: 1, joinedAt: 1, uid: 'u0', rank: 1 }, opaque);
    // With no key yet no cursor can have been sealed: refused, nothing made.
    await expect(getLeaderboardPage(ctx('u0'), { cursor }, { repo, opaque: none })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(getLeaderboardPage(ctx('u0'), { leagueId: 'nope' }, { repo, opaque: none })).rejects.toMatchObject({
      code: 'league-not-found',
    });
    expect(made).toBe(0);
    const page = await getLeaderboardPage(ctx('u0'), {}, { repo, opaque: none });
    expect(made).toBe(1);
    expect(page.entries[0]?.id).toBe(idOf(page.entries[0] ? rows.slice().sort(cmp)[0]!.uid : ''));
  });

  it('round-trips cursors and refuses forged ones', () => {
    const c = { points: -3, joinedAt: 1.7e12, uid: 'abc', rank: 41 };
    expect(decodeCursor(encodeCursor(c, opaque), opaque)).toEqual(c);
    const sealed = (v: unknown) => opaque.seal(v);
    for (const bad of [
      '',
      'x',
      Buffer.from('[1,2,"a",1]').toString('base64url'),
      sealed([1, 2]),
      sealed([1.5, 2, 'a', 1]),
      sealed([1, 2, 'a', 0]),
    ]) {
      expect(() => decodeCursor(bad, opaque)).toThrow(expect.objectContaining({ code: 'invalid-input' }));
    }
  });

  it('names no player by uid: entries carry the season id, cursors hide the row they point at', async () => {
    const repo = fakeRepo(rows);
    const page = await getLeaderboardPage(ctx('u0'), { limit: 3 }, { repo, opaque });
    const text = JSON.stringify(page);
    for (const r of rows) expect(text).not.toMatch(new RegExp(`"${r.uid}"`));
    expect(page.entries.map((e) => e.id)).toEqual(
      [...rows]
        .sort(cmp)
        .slice(0, 3)
        .map((r) => idOf(r.uid)),
    );
    // The cursor says nothing readable about its row (points, join time, uid)...
    const cursor = page.nextCursor as string;
    const last = [...rows].sort(cmp)[2] as StandingRow;
    const raw = Buffer.from(cursor, 'base64url').toString('latin1');
    for (const leak of [last.uid, String(last.joinedAt)]) expect(raw).not.toContain(leak);
    // ...is refused when altered, or under another season's key.
    const flipped = Buffer.from(cursor, 'base64url');
    flipped[flipped.length - 1] ^= 1;
    expect(() => decodeCursor(flipped.toString('base64url'), opaque)).toThrow(
      expect.objectContaining({ code: 'invalid-input' }),
    );
    expect(() => decodeCursor(cursor, opaqueIds(Buffer.alloc(32, 8)))).toThrow(
      expect.objectContaining({ code: 'invalid-input' }),
    );
    // The same player has another id under another key: ids do not outlive the season.
    expect(opaqueIds(Buffer.alloc(32, 8)).id('u0')).not.toBe(idOf('u0'));
  });

  describe('the season table from the rank histogram', () => {
    /** A settled table of `n` players (points −5…+9), and `joined` new players not yet playing. */
    function season(n: number, joined: number) {
      const settledRows: FakeRow[] = Array.from({ length: n }, (_, i) => ({
        uid: `s${String(i).padStart(5, '0')}`,
        displayName: `S${i}`,
        points: (i % 15) - 5,
        joinedAt: 1000 + Math.floor(i / 3),
      }));
      const fresh: FakeRow[] = Array.from({ length: joined }, (_, i) => ({
        uid: `n${String(i).padStart(5, '0')}`,
        displayName: `N${i}`,
        points: 0,
        joinedAt: 5000 + i,
        playing: false,
      }));
      const { rows: all, settled } = settledAt([...settledRows, ...fresh], 7);
      const reads = newReads();
      return { settledRows, repo: fakeRepo(all, settled, reads), settled, reads };
    }

    it.each([
      ['a ranked player with points', 's00009'],
      ['a ranked player with 0 points', 's00005'],
      ['a ranked player with negative points', 's00001'],
      ['the last player of a tie', 's00299'],
    ])('gives %s the rank and total of the sorted table', async (_label, uid) => {
      const { settledRows, repo } = season(300, 7);
      const page = await getLeaderboardPage(ctx(uid), { limit: 5 }, { repo, opaque });
      expect(page.total).toBe(settledRows.length);
      expect(page.me?.rank).toBe(rankStandings(settledRows).find((r) => r.standing.uid === uid)?.rank);
      const rank = page.me?.rank ?? 0;
      expect(page.me?.neighbours.map((n) => n.rank)).toEqual([rank - 2, rank - 1, rank + 1, rank + 2]);
    });

    it("counts only the players of the caller's own points value, however large the table", async () => {
      for (const n of [1_000, 10_000]) {
        const { repo, settled, reads } = season(n, 7);
        for (const uid of ['s00009', 's00001']) {
          Object.assign(reads, newReads());
          await getLeaderboardPage(ctx(uid), {}, { repo, opaque });
          const points = (Number(uid.slice(1)) % 15) - 5;
          expect(reads.indexEntries, `${n} players, ${uid}`).toBeLessThan(countAt(settled.live.counts, points));
          expect(reads.aggregations).toBeLessThanOrEqual(2);
        }
      }
    });

    it('counts the whole table before the first settlement', async () => {
      const reads = newReads();
      const repo = fakeRepo(rows, null, reads);
      const page = await getLeaderboardPage(ctx('u2'), {}, { repo, opaque });
      expect(page.total).toBe(rows.length);
      expect(page.me?.rank).toBe(rankOf(rows, 'u2'));
      expect(reads.indexEntries).toBeGreaterThanOrEqual(rows.length);
    });
  });
  describe('the published table (built by settlement, read by every season page)', () => {
    /** Week 6's table, then week 7's with each player's points moved, built as settlement builds them. */
    async function twoWeeks(base: FakeRow[], pointsNow: (r: FakeRow, i: number) => number) {
      const store = tableStore();
      await store.build(
        6,
        base.map((r) => ({ ...r, settledWeek: 6 })),
      );
      const prev = Object.fromEntries(base.filter((r) => r.playing !== false).map((r) => [r.uid, r.points]));
      const { rows: now, settled } = settledAt(
        base.map((r, i) => ({ ...r, points: pointsNow(r, i) })),
        7,
        prev,
      );
      expect(await store.build(7, now)).toBe(now.filter((r) => r.playing !== false).length);
      return { store, now, settled };
    }
    const withoutCursor = ({ nextCursor, ...page }: LeaderboardPage) => ({ ...page, more: nextCursor !== null });

    it('gives every caller the same pages, ranks, neighbours and movement as the counted table', async () => {
      const idle: FakeRow = { uid: 'idle', displayName: 'Idle', points: 0, joinedAt: 1, playing: false };
      const { store, now, settled } = await twoWeeks(
        [...rows, idle],
        (r, i) => r.points + ([4, -2, 0, 3, 3, -6, 1, 0, 2, 0][i] as number),
      );
      const published = fakeRepo(now, settled, newReads(), store.reader());
      const counted = fakeRepo(now, settled);
      for (const uid of [...rows.map((r) => r.uid), 'idle', 'ghost'])
        for (const limit of [1, 4, 50]) {
          let cursors: [string | undefined, string | undefined] = [undefined, undefined];
          do {
            const [a, b] = (await Promise.all(
              ([published, counted] as const).map((repo, k) =>
                getLeaderboardPage(
                  ctx(uid),
                  { limit, ...(cursors[k] ? { cursor: cursors[k] } : {}) },
                  { repo, opaque },
                ),
              ),
            )) as [LeaderboardPage, LeaderboardPage];
            expect(withoutCursor(a), `${uid}, limit ${limit}`).toEqual(withoutCursor(b));
            cursors = [a.nextCursor ?? undefined, b.nextCursor ?? undefined];
          } while (cursors[0]);
        }
      const page = await getLeaderboardPage(ctx('u2'), { limit: 50 }, { repo: published, opaque });
      expect(page.entries.some((e) => e.movement !== null && e.movement !== 0)).toBe(true);
    });

    describe('at 60,000 players in ties of 12,000, each page reads at most 60 documents', () => {
      const n = 60_000;
      const base: FakeRow[] = Array.from({ length: n }, (_, i) => ({
        uid: `s${String(i).padStart(6, '0')}`,
        displayName: `S${i}`,
        points: (i % 5) * 3,
        joinedAt: 1000 + Math.floor(i / 7),
      }));
      const world = twoWeeks(base, (r, i) => r.points + ((i * 7) % 5) * 2);
      const caller = 's030001';
      const sortedNow = async () => [...(await world).now].sort(cmp);

      async function page(repoRows: FakeRow[] | null, input: { cursor?: string }) {
        const { store, now, settled } = await world;
        const counted = newReads();
        const repo = fakeRepo(repoRows ?? now, settled, counted, store.reader(counted));
        const p = await getLeaderboardPage(ctx(caller), { limit: 20, ...input }, { repo, opaque });
        return { p, reads: billed(counted) };
      }

      it("the top page, with the caller's own row and neighbours", async () => {
        const { p, reads } = await page(null, {});
        const sorted = await sortedNow();
        expect(p.entries.map((e) => e.id)).toEqual(sorted.slice(0, 20).map((r) => idOf(r.uid)));
        const rank = sorted.findIndex((r) => r.uid === caller) + 1;
        expect(p.me?.rank).toBe(rank);
        expect(p.me?.neighbours.map((e) => e.rank)).toEqual([rank - 2, rank - 1, rank + 1, rank + 2]);
        expect(p.entries.every((e) => e.movement !== null)).toBe(true);
        expect(reads).toBeLessThanOrEqual(60);
      });

      it('a middle page', async () => {
        const sorted = await sortedNow();
        const at = sorted[29_999] as FakeRow;
        const cursor = encodeCursor({ points: at.points, joinedAt: at.joinedAt, uid: at.uid, rank: 30_000 }, opaque);
        const { p, reads } = await page(null, { cursor });
        expect(p.entries.map((e) => e.rank)).toEqual(Array.from({ length: 20 }, (_, i) => 30_001 + i));
        expect(p.entries.map((e) => e.id)).toEqual(sorted.slice(30_000, 30_020).map((r) => idOf(r.uid)));
        expect(reads).toBeLessThanOrEqual(60);
      });

      it('while the next week settles: the last published table, the caller at their rank in it', async () => {
        const { now } = await world;
        const sorted = await sortedNow();
        const rank = sorted.findIndex((r) => r.uid === caller) + 1;
        // Half the players (the caller among them) already settled into week 8 with new points.
        const settling = now.map((r, i) =>
          i % 2 ? { ...r, settledWeek: 8, prevPoints: r.points, points: r.points + 7 } : r,
        );
        const { p, reads } = await page(settling, {});
        expect(p.total).toBe(n);
        expect(p.me?.rank).toBe(rank);
        expect(p.entries.map((e) => e.id)).toEqual(sorted.slice(0, 20).map((r) => idOf(r.uid)));
        expect(reads).toBeLessThanOrEqual(60);
      });
    });

    it('builds in parts side by side, pieces aligned on chunks, and resumes a build a crash interrupted', async () => {
      // Ties larger than a part and many small values: parts of whole points values, ≥ TABLE_PART_ROWS rows.
      const big: FakeRow[] = Array.from({ length: TABLE_PART_ROWS * 3 + 777 }, (_, i) => ({
        uid: `b${String(i).padStart(6, '0')}`,
        displayName: `B${i}`,
        points: i % 4 === 0 ? 0 : i % 997,
        joinedAt: 10 + (i % 13),
      }));
      const parts = planParts(histogramOf(big.map((r) => ({ points: r.points, ranked: true }))));
      expect(parts.length).toBeGreaterThan(1);
      expect(parts.slice(0, -1).every((p) => p.rows >= TABLE_PART_ROWS)).toBe(true);
      const sorted = [...big].sort(cmp);
      const store = tableStore();
      // A crash after a few pieces: the build throws, nothing is published.
      let saved = 0;
      const save = store.port.savePiece;
      store.port.savePiece = async (piece) => {
        if (++saved === 7) throw new Error('crash');
        await save(piece);
      };
      await expect(store.build(3, big)).rejects.toThrow('crash');
      const reader = store.reader();
      expect(await reader.publishedTable()).toBeNull();
      store.port.savePiece = save;
      expect(await store.build(3, big)).toBe(big.length);
      const published = (await reader.publishedTable()) as PublishedTable;
      expect(published).toMatchObject({ week: 3, total: big.length, chunks: Math.ceil(big.length / TABLE_CHUNK_ROWS) });
      // Every chunk holds exactly the ranks it names, in table order, in at most two pieces.
      const seen: string[] = [];
      for (let index = 0; index < published.chunks; index += 1) {
        const inChunk = (store.pieces.get(3) ?? []).filter((p) => p.index === index);
        expect(inChunk.length).toBeLessThanOrEqual(2);
        const chunk = await reader.tableChunk(3, index);
        expect(chunk?.firstRank).toBe(index * TABLE_CHUNK_ROWS + 1);
        seen.push(...(chunk?.rows ?? []).map((r) => r.uid));
      }
      expect(seen).toEqual(sorted.map((r) => r.uid));
    });
  });
});
