/**
 * The weekly owner report of a team league: what its owners read by email once a Threat Week is
 * settled. Built from the week's snapshot with the same rules as the owner dashboard (team.ts), so
 * the email never says more than the dashboard does: group counts and a group's mastery of a fraud
 * only from at least GROUP_MIN_CONTRIBUTORS members. No member is named.
 */
import type { FraudId } from '../catalog/ids';
import { teamDashboard, type TeamWeekSnapshot } from './team';

/** How many of the group's weakest frauds the report names. */
export const REPORT_WORST_FRAUDS = 3;

export interface TeamWeekSummary {
  week: number;
  /** Members counted in the week (null: fewer than the minimum, and so every head count below). */
  members: number | null;
  /** Members who answered anything in the week, did the whole drill, answered a daily case (null: fewer than the minimum). */
  played: number | null;
  drill: number | null;
  daily: number | null;
  /** Frauds with a group figure (enough members answered about them). */
  qualifying: number;
  /** The weakest frauds among those with a group figure, lowest mastery first (at most REPORT_WORST_FRAUDS). */
  worst: { fraudId: FraudId; mastery: number; contributors: number | null }[];
  /**
   * The fraud the suggested activity is about: the weakest one; with no group figure yet, the
   * week's first headline threat; null when the week had none.
   */
  focus: FraudId | null;
  minContributors: number;
}

/** The report's figures for `week`, from the league's snapshot of it (null: no snapshot, nothing to say). */
export function teamWeekSummary(input: {
  snapshot: TeamWeekSnapshot | null;
  week: { number: number; headlineThreats: readonly FraudId[] };
}): TeamWeekSummary {
  const view = teamDashboard({
    league: { id: '', name: '', code: '', members: 0, ownedByMe: true },
    snapshots: input.snapshot ? [input.snapshot] : [],
    week: { number: input.week.number, headlineThreats: [...input.week.headlineThreats] },
    help: [],
  });
  const shown = view.frauds.filter((f): f is typeof f & { mastery: number } => f.mastery !== null);
  const worst = [...shown]
    .sort(
      (a, b) => a.mastery - b.mastery || (b.answered ?? 0) - (a.answered ?? 0) || a.fraudId.localeCompare(b.fraudId),
    )
    .slice(0, REPORT_WORST_FRAUDS)
    .map((f) => ({ fraudId: f.fraudId, mastery: f.mastery, contributors: f.contributors }));
  return {
    week: input.week.number,
    members: view.participation.counted,
    played: view.participation.played,
    drill: view.participation.drill,
    daily: view.participation.daily,
    qualifying: shown.length,
    worst,
    focus: worst[0]?.fraudId ?? input.week.headlineThreats[0] ?? null,
    minContributors: view.minContributors,
  };
}
