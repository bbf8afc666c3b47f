import {
  DomainError,
  MAX_LEAGUES_OWNED,
  LEAGUE_NAME_PROBLEMS,
  canJoinLeague,
  checkLeagueName,
  isLeagueCode,
  normalizeLeagueCode,
  teamLeagueFull,
  ownValue,
  type LeagueKind,
  type LeagueSummary,
  type TeamSeat,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import { coOwnerStateOf, dropCoOwner, type CoOwnerState } from './co-owners';

/**
 * Mini-leagues. A league is leagues/{leagueId}; its invite code is unique because
 * leagueCodes/{code} is claimed with create(). Membership lives on the player (the
 * `leagues` array, changed only through the player change) so a league table is a query on
 * players; member counts are count aggregations, never a counter that could drift.
 * Bounded: a league whose last member leaves is removed with its code, and a player
 * may have created at most MAX_LEAGUES_OWNED leagues that still exist.
 *
 * Team leagues (kind 'team') are run by an owner who is not a member (a teacher is not one of
 * the class): the owner finds them through ownership, members through `leagues` as above, plus
 * a seat on their player record (`teams`: consent and member id); the league's figures come from
 * week snapshots built when a week settles (libs/domain game/team.ts). Their member count is a
 * counter the store moves in the same commit as each join and leave; the 5,000 limit is checked
 * here on the league as read just before the join (joins landing at the same moment may pass it
 * by the few in flight: the limit bounds the owners' reads, which a few more do not change).
 */

/** Fresh codes tried before giving up (a taken code is retried with another), by create and rotate alike. */
export const CODE_ATTEMPTS = 8;

export interface LeagueDoc {
  id: string;
  name: string;
  code: string;
  ownerUid: string;
  createdAt: number;
  /** Absent on leagues made before team leagues: 'points'. */
  kind?: LeagueKind;
  /** Team leagues: members, moved with each join and leave. */
  members?: number;
  /** Team leagues: members who accepted the owner's invitation to co-own it (server only: never in a response). */
  coOwners?: string[];
  /** Team leagues: members the owner invited to co-own it who have not answered yet (server only; co-owners.ts). */
  coOwnerInvites?: string[];
  /** Team leagues: the id again, a field only team leagues have, so the weekly passes list them with a single-field query. */
  teamId?: string;
  /** Team leagues: entered in the public league of teams (handlers/team-table.ts). */
  teamTable?: boolean;
}

/** What a player's record says about their leagues. */
export interface Membership {
  leagues: string[];
  teams: Record<string, TeamSeat>;
}

export interface LeagueDeps {
  /** The caller's league ids and team seats (creating their player record on first use). */
  membership(ctx: CallerContext): Promise<Membership>;
  newLeagueId(): string;
  newCode(): string;
  /** A team league member's id: random, unlinkable to the uid. */
  newMemberId(): string;
  /** Claims the code and creates the league in one commit; false when the code is taken. */
  createLeague(league: LeagueDoc): Promise<boolean>;
  /** Undoes createLeague (when the creator could not join after all). */
  deleteLeague(league: LeagueDoc): Promise<void>;
  leagueByCode(code: string): Promise<LeagueDoc | null>;
  getLeagues(ids: string[]): Promise<(LeagueDoc | null)[]>;
  memberCount(leagueId: string): Promise<number>;
  /** Leagues created by `uid` that still exist. */
  ownedCount(uid: string): Promise<number>;
  /** Team leagues `uid` owns (they are not members of them). */
  ownedTeamLeagues(uid: string): Promise<LeagueDoc[]>;
  /**
   * H2H leagues' seats (handlers/h2h.ts): taken before the join's player change (a full league
   * refuses there), given up after a leave. Absent: these deps cannot run an H2H league.
   */
  h2hSeats?: {
    take(leagueId: string, uid: string, now: number): Promise<void>;
    leave(leagueId: string, uid: string, now: number): Promise<void>;
  };
  /** Rewrites the player's leagues and team seats in one player change; `change` may throw. */
  changeMembership(uid: string, now: number, detail: string, change: (m: Membership) => Membership): Promise<void>;
  /**
   * Rewrites a team league's co-owners and open invitations from what is stored, in one
   * transaction (`change` may throw, and writes nothing then). The league after, or null when it
   * no longer exists.
   */
  changeCoOwners(leagueId: string, change: (state: CoOwnerState) => CoOwnerState): Promise<LeagueDoc | null>;
}

export function leagueKind(league: Pick<LeagueDoc, 'kind'>): LeagueKind {
  return league.kind ?? 'points';
}

/** Owner, or a co-owner who is still a member: may open the dashboard and run the league. */
export function canManage(league: LeagueDoc, uid: string, membership: Membership | null): boolean {
  if (leagueKind(league) !== 'team') return false;
  if (league.ownerUid === uid) return true;
  return (league.coOwners ?? []).includes(uid) && !!ownValue(membership?.teams, league.id);
}

export function summaryOf(
  league: LeagueDoc,
  members: number,
  uid: string,
  membership: Membership | null,
): LeagueSummary {
  const kind = leagueKind(league);
  const seat = ownValue(membership?.teams, league.id);
  return {
    leagueId: league.id,
    name: league.name,
    code: league.code,
    members,
    ownedByMe: league.ownerUid === uid,
    kind,
    canManage: canManage(league, uid, membership),
    member: membership?.leagues.includes(league.id) ?? false,
    ...(kind === 'team' && seat ? { shareProgress: seat.share } : {}),
    ...(kind === 'team' && seat && coOwnerStateOf(league).invites.includes(uid) ? { coOwnerInvite: true } : {}),
  };
}

function joinOrThrow(leagues: string[], leagueId: string | null): void {
  const check = canJoinLeague(leagues, leagueId);
  if (!check.ok) throw new DomainError(check.code);
}

export async function createLeague(
  ctx: CallerContext,
  input: Parsed<'league_create'>,
  deps: LeagueDeps,
): Promise<{ leagueId: string; code: string }> {
  // The contract has normalised the name already (names.ts); checked again for direct callers.
  const checked = checkLeagueName(input.name);
  if (!checked.ok) throw new DomainError('invalid-input', `name: ${LEAGUE_NAME_PROBLEMS[checked.problem]}`);
  const name = checked.name;
  const team = input.kind === 'team';
  const h2h = input.kind === 'h2h';
  if (h2h && !deps.h2hSeats) throw new DomainError('invalid-input', 'kind: head-to-head leagues are not available');
  // Refuse before writing anything when the caller is already at the limit.
  const mine = await deps.membership(ctx);
  if (!team) joinOrThrow(mine.leagues, null);
  if ((await deps.ownedCount(ctx.uid)) >= MAX_LEAGUES_OWNED) throw new DomainError('league-owner-limit');

  const id = deps.newLeagueId();
  let league: LeagueDoc | null = null;
  for (let attempt = 0; attempt < CODE_ATTEMPTS && !league; attempt++) {
    const candidate: LeagueDoc = {
      id,
      name,
      code: deps.newCode(),
      ownerUid: ctx.uid,
      createdAt: ctx.now,
      ...(team ? { kind: 'team' as const, members: 0, coOwners: [], teamId: id } : {}),
      ...(h2h ? { kind: 'h2h' as const } : {}),
    };
    if (await deps.createLeague(candidate)) league = candidate;
  }
  if (!league) throw new DomainError('busy');
  const created = league;
  // A team league's owner runs it from outside: they join only if they choose to, by its code.
  if (team) return { leagueId: created.id, code: created.code };
  try {
    if (h2h) await deps.h2hSeats?.take(created.id, ctx.uid, ctx.now);
    await deps.changeMembership(ctx.uid, ctx.now, `Created league ${name}`, (m) => {
      joinOrThrow(m.leagues, created.id);
      return { ...m, leagues: [...m.leagues, created.id] };
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

export async function leagueOfCode(input: string, deps: Pick<LeagueDeps, 'leagueByCode'>): Promise<LeagueDoc> {
  const code = cleanLeagueCode(input);
  if (!isLeagueCode(code)) throw new DomainError('unknown-league-code');
  const league = await deps.leagueByCode(code);
  if (!league) throw new DomainError('unknown-league-code');
  return league;
}

export async function joinLeague(
  ctx: CallerContext,
  input: Parsed<'league_join'>,
  deps: LeagueDeps,
): Promise<{ leagueId: string; name: string }> {
  const league = await leagueOfCode(input.code, deps);
  const team = leagueKind(league) === 'team';
  // Consent is a choice the member makes, never a default.
  if (team && input.shareProgress === undefined) throw new DomainError('consent-required');
  const mine = await deps.membership(ctx);
  if (team && !mine.teams[league.id] && teamLeagueFull(league.members)) throw new DomainError('league-full');
  const h2h = leagueKind(league) === 'h2h';
  if (h2h && !deps.h2hSeats) throw new DomainError('league-not-found');
  const seat: TeamSeat | null = team
    ? { share: input.shareProgress === true, memberId: deps.newMemberId(), joinedAt: ctx.now }
    : null;
  // An H2H seat first: a full league refuses before the player record changes.
  if (h2h) await deps.h2hSeats?.take(league.id, ctx.uid, ctx.now);
  try {
    await deps.changeMembership(ctx.uid, ctx.now, `Joined league ${league.name}`, (m) => {
      joinOrThrow(m.leagues, league.id);
      return { leagues: [...m.leagues, league.id], teams: seat ? { ...m.teams, [league.id]: seat } : m.teams };
    });
  } catch (error) {
    if (h2h) await deps.h2hSeats?.leave(league.id, ctx.uid, ctx.now);
    throw error;
  }
  return { leagueId: league.id, name: league.name };
}

/** Takes `leagueId` out of a membership (the league and, for a team league, the seat: its part of the aggregates goes with it). */
export function without(m: Membership, leagueId: string): Membership {
  const teams = { ...m.teams };
  delete teams[leagueId];
  return { leagues: m.leagues.filter((id) => id !== leagueId), teams };
}

export async function leaveLeague(
  ctx: CallerContext,
  input: Parsed<'league_leave'>,
  deps: LeagueDeps,
): Promise<{ leagueId: string }> {
  const { leagues } = await deps.membership(ctx);
  if (!leagues.includes(input.leagueId)) throw new DomainError('not-in-league');
  const [league] = await deps.getLeagues([input.leagueId]);
  await deps.changeMembership(ctx.uid, ctx.now, `Left league ${league?.name ?? input.leagueId}`, (current) => {
    if (!current.leagues.includes(input.leagueId)) throw new DomainError('not-in-league');
    return without(current, input.leagueId);
  });
  if (league && leagueKind(league) === 'h2h') await deps.h2hSeats?.leave(league.id, ctx.uid, ctx.now);
  // A co-owner who leaves co-owns no more (nor does an invitation wait for them): rejoining makes a plain member.
  if (league) await dropCoOwner(league, ctx.uid, deps);
  // The last one out closes a points league and frees its code: no empty league stays behind.
  // (A join racing this may keep the id of a removed league, which every reader skips.) A team
  // league stays: its owner runs it, and closes it.
  if (league && leagueKind(league) !== 'team' && (await deps.memberCount(league.id)) === 0)
    await deps.deleteLeague(league);
  return { leagueId: input.leagueId };
}

export async function getMyLeagues(
  ctx: CallerContext,
  _input: Parsed<'league_getMine'>,
  deps: LeagueDeps,
): Promise<LeagueSummary[]> {
  const mine = await deps.membership(ctx);
  const [docs, owned] = await Promise.all([
    mine.leagues.length ? deps.getLeagues(mine.leagues) : Promise.resolve([]),
    deps.ownedTeamLeagues(ctx.uid),
  ]);
  const all = [...docs.filter((d): d is LeagueDoc => d !== null), ...owned.filter((o) => !mine.leagues.includes(o.id))];
  // A team league counts its members as they join; a points league by query.
  const counts = await Promise.all(
    all.map((doc) => (leagueKind(doc) === 'team' ? Promise.resolve(doc.members ?? 0) : deps.memberCount(doc.id))),
  );
  return all.map((doc, i) => summaryOf(doc, counts[i] ?? 0, ctx.uid, mine));
}
