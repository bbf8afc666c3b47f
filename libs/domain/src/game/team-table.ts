/**
 * The league of teams: team leagues whose owners entered them, ranked against each other.
 *
 * A team's week score is the mean of its members' points over the members who played that week
 * (fielded a squad when the week was settled), so a class of 30 competes on equal terms with a
 * class of 300. Its season score is the sum of its weekly means over the settled weeks in which
 * at least TEAM_TABLE_MIN_PLAYERS members played: a week with fewer counts nothing, because a
 * mean of one or two players would tell their points to anyone reading the table. A team appears
 * once it has one such week.
 *
 * The sums come from the league's week snapshots (team.ts): each snapshot holds the points of the
 * members counted in that week who fielded a squad. A week's result is a finished match result: a
 * member who joins later brings none of their earlier weeks, and one who leaves takes none away.
 */
import type { TeamWeekSnapshot } from './team';

/** Members who played a week before it counts for the team, and before the team appears. */
export const TEAM_TABLE_MIN_PLAYERS = 5;
/** Rows a page of the table holds. */
export const TEAM_TABLE_PAGE = 20;

export interface TeamWeekPoints {
  week: number;
  /** Points of the members who played, summed. */
  sum: number;
  players: number;
}

/** The weeks' points from the league's snapshots, oldest week first (weeks nobody played left out). */
export function teamWeekPoints(snapshots: readonly Pick<TeamWeekSnapshot, 'week' | 'points'>[]): TeamWeekPoints[] {
  return snapshots
    .filter((s) => s.points.n > 0)
    .map((s) => ({ week: s.week, sum: s.points.sum, players: s.points.n }))
    .sort((a, b) => a.week - b.week);
}

export interface TeamStanding {
  /** Sum of the counted weeks' means, in tenths of a point (whole numbers sort and page exactly). */
  seasonScoreTenths: number;
  weeksCounted: number;
  /** The latest settled week the team has points for; its mean is null below the minimum. */
  latest: { week: number; players: number; meanTenths: number | null } | null;
  /** At least one counted week: the team is shown in the table. */
  visible: boolean;
}

const meanTenths = (w: TeamWeekPoints) => Math.round((w.sum * 10) / w.players);

export function teamStanding(weeks: readonly TeamWeekPoints[]): TeamStanding {
  const counted = weeks.filter((w) => w.players >= TEAM_TABLE_MIN_PLAYERS);
  const last = weeks.at(-1);
  return {
    seasonScoreTenths: counted.reduce((s, w) => s + meanTenths(w), 0),
    weeksCounted: counted.length,
    latest: last
      ? {
          week: last.week,
          players: last.players,
          meanTenths: last.players >= TEAM_TABLE_MIN_PLAYERS ? meanTenths(last) : null,
        }
      : null,
    visible: counted.length > 0,
  };
}

/** Scores this far from zero sort correctly (a team's season score is far inside it). */
const SORT_OFFSET = 1e12;

/**
 * The table's order as one string: highest season score first, then league id. Paging on one
 * field keeps every page a single-field range query (no composite index), exact across ties.
 */
export function teamTableSortKey(seasonScoreTenths: number, leagueId: string): string {
  const inverted = Math.min(2 * SORT_OFFSET - 1, Math.max(0, SORT_OFFSET - Math.round(seasonScoreTenths)));
  return `${String(inverted).padStart(13, '0')}_${leagueId}`;
}

/** Tenths of a point as the table shows them: "12.5", "-3.0". */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}
