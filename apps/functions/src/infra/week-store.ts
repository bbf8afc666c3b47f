import type { Firestore } from 'firebase-admin/firestore';
import type { CurrentWeekStatus } from '@fraudshield/domain';

/**
 * The current week's status for squad changes. Minimal version (the season engineer owns
 * weeks and may replace it): meta/season.currentWeekId → weeks/{id} { status, deadline (ms) }.
 * An open week whose deadline has passed counts as locked even before anyone flips it.
 */
export async function getCurrentWeekStatus(db: Firestore, now: number): Promise<CurrentWeekStatus> {
  const meta = await db.collection('meta').doc('season').get();
  const weekId = meta.get('currentWeekId') as unknown;
  if (typeof weekId !== 'string' || weekId.length === 0) return null;
  const week = await db.collection('weeks').doc(weekId).get();
  if (!week.exists) return null;
  const status = week.get('status') as unknown;
  const deadline = week.get('deadline') as unknown;
  if (status === 'open') return typeof deadline === 'number' && deadline <= now ? 'locked' : 'open';
  if (status === 'locked' || status === 'settled') return status;
  return null;
}
