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
 * The sums come from the league's stats shards (team.ts): each member's settlement adds their
 * week's points and a head count there (`p_<week>_sum`, `p_<week>_n`), for every team league they
 * are in at that moment. A week's result is a finished match result: a member who joins later
 * brings none of their earlier weeks, and one who leaves takes none away.
 */
import type { StatsDelta, TeamShard } from './team';

/** Members who played a week before it counts for the team, and before the team appears. */
export const TEAM_TABLE_MIN_PLAYERS = 5;
/** Rows a page of the table holds. */
export const TEAM_TABLE_PAGE = 20;

/** What one member's settlement adds to each of their team leagues: their points, if they played. */
export function teamPointsDelta(
  before: Readonly<Record<string, number>> | undefined,
  after: Readonly<Record<string, number>> | undefined,
  played: boolean,
): StatsDelta {
  const delta: StatsDelta = {};
  if (!played) return delta;
  for (const [week, points] of Object.entries(after ?? {})) {
    if (!/^\d+$/.test(week) || before?.[week] !== undefined || !Number.isFinite(points)) continue;
    delta[`p_${week}_n`] = 1;
    if (points !== 0) delta[`p_${week}_sum`] = points;
  }
  return delta;
}

export interface TeamWeekPoints {
  week: number;
  /** Points of the members who played, summed. */
  sum: number;
  players: number;
}

/** The weeks' points summed over the shards, oldest week first. */
export function teamWeekPoints(shards: readonly (TeamShard | null | undefined)[]): TeamWeekPoints[] {
  const byWeek = new Map<number, TeamWeekPoints>();
  for (const s of shards) {
    for (const [key, value] of Object.entries(s ?? {})) {
      const m = /^p_(\d+)_(sum|n)$/.exec(key);
      if (!m || typeof value !== 'number') continue;
      const week = Number(m[1]);
      const row = byWeek.get(week) ?? { week, sum: 0, players: 0 };
      if (m[2] === 'sum') row.sum += value;
      else row.players += value;
      byWeek.set(week, row);
    }
  }
  return [...byWeek.values()].filter((w) => w.players > 0).sort((a, b) => a.week - b.week);
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
