import type { LeagueSummary, TeamMemberView } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Feedback } from '../../../components/ui/feedback';
import { errorText } from '../../../lib/error-text';
import { useAnswerCoOwner } from '../api/mutations';

/**
 * Co-owners by consent: the owner's button invites a member (or withdraws the invitation, or the
 * co-ownership), and the member answers on their list of leagues. Until they accept they see no
 * dashboard and get no owner email.
 */

/** What the invitation gives, said before the member chooses. */
export const CO_OWNER_INVITE_TEXT =
  'You would see its dashboard (group figures, and the progress of members who share theirs), help run it, and get its weekly report by email. You can stop at any time by leaving the league.';

/** The owner's button on a member's row: invite, withdraw the invitation, or end the co-ownership. */
export function CoOwnerButton({ member, onSet }: { member: TeamMemberView; onSet(coOwner: boolean): void }) {
  const label = member.coOwner
    ? 'Remove co-owner'
    : member.coOwnerInvited
      ? 'Withdraw invitation'
      : 'Invite as co-owner';
  return (
    <Button
      size="sm"
      onClick={() => onSet(!member.coOwner && !member.coOwnerInvited)}
      aria-label={`${label}: ${member.name}`}
    >
      {label}
    </Button>
  );
}

/** On the invited member's list of leagues: accept or decline. */
export function CoOwnerInvite({ league }: { league: LeagueSummary }) {
  const answer = useAnswerCoOwner();
  const choose = (accept: boolean) => answer.mutate({ leagueId: league.leagueId, accept });
  return (
    <div className="league-share" data-testid="co-owner-invite">
      <p>
        <strong>The owner of {league.name} invites you to co-own it.</strong> {CO_OWNER_INVITE_TEXT}
      </p>
      <Button
        size="sm"
        busy={answer.isPending && answer.variables.accept}
        busyLabel="Accepting…"
        onClick={() => choose(true)}
        aria-label={`Accept: co-own ${league.name}`}
      >
        Accept
      </Button>{' '}
      <Button
        size="sm"
        variant="ghost"
        busy={answer.isPending && !answer.variables.accept}
        busyLabel="Declining…"
        onClick={() => choose(false)}
        aria-label={`Decline: co-own ${league.name}`}
      >
        Decline
      </Button>
      <Feedback testId="co-owner-invite" error={answer.error && errorText(answer.error)} />
    </div>
  );
}
