import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { callFunction } from '@fraudshield/firebase-client';
import { href } from '@fraudshield/domain';
import { rememberReturnPath, forgetReturnPath } from '../../../lib/return-path';
import { InviteNote } from './auth-form';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock(),
);
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

function renderNote(mode: 'login' | 'signup' | 'verify') {
  return render(
    <MemoryRouter>
      <InviteNote mode={mode} />
    </MemoryRouter>,
  );
}

describe('the sign-in pages of a visitor who opened an invite link', () => {
  beforeEach(() => {
    call.mockReset();
    forgetReturnPath();
  });

  it.each(['login', 'signup', 'verify'] as const)(
    'name the league and its owner on the %s page, from the public lookup',
    async (mode) => {
      call.mockResolvedValue({ name: 'Grade 10 Maths', ownerName: 'Ms Dlamini' });
      rememberReturnPath(href.joinLeague('hjk234'));
      renderNote(mode);
      await screen.findByTestId('invite-league-name');
      expect(screen.getByTestId('invite-banner')).toHaveTextContent(
        'You are invited to join Grade 10 Maths, run by Ms Dlamini.',
      );
      expect(call).toHaveBeenCalledWith('league_invite', { code: 'HJK234' });
      expect(screen.queryByTestId('invite-signup') !== null).toBe(mode === 'login');
    },
  );

  it('still says an invite is waiting when the lookup is refused', async () => {
    call.mockRejectedValue(new Error('rate limited'));
    rememberReturnPath(href.joinLeague('HJK234'));
    renderNote('signup');
    expect(await screen.findByText(/You opened an invite \(HJK234\)/)).toBeInTheDocument();
  });

  it('says nothing and looks nothing up for any other remembered page', async () => {
    rememberReturnPath(href.leaderboard());
    renderNote('login');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('invite-banner')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
