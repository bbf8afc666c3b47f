import {
  DomainError,
  TEAM_TABLE_MIN_PLAYERS,
  TEAM_TABLE_PAGE,
  teamStanding,
  teamTableSortKey,
  teamWeekPoints,
  type CallableResponse,
  type TeamWeekSnapshot,
  type TeamsTableRow,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';

/**
 * The league of teams (rules in libs/domain game/team-table.ts). Each entered team league has one
 * entry document, teamTable/{leagueId}, holding its standing; the table is a page of those in
 * `sortKey` order (highest season score first), so a page costs TEAM_TABLE_PAGE documents and
 * two count aggregations however many teams there are. An entry is rebuilt from the league's week
 * snapshots when the league enters, when it is renamed, and once after every settled week.
 * No entry holds a member's name, uid or points: only the team's means and head counts.
 */

export interface TeamTableEntryDoc {
  leagueId: string;
  name: string;
  seasonScoreTenths: number;
  weeksCounted: number;
  latestWeek: number | null;
  latestPlayers: number;
  latestMeanTenths: number | null;
  /** The page order; null while the team has no counted week (it is not shown, and the range leaves it out). */
  sortKey: string | null;
  updatedAt: number;
}

export interface TeamTableDeps {
  /** Shown entries in sortKey order strictly after `afterKey`. */
  page(afterKey: string | null, limit: number): Promise<TeamTableEntryDoc[]>;
  /** Shown entries whose sortKey is below `key`. */
  countBelow(key: string): Promise<number>;
}

/** A league's entry from its week snapshots. */
export function tableEntryOf(
  league: { id: string; name: string },
  snapshots: readonly Pick<TeamWeekSnapshot, 'week' | 'points'>[],
  now: number,
): TeamTableEntryDoc {
  const s = teamStanding(teamWeekPoints(snapshots));
  return {
    leagueId: league.id,
    name: league.name,
    seasonScoreTenths: s.seasonScoreTenths,
    weeksCounted: s.weeksCounted,
    latestWeek: s.latest?.week ?? null,
    latestPlayers: s.latest?.players ?? 0,
    latestMeanTenths: s.latest?.meanTenths ?? null,
    sortKey: s.visible ? teamTableSortKey(s.seasonScoreTenths, league.id) : null,
    updatedAt: now,
  };
}

const CURSOR = /^\d{13}_[A-Za-z0-9_-]{1,64}$/;
/** The prefix every key of this score starts with: keys below it belong to higher scores. */
const scorePrefix = (sortKey: string) => sortKey.slice(0, 14);

export async function getTeamsTable(
  _ctx: CallerContext,
  input: Parsed<'league_teamsTable'>,
  deps: TeamTableDeps,
): Promise<CallableResponse<'league_teamsTable'>> {
  const cursor = input.cursor ?? null;
  if (cursor !== null && !CURSOR.test(cursor)) throw new DomainError('invalid-input', 'cursor');
  const found = await deps.page(cursor, TEAM_TABLE_PAGE + 1);
  const shown = found
    .filter((e): e is TeamTableEntryDoc & { sortKey: string } => e.sortKey !== null)
    .slice(0, TEAM_TABLE_PAGE);
  const rows: TeamsTableRow[] = [];
  if (shown.length > 0) {
    // Competition ranking (1, 1, 3): teams with the same season score share a rank.
    const first = shown[0]!.sortKey;
    const [higher, before] = await Promise.all([
      deps.countBelow(scorePrefix(first)),
      cursor === null ? Promise.resolve(0) : deps.countBelow(first),
    ]);
    shown.forEach((e, i) => {
      const prev = rows[i - 1];
      const rank =
        e.seasonScoreTenths === shown[0]!.seasonScoreTenths
          ? higher + 1
          : prev && prev.seasonScoreTenths === e.seasonScoreTenths
            ? prev.rank
            : before + i + 1;
      rows.push({
        rank,
        leagueId: e.leagueId,
        name: e.name,
        seasonScoreTenths: e.seasonScoreTenths,
        weeksCounted: e.weeksCounted,
        latestWeek: e.latestWeek,
        latestPlayers: e.latestPlayers,
        latestMeanTenths: e.latestMeanTenths,
      });
    });
  }
  return {
    rows,
    nextCursor: found.length > TEAM_TABLE_PAGE ? (shown.at(-1)?.sortKey ?? null) : null,
    minPlayers: TEAM_TABLE_MIN_PLAYERS,
  };
}
