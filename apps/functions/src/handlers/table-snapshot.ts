import { pointsOfHistogramKey, type PointsHistogram } from '@fraudshield/domain';
import type { RankKey, StandingRow } from './leaderboard';
import { eachLimited } from './settlement';

/**
 * The season table as a week's settlement left it, stored in rank order: chunk n holds the rows
 * ranked n × TABLE_CHUNK_ROWS + 1 onwards. Built once per week by the finisher, after the fold and
 * before the week is marked settled (buildTable). A leaderboard page then reads a bounded number
 * of documents at any table size: a page of rows is one or two chunks found by rank, the caller's
 * own row is the one piece whose first row is the last at or before theirs (orderKey), and
 * movement is each shown row looked up the same way in the previous week's table. While a week
 * settles, its players' points change one by one: pages keep serving the last published table,
 * which changes only when the next one is complete.
 *
 * The build walks the table in parts side by side: the week's rank histogram (folded just before)
 * gives each points value's first rank exactly, so the points values are grouped into parts of at
 * least TABLE_PART_ROWS rows, each walked by its own keyset query from its first rank. A chunk
 * whose ranks straddle two parts is stored as two pieces (one per part, same chunk index): a
 * chunk is read with one query on its index, at most two documents, since every part but the
 * last holds at least a chunk's rows.
 */

/**
 * Rows a chunk holds: about 100 bytes a row (uid, name of at most 40 characters, two numbers), so
 * a piece stays near 50 KB, far under Firestore's 1 MiB document limit, and a page of at most 50
 * rows spans at most two chunks.
 */
export const TABLE_CHUNK_ROWS = 500;
/** Rows a part of the build walks at least (its points values, whole): 2,000 parts at most at 10 million. */
export const TABLE_PART_ROWS = 5_000;
/** Parts walked at once by the finisher (each a keyset query stream and one piece write at a time). */
export const TABLE_PARTS_IN_FLIGHT = 16;
/**
 * The finisher's lease (2 minutes) is renewed at most this often while parts are walked side by
 * side: one write on its document every 30 s, within Firestore's sustained write a second per
 * document however many pieces land.
 */
const RENEW_EVERY_MS = 30_000;

/** A row of a published table. */
export interface TableRow {
  uid: string;
  displayName: string;
  points: number;
  joinedAt: number;
  /** Points in the previous week's table, when that table ranked the player (movement). */
  prevPoints?: number;
}

/** A stored piece: the rows of chunk `index` that part `part` ranked. */
export interface TablePiece {
  week: number;
  index: number;
  part: number;
  /** Rank of rows[0]. */
  firstRank: number;
  /** orderKey of the first and the last row: what finds the piece holding a row. */
  firstKey: string;
  lastKey: string;
  rows: TableRow[];
}

/** A chunk as pages read it: its pieces joined (the same shape). */
export type TableChunk = TablePiece;

/** The table pages read: the last one completely built. */
export interface PublishedTable {
  week: number;
  total: number;
  chunks: number;
  chunkRows: number;
  /** The week of the table before it, still stored (movement reads it), or null. */
  prevWeek: number | null;
  publishedAt: number;
}

/** One part of a build: points values `from` (highest) down to `to`, ranked from `firstRank`. */
export interface TablePart {
  part: number;
  from: number;
  to: number;
  firstRank: number;
  rows: number;
}

const POINTS_OFFSET = 1e12;

/**
 * A string that sorts as the table does (points desc, joinedAt asc, uid asc: compareStandings)
 * for whole points and join times between 0 and 10^16 ms, |points| < 10^12.
 */
export function orderKey(k: RankKey): string {
  const points = String(POINTS_OFFSET - k.points).padStart(13, '0');
  const joined = String(Math.max(0, Math.floor(k.joinedAt))).padStart(16, '0');
  return `${points}|${joined}|${k.uid}`;
}

/** Joins a chunk's pieces (in rank order) into the chunk. */
export function joinPieces(pieces: readonly TablePiece[]): TableChunk | null {
  const sorted = [...pieces].sort((a, b) => a.firstRank - b.firstRank);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return null;
  return { ...first, lastKey: last.lastKey, rows: sorted.flatMap((p) => p.rows) };
}

