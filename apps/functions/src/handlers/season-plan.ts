import {
  checkSeasonPlan,
  describePlanProblem,
  DomainError,
  pendingPlan,
  type PlannedWeek,
  type SeasonPlanProblem,
  type SeasonPlanView,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import { actorOf, auditEntry, type AdminAuditDoc } from './admin';
import type { SeasonDoc, WeekDoc } from './records';

/**
 * admin_getSeasonPlan / admin_setSeasonPlan: the weeks planned ahead. The season clock opens
 * week N with plan entry N (handlers/schedule.ts); a week can be re-planned until it opens.
 */

export interface SeasonPlanDeps {
  readSeason(): Promise<SeasonDoc>;
  readWeek(weekId: string): Promise<WeekDoc | null>;
  readPlan(): Promise<PlannedWeek[]>;
  /** Replaces the plan and adds its audit entry, in one commit. */
  writePlan(weeks: PlannedWeek[], now: number, uid: string, audit: AdminAuditDoc): Promise<void>;
}

async function planContext(deps: SeasonPlanDeps, now: number) {
  const season = await deps.readSeason();
  const latestId = season.currentWeekId ?? season.lastSettledWeekId;
  const latest = latestId ? await deps.readWeek(latestId) : null;
  return { now, weekCount: season.weekCount, lastDeadline: latest?.deadline ?? null };
}

function toView(weeks: PlannedWeek[], ctx: { weekCount: number; lastDeadline: number | null }): SeasonPlanView {
  return {
    weeks: pendingPlan(weeks, ctx.weekCount).map((w) => ({
      number: w.number,
      deadline: new Date(w.deadline).toISOString(),
      headlineThreats: [...w.headlineThreats],
    })),
    nextNumber: ctx.weekCount + 1,
    lastDeadline: ctx.lastDeadline === null ? null : new Date(ctx.lastDeadline).toISOString(),
  };
}

function planError(problem: SeasonPlanProblem): DomainError {
  const detail = describePlanProblem(problem);
  switch (problem.kind) {
    case 'already-opened':
      return new DomainError('plan-week-opened', detail);
    case 'not-consecutive':
    case 'deadline-order':
      return new DomainError('plan-out-of-order', detail);
    case 'deadline-past':
      return new DomainError('plan-deadline-past', detail);
    default:
      return new DomainError('invalid-input', detail);
  }
}

export async function getSeasonPlan(
  ctx: CallerContext,
  _input: Parsed<'admin_getSeasonPlan'>,
  deps: SeasonPlanDeps,
): Promise<SeasonPlanView> {
  const [plan, context] = await Promise.all([deps.readPlan(), planContext(deps, ctx.now)]);
  return toView(plan, context);
}

/** Replaces the plan with `input.weeks` after checking all of it: any problem refuses the whole plan and writes nothing. */
export async function setSeasonPlan(
  ctx: CallerContext,
  input: Parsed<'admin_setSeasonPlan'>,
  deps: SeasonPlanDeps,
): Promise<SeasonPlanView> {
  const context = await planContext(deps, ctx.now);
  const checked = checkSeasonPlan(
    input.weeks.map((w) => ({
      number: w.number,
      deadline: Date.parse(w.deadline),
      headlineThreats: w.headlineThreats,
    })),
    context,
  );
  if (!checked.ok) throw planError(checked.problem);
  const first = checked.weeks[0];
  const last = checked.weeks[checked.weeks.length - 1];
  const detail =
    first && last ? (first === last ? `Week ${first.number}` : `Weeks ${first.number}–${last.number}`) : 'Plan cleared';
  await deps.writePlan(checked.weeks, ctx.now, ctx.uid, auditEntry(actorOf(ctx), 'plan-season', ctx.now, detail));
  return toView(checked.weeks, context);
}
