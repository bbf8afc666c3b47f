import type { DocumentReference, Firestore, SetOptions } from 'firebase-admin/firestore';
import { mergeCounts } from '@fraudshield/domain';

/**
 * rankHistogram/live: how many ranked players hold each season-points value now (fields h_<n>,
 * h_m<n>: libs/domain rank-histogram.ts), with `week` the number of the last week folded into
 * it. rankHistogram/after-week-{n}: the same after week n was settled (the last week's table, for
 * movement).
 *
 * Both are written whole, as plain values computed from a read in the same transaction, never as
 * one increment per points value: Firestore refuses more than 500 field transforms on one
 * document in a commit ("Quotas and limits"; MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT in
 * limits-guard.ts), and a long season holds thousands of distinct totals. A whole write has no
 * such limit, only the document's 1 MiB and 20,000 fields: a field per distinct total, about
 * 15 bytes each.
 *
 * Writers: settlement's fold (once a week) and the drain of account deletions' moves
 * (drainHistogramMoves: at most once a second, so a wave of deletions never makes it a hot
 * document past Firestore's sustained write a second per document). A deletion leaves its move
 * in rankHistogram/live/pending/{id} (its own document) for the next drain: right after the
 * deletion, or on the season clock's next tick when a drain ran less than a second before.
 */
export const rankHistogramCol = (db: Firestore) => db.collection('rankHistogram');
export const liveHistogramRef = (db: Firestore) => rankHistogramCol(db).doc('live');
export const weekHistogramRef = (db: Firestore, weekNumber: number) =>
  rankHistogramCol(db).doc(`after-week-${weekNumber}`);

/** A histogram as stored: its buckets and the week it reflects. */
export interface HistogramDoc {
  week: number;
  counts: Record<string, number>;
}

interface Writer {
  set(ref: DocumentReference, data: Record<string, unknown>, options: SetOptions): unknown;
}

/** rankHistogram/live/pending/{id}: a move waiting for the next drain into the live histogram. */
export const pendingMovesCol = (db: Firestore) => liveHistogramRef(db).collection('pending');

/**
 * Leaves `move` (an account deletion's) in a pending document of its own (a random id: nothing
 * names the deleted player), in the transaction or batch `tx`: no write to the live histogram,
 * whatever the rate of deletions.
 */
export function addHistogramMove(db: Firestore, tx: Writer, move: Record<string, number>): void {
  if (Object.keys(move).length === 0) return;
  tx.set(pendingMovesCol(db).doc(), { ...move }, { merge: false });
}

/** The least time between two drains: Firestore's sustained write a second per document. */
export const DRAIN_EVERY_MS = 1000;
/** Pending moves one drain takes (one transaction). */
const DRAIN_LIMIT = 200;

/**
 * Folds pending moves into the live histogram in one transaction (live written whole, the
 * pending documents deleted), unless a drain wrote it less than DRAIN_EVERY_MS ago. Returns the
 * moves drained.
 */
export async function drainHistogramMoves(db: Firestore, now: number = Date.now()): Promise<number> {
  const pending = await pendingMovesCol(db).limit(DRAIN_LIMIT).get();
  if (pending.empty) return 0;
  const live = liveHistogramRef(db);
  return db.runTransaction(async (tx) => {
    const [snap, ...moves] = await tx.getAll(live, ...pending.docs.map((d) => d.ref));
    const data = snap?.data() ?? {};
    if (typeof data['drainedAt'] === 'number' && now - data['drainedAt'] < DRAIN_EVERY_MS) return 0;
    const doc = histogramDocOf(data) ?? { week: 0, counts: {} };
    let drained = 0;
    for (const move of moves) {
      if (!move?.exists) continue;
      mergeCounts(doc.counts, histogramDocOf(move.data())?.counts ?? {});
      tx.delete(move.ref);
      drained += 1;
    }
    if (drained > 0) tx.set(live, liveHistogramDoc(doc, now, data));
    return drained;
  });
}

/**
 * The live histogram as stored: its buckets, its week and when a drain last wrote it. A bucket
 * the stored document (`stored`) has and `doc` no longer has is written as 0, not left out: the
 * local stand-in's set() keeps fields the write does not name (Firestore's replaces the
 * document), and a 0 reads as no bucket either way.
 */
export function liveHistogramDoc(
  doc: HistogramDoc,
  drainedAt: number | null,
  stored: Record<string, unknown> = {},
): Record<string, unknown> {
  const emptied: Record<string, number> = {};
  for (const key of Object.keys(stored)) if (/^h_m?\d+$/.test(key) && !(key in doc.counts)) emptied[key] = 0;
  return { ...emptied, ...doc.counts, week: doc.week, ...(drainedAt === null ? {} : { drainedAt }) };
}

/** Splits a stored histogram doc into its week and its buckets. */
export function histogramDocOf(data: Record<string, unknown> | undefined): HistogramDoc | null {
  if (!data) return null;
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(data))
    if (/^h_m?\d+$/.test(key) && typeof value === 'number' && value !== 0) counts[key] = value;
  return { week: typeof data['week'] === 'number' ? data['week'] : 0, counts };
}

export async function readHistogram(ref: DocumentReference): Promise<HistogramDoc | null> {
  const snap = await ref.get();
  return histogramDocOf(snap.data());
}
