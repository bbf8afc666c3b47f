import {
  FRAUDS,
  SEASON_CLOCK_EVERY_MINUTES,
  type CurrentWeek,
  type ForecastView,
  type FraudId,
  type SeasonPlanView,
} from '@fraudshield/domain';
import { formatDateTime } from '../../../lib/date-time';

const RUN_MS = SEASON_CLOCK_EVERY_MINUTES * 60_000;
const WEEK_MS = 7 * 24 * 3600 * 1000;

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
 * opens the next on its next run, as the season plan says for that week or with the forecast
 * published for it, due a week after the last week closed (its deadline, or an early settle). A small season settles within one run; a large one takes a few.
 */
export function weekFormStatus(
  current: CurrentWeek,
  plan: Pick<SeasonPlanView, 'weeks'> | null,
  now: number,
  timeZone?: string,
  /** The forecasts published to players ahead (rules v5): an unplanned week opens with its own. */
  forecasts: readonly ForecastView[] = [],
): WeekFormStatus {
  const at = (t: number | string) => formatDateTime(t, timeZone);
  const { week, lastSettled } = current;
  // An unplanned week's deadline counts a week from when the last one closed: its deadline, or
  // the admin's early settle (handlers/schedule.ts closedAt), so an early settle gives the next
  // week a whole week, not a week after the deadline it cut short.
  const last = week ?? lastSettled;
  const due = (): string => {
    const deadline = Date.parse(last?.deadline ?? '');
    if (!last || !Number.isFinite(deadline)) return ', its deadline a week after the last one';
    if (deadline <= now || last.status === 'open')
      return `, its deadline a week after week ${last.number}'s (${at(deadline + WEEK_MS)})`;
    // Locked or settled before its deadline: an admin settled it early (just now, while locked).
    return last.status === 'locked'
      ? `, its deadline a week after you settled week ${last.number} early (about ${at(now + WEEK_MS)})`
      : `, its deadline a week after week ${last.number} was settled early`;
  };
  const how = (n: number) => {
    const planned = plan?.weeks.find((w) => w.number === n);
    if (planned) return `, as the season plan says (deadline ${at(planned.deadline)})`;
    const published = forecasts.find((f) => f.weekNumber === n);
    return published
      ? `, with the forecast players were shown (${published.headlineThreats.map((f) => FRAUDS[f].name).join(', ')})${due()}`
      : `, with a random forecast${due()}`;
  };
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

/** What the "Open week" form starts with for the next week, and where it comes from. */
export interface WeekSuggestion {
  number: number;
  /** ISO 8601; null: the form's own default (a week from now). */
  deadline: string | null;
  headlineThreats: FraudId[];
  /** 'plan': the admins' season plan; 'forecast': the forecast players were shown in their Plan. */
  from: 'plan' | 'forecast';
}

/**
 * The next week as players already know it: the season plan's entry for it, else the forecast
 * published ahead (rules v5 publish several weeks, and players plan their transfers and chips on
 * them). The form starts from it, so that opening the week by hand keeps what players were told;
 * null when nothing about the next week was published (the form's own defaults then).
 */
export function suggestedWeek(
  current: CurrentWeek,
  plan: Pick<SeasonPlanView, 'weeks'> | null,
  forecasts: readonly ForecastView[],
): WeekSuggestion | null {
  if (current.week) return null;
  const number = (current.lastSettled?.number ?? 0) + 1;
  const planned = plan?.weeks.find((w) => w.number === number);
  if (planned)
    return { number, deadline: planned.deadline, headlineThreats: [...planned.headlineThreats], from: 'plan' };
  const published = forecasts.find((f) => f.weekNumber === number);
  return published
    ? { number, deadline: null, headlineThreats: [...published.headlineThreats], from: 'forecast' }
    : null;
}
