import { DomainError, RECENT_LOGIN_MAX_AGE_MS, type CallableResponse } from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';

/** A league the deleting player created. */
export interface OwnedLeague {
  id: string;
  code: string;
}

/** What deleting an account touches; the Firestore implementation is infra/account-store.ts. */
export interface AccountDeps {
  /** Writes deletedAccounts/{uid} unless it exists (the first deletion's time is kept). */
  markDeleted(uid: string, now: number): Promise<void>;
  /** Revokes the user's refresh tokens (nothing to do when the Auth user is already gone). */
  revokeSessions(uid: string): Promise<void>;
  ownedLeagues(uid: string): Promise<OwnedLeague[]>;
  /**
   * Who takes the league over: for a points league its longest-standing member other than `uid`
   * (earliest joinedAt, then uid); for a team league only a co-owner who is still a member (a
   * member never inherits the others' progress by chance); null when no one does.
   */
  successor(leagueId: string, uid: string): Promise<string | null>;
  handOver(leagueId: string, newOwnerUid: string): Promise<void>;
  /** Deletes the league and its invite-code claim. */
  deleteLeague(league: OwnedLeague): Promise<void>;
  /** Leaves every team league in one player change: the member list entry and their part of the aggregates go with it. */
  leaveTeamLeagues(uid: string, now: number): Promise<void>;
  /**
   * Takes the uid and name out of the shared documents that hold them: the H2H rosters (the seat
   * stays, nameless, so the others' fixtures do not move) and the cup's pages. Absent in fakes.
   */
  forgetInH2hAndCup?(uid: string): Promise<void>;
  /** Takes `uid` out of every team league's co-owners and open co-owner invitations. */
  dropCoOwnerships(uid: string): Promise<void>;
  /** players/{uid}/reports: the player's match reports, one per settled week. */
  deleteReports(uid: string): Promise<void>;
  /** players/{uid} first (no change can land after it), then its ledger and request records. */
  deletePlayerData(uid: string): Promise<void>;
  /** The Auth user (already gone is fine). */
  deleteUser(uid: string): Promise<void>;
}

/** The token must come from a sign-in or re-authentication at most RECENT_LOGIN_MAX_AGE_MS old. */
export function requireRecentLogin(ctx: CallerContext): void {
  if (ctx.authTime === undefined || ctx.now - ctx.authTime > RECENT_LOGIN_MAX_AGE_MS)
    throw new DomainError('requires-recent-login');
}

/**
 * user_deleteAccount: removes everything Settings promises (squad, points, leagues) and the
 * sign-in. Every step is idempotent and the tombstone comes first, so a deletion that stops
 * half way (a crash, a time-out) is finished by calling again, and meanwhile no call can
 * recreate the player. The Auth user goes last: until then the player can sign in again to
 * finish. The payload schema already insists on { confirm: 'DELETE' }.
 */
export async function deleteAccount(
  ctx: CallerContext,
  _input: Parsed<'user_deleteAccount'>,
  deps: AccountDeps,
): Promise<CallableResponse<'user_deleteAccount'>> {
  requireRecentLogin(ctx);
  await deps.markDeleted(ctx.uid, ctx.now);
  await deps.revokeSessions(ctx.uid);
  for (const league of await deps.ownedLeagues(ctx.uid)) {
    const next = await deps.successor(league.id, ctx.uid);
    if (next) await deps.handOver(league.id, next);
    else await deps.deleteLeague(league);
  }
  await deps.leaveTeamLeagues(ctx.uid, ctx.now);
  await deps.forgetInH2hAndCup?.(ctx.uid);
  await deps.dropCoOwnerships(ctx.uid);
  await deps.deleteReports(ctx.uid);
  await deps.deletePlayerData(ctx.uid);
  await deps.deleteUser(ctx.uid);
  return { deleted: true };
}
