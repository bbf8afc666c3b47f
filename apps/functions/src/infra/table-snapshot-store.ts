import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { RankKey } from '../handlers/leaderboard';
import {
  joinPieces,
  orderKey,
  type PublishedTable,
  type TableBuilderPort,
  type TableChunk,
  type TablePiece,
} from '../handlers/table-snapshot';
import { rowsAfter } from './leaderboard-store';
import { liveHistogramRef, readHistogram } from './rank-store';

/**
 * The published season tables (handlers/table-snapshot.ts):
 *   leaderboardTables/published                          the table pages read (PublishedTable)
 *   leaderboardTables/week-{n}                            the week's table: week, total, chunks, publishedAt
 *   leaderboardTables/week-{n}/tablePieces/{chunk}-{part} its rows in rank order (TablePiece)
 * A piece carries `expireAt`: a TTL policy on tablePieces.expireAt (and no index on `rows`, which
 * nobody queries) removes a table once no page can read it (pages read the last two weeks').
 */
const tablesCol = (db: Firestore) => db.collection('leaderboardTables');
const publishedRef = (db: Firestore) => tablesCol(db).doc('published');
const piecesCol = (db: Firestore, week: number) => tablesCol(db).doc(`week-${week}`).collection('tablePieces');
const pieceId = (index: number, part: number) => `${String(index).padStart(7, '0')}-${String(part).padStart(5, '0')}`;

/** A table is read for two weeks (as the table, then for movement); kept three. */
export const TABLE_RETENTION_MS = 21 * 24 * 3600_000;

const pieceOf = (data: DocumentData | undefined): TablePiece | null => {
  if (!data) return null;
  const { expireAt: _expireAt, ...piece } = data;
  return piece as TablePiece;
};

export function tableBuilder(db: Firestore, now: () => number = Date.now): TableBuilderPort {
  return {
    async published() {
      const snap = await publishedRef(db).get();
      return snap.exists ? (snap.data() as PublishedTable) : null;
    },
    async histogram() {
      return (await readHistogram(liveHistogramRef(db)))?.counts ?? {};
    },
    async lastPiece(week, part) {
      const snap = await piecesCol(db, week).where('part', '==', part).orderBy('index', 'desc').limit(1).get();
      return pieceOf(snap.docs[0]?.data());
    },
    rowsAfter: (key, limit) => rowsAfter(db, {}, key, limit),
    async savePiece(piece) {
      await piecesCol(db, piece.week)
        .doc(pieceId(piece.index, piece.part))
        .set({ ...piece, expireAt: new Date(now() + TABLE_RETENTION_MS) });
    },
    async publish(table) {
      // The week's own document, beside its pieces, in the same commit as the table it publishes: a
      // subcollection under a document that does not exist is found only by listing collections,
      // which the seed snapshot's walk (tools/seed/snapshot.mjs) cannot do on the stand-in. One
      // small document a week, with no player in it.
      const batch = db.batch();
      batch.set(tablesCol(db).doc(`week-${table.week}`), {
        week: table.week,
        total: table.total,
        chunks: table.chunks,
        publishedAt: table.publishedAt,
      });
      batch.set(publishedRef(db), table);
      await batch.commit();
    },
  };
}

export async function readPublishedTable(db: Firestore): Promise<PublishedTable | null> {
  const snap = await publishedRef(db).get();
  return snap.exists ? (snap.data() as PublishedTable) : null;
}

/** Chunk `index`: its pieces (one query, at most two documents). */
export async function readTableChunk(db: Firestore, week: number, index: number): Promise<TableChunk | null> {
  const snap = await piecesCol(db, week).where('index', '==', index).get();
  return joinPieces(snap.docs.map((d) => pieceOf(d.data()) as TablePiece));
}

/** One single-field range query: the last piece starting at or before `key`. */
export async function readTableChunkAt(db: Firestore, week: number, key: RankKey): Promise<TableChunk | null> {
  const snap = await piecesCol(db, week)
    .where('firstKey', '<=', orderKey(key))
    .orderBy('firstKey', 'desc')
    .limit(1)
    .get();
  return pieceOf(snap.docs[0]?.data());
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
  const table = await readPublishedTable(db);
  if (!table) return;
  const settled = player.settledWeek ?? 0;
  const points =
    settled <= table.week ? player.seasonPoints : settled === table.week + 1 ? player.prevPoints : undefined;
  if (points === undefined) return;
  const current = await readTableChunkAt(db, table.week, { points, joinedAt: player.joinedAt, uid: player.uid });
  const row = current?.rows.find((r) => r.uid === player.uid);
  const targets: { week: number; points: number }[] = [{ week: table.week, points }];
  if (table.prevWeek !== null && row?.prevPoints !== undefined)
    targets.push({ week: table.prevWeek, points: row.prevPoints });
  for (const t of targets) {
    const piece = await readTableChunkAt(db, t.week, { points: t.points, joinedAt: player.joinedAt, uid: player.uid });
    if (!piece) continue;
    const ref = piecesCol(db, t.week).doc(pieceId(piece.index, piece.part));
    await db.runTransaction(async (tx) => {
      const fresh = pieceOf((await tx.get(ref)).data());
      if (!fresh?.rows.some((r) => r.uid === player.uid)) return;
      tx.update(ref, {
        rows: fresh.rows.map((r) =>
          r.uid === player.uid ? { ...FORGOTTEN_ROW, points: r.points, joinedAt: r.joinedAt } : r,
        ),
      });
    });
  }
}
