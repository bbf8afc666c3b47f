import type { RankKey, StandingRow } from './leaderboard';

/**
 * The season table as a week's settlement left it, stored in rank order: chunk n holds the rows
 * ranked n × TABLE_CHUNK_ROWS + 1 onwards. Built once per week by the finisher, after the fold and
 * before the week is marked settled (buildTable), by walking the table once in order. A
 * leaderboard page then reads a bounded number of documents at any table size: a page of rows is
 * one or two chunks found by rank, the caller's own row is the one chunk whose first row is the
 * last at or before theirs (orderKey), and movement is each shown row looked up the same way in
 * the previous week's table. While a week settles, its players' points change one by one: pages
 * keep serving the last published table, which changes only when the next one is complete.
 */

/**
 * Rows a chunk holds: about 100 bytes a row (uid, name of at most 40 characters, two numbers), so
 * a chunk stays near 50 KB, far under Firestore's 1 MiB document limit, and a page of at most 50
 * rows spans at most two chunks.
 */
export const TABLE_CHUNK_ROWS = 500;

/** A row of a published table. */
export interface TableRow {
  uid: string;
  displayName: string;
  points: number;
  joinedAt: number;
  /** Points in the previous week's table, when that table ranked the player (movement). */
  prevPoints?: number;
}

export interface TableChunk {
  week: number;
  index: number;
  /** Rank of rows[0]. */
  firstRank: number;
  /** orderKey of the first and the last row: what finds the chunk holding a row. */
  firstKey: string;
  lastKey: string;
  rows: TableRow[];
}

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

/** A build in progress (resumed from here after a crash: the chunks written stay). */
export interface TableBuild {
  week: number;
  chunks: number;
  ranked: number;
  last: RankKey | null;
  done: boolean;
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

export interface TableBuilderPort {
  published(): Promise<PublishedTable | null>;
  build(week: number): Promise<TableBuild | null>;
  /** Table rows strictly after `key` (from the top when null), at most `limit`, with settledWeek and prevPoints. */
  rowsAfter(key: RankKey | null, limit: number): Promise<StandingRow[]>;
  /** Writes the chunk and the build's progress in one commit. */
  saveChunk(chunk: TableChunk, build: TableBuild): Promise<void>;
  publish(table: PublishedTable): Promise<void>;
}

/**
 * Builds week `week`'s table (resuming a build a crash interrupted) and publishes it; `afterChunk`
 * runs after each chunk (the finisher renews its lease there). Returns the rows ranked.
 */
export async function buildTable(
  port: TableBuilderPort,
  week: number,
  now: () => number,
  afterChunk: () => Promise<void> = async () => undefined,
): Promise<number> {
  const previous = await port.published();
  if (previous?.week === week) return previous.total;
  let build = (await port.build(week)) ?? { week, chunks: 0, ranked: 0, last: null, done: false };
  while (!build.done) {
    const rows = await port.rowsAfter(build.last, TABLE_CHUNK_ROWS);
    const done = rows.length < TABLE_CHUNK_ROWS;
    const last = rows.at(-1);
    const next: TableBuild = {
      week,
      chunks: build.chunks + (rows.length > 0 ? 1 : 0),
      ranked: build.ranked + rows.length,
      last: last ? { points: last.points, joinedAt: last.joinedAt, uid: last.uid } : build.last,
      done,
    };
    if (rows.length > 0) {
      const tableRows = rows.map((r): TableRow => ({
        uid: r.uid,
        displayName: r.displayName,
        points: r.points,
        joinedAt: r.joinedAt,
        ...(r.settledWeek === week && r.prevPoints !== undefined ? { prevPoints: r.prevPoints } : {}),
      }));
      await port.saveChunk(
        {
          week,
          index: build.chunks,
          firstRank: build.ranked + 1,
          firstKey: orderKey(rows[0] as StandingRow),
          lastKey: orderKey(last as StandingRow),
          rows: tableRows,
        },
        next,
      );
    }
    build = next;
    await afterChunk();
  }
  await port.publish({
    week,
    total: build.ranked,
    chunks: build.chunks,
    chunkRows: TABLE_CHUNK_ROWS,
    prevWeek: previous && previous.week === week - 1 ? previous.week : null,
    publishedAt: now(),
  });
  return build.ranked;
}
