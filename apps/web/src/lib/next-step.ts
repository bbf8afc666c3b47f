import { countersOf, type CheckKind, type DefenseId, type FraudId, type WeekStatus } from '@fraudshield/domain';

/**
 * The first run's steps, in order: pick your squad → set your Lead → the placement check (or a
 * delayed check, when one is open) → this week's drill → today's case → wait for the report at
 * the deadline. The home page's Next step card names the first step not done, with the done ones
 * ticked.
 *
 * The check comes before the drill because it measures where the player starts: answered after
 * a drill, it would measure the drill too. It shows only while a check is open and unfinished,
 * so a week without one keeps its five steps.
 */
export type StepId = 'squad' | 'lead' | 'check' | 'drill' | 'daily' | 'wait';

export interface StepInput {
  /** The saved squad: owned defenses, those deployed, the Lead. */
  owned: number;
  deployed: readonly DefenseId[];
  lead: DefenseId | null;
  /** The current week, or null when none is open or locked. */
  week: { status: WeekStatus; headlineThreats: readonly FraudId[] } | null;
  /** This week's drill: cases and answers; null when there is none (no open week). */
  drill: { total: number; answered: number; open: boolean } | null;
  /** Today's case: null when there is none today. */
  daily: { answered: boolean } | null;
  /** The open placement or delayed check; null when none is open (or it did not load). */
  check?: { kind: CheckKind; answered: number; total: number } | null;
}

export interface Step {
  id: StepId;
  done: boolean;
  /** False when the step has nothing to do now (no drill without an open week, no case today). */
  applies: boolean;
}

export interface StepPlan {
  steps: Step[];
  /** The one thing to do now. */
  current: StepId;
}

/**
 * Whether the Lead is a good pick for this week: a strong counter of a headline threat, its blocks
 * then score the Lead's multiplier where attacks are likeliest. When no deployed card is one,
 * any Lead will do (nothing better exists in the lineup).
 */
export function leadFitsForecast(
  deployed: readonly DefenseId[],
  lead: DefenseId | null,
  headlineThreats: readonly FraudId[],
): boolean {
  if (deployed.length === 0) return false;
  if (lead === null || !deployed.includes(lead)) return false;
  const strong = (d: DefenseId) => headlineThreats.some((f) => countersOf(f).strong.includes(d));
  return strong(lead) || !deployed.some(strong);
}

export function planSteps(input: StepInput): StepPlan {
  const open = input.week?.status === 'open';
  const squadDone = input.owned > 0 && input.deployed.length > 0;
  const leadDone =
    squadDone &&
    (open ? leadFitsForecast(input.deployed, input.lead, input.week?.headlineThreats ?? []) : input.lead !== null);
  const drillApplies = open && input.drill !== null && input.drill.open && input.drill.total > 0;
  const drillDone = drillApplies && (input.drill?.answered ?? 0) >= (input.drill?.total ?? 0);
  const dailyApplies = input.daily !== null;
  const dailyDone = input.daily?.answered === true;
  const check = input.check ?? null;
  const checkApplies = check !== null && check.total > 0 && check.answered < check.total;
  const steps: Step[] = [
    { id: 'squad', done: squadDone, applies: true },
    // Without an open week the squad can change, but there is no forecast to pick a Lead for.
    { id: 'lead', done: leadDone, applies: squadDone },
    ...(checkApplies ? [{ id: 'check' as const, done: false, applies: true }] : []),
    { id: 'drill', done: drillDone, applies: drillApplies },
    { id: 'daily', done: dailyDone, applies: dailyApplies },
    { id: 'wait', done: false, applies: true },
  ];
  const current = steps.find((s) => (s.id === 'squad' ? !s.done : s.applies && !s.done))?.id ?? 'wait';
  return { steps, current };
}