/** The build's parts: the histogram's points values, highest first, grouped into parts of at least `partRows` rows. */
export function planParts(histogram: PointsHistogram, partRows: number = TABLE_PART_ROWS): TablePart[] {
  const values = Object.entries(histogram)
    .map(([key, count]) => ({ points: pointsOfHistogramKey(key), count }))
    .filter((v): v is { points: number; count: number } => v.points !== null && v.count > 0)
    .sort((a, b) => b.points - a.points);
  const parts: TablePart[] = [];
  let rank = 1;
  let open: TablePart | null = null;
  for (const v of values) {
    if (!open) open = { part: parts.length, from: v.points, to: v.points, firstRank: rank, rows: 0 };
    open.to = v.points;
    open.rows += v.count;
    rank += v.count;
    if (open.rows >= partRows) {
      parts.push(open);
      open = null;
    }
  }
  if (open) parts.push(open);
  return parts;
}

export interface TableBuilderPort {
  published(): Promise<PublishedTable | null>;
  /** The rank histogram as the week's fold left it (read through rank-store). */
  histogram(): Promise<PointsHistogram>;
  /** The last piece part `part` of week `week` wrote (a build resumed after a crash), or null. */
  lastPiece(week: number, part: number): Promise<TablePiece | null>;
  /** Table rows strictly after `key` (from the top when null), at most `limit`, with settledWeek and prevPoints. */
  rowsAfter(key: RankKey | null, limit: number): Promise<StandingRow[]>;
  savePiece(piece: TablePiece): Promise<void>;
  publish(table: PublishedTable): Promise<void>;
}

/** Just above every row with `points` or fewer: where a part's walk starts. */
const above = (points: number): RankKey => ({ points: points + 1, joinedAt: Number.MAX_SAFE_INTEGER, uid: '\uffff' });
const keyOf = (r: { points: number; joinedAt: number; uid: string }): RankKey => ({
  points: r.points,
  joinedAt: r.joinedAt,
  uid: r.uid,
});

/** Walks one part from where it stands (its last piece), a chunk-aligned piece at a time. */
async function buildPart(port: TableBuilderPort, week: number, part: TablePart, afterPiece: () => Promise<void>) {
  const last = await port.lastPiece(week, part.part);
  let rank = last ? last.firstRank + last.rows.length : part.firstRank;
  let key: RankKey | null = last?.rows.length ? keyOf(last.rows[last.rows.length - 1] as TableRow) : above(part.from);
  const end = part.firstRank + part.rows;
  while (rank < end) {
    // Up to the next chunk boundary, so every piece lies inside one chunk.
    const want = Math.min(TABLE_CHUNK_ROWS - ((rank - 1) % TABLE_CHUNK_ROWS), end - rank);
    const rows = (await port.rowsAfter(key, want)).filter((r) => r.points >= part.to);
    if (rows.length === 0) break;
    const tableRows = rows.map((r): TableRow => ({
      uid: r.uid,
      displayName: r.displayName,
      points: r.points,
      joinedAt: r.joinedAt,
      ...(r.settledWeek === week && r.prevPoints !== undefined ? { prevPoints: r.prevPoints } : {}),
    }));
    await port.savePiece({
      week,
      index: Math.floor((rank - 1) / TABLE_CHUNK_ROWS),
      part: part.part,
      firstRank: rank,
      firstKey: orderKey(rows[0] as StandingRow),
      lastKey: orderKey(rows[rows.length - 1] as StandingRow),
      rows: tableRows,
    });
    rank += rows.length;
    key = keyOf(rows[rows.length - 1] as StandingRow);
    await afterPiece();
    if (rows.length < want) break;
  }
}

/**
 * Builds week `week`'s table (resuming a build a crash interrupted: each part carries on from its
 * last piece) and publishes it; `afterPiece` (the finisher's lease renewal) runs at most every
 * RENEW_EVERY_MS as pieces land. Returns the rows the table ranks.
 */
export async function buildTable(
  port: TableBuilderPort,
  week: number,
  now: () => number,
  afterPiece: () => Promise<void> = async () => undefined,
): Promise<number> {
  const previous = await port.published();
  if (previous?.week === week) return previous.total;
  const parts = planParts(await port.histogram());
  let renewedAt = now();
  const renew = async () => {
    if (now() - renewedAt < RENEW_EVERY_MS) return;
    renewedAt = now();
    await afterPiece();
  };
  await eachLimited(parts, TABLE_PARTS_IN_FLIGHT, (part) => buildPart(port, week, part, renew));
  const total = parts.reduce((n, p) => n + p.rows, 0);
  await port.publish({
    week,
    total,
    chunks: Math.ceil(total / TABLE_CHUNK_ROWS),
    chunkRows: TABLE_CHUNK_ROWS,
    prevWeek: previous && previous.week === week - 1 ? previous.week : null,
    publishedAt: now(),
  });
  return total;
}
