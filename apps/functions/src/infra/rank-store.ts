import { FieldValue, type DocumentReference, type Firestore, type SetOptions } from 'firebase-admin/firestore';

/**
 * rankHistogram/live: how many ranked players hold each season-points value now (fields h_<n>,
 * h_m<n>: libs/domain rank-histogram.ts), with `week` the number of the last week folded into
 * it. rankHistogram/after-week-{n}: the same after week n was settled (the last week's table, for
 * movement). Written by settlement's fold (once a week, one commit) and by account deletions (a
 * decrement): far below Firestore's sustained write a second per document.
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

/** Adds `move` to the live histogram in the transaction or batch `tx` (increments: no read). */
export function addHistogramMove(db: Firestore, tx: Writer, move: Record<string, number>): void {
  const keys = Object.keys(move);
  if (keys.length === 0) return;
  const update: Record<string, FieldValue> = {};
  for (const key of keys) update[key] = FieldValue.increment(move[key] as number);
  tx.set(liveHistogramRef(db), update, { merge: true });
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
