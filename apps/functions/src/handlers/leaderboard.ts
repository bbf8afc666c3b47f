import {
  DomainError,
  countAt,
  histogramTotal,
  rankFromHistogram,
  type LeaderboardEntry,
  type LeaderboardPage,
  type PointsHistogram,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import type { OpaqueIds, OpaqueSource } from './opaque-ids';
import { orderKey, type PublishedTable, type TableChunk, type TableRow } from './table-snapshot';

/**
 * leaderboard_getPage: one page of the season table (or a league's table), the caller's own
 * rank and the two players each side of them.
 * Entries carry only public fields: the player's opaque id for the season (never the uid: see
 * opaque-ids.ts), display name, points, rank, movement. The cursor is sealed: it names a row
 * (points, join time, uid) that the client can neither read nor forge.
 *
 * The season table, once settlement has published one (table-snapshot.ts), is read from it:
 * rows by rank, the caller's row by their key, movement from the table before, each a chunk of 500
 * rows, so a page reads at most about 30 documents whatever the number of players or ties, and
 * while a week settles pages serve the last published table. What follows is the counted path:
 * before the first published table, and league tables.
 *
 * The season table's size and the caller's rank come from the rank histogram settlement keeps
 * (how many ranked players hold each points value: libs/domain rank-histogram.ts), never from a
 * rank stored per player: rank = 1 + the players with more points (summed from the histogram) +
 * the players with the same points ahead in table order (a count among that one points value).
 * Movement compares with the last week's table the same way: its histogram snapshot and the
 * points each player had in it (prevPoints, written by their own settlement). Before the first
 * settlement (no histogram) the page counts the table as a full scan would. League tables count
 * their members (count aggregations).
 *
 * A table holds only players who have fielded a squad in a settled week
 * (players/{uid}.playing, set by their settlement; every query filters on it). A player who never
 * has is "not yet playing": not in any table, never ranked above one who has, whatever their
 * idle weeks scored; the page says so (notYetPlaying). Like the points, the flag changes only at
 * settlement, so the ranking pass's counts stay exact and the players who joined since it are
 * simply not in the table yet.
 */

const LEADERBOARD_DEFAULT_LIMIT = 20;
const NEIGHBOURS_EACH_SIDE = 2;

/** Position in the table: seasonPoints desc, joinedAt asc, uid asc (compareStandings). */
export interface RankKey {
  points: number;
  joinedAt: number;
  uid: string;
}

export interface StandingRow extends RankKey {
  displayName: string;
  /** The last week settled for the player (absent before their first settlement). */
  settledWeek?: number;
  /** Their points in the table of the week before `settledWeek`, when it ranked them. */
  prevPoints?: number;
}

export interface TableScope {
  leagueId?: string;
}

/** A rank histogram: its buckets (libs/domain rank-histogram.ts) and the number of the last week folded into it. */
export interface RankHistogram {
  week: number;
  counts: PointsHistogram;
}

/** A week's table, summed (what the week's ownership summary doc also carries). */
export interface StandingsSummary {
  weekId: string;
  /** Players the pass ranked. */
  ranked: number;
  /** Of those, the players with 0 points or more. */
  nonNegative: number;
  /** The last ranked player with 0 points (null when none had 0). */
  lastZero: RankKey | null;
}

export interface LeaderboardRepo {
  /** The caller's record; `playing`: they have fielded a squad in a settled week (only such players are in the tables). */
  player(uid: string): Promise<{ row: StandingRow; leagues: string[]; playing: boolean } | null>;
  leagueExists(leagueId: string): Promise<boolean>;
  after(scope: TableScope, key: RankKey | null, limit: number): Promise<StandingRow[]>;
  /** Nearest first. */
  before(scope: TableScope, key: RankKey, limit: number): Promise<StandingRow[]>;
  countAhead(scope: TableScope, key: RankKey): Promise<number>;
  count(scope: TableScope): Promise<number>;
  /** The live rank histogram (null before the first settlement). */
  histogram(): Promise<RankHistogram | null>;
  /** The histogram as week `week` was settled (the table movement compares with). */
  weekHistogram(week: number): Promise<RankHistogram | null>;
  /** Players with `points` strictly between two keys in table order (null: an open end). */
  countSamePoints(points: number, from: RankKey | null, to: RankKey | null): Promise<number>;
  /**
   * In the table before week `week` (players settled in `week` whose prevPoints are `key.points`):
   * those ahead of `key` (earlier join, then smaller uid).
   */
  countPrevTiesAhead(week: number, key: RankKey): Promise<number>;
  /** The last season table published whole (table-snapshot.ts), null before the first. */
  publishedTable(): Promise<PublishedTable | null>;
  /** Chunk `index` of week `week`'s table. */
  tableChunk(week: number, index: number): Promise<TableChunk | null>;
  /** The chunk of week `week`'s table whose first row is the last at or before `key` in table order. */
  tableChunkAt(week: number, key: RankKey): Promise<TableChunk | null>;
}

export interface LeaderboardDeps {
  repo: LeaderboardRepo;
  /** The season's public ids and cursor seal, or where to find them (see OpaqueSource). */
  opaque: OpaqueIds | OpaqueSource;
}

function sourceOf(opaque: OpaqueIds | OpaqueSource): OpaqueSource {
  if ('ensure' in opaque) return opaque;
  return { existing: async () => opaque, ensure: async () => opaque };
}

interface Cursor extends RankKey {
  /** Rank of the row the cursor points at. */
  rank: number;
}

export function encodeCursor(c: Cursor, opaque: OpaqueIds): string {
  return opaque.seal([c.points, c.joinedAt, c.uid, c.rank]);
}

export function decodeCursor(text: string, opaque: OpaqueIds): Cursor {
  try {
    const v = opaque.open(text);
    if (Array.isArray(v) && v.length === 4) {
      const [points, joinedAt, uid, rank] = v as unknown[];
      if (
        Number.isSafeInteger(points) &&
        Number.isFinite(joinedAt) &&
        typeof uid === 'string' &&
        uid.length > 0 &&
        uid.length <= 128 &&
        Number.isSafeInteger(rank) &&
        (rank as number) >= 1
      ) {
        return { points: points as number, joinedAt: joinedAt as number, uid, rank: rank as number };
      }
    }
  } catch {
    /* fall through */
  }
  throw new DomainError('invalid-input', 'cursor: not a leaderboard cursor');
}

const keyOf = (r: StandingRow): RankKey => ({ points: r.points, joinedAt: r.joinedAt, uid: r.uid });

export async function getLeaderboardPage(
  ctx: CallerContext,
  input: Parsed<'leaderboard_getPage'>,
  deps: LeaderboardDeps,
): Promise<LeaderboardPage> {
  const { repo } = deps;
  const limit = input.limit ?? LEADERBOARD_DEFAULT_LIMIT;
  const scope: TableScope = input.leagueId ? { leagueId: input.leagueId } : {};
  const source = sourceOf(deps.opaque);
  let cursor: Cursor | null = null;
  if (input.cursor) {
    const sealedWith = await source.existing();
    if (!sealedWith) throw new DomainError('invalid-input', 'cursor: not a leaderboard cursor');
    cursor = decodeCursor(input.cursor, sealedWith);
  }

  const me = await repo.player(ctx.uid);
  if (scope.leagueId) {
    if (!(await repo.leagueExists(scope.leagueId))) throw new DomainError('league-not-found');
    if (!me || !me.leagues.includes(scope.leagueId)) throw new DomainError('not-in-league');
  }
  const opaque = await source.ensure();

  // Tables rank only players who have fielded a squad; a caller who never has is "not yet playing".
  const ranked = me?.playing ? me : null;
  const published = scope.leagueId ? null : await repo.publishedTable();
  if (published) {
    const page = await publishedPage(repo, published, cursor, limit, ranked?.row ?? null, opaque);
    return { ...page, notYetPlaying: me !== null && !me.playing };
  }
  const live = scope.leagueId ? null : await repo.histogram();
  const settled = live ? await settledTable(repo, live, ranked?.row ?? null) : null;
  const [rows, total] = await Promise.all([
    repo.after(scope, cursor, limit + 1),
    settled ? Promise.resolve(settled.total) : repo.count(scope),
  ]);
  const pageRows = rows.slice(0, limit);
  const firstRank = (cursor?.rank ?? 0) + 1;
  const tableRows = pageRows.map((row, i) => ({ row, rank: firstRank + i }));
  const lastRanked = tableRows[tableRows.length - 1];
  const nextCursor =
    rows.length > limit && lastRanked
      ? encodeCursor({ ...keyOf(lastRanked.row), rank: lastRanked.rank }, opaque)
      : null;

  let mine: { row: StandingRow; rank: number } | null = null;
  let neighbours: { row: StandingRow; rank: number }[] = [];
  if (ranked) {
    const key = keyOf(ranked.row);
    const [rank, above, below] = await Promise.all([
      settled?.myRank ?? repo.countAhead(scope, key).then((ahead) => ahead + 1),
      repo.before(scope, key, NEIGHBOURS_EACH_SIDE),
      repo.after(scope, key, NEIGHBOURS_EACH_SIDE),
    ]);
    mine = { row: ranked.row, rank };
    neighbours = [
      ...above.map((row, i) => ({ row, rank: rank - 1 - i })).reverse(),
      ...below.map((row, i) => ({ row, rank: rank + 1 + i })),
    ];
  }

  // Movement is the global rank change; a league table has none of its own (no histogram read).
  const shown = shownRows(tableRows, mine, neighbours);
  const moves = live ? await movements(repo, live, shown) : new Map<string, number | null>();

  return {
    ...pageEntries(opaque, moves, tableRows, mine, neighbours),
    nextCursor,
    total,
    notYetPlaying: me !== null && !me.playing,
  };
}

/**
 * A page of the last published season table (table-snapshot.ts): the rows by rank (one or two
 * chunks), the caller's row found by their key in that table (one piece, then their chunk and the
 * one beside it for neighbours), movement from each shown row's place in the table before (one chunk
 * each). At most 2 + 2 + (limit + 5) chunk reads, whatever the number of players.
 */
async function publishedPage(
  repo: LeaderboardRepo,
  table: PublishedTable,
  cursor: Cursor | null,
  limit: number,
  me: StandingRow | null,
  opaque: OpaqueIds,
): Promise<Omit<LeaderboardPage, 'notYetPlaying'>> {
  const chunks = new Map<number, Promise<TableChunk | null>>();
  const chunk = (index: number) => {
    if (index < 0 || index >= table.chunks) return Promise.resolve(null);
    let c = chunks.get(index);
    if (!c) chunks.set(index, (c = repo.tableChunk(table.week, index)));
    return c;
  };
  const rowAt = async (rank: number): Promise<TableRow | null> => {
    if (rank < 1 || rank > table.total) return null;
    const c = await chunk(Math.floor((rank - 1) / table.chunkRows));
    return c?.rows[rank - c.firstRank] ?? null;
  };
  const ranksFrom = (first: number, n: number) => Array.from({ length: n }, (_, i) => first + i);

  // The caller's key in the published table: their points then (the table before their latest
  // settlement when that settlement is newer than the table).
  let myKey: RankKey | null = null;
  if (me) {
    const settled = me.settledWeek ?? 0;
    const points = settled <= table.week ? me.points : settled === table.week + 1 ? me.prevPoints : undefined;
    if (points !== undefined) myKey = { points, joinedAt: me.joinedAt, uid: me.uid };
  }
  const firstRank = (cursor?.rank ?? 0) + 1;
  const [pageRows, myChunk] = await Promise.all([
    Promise.all(ranksFrom(firstRank, limit + 1).map(rowAt)),
    myKey ? repo.tableChunkAt(table.week, myKey) : Promise.resolve(null),
  ]);
  const rows = pageRows.filter((r): r is TableRow => r !== null);
  const tableRows = rows.slice(0, limit).map((row, i) => ({ row, rank: firstRank + i }));
  const lastRanked = tableRows[tableRows.length - 1];
  const nextCursor =
    rows.length > limit && lastRanked
      ? encodeCursor(
          {
            points: lastRanked.row.points,
            joinedAt: lastRanked.row.joinedAt,
            uid: lastRanked.row.uid,
            rank: lastRanked.rank,
          },
          opaque,
        )
      : null;

  let mine: { row: TableRow; rank: number } | null = null;
  let neighbours: { row: TableRow; rank: number }[] = [];
  const at = myChunk && me ? myChunk.rows.findIndex((r) => r.uid === me.uid) : -1;
  if (myChunk && at >= 0) {
    const rank = myChunk.firstRank + at;
    mine = { row: myChunk.rows[at] as TableRow, rank };
    const around = [rank - 2, rank - 1, rank + 1, rank + 2].filter((r) => r >= 1 && r <= table.total);
    const found = await Promise.all(around.map(async (r) => ({ row: await rowAt(r), rank: r })));
    neighbours = found.filter((n): n is { row: TableRow; rank: number } => n.row !== null);
  }

  // A deleted player's row keeps its place, unnamed (forgetInTables): no entry shows it.
  const named = (r: { row: TableRow }) => r.row.uid !== '';
  const entries = tableRows.filter(named);
  neighbours = neighbours.filter(named);
  const moves = await tableMovements(repo, table, shownRows(entries, mine, neighbours));
  return { ...pageEntries(opaque, moves, entries, mine, neighbours), nextCursor, total: table.total };
}

interface PageRow {
  row: { uid: string; displayName: string; points: number };
  rank: number;
}

/** The rows a page shows (its entries, the caller's and the neighbours), once each by uid. */
function shownRows<R extends PageRow>(rows: R[], mine: R | null, neighbours: R[]): R[] {
  return [...new Map([...rows, ...(mine ? [mine] : []), ...neighbours].map((r) => [r.row.uid, r])).values()];
}

/** A page's public entries and the caller's own row, from ranked rows and their movements. */
function pageEntries(
  opaque: OpaqueIds,
  moves: Map<string, number | null>,
  rows: PageRow[],
  mine: PageRow | null,
  neighbours: PageRow[],
): {
  entries: LeaderboardEntry[];
  me: { rank: number; entry: LeaderboardEntry; neighbours: LeaderboardEntry[] } | null;
} {
  const entry = ({ row, rank }: PageRow): LeaderboardEntry => ({
    id: opaque.id(row.uid),
    displayName: row.displayName,
    points: row.points,
    rank,
    movement: moves.get(row.uid) ?? null,
  });
  return {
    entries: rows.map(entry),
    me: mine ? { rank: mine.rank, entry: entry(mine), neighbours: neighbours.map(entry) } : null,
  };
}

/** Rank change since the table before: each row found by its key in that table (one chunk read each, none twice). */
async function tableMovements(
  repo: LeaderboardRepo,
  table: PublishedTable,
  rows: readonly { row: TableRow; rank: number }[],
): Promise<Map<string, number | null>> {
  const out = new Map<string, number | null>();
  const prevWeek = table.prevWeek;
  const wanted = rows
    .filter(({ row }) => prevWeek !== null && row.prevPoints !== undefined)
    .map((r) => ({
      ...r,
      key: orderKey({ points: r.row.prevPoints as number, joinedAt: r.row.joinedAt, uid: r.row.uid }),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // In key order, so a chunk already read serves every later row inside its key range.
  const read: TableChunk[] = [];
  for (const w of wanted) {
    let c = read.find((x) => x.firstKey <= w.key && w.key <= x.lastKey) ?? null;
    if (!c) {
      c = await repo.tableChunkAt(prevWeek as number, {
        points: w.row.prevPoints as number,
        joinedAt: w.row.joinedAt,
        uid: w.row.uid,
      });
      if (c) read.push(c);
    }
    const at = c ? c.rows.findIndex((r) => r.uid === w.row.uid) : -1;
    out.set(w.row.uid, c && at >= 0 ? c.firstRank + at - w.rank : null);
  }
  for (const { row } of rows) if (!out.has(row.uid)) out.set(row.uid, null);
  return out;
}

/**
 * The season table's size and the caller's rank from the histogram. `myRank` is null when the
 * caller's own points are newer than the histogram (their week's settlement has scored them but
 * not yet been folded in): their rank is then counted from the table.
 */
async function settledTable(
  repo: LeaderboardRepo,
  live: RankHistogram,
  me: StandingRow | null,
): Promise<{ total: number; myRank: number | null }> {
  const total = histogramTotal(live.counts);
  if (!me || (me.settledWeek ?? 0) > live.week) return { total, myRank: null };
  const tiesAhead = countAt(live.counts, me.points) > 1 ? await repo.countSamePoints(me.points, null, keyOf(me)) : 0;
  return { total, myRank: rankFromHistogram(live.counts, me.points, tiesAhead) };
}

/**
 * Rank change since the week before the last settled one, for the rows shown: their rank in that
 * table (from its histogram snapshot and each row's prevPoints) minus their rank now. Null for a
 * player that table did not rank, or whose points are newer than the histogram.
 */
async function movements(
  repo: LeaderboardRepo,
  live: RankHistogram,
  rows: readonly { row: StandingRow; rank: number }[],
): Promise<Map<string, number | null>> {
  const out = new Map<string, number | null>();
  const prev = live.week > 1 ? await repo.weekHistogram(live.week - 1) : null;
  await Promise.all(
    rows.map(async ({ row, rank }) => {
      if (!prev || row.settledWeek !== live.week || row.prevPoints === undefined) {
        out.set(row.uid, null);
        return;
      }
      const key = { points: row.prevPoints, joinedAt: row.joinedAt, uid: row.uid };
      const ties = countAt(prev.counts, row.prevPoints) > 1 ? await repo.countPrevTiesAhead(live.week, key) : 0;
      out.set(row.uid, rankFromHistogram(prev.counts, row.prevPoints, ties) - rank);
    }),
  );
  return out;
}
