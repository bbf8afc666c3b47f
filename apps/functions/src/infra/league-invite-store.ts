import type { Firestore } from 'firebase-admin/firestore';
import { INVITE_ADDRESS_LIMIT } from '@fraudshield/domain';
import type { LeagueInviteDeps } from '../handlers/league-invite';
import { memoryAddressLimiter, type AddressLimiter } from '../handlers/rate-limit';
import { leagueDeps } from './league-store';
import { playerRef } from './player-store';

/** Two reads for the league (its code's claim, the league) and one for the owner's public name. */
export function leagueInviteDeps(db: Firestore): LeagueInviteDeps {
  return {
    leagueByCode: (code) => leagueDeps(db).leagueByCode(code),
    async publicName(uid) {
      const snap = await playerRef(db, uid).get();
      const name = snap.exists ? (snap.get('displayName') as unknown) : null;
      return typeof name === 'string' ? name : null;
    },
  };
}

let invites: AddressLimiter | undefined;
/** This instance's per-address buckets for league_invite (libs/domain INVITE_ADDRESS_LIMIT). */
export function inviteLimiter(): AddressLimiter {
  invites ??= memoryAddressLimiter(INVITE_ADDRESS_LIMIT);
  return invites;
}
