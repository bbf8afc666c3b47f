import type { CallableResponse } from '@fraudshield/domain';
import type { Parsed } from './context';
import { leagueOfCode, type LeagueDeps } from './league';

export interface LeagueInviteDeps extends Pick<LeagueDeps, 'leagueByCode'> {
  /** A player's public display name (what the tables show), or null when they have no record. */
  publicName(uid: string): Promise<string | null>;
}

/** Said when an owner has no player record any more (the league outlived their account). */
export const UNKNOWN_OWNER_NAME = "the league's owner";

/**
 * The invite link's names for a visitor who is not signed in: the league's name and its owner's
 * public display name, and nothing else (no member count, no kind, no id). A wrong code is
 * refused as league_preview refuses it. The caller limits it per address (callables/league-invite.ts).
 */
export async function leagueInvite(
  input: Parsed<'league_invite'>,
  deps: LeagueInviteDeps,
): Promise<CallableResponse<'league_invite'>> {
  const league = await leagueOfCode(input.code, deps);
  return { name: league.name, ownerName: (await deps.publicName(league.ownerUid)) ?? UNKNOWN_OWNER_NAME };
}
