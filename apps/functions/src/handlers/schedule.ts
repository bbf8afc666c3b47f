import {
  DomainError,
  FRAUD_IDS,
  HEADLINE_THREATS,
  pendingPlan,
  scheduledForecast,
  type FraudId,
  type PlannedWeek,
} from '@fraudshield/domain';
import type { CallerContext } from './context';
import type { WeekDoc } from './records';
import { SEASON_CLOCK } from './admin';
import { startSettlement, type StartOutcome, type SettlementDeps } from './settlement';
import { openWeek, type WeekDeps } from './week';
import { forecastsScheduled } from './squad-plan';

/**
 * The production season clock (runs every few minutes): once the current week's deadline has
 * passed it starts the settlement fan-out (one task per shard; a later run re-drives shards that
 * stalled); once the week is settled it opens the next week: as the admins' season plan says when
 * it has that week (and its deadline is still ahead), otherwise one WEEK_MS after the last week
 * closed (its deadline, or its early settle: closedAt) with the forecast published for it. Locally `npm start` drives the same function on a short
 * tick (callables/dev-clock.ts).
 */

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface ScheduleDeps {
  weeks: WeekDeps;
  settlement: SettlementDeps;
  /** A random integer in [0, n). */
  randomInt(n: number): number;
  /** The season plan (meta/seasonPlan); without it every week gets a random forecast. */
  plan?: { read(): Promise<PlannedWeek[]> };
  /**
   * The season's forecast seed (infra/season-seed-store.ts). Under rules that publish forecasts
   * ahead, a week nobody planned opens with the seed's forecast (scheduledForecast), the one
   * squad_getPlan showed weeks before; without it, or under older rules, a random one.
   */
  seasonSeed?(): Promise<string>;
}

export type ScheduleOutcome =
  | { action: 'idle'; reason: string }
  | { action: 'settling'; outcome: StartOutcome }
  | { action: 'opened'; weekId: string };

export function pickForecast(randomInt: (n: number) => number): FraudId[] {
  const pool = [...FRAUD_IDS];
  const out: FraudId[] = [];
  while (out.length < HEADLINE_THREATS) out.push(...pool.splice(randomInt(pool.length), 1));
  return out;
}

/**
 * When a week stopped taking squad changes: its deadline, or the moment an admin settled it
 * early (the lock is an early deadline). The next unplanned week's deadline counts from here, so
 * an early settle opens the next week at once with a normal week to play it, not a week after
 * the deadline the settle cut short (which read as "23d 21h" on Home after three early settles).
 */
export function closedAt(week: Pick<WeekDoc, 'deadline' | 'lockedAt'>): number {
  return week.lockedAt !== null && week.lockedAt < week.deadline ? week.lockedAt : week.deadline;
}

/** The first deadline a whole number of weeks after `last` that is still ahead of `now`. */
export function nextDeadline(last: number, now: number): number {
  let next = last + WEEK_MS;
  while (next <= now) next += WEEK_MS;
  return next;
}

export async function runSeasonClock(deps: ScheduleDeps, now: number): Promise<ScheduleOutcome> {
  const season = await deps.weeks.readSeason();
  let lastDeadline: number | null = null;
  if (season.currentWeekId) {
    const week = await deps.weeks.readWeek(season.currentWeekId);
    if (week && week.status !== 'settled') {
      if (now < week.deadline) return { action: 'idle', reason: `${week.id} is open until its deadline` };
      try {
        return {
          action: 'settling',
          outcome: await startSettlement(deps.settlement, week.id, { now, actor: SEASON_CLOCK }),
        };
      } catch (error) {
        // The fan-out's last shard settled the week between the read above and the settlement's
        // own read: nothing to start; the next tick opens the next week.
        if (error instanceof DomainError && error.code === 'week-already-settled')
          return { action: 'idle', reason: `${week.id} was settled meanwhile` };
        throw error;
      }
    }
    lastDeadline = week ? closedAt(week) : null;
  } else if (season.lastSettledWeekId) {
    const last = await deps.weeks.readWeek(season.lastSettledWeekId);
    lastDeadline = last ? closedAt(last) : null;
  }
  // The season starts when an admin opens week 1; after that the clock keeps it going.
  if (lastDeadline === null) return { action: 'idle', reason: 'no week has been opened yet' };
  const system: CallerContext = {
    uid: SEASON_CLOCK.uid,
    email: SEASON_CLOCK.email,
    emailVerified: true,
    displayName: null,
    roles: ['admin'],
    signInProvider: null,
    now,
  };
  const number = season.weekCount + 1;
  const planned = deps.plan
    ? pendingPlan(await deps.plan.read(), season.weekCount).find((w) => w.number === number)
    : undefined;
  // A planned deadline the clock has already passed (it ran late) falls back to the weekly rhythm; the forecast still holds.
  const deadline = planned && planned.deadline > now ? planned.deadline : nextDeadline(lastDeadline, now);
  const headlineThreats = planned
    ? [...planned.headlineThreats]
    : deps.seasonSeed && forecastsScheduled()
      ? scheduledForecast(await deps.seasonSeed(), number)
      : pickForecast(deps.randomInt);
  const view = await openWeek(system, { deadline: new Date(deadline).toISOString(), headlineThreats }, deps.weeks);
  return { action: 'opened', weekId: view.id };
}
