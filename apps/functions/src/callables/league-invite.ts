import { getFirestore } from 'firebase-admin/firestore';
import { INVITE_MAX_INSTANCES } from '@fraudshield/domain';
import { definePublicCallable } from './define';
import { leagueInvite } from '../handlers/league-invite';
import { inviteLimiter, leagueInviteDeps } from '../infra/league-invite-store';

/** An invite link opened signed out: the league's and its owner's names, a few lookups per address. */
export const league_invite = definePublicCallable(
  'league_invite',
  (input, call) => {
    // An unknown address (no request behind the call) is one shared bucket, never unlimited.
    inviteLimiter().take(call.address ?? 'unknown', call.now);
    return leagueInvite(input, leagueInviteDeps(getFirestore()));
  },
  { maxInstances: INVITE_MAX_INSTANCES },
);
