import { DomainError } from '@fraudshield/domain';
import type { LeagueDeps, LeagueDoc } from './league';

/**
 * Co-owners of a team league, by consent. The owner's "make co-owner" is an invitation
 * (`coOwnerInvites`); the member becomes a co-owner (`coOwners`) only when they accept it through
 * league_answerCoOwner. Until then they run nothing, see no dashboard and get no owner mail (the
 * weekly owner report goes to the owner and `coOwners` only). The owner may withdraw an
 * invitation, or a co-ownership, at any time (league_answerCoOwner: team-league.ts); a member who leaves, is removed or deletes their
 * account loses both, so one who rejoins is a plain member again.
 */

/** Co-owners and open invitations a league may have together, besides its owner. */
export const MAX_CO_OWNERS = 10;

/** A team league's co-owners and the members invited to become one. */
export interface CoOwnerState {
  coOwners: string[];
  invites: string[];
}

export function coOwnerStateOf(league: Pick<LeagueDoc, 'coOwners' | 'coOwnerInvites'>): CoOwnerState {
  return { coOwners: league.coOwners ?? [], invites: league.coOwnerInvites ?? [] };
}

/** `uid` neither co-owns nor is invited to (leaving, removal, account deletion, withdrawal). */
export function withoutPerson(state: CoOwnerState, uid: string): CoOwnerState {
  return { coOwners: state.coOwners.filter((u) => u !== uid), invites: state.invites.filter((u) => u !== uid) };
}

export function involves(state: CoOwnerState, uid: string): boolean {
  return state.coOwners.includes(uid) || state.invites.includes(uid);
}

/** The owner invites `uid` (a co-owner already stays one; a second invitation changes nothing). */
export function invited(state: CoOwnerState, uid: string): CoOwnerState {
  if (involves(state, uid)) return state;
  if (state.coOwners.length + state.invites.length >= MAX_CO_OWNERS)
    throw new DomainError('invalid-input', `coOwner: at most ${MAX_CO_OWNERS} co-owners and invitations`);
  return { ...state, invites: [...state.invites, uid] };
}

/** `uid` answers their invitation: accepted, they co-own; declined, it is gone. No invitation: refused. */
export function answered(state: CoOwnerState, uid: string, accept: boolean): CoOwnerState {
  if (!state.invites.includes(uid)) throw new DomainError('no-co-owner-invite');
  const invites = state.invites.filter((u) => u !== uid);
  return { coOwners: accept && !state.coOwners.includes(uid) ? [...state.coOwners, uid] : state.coOwners, invites };
}

/** The owner's setCoOwner: `true` invites the member, `false` withdraws the invitation or the co-ownership. */
export async function setCoOwner(
  league: LeagueDoc,
  memberUid: string,
  coOwner: boolean,
  deps: Pick<LeagueDeps, 'changeCoOwners'>,
): Promise<LeagueDoc> {
  const after = await deps.changeCoOwners(league.id, (state) =>
    coOwner ? invited(state, memberUid) : withoutPerson(state, memberUid),
  );
  return after ?? league;
}

/** Takes `uid` out of the league's co-owners and invitations, when they are in either (a write only then). */
export async function dropCoOwner(league: LeagueDoc, uid: string, deps: Pick<LeagueDeps, 'changeCoOwners'>) {
  if (league.kind !== 'team' || !involves(coOwnerStateOf(league), uid)) return league;
  return (await deps.changeCoOwners(league.id, (state) => withoutPerson(state, uid))) ?? league;
}
