import { SEASON_CLOCK_EVERY_MINUTES, type CurrentWeek, type SeasonPlanView } from '@fraudshield/domain';
import { formatDateTime } from '../../../lib/date-time';

const RUN_MS = SEASON_CLOCK_EVERY_MINUTES * 60_000;

/**
 * The season clock's first run after `t`: Cloud Scheduler's "every 10 minutes" runs on the
 * minutes that are multiples of 10 (the local stack's clock runs every few seconds instead).
 */
export function nextClockRun(t: number): number {
  return Math.floor(t / RUN_MS) * RUN_MS + RUN_MS;
}

export interface WeekFormStatus {
  /** Whether "Open week" can be pressed now. */
  canOpen: boolean;
  /** Why it cannot, in a sentence; null when it can. */
  why: string | null;
  /** When the season clock will act on the weeks, in a sentence. */
  clock: string;
}

/**
 * What the admin's week form says: why "Open week" is disabled, and when the season clock opens
 * the next week (handlers/schedule.ts): it settles a week on its first run after the deadline and
 * opens the next on its next run, as the season plan says for that week or with a random forecast
 * a week after the last deadline. A small season settles within one run; a large one takes a few.
 */
export function weekFormStatus(
  current: CurrentWeek,
  plan: Pick<SeasonPlanView, 'weeks'> | null,
  now: number,
  timeZone?: string,
): WeekFormStatus {
  const at = (t: number | string) => formatDateTime(t, timeZone);
  const how = (n: number) => {
    const planned = plan?.weeks.find((w) => w.number === n);
    return planned
      ? `, as the season plan says (deadline ${at(planned.deadline)})`
      : ', with a random forecast, its deadline a week after the last one';
  };
  const { week, lastSettled } = current;
  if (week && week.status === 'open') {
    const n = week.number + 1;
    return {
      canOpen: false,
      why: `Week ${week.number} is open until ${at(week.deadline)}: the next week opens once it is settled.`,
      clock: `The season clock settles week ${week.number} on its first run after the deadline and opens week ${n} at about ${at(nextClockRun(nextClockRun(Date.parse(week.deadline))))}${how(n)}.`,
    };
  }
  if (week) {
    const n = week.number + 1;
    return {
      canOpen: false,
      why: `Week ${week.number} is being settled: the next week opens once it is settled.`,
      clock: `The season clock opens week ${n} on its first run after the settlement, at about ${at(nextClockRun(now))}${how(n)}.`,
    };
  }
  if (lastSettled) {
    const n = lastSettled.number + 1;
    return {
      canOpen: true,
      why: null,
      clock: `The season clock opens week ${n} on its next run, at about ${at(nextClockRun(now))}${how(n)}. Open it yourself before then to choose its deadline and threats.`,
    };
  }
  return {
    canOpen: true,
    why: null,
    clock:
      'The season starts when you open week 1; after that the season clock settles each week at its deadline and opens the next.',
  };
}
