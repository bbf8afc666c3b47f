import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { effectiveWeekStatus, type CurrentWeekStatus, type ShopWeek } from '@fraudshield/domain';
import type { AdminAuditDoc } from '../handlers/admin';
import { addAuditTo } from './audit-store';
import type { SeasonDoc, SettlementProgress, WeekDoc } from '../handlers/records';

/**
 * Threat weeks.
 *
 * Layout:
 *   meta/season               SeasonDoc: the current and last settled week, the week count
 *   weeks/{weekId}            WeekDoc: public (the seed is null until settlement reveals it)
 *   weekSecrets/{weekId}      { seed }: never returned by a callable before settlement
 *   players/{uid}/reports/{weekId}  ReportDoc, created with the player's settlement change. Under
 *     the player, not the week: a new weeks/{weekId}/reports collection every week would start
 *     cold each deadline under Firestore's 500/50/5 ramp-up rule, while the players' key range is
 *     warm (their settlement records are written there in the same commit).
 *
 * Week ids are `week-001`, `week-002`, … (weekIdOf in libs/domain): the number is claimed by
 * creating the week doc with `create()`, so two admins opening "the next week" at once cannot
 * both succeed.
 */

export const seasonRef = (db: Firestore) => db.collection('meta').doc('season');
export const weeksCol = (db: Firestore) => db.collection('weeks');
export const weekRef = (db: Firestore, weekId: string) => weeksCol(db).doc(weekId);
const weekSecretRef = (db: Firestore, weekId: string) => db.collection('weekSecrets').doc(weekId);
export const reportsCol = (db: Firestore, uid: string) => db.collection('players').doc(uid).collection('reports');
export const reportRef = (db: Firestore, weekId: string, uid: string) => reportsCol(db, uid).doc(weekId);

export async function readSeason(db: Firestore): Promise<SeasonDoc> {
  const snap = await seasonRef(db).get();
  const data = (snap.exists ? snap.data() : {}) as Partial<SeasonDoc>;
  return {
    currentWeekId: data.currentWeekId ?? null,
    lastSettledWeekId: data.lastSettledWeekId ?? null,
    weekCount: data.weekCount ?? 0,
  };
}

export async function readWeek(db: Firestore, weekId: string): Promise<WeekDoc | null> {
  const snap = await weekRef(db, weekId).get();
  return snap.exists ? (snap.data() as WeekDoc) : null;
}

export async function readWeekSeed(db: Firestore, weekId: string): Promise<string | null> {
  const snap = await weekSecretRef(db, weekId).get();
  const seed = snap.exists ? (snap.get('seed') as unknown) : null;
  return typeof seed === 'string' ? seed : null;
}

/**
 * The current week's status for squad changes (used by the shop and lineup handlers):
 * the open or locked week, else 'settled' when a week has been settled, else null.
 */
export async function getCurrentWeekStatus(db: Firestore, now: number): Promise<CurrentWeekStatus> {
  return (await getShopWeek(db, now)).status;
}

/** The same week's status with the rules version it was opened with (the shop's prices: libs/domain shopRules). */
export async function getShopWeek(db: Firestore, now: number): Promise<ShopWeek> {
  const season = await readSeason(db);
  const weekId = season.currentWeekId ?? season.lastSettledWeekId;
  if (!weekId) return { status: null };
  const week = await readWeek(db, weekId);
  return week ? { status: effectiveWeekStatus(week, now), rulesVersion: week.rulesVersion ?? 1 } : { status: null };
}

/**
 * Opens week `week.number`: claims the week doc with create() FIRST (a lost race fails
 * before anything else is written, on real Firestore and on the stand-in, which applies a
 * commit write by write), then the secret, the season pointer and the audit entry (
 * in the same commit as the change).
 * Returns false when that week number was already taken.
 */
export async function createWeek(db: Firestore, week: WeekDoc, seed: string, audit: AdminAuditDoc): Promise<boolean> {
  const batch = db.batch();
  batch.create(weekRef(db, week.id), week);
  batch.create(weekSecretRef(db, week.id), { seed, weekId: week.id, createdAt: week.openedAt });
  batch.set(seasonRef(db), { currentWeekId: week.id, weekCount: week.number }, { merge: true });
  addAuditTo(db, batch, audit);
  return commitClaim(batch);
}

/** Locks an open week before its deadline (an admin's "settle now"), with its audit entry in the same commit. */
export async function lockWeek(db: Firestore, weekId: string, now: number, audit: AdminAuditDoc): Promise<void> {
  const batch = db.batch();
  batch.update(weekRef(db, weekId), { lockedAt: now });
  addAuditTo(db, batch, audit);
  await batch.commit();
}

/** weeks/{weekId}/settlement/{plan|finisher|settled}: the fan-out's per-week coordination docs (apps/functions/SETTLEMENT.md). */
export const settlementCoordRef = (
  db: Firestore,
  weekId: string,
  name: 'plan' | 'finisher' | 'settled' | 'folded' | `folded-stats-${number}`,
) => weekRef(db, weekId).collection('settlement').doc(name);

/**
 * Marks the week settled, reveals its seed, moves the season pointer and writes the audit entry, in one batch whose
 * FIRST write creates weeks/{weekId}/settlement/settled: of two runs marking at once exactly one
 * commits (on real Firestore and on the stand-in, which applies a commit write by write).
 * True when this call marked the week, false when it already was.
 */
export async function markWeekSettled(
  db: Firestore,
  weekId: string,
  seed: string,
  now: number,
  progress: SettlementProgress,
  audit: AdminAuditDoc,
): Promise<boolean> {
  const batch = db.batch();
  batch.create(settlementCoordRef(db, weekId, 'settled'), { weekId, settledAt: now });
  batch.update(weekRef(db, weekId), { status: 'settled', seed, settledAt: now, settlement: progress });
  batch.set(seasonRef(db), { currentWeekId: null, lastSettledWeekId: weekId }, { merge: true });
  // The settle entry commits with the mark (and, like it, exactly once).
  addAuditTo(db, batch, audit);
  return commitClaim(batch);
}

/**
 * Commits a batch whose first write claims a document with create(): true when it committed,
 * false when the claim was already taken (nothing is written: on real Firestore the batch is
 * atomic, and the stand-in stops at the failed create, the first write).
 */
export async function commitClaim(batch: WriteBatch): Promise<boolean> {
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

export function isAlreadyExists(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown };
  return (
    e.code === 6 ||
    e.code === 'already-exists' ||
    (typeof e.message === 'string' && /ALREADY_EXISTS|already exists/i.test(e.message))
  );
}
