import type { FraudId } from '../catalog/ids';
import { validateHeadlineThreats } from './draw';

/**
 * The season plan: the next weeks an admin has planned ahead (forecast and deadline), kept
 * until each week opens. The season clock opens week N with plan entry N when there is one,
 * and otherwise with a random forecast one week after the last deadline. A planned week can be
 * changed or dropped until it opens; once opened it is no longer part of the plan.
 */

/** Weeks that can be planned ahead at most. */
export const SEASON_PLAN_MAX_WEEKS = 12;

export interface PlannedWeek {
  /** The week number this entry opens as (weekCount + 1, weekCount + 2, … in order). */
  number: number;
  /** ms since epoch. */
  deadline: number;
  headlineThreats: FraudId[];
}

export type SeasonPlanProblem =
  | { kind: 'too-many'; max: number }
  | { kind: 'already-opened'; number: number }
  | { kind: 'not-consecutive'; number: number; expected: number }
  | { kind: 'deadline-past'; number: number }
  | { kind: 'deadline-order'; number: number }
  | { kind: 'forecast'; number: number; reason: string };

/** What the plan is checked against: the clock and the season as stored. */
export interface SeasonPlanContext {
  now: number;
  /** Weeks opened so far (the next week to open is weekCount + 1). */
  weekCount: number;
  /** The deadline of the latest opened week (open, locked or settled), or null before week 1. */
  lastDeadline: number | null;
}

/** Words an admin reads for each problem (the callable's error detail and the admin form). */
export function describePlanProblem(p: SeasonPlanProblem): string {
  switch (p.kind) {
    case 'too-many':
      return `Plan at most ${p.max} weeks ahead.`;
    case 'already-opened':
      return `Week ${p.number} has already opened: it can no longer be planned.`;
    case 'not-consecutive':
      return `Week ${p.number} is out of sequence: the next planned week is week ${p.expected}.`;
    case 'deadline-past':
      return `Week ${p.number}'s deadline is in the past.`;
    case 'deadline-order':
      return `Week ${p.number}'s deadline must come after the previous week's deadline.`;
    case 'forecast':
      return `Week ${p.number}'s forecast is not valid (${p.reason}).`;
  }
}

/**
 * Checks a whole plan (it replaces the stored one). Entries must be the weeks right after the
 * last opened one, in order, each with a future deadline later than the one before it (and
 * later than the last opened week's), and three different known frauds. The first problem
 * found is returned; an empty plan is valid (it clears the plan).
 */
export function checkSeasonPlan(
  weeks: readonly { number: number; deadline: number; headlineThreats: readonly unknown[] }[],
  ctx: SeasonPlanContext,
): { ok: true; weeks: PlannedWeek[] } | { ok: false; problem: SeasonPlanProblem } {
  if (weeks.length > SEASON_PLAN_MAX_WEEKS)
    return { ok: false, problem: { kind: 'too-many', max: SEASON_PLAN_MAX_WEEKS } };
  const out: PlannedWeek[] = [];
  let previous = ctx.lastDeadline;
  for (const [i, week] of weeks.entries()) {
    const expected = ctx.weekCount + 1 + i;
    if (week.number <= ctx.weekCount) return { ok: false, problem: { kind: 'already-opened', number: week.number } };
    if (week.number !== expected)
      return { ok: false, problem: { kind: 'not-consecutive', number: week.number, expected } };
    if (!Number.isFinite(week.deadline) || week.deadline <= ctx.now)
      return { ok: false, problem: { kind: 'deadline-past', number: week.number } };
    if (previous !== null && week.deadline <= previous)
      return { ok: false, problem: { kind: 'deadline-order', number: week.number } };
    const forecast = validateHeadlineThreats(week.headlineThreats);
    if (!forecast.ok) return { ok: false, problem: { kind: 'forecast', number: week.number, reason: forecast.reason } };
    out.push({ number: week.number, deadline: week.deadline, headlineThreats: forecast.headlineThreats });
    previous = week.deadline;
  }
  return { ok: true, weeks: out };
}

/** The stored plan's entries still ahead: those not opened yet (number > weekCount). */
export function pendingPlan(weeks: readonly PlannedWeek[], weekCount: number): PlannedWeek[] {
  return weeks.filter((w) => w.number > weekCount).sort((a, b) => a.number - b.number);
}
