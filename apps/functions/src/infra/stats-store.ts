import { randomInt } from 'node:crypto';
import { FieldValue, type DocumentReference, type Firestore, type SetOptions } from 'firebase-admin/firestore';
import { STAT_SHARDS, sumShards, type StatDeltas } from '../handlers/stats';

/**
 * stats/shard-{k} (k < STAT_SHARDS): the game's counters (handlers/stats.ts), spread over shards.
 * Written only with increments in the commit of the change that moves them; read by summing all
 * shards (STAT_SHARDS documents, whatever the number of players).
 */
export const statsCol = (db: Firestore) => db.collection('stats');
export const statShardRef = (db: Firestore, shard: number) => statsCol(db).doc(`shard-${shard}`);

/**
 * Adds `deltas` to one shard, at random, in the transaction or batch `tx`. A set with merge never fails on
 * a missing shard, so it keeps the player change's rule that no write after the ledger claim can fail.
 */
/** What addStats writes with: a transaction or a batch. */
interface Writer {
  set(ref: DocumentReference, data: Record<string, FieldValue>, options: SetOptions): unknown;
}

export function addStats(db: Firestore, tx: Writer, deltas: StatDeltas): void {
  const keys = Object.keys(deltas);
  if (keys.length === 0) return;
  const update: Record<string, FieldValue> = {};
  for (const key of keys) update[key] = FieldValue.increment(deltas[key] as number);
  tx.set(statShardRef(db, randomInt(STAT_SHARDS)), update, { merge: true });
}

/** Every counter, summed over the shards. */
export async function readStats(db: Firestore): Promise<Record<string, number>> {
  const snaps = await db.getAll(...Array.from({ length: STAT_SHARDS }, (_, k) => statShardRef(db, k)));
  return sumShards(snaps.map((s) => (s.exists ? (s.data() as Record<string, unknown>) : {})));
}
