import type { CurrentWeekStatus } from './constants';

/** What a week's status depends on: its stored status, its deadline and an early lock (ms since epoch). */
export interface WeekTiming {
  /** Stored status; 'locked' is never stored, it is derived here. */
  status: 'open' | 'settled';
  deadline: number;
  /** Set when an admin settles before the deadline: the week locks at that moment. */
  lockedAt?: number | null;
}

/** 'locked' once the deadline is reached (or an admin locked it early) and until settled. */
export function effectiveWeekStatus(week: WeekTiming, now: number): Exclude<CurrentWeekStatus, null> {
  if (week.status === 'settled') return 'settled';
  if (week.lockedAt !== null && week.lockedAt !== undefined) return 'locked';
  return now >= week.deadline ? 'locked' : 'open';
}
