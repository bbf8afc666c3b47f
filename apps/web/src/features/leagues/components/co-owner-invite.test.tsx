import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import { DOMAIN_ERRORS, type LeagueSummary, type TeamMemberView } from '@fraudshield/domain';
import { fakeCalls, refusal, renderGamePage } from '../../../testing/render-game-page';
import { CoOwnerButton } from './co-owner-invite';
import { LeaguesPanel } from './leagues-panel';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock(),
);
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

const invited: LeagueSummary = {
  leagueId: 'LeagueIdOfClass7B000',
  name: 'Class 7B',
  code: 'HJK234',
  members: 6,
  ownedByMe: false,
  kind: 'team',
  canManage: false,
  member: true,
  shareProgress: true,
  coOwnerInvite: true,
};

describe("a member's co-owner invitation", () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('shows on their list of leagues with what it gives; accepting answers it and opens the dashboard link', async () => {
    let answered = false;
    call.mockImplementation(
      fakeCalls({
        league_getMine: () => [answered ? { ...invited, coOwnerInvite: undefined, canManage: true } : invited],
        league_answerCoOwner: () => ((answered = true), { ...invited, canManage: true }),
      }),
    );
    renderGamePage(<LeaguesPanel selected={null} onSelect={() => undefined} />);
    const invite = await screen.findByTestId('co-owner-invite');
    expect(invite).toHaveTextContent('The owner of Class 7B invites you to co-own it.');
    expect(invite).toHaveTextContent(/weekly report by email/);
    expect(screen.queryByRole('link', { name: /Dashboard/ })).toBeNull();
    fireEvent.click(within(invite).getByRole('button', { name: 'Accept: co-own Class 7B' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('league_answerCoOwner', { leagueId: invited.leagueId, accept: true }),
    );
    expect(await screen.findByRole('link', { name: /Dashboard/ })).toBeInTheDocument();
    expect(screen.queryByTestId('co-owner-invite')).toBeNull();
  });

  it('declines; a withdrawn invitation says so', async () => {
    call.mockImplementation(
      fakeCalls({
        league_getMine: () => [invited],
        league_answerCoOwner: () => Promise.reject(refusal('failed-precondition', 'no-co-owner-invite')),
      }),
    );
    renderGamePage(<LeaguesPanel selected={null} onSelect={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline: co-own Class 7B' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('league_answerCoOwner', { leagueId: invited.leagueId, accept: false }),
    );
    expect(await screen.findByText(DOMAIN_ERRORS['no-co-owner-invite'].message)).toBeInTheDocument();
  });
});

describe("the owner's co-owner button", () => {
  const member = (over: Partial<TeamMemberView>): TeamMemberView => ({
    memberId: 'member-0001',
    name: 'Thabo',
    coOwner: false,
    coOwnerInvited: false,
    owner: false,
    shareProgress: true,
    joinedOn: '2026-01-01',
    ...over,
  });

  it.each([
    [member({}), 'Invite as co-owner', true],
    [member({ coOwnerInvited: true }), 'Withdraw invitation', false],
    [member({ coOwner: true }), 'Remove co-owner', false],
  ])('%#: %s', (m, label, sets) => {
    const onSet = vi.fn();
    renderGamePage(<CoOwnerButton member={m} onSet={onSet} />);
    fireEvent.click(screen.getByRole('button', { name: `${label}: Thabo` }));
    expect(onSet).toHaveBeenCalledWith(sets);
  });
});
