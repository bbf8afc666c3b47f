import {
  DomainError,
  MAX_LEAGUES_OWNED,
  LEAGUE_NAME_PROBLEMS,
  canJoinLeague,
  checkLeagueName,
  isLeagueCode,
  normalizeLeagueCode,
  type LeagueSummary,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';

/**
 * Mini-leagues. A league is leagues/{leagueId}; its invite code is unique because
 * leagueCodes/{code} is claimed with create(). Membership lives on the player (the
 * `leagues` array, changed only through the player change) so a league table is a query on
 * players; member counts are count aggregations, never a counter that could drift.
 * Bounded (issue 12): a league whose last member leaves is removed with its code, and a player
 * may have created at most MAX_LEAGUES_OWNED leagues that still exist.
 */

const CODE_ATTEMPTS = 8;

export interface LeagueDoc {
  id: string;
  name: string;
  code: string;
  ownerUid: string;
  createdAt: number;
}

export interface LeagueDeps {
  /** The caller's league ids (creating their player record on first use). */
  playerLeagues(ctx: CallerContext): Promise<string[]>;
  newLeagueId(): string;
  newCode(): string;
  /** Claims the code and creates the league in one commit; false when the code is taken. */
  createLeague(league: LeagueDoc): Promise<boolean>;
  /** Undoes createLeague (when the creator could not join after all). */
  deleteLeague(league: LeagueDoc): Promise<void>;
  leagueByCode(code: string): Promise<LeagueDoc | null>;
  getLeagues(ids: string[]): Promise<(LeagueDoc | null)[]>;
  memberCount(leagueId: string): Promise<number>;
  /** Leagues created by `uid` that still exist. */
  ownedCount(uid: string): Promise<number>;
  /** Rewrites the caller's whole leagues array in one player change; `change` may throw. */
  changeLeagues(uid: string, now: number, detail: string, change: (leagues: string[]) => string[]): Promise<void>;
}

function joinOrThrow(leagues: string[], leagueId: string | null): void {
  const check = canJoinLeague(leagues, leagueId);
  if (!check.ok) throw new DomainError(check.code);
}

export async function createLeague(ctx: CallerContext, input: Parsed<'league_create'>, deps: LeagueDeps): Promise<{ leagueId: string; code: string }> {
  // The contract has normalised the name already (names.ts); checked again for direct callers.
  const checked = checkLeagueName(input.name);
  if (!checked.ok) throw new DomainError('invalid-input', `name: ${LEAGUE_NAME_PROBLEMS[checked.problem]}`);
  const name = checked.name;
  // Refuse before writing anything when the caller is already at the limit.
  joinOrThrow(await deps.playerLeagues(ctx), null);
  if ((await deps.ownedCount(ctx.uid)) >= MAX_LEAGUES_OWNED) throw new DomainError('league-owner-limit');

  const id = deps.newLeagueId();
  let league: LeagueDoc | null = null;
  for (let attempt = 0; attempt < CODE_ATTEMPTS && !league; attempt++) {
    const candidate: LeagueDoc = { id, name, code: deps.newCode(), ownerUid: ctx.uid, createdAt: ctx.now };
    if (await deps.createLeague(candidate)) league = candidate;
  }
  if (!league) throw new DomainError('busy');
  const created = league;
  try {
    await deps.changeLeagues(ctx.uid, ctx.now, `Created league ${name}`, (leagues) => {
      joinOrThrow(leagues, created.id);
      return [...leagues, created.id];
    });
  } catch (error) {
    await deps.deleteLeague(created);
    throw error;
  }
  return { leagueId: created.id, code: created.code };
}

/** Typed codes are forgiving: case and spaces do not matter. */
export function cleanLeagueCode(input: string): string {
  return normalizeLeagueCode(input.replace(/[\s-]+/g, ''));
}

export async function joinLeague(ctx: CallerContext, input: Parsed<'league_join'>, deps: LeagueDeps): Promise<{ leagueId: string; name: string }> {
  const code = cleanLeagueCode(input.code);
  if (!isLeagueCode(code)) throw new DomainError('unknown-league-code');
  const league = await deps.leagueByCode(code);
  if (!league) throw new DomainError('unknown-league-code');
  await deps.playerLeagues(ctx);
  await deps.changeLeagues(ctx.uid, ctx.now, `Joined league ${league.name}`, (leagues) => {
    joinOrThrow(leagues, league.id);
    return [...leagues, league.id];
  });
  return { leagueId: league.id, name: league.name };
}

export async function leaveLeague(ctx: CallerContext, input: Parsed<'league_leave'>, deps: LeagueDeps): Promise<{ leagueId: string }> {
  const leagues = await deps.playerLeagues(ctx);
  if (!leagues.includes(input.leagueId)) throw new DomainError('not-in-league');
  const [league] = await deps.getLeagues([input.leagueId]);
  await deps.changeLeagues(ctx.uid, ctx.now, `Left league ${league?.name ?? input.leagueId}`, (current) => {
    if (!current.includes(input.leagueId)) throw new DomainError('not-in-league');
    return current.filter((id) => id !== input.leagueId);
  });
  // The last one out closes the league and frees its code: no empty league stays behind.
  // (A join racing this may keep the id of a removed league, which every reader skips.)
  if (league && (await deps.memberCount(league.id)) === 0) await deps.deleteLeague(league);
  return { leagueId: input.leagueId };
}

export async function getMyLeagues(ctx: CallerContext, _input: Parsed<'league_getMine'>, deps: LeagueDeps): Promise<LeagueSummary[]> {
  const ids = await deps.playerLeagues(ctx);
  if (ids.length === 0) return [];
  const [docs, counts] = await Promise.all([deps.getLeagues(ids), Promise.all(ids.map((id) => deps.memberCount(id)))]);
  const out: LeagueSummary[] = [];
  docs.forEach((doc, i) => {
    if (doc) out.push({ leagueId: doc.id, name: doc.name, code: doc.code, members: counts[i] ?? 0, ownedByMe: doc.ownerUid === ctx.uid });
  });
  return out;
}
