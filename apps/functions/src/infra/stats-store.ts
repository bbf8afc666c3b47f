import { randomInt } from 'node:crypto';
import { FieldValue, type DocumentReference, type Firestore, type SetOptions } from 'firebase-admin/firestore';
import { STAT_SHARDS, sumShards, type StatDeltas } from '../handlers/stats';
import { MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT } from './limits-guard';

/**
 * stats/shard-{k} (k < STAT_SHARDS): the game's counters (handlers/stats.ts), spread over shards.
 * Written only with increments in the commit of the change that moves them; read by summing all
 * shards (STAT_SHARDS documents, whatever the number of players).
 */
export const statsCol = (db: Firestore) => db.collection('stats');
export const statShardRef = (db: Firestore, shard: number) => statsCol(db).doc(`shard-${shard}`);

/** What addStats writes with: a transaction or a batch. */
interface Writer {
  set(ref: DocumentReference, data: Record<string, FieldValue>, options: SetOptions): unknown;
}

/**
 * Adds `deltas` to one shard of STAT_SHARDS, at random, in the transaction or batch `tx` (why
 * random and why that many: handlers/stats.ts). A set with merge never fails on a missing shard,
 * so it keeps the player change's rule that no write after the ledger claim can fail.
 */
export function addStats(db: Firestore, tx: Writer, deltas: StatDeltas): void {
  const keys = Object.keys(deltas);
  if (keys.length === 0) return;
  const update: Record<string, FieldValue> = {};
  for (const key of keys) update[key] = FieldValue.increment(deltas[key] as number);
  tx.set(statShardRef(db, randomInt(STAT_SHARDS)), update, { merge: true });
}

/** Adds `deltas` to one shard, at random, in a commit of its own (after the change that moved them). */
export async function addStatsNow(db: Firestore, deltas: StatDeltas): Promise<void> {
  if (Object.keys(deltas).length === 0) return;
  const batch = db.batch();
  addStats(db, batch, deltas);
  await batch.commit();
}

/**
 * The shards one commit of spreadStats writes: the first 128 of the STAT_SHARDS (a commit of 128
 * documents, as before the shards were 1,024, well under the 500 writes a commit SETTLEMENT.md
 * keeps to). The fold writes them once a week: no rate to mind.
 */
export const FOLD_SHARDS = Math.min(128, STAT_SHARDS);

/**
 * Many counters at once (settlement's fold: one points counter per distinct season total moves),
 * spread so that no stats shard takes more than MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT (500)
 * increments in one commit, which Firestore refuses. Returns the groups of writes, each a list
 * of (shard, increments) for one commit: the counters dealt round FOLD_SHARDS shards in turn, so a
 * commit puts at most ⌈counters / FOLD_SHARDS⌉ increments on any shard (a few dozen for a long
 * season's thousands of totals); past FOLD_SHARDS × 500 counters (64,000) the rest go in a
 * further commit. Keys sorted: the same deltas always make the same commits, so a retried part
 * writes what the first try would have.
 */
export function spreadStats(deltas: StatDeltas): { shard: number; update: Record<string, number> }[][] {
  const keys = Object.keys(deltas).sort();
  const perCommit = FOLD_SHARDS * MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT;
  const commits: { shard: number; update: Record<string, number> }[][] = [];
  for (let at = 0; at < keys.length; at += perCommit) {
    const part = keys.slice(at, at + perCommit);
    const chunks = Array.from({ length: Math.min(FOLD_SHARDS, part.length) }, (_, shard) => ({
      shard,
      update: {} as Record<string, number>,
    }));
    part.forEach((key, i) => {
      (chunks[i % chunks.length] as { update: Record<string, number> }).update[key] = deltas[key] as number;
    });
    commits.push(chunks);
  }
  return commits;
}

/** Writes one commit's share of spreadStats() with `tx`. */
export function addSpreadStats(
  db: Firestore,
  tx: Writer,
  chunks: readonly { shard: number; update: Record<string, number> }[],
): void {
  for (const { shard, update } of chunks) {
    const increments: Record<string, FieldValue> = {};
    for (const [key, by] of Object.entries(update)) increments[key] = FieldValue.increment(by);
    tx.set(statShardRef(db, shard), increments, { merge: true });
  }
}

/** Every counter, summed over the shards. */
export async function readStats(db: Firestore): Promise<Record<string, number>> {
  const snaps = await db.getAll(...Array.from({ length: STAT_SHARDS }, (_, k) => statShardRef(db, k)));
  return sumShards(snaps.map((s) => (s.exists ? (s.data() as Record<string, unknown>) : {})));
}
