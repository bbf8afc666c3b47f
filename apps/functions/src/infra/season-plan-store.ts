import type { Firestore } from 'firebase-admin/firestore';
import type { PlannedWeek } from '@fraudshield/domain';

/**
 * meta/seasonPlan: { weeks: PlannedWeek[], updatedAt, updatedBy }. Entries for weeks that have
 * opened stay until the next save and are ignored (pendingPlan in libs/domain).
 */
export const seasonPlanRef = (db: Firestore) => db.collection('meta').doc('seasonPlan');

export async function readSeasonPlan(db: Firestore): Promise<PlannedWeek[]> {
  const snap = await seasonPlanRef(db).get();
  const weeks = snap.exists ? (snap.get('weeks') as unknown) : null;
  return Array.isArray(weeks) ? (weeks as PlannedWeek[]) : [];
}

export async function writeSeasonPlan(db: Firestore, weeks: PlannedWeek[], now: number, uid: string): Promise<void> {
  await seasonPlanRef(db).set({ weeks, updatedAt: now, updatedBy: uid });
}
