import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import { href } from '@fraudshield/domain';
import { fakeCalls, renderGamePage } from '../../../testing/render-game-page';
import { CreateTeamLeague } from './create-team-league';
import { JoinTeam } from './join-team';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock(),
);
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

const link = `${window.location.origin}${href.joinLeague('HJK234')}`;

async function createClass7B() {
  call.mockImplementation(fakeCalls({ league_create: () => ({ leagueId: 'L1', code: 'HJK234' }) }));
  renderGamePage(<CreateTeamLeague />);
  const name = screen.getByRole('textbox', { name: 'League name' });
  expect(name).toHaveFocus();
  fireEvent.change(name, { target: { value: 'Class 7B' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  return screen.findByTestId('invite-panel');
}

describe('creating a team league', () => {
  const share = navigator.share;
  const clipboard = navigator.clipboard;
  beforeEach(() => {
    call.mockReset();
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  });

  it('creates a team league and puts the invite first: the link, Copy, and a QR code of the link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await createClass7B();
    expect(call).toHaveBeenCalledWith('league_create', { name: 'Class 7B', kind: 'team' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Invite your group to Class 7B');
    expect(screen.getByTestId('invite-link')).toHaveValue(link);
    expect(screen.getByRole('img', { name: 'QR code of the invite link to Class 7B' })).toBeInTheDocument();
    // No Web Share API here: Copy is the way.
    expect(screen.queryByTestId('invite-share')).toBeNull();
    fireEvent.click(screen.getByTestId('invite-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(await screen.findByText(/Link copied/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute('href', href.teamLeague('L1'));
  });

  it("opens the phone's Share sheet with the link where there is one, and copies when sharing fails", async () => {
    const shared = vi.fn((_data: ShareData) => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: shared, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await createClass7B();
    fireEvent.click(screen.getByTestId('invite-share'));
    await waitFor(() => expect(shared).toHaveBeenCalledWith(expect.objectContaining({ url: link })));
    expect(await screen.findByText('Shared.')).toBeInTheDocument();
    shared.mockImplementationOnce(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    fireEvent.click(screen.getByTestId('invite-share'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
  });

  it('selects the link for the player when the browser refuses to copy', async () => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    await createClass7B();
    fireEvent.click(screen.getByTestId('invite-copy'));
    expect(await screen.findByText(/did not let us copy/)).toBeInTheDocument();
  });
});

describe('after joining', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('the next step (play this week) comes first, in place of the join form', async () => {
    call.mockImplementation(
      fakeCalls({
        league_preview: () => ({ name: 'Class 7B', kind: 'team', members: 12 }),
        league_join: () => ({ leagueId: 'L1', name: 'Class 7B' }),
      }),
    );
    renderGamePage(<JoinTeam code="HJK234" />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Share my progress with the owners' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join Class 7B' }));
    expect(await screen.findByRole('heading', { name: 'You joined Class 7B' })).toBeInTheDocument();
    expect(screen.getByTestId('join-next-step')).toHaveAttribute('href', `${href.home()}#next-step`);
    expect(screen.queryByRole('button', { name: 'Join Class 7B' })).toBeNull();
    expect(screen.queryByTestId('team-consent')).toBeNull();
  });
});
