/**
 * Ranking: season points descending; ties go to the earlier-joined player. The uid breaks the
 * (practically impossible) remaining ties so the order is total and identical everywhere.
 */
import { LEADERBOARD_AROUND, LEADERBOARD_TOP } from './constants';

export interface Standing {
  readonly uid: string;
  readonly points: number;
  /** When the player joined (epoch milliseconds). */
  readonly joinedAt: number;
}

export interface RankedStanding<T extends Standing = Standing> {
  /** 1-based position in the table. */
  readonly rank: number;
  readonly standing: T;
}

/** Array.sort comparator: negative when `a` ranks above `b`. */
export function compareStandings(a: Standing, b: Standing): number {
  if (a.points !== b.points) return b.points - a.points;
  if (a.joinedAt !== b.joinedAt) return a.joinedAt - b.joinedAt;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

/** True when `a` ranks strictly above `b` (what a "count players ahead" query counts). */
export function isAhead(a: Standing, b: Standing): boolean {
  return compareStandings(a, b) < 0;
}

/** The table, best first, with 1-based ranks. Does not mutate its input. */
export function rankStandings<T extends Standing>(standings: readonly T[]): RankedStanding<T>[] {
  return [...standings].sort(compareStandings).map((standing, i) => ({ rank: i + 1, standing }));
}

/** A player's 1-based rank, or null when absent. */
export function rankOf(standings: readonly Standing[], uid: string): number | null {
  const me = standings.find((s) => s.uid === uid);
  if (!me) return null;
  return standings.filter((s) => isAhead(s, me)).length + 1;
}

export interface TableWindow<T extends Standing = Standing> {
  readonly top: RankedStanding<T>[];
  /** The player's row and up to `around` rows each side, excluding rows already in `top`. */
  readonly around: RankedStanding<T>[];
  readonly me: RankedStanding<T> | null;
}

/** What the leaderboard page shows: the top of the table and the player's neighbourhood. */
export function tableWindow<T extends Standing>(
  standings: readonly T[],
  uid: string,
  top: number = LEADERBOARD_TOP,
  around: number = LEADERBOARD_AROUND,
): TableWindow<T> {
  const ranked = rankStandings(standings);
  const topRows = ranked.slice(0, top);
  const index = ranked.findIndex((r) => r.standing.uid === uid);
  const me = ranked[index];
  if (index < 0 || me === undefined) return { top: topRows, around: [], me: null };
  const aroundRows = ranked.slice(Math.max(0, index - around), index + around + 1).filter((r) => r.rank > top);
  return { top: topRows, around: aroundRows, me };
}
