import type { Firestore } from 'firebase-admin/firestore';
import type { PlannedWeek } from '@fraudshield/domain';
import type { AdminAuditDoc } from '../handlers/admin';
import { addAuditTo } from './audit-store';

/**
 * meta/seasonPlan: { weeks: PlannedWeek[], updatedAt, updatedBy }. Entries for weeks that have
 * opened stay until the next save and are ignored (pendingPlan in libs/domain).
 */
const seasonPlanRef = (db: Firestore) => db.collection('meta').doc('seasonPlan');

export async function readSeasonPlan(db: Firestore): Promise<PlannedWeek[]> {
  const snap = await seasonPlanRef(db).get();
  const weeks = snap.exists ? (snap.get('weeks') as unknown) : null;
  return Array.isArray(weeks) ? (weeks as PlannedWeek[]) : [];
}

/** Replaces the plan and adds its audit entry in one batch. */
export async function writeSeasonPlan(
  db: Firestore,
  weeks: PlannedWeek[],
  now: number,
  uid: string,
  audit: AdminAuditDoc,
): Promise<void> {
  const batch = db.batch();
  batch.set(seasonPlanRef(db), { weeks, updatedAt: now, updatedBy: uid });
  addAuditTo(db, batch, audit);
  await batch.commit();
}
