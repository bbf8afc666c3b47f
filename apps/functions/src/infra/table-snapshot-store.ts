import type { Firestore } from 'firebase-admin/firestore';
import type { RankKey, ReadCounter } from '../handlers/leaderboard';
import {
  orderKey,
  type PublishedTable,
  type TableBuild,
  type TableBuilderPort,
  type TableChunk,
} from '../handlers/table-snapshot';
import { rowsAfter } from './leaderboard-store';

/**
 * The published season tables (handlers/table-snapshot.ts):
 *   leaderboardTables/published                         the table pages read (PublishedTable)
 *   leaderboardTables/week-{n}                          week n's build progress (TableBuild)
 *   leaderboardTables/week-{n}/tableChunks/{index}      its rows in rank order (TableChunk)
 * A chunk carries `expireAt`: a TTL policy on tableChunks.expireAt (and no index on `rows`, which
 * nobody queries) removes a table once no page can read it (pages read the last two weeks').
 */
const tablesCol = (db: Firestore) => db.collection('leaderboardTables');
const publishedRef = (db: Firestore) => tablesCol(db).doc('published');
const buildRef = (db: Firestore, week: number) => tablesCol(db).doc(`week-${week}`);
const chunksCol = (db: Firestore, week: number) => buildRef(db, week).collection('tableChunks');
const chunkId = (index: number) => String(index).padStart(7, '0');

/** A table is read for two weeks (as the table, then for movement); kept three. */
export const TABLE_RETENTION_MS = 21 * 24 * 3600_000;

export function tableBuilder(db: Firestore, now: () => number = Date.now): TableBuilderPort {
  return {
    async published() {
      const snap = await publishedRef(db).get();
      return snap.exists ? (snap.data() as PublishedTable) : null;
    },
    async build(week) {
      const snap = await buildRef(db, week).get();
      return snap.exists ? (snap.data() as TableBuild) : null;
    },
    rowsAfter: (key, limit) => rowsAfter(db, {}, key, limit, { documents: 0, aggregations: 0, indexEntries: 0 }),
    async saveChunk(chunk, build) {
      const batch = db.batch();
      batch.set(chunksCol(db, chunk.week).doc(chunkId(chunk.index)), {
        ...chunk,
        expireAt: new Date(now() + TABLE_RETENTION_MS),
      });
      batch.set(buildRef(db, build.week), build);
      await batch.commit();
    },
    async publish(table) {
      await publishedRef(db).set(table);
    },
  };
}

export async function readPublishedTable(db: Firestore, reads: ReadCounter): Promise<PublishedTable | null> {
  const snap = await publishedRef(db).get();
  reads.documents += 1;
  return snap.exists ? (snap.data() as PublishedTable) : null;
}

const chunkOf = (data: FirebaseFirestore.DocumentData | undefined): TableChunk | null => {
  if (!data) return null;
  const { expireAt: _expireAt, ...chunk } = data;
  return chunk as TableChunk;
};

export async function readTableChunk(
  db: Firestore,
  week: number,
  index: number,
  reads: ReadCounter,
): Promise<TableChunk | null> {
  const snap = await chunksCol(db, week).doc(chunkId(index)).get();
  reads.documents += 1;
  return chunkOf(snap.data());
}

/** One single-field range query: the last chunk starting at or before `key`. */
export async function readTableChunkAt(
  db: Firestore,
  week: number,
  key: RankKey,
  reads: ReadCounter,
): Promise<TableChunk | null> {
  const snap = await chunksCol(db, week)
    .where('firstKey', '<=', orderKey(key))
    .orderBy('firstKey', 'desc')
    .limit(1)
    .get();
  // Firestore bills at least one read per query, even an empty one.
  reads.documents += Math.max(1, snap.size);
  return chunkOf(snap.docs[0]?.data());
}

/** A deleted player's row, as it stays in a published table: its place (the ranks after it stand), no one named. */
export const FORGOTTEN_ROW = { uid: '', displayName: '' } as const;

/**
 * Takes a deleting player out of the published tables pages can read (the current one and the one
 * before, for movement): their row keeps its place, without their uid or name, and pages skip it.
 * Found by key in each table (one query each), rewritten in a transaction.
 */
export async function forgetInTables(
  db: Firestore,
  player: { uid: string; seasonPoints: number; joinedAt: number; settledWeek?: number; prevPoints?: number },
): Promise<void> {
  const reads = { documents: 0, aggregations: 0, indexEntries: 0 };
  const table = await readPublishedTable(db, reads);
  if (!table) return;
  const settled = player.settledWeek ?? 0;
  const points =
    settled <= table.week ? player.seasonPoints : settled === table.week + 1 ? player.prevPoints : undefined;
  if (points === undefined) return;
  const current = await readTableChunkAt(db, table.week, { points, joinedAt: player.joinedAt, uid: player.uid }, reads);
  const row = current?.rows.find((r) => r.uid === player.uid);
  const targets: { week: number; points: number }[] = [{ week: table.week, points }];
  if (table.prevWeek !== null && row?.prevPoints !== undefined)
    targets.push({ week: table.prevWeek, points: row.prevPoints });
  for (const t of targets) {
    const chunk = await readTableChunkAt(
      db,
      t.week,
      { points: t.points, joinedAt: player.joinedAt, uid: player.uid },
      reads,
    );
    if (!chunk) continue;
    const ref = chunksCol(db, t.week).doc(chunkId(chunk.index));
    await db.runTransaction(async (tx) => {
      const fresh = chunkOf((await tx.get(ref)).data());
      if (!fresh?.rows.some((r) => r.uid === player.uid)) return;
      tx.update(ref, {
        rows: fresh.rows.map((r) =>
          r.uid === player.uid ? { ...FORGOTTEN_ROW, points: r.points, joinedAt: r.joinedAt } : r,
        ),
      });
    });
  }
}
