import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import { CALLABLE_MESSAGES, DOMAIN_ERRORS, LEAGUE_NAME_PROBLEMS, type LeaderboardEntry } from '@fraudshield/domain';
import { authFor, fakeCalls, never, refusal, renderGamePage } from '../../testing/render-game-page';
import LeaderboardPage from './leaderboard-page';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../testing/firebase-client-mock')).callableClientMock(),
);
vi.mock('../../features/auth/hooks/auth-context', () => ({ useAuth: () => authFor('uid-1') }));
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

// Rows carry season ids (never uids); 'me-id' is the caller's, as the server's `me.entry` says.
const entry = (id: string, rank: number, points: number, movement: number | null = 0): LeaderboardEntry => ({
  id,
  displayName: id === 'me-id' ? 'Ada' : `Player ${rank}`,
  rank,
  points,
  movement,
});

describe('leaderboard page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('shows loading states', () => {
    call.mockImplementation(fakeCalls({}));
    renderGamePage(<LeaderboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    const statuses = screen.getAllByRole('status').map((s) => s.textContent);
    expect(statuses).toEqual(expect.arrayContaining(['Loading the table…', 'Loading your leagues…']));
  });

  it('shows empty states: nobody in the table, no leagues', async () => {
    call.mockImplementation(
      fakeCalls({
        leaderboard_getPage: () => ({ entries: [], nextCursor: null, total: 0, me: null }),
        league_getMine: () => [],
        user_getBalance: () => 0,
      }),
    );
    renderGamePage(<LeaderboardPage />);
    expect(await screen.findByTestId('leaderboard-empty')).toBeInTheDocument();
    // Where a code comes from, and that a head-to-head league is one kind to make: a newcomer found no way in.
    expect(await screen.findByTestId('leagues-empty')).toHaveTextContent(
      "An invite code comes from a league's creator: ask a friend for theirs (an invite link joins in one tap), or create a league below, a head-to-head one to meet one member a week, and share its code.",
    );
  });

  it('shows error states with retry', async () => {
    call.mockImplementation(
      fakeCalls({
        leaderboard_getPage: () => Promise.reject(refusal('unavailable')),
        league_getMine: () => Promise.reject(refusal('internal')),
        user_getBalance: () => 0,
      }),
    );
    renderGamePage(<LeaderboardPage />);
    expect(await screen.findByTestId('leaderboard-error')).toHaveTextContent('Connection failed.');
    expect(await screen.findByTestId('leagues-error')).toHaveTextContent('Something went wrong on our side');
  });

  it('the season table: top rows, then my rank and my neighbours, movement, more on demand', async () => {
    const top = [entry('a', 1, 40, 1), entry('b', 2, 30, -1), entry('c', 3, 20, null)];
    const me = entry('me-id', 7, 5, 2);
    call.mockImplementation(
      fakeCalls({
        leaderboard_getPage: (payload) =>
          (payload as { cursor?: string }).cursor
            ? { entries: [entry('d', 4, 10)], nextCursor: null, total: 9, me: null }
            : {
                entries: top,
                nextCursor: 'next',
                total: 9,
                me: { rank: 7, entry: me, neighbours: [entry('f', 6, 6), entry('g', 8, 4)] },
              },
        league_getMine: () => [],
        user_getBalance: () => 0,
      }),
    );
    renderGamePage(<LeaderboardPage />);
    expect(await screen.findByTestId('my-rank')).toHaveTextContent('You are #7 of 9 with 5 points (up 2)');
    const mine = screen.getByTestId('my-row');
    expect(mine).toHaveTextContent('Ada (you)');
    expect(mine).toHaveTextContent('▲ 2');
    const table = screen.getByTestId('leaderboard-table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3 + 3); // the "…" separator row is aria-hidden
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('Player 4')).toBeInTheDocument();
  });

  it('a player who has never fielded a squad is told they are not yet playing, not given a rank', async () => {
    call.mockImplementation(
      fakeCalls({
        leaderboard_getPage: () => ({
          entries: [entry('a', 1, 40), entry('b', 2, -3)],
          nextCursor: null,
          total: 2,
          me: null,
          notYetPlaying: true,
        }),
        league_getMine: () => [],
        user_getBalance: () => 0,
      }),
    );
    renderGamePage(<LeaderboardPage />);
    expect(await screen.findByTestId('not-yet-playing')).toHaveTextContent('You are not yet playing.');
    expect(screen.queryByTestId('my-rank')).toBeNull();
    expect(within(screen.getByTestId('leaderboard-table')).queryByText(/\(you\)/)).toBeNull();
  });

  it('creates a league: progress while creating, then its code and its table', async () => {
    let leagues: unknown[] = [];
    let answer: (value: unknown) => void = () => undefined;
    call.mockImplementation(
      fakeCalls({
        leaderboard_getPage: () => ({
          entries: [entry('me-id', 1, 0)],
          nextCursor: null,
          total: 1,
          me: { rank: 1, entry: entry('me-id', 1, 0), neighbours: [] },
        }),
        league_getMine: () => leagues,
        user_getBalance: () => 0,
        league_create: () => new Promise((resolve) => (answer = resolve)),
      }),
    );
    renderGamePage(<LeaderboardPage />);
    await screen.findByTestId('leagues-empty');
    fireEvent.change(screen.getByLabelText(/League name/), { target: { value: 'Office' } });
    const create = screen.getByRole('button', { name: 'Create league' });
    fireEvent.click(create);
    await waitFor(() => expect(create).toBeDisabled());
    expect(call).toHaveBeenCalledWith('league_create', { name: 'Office' });
    leagues = [{ leagueId: 'L1', name: 'Office', code: 'ABC234', members: 1, ownedByMe: true }];
    answer({ leagueId: 'L1', code: 'ABC234' });
    expect(await screen.findByTestId('create-league-ok')).toHaveTextContent('Invite code: ABC234');
    expect(await screen.findByRole('heading', { name: 'Office table' })).toBeInTheDocument();
    expect(await screen.findByTestId('league-code')).toHaveTextContent('ABC234');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('leaderboard_getPage', expect.objectContaining({ leagueId: 'L1' })),
    );
  });

  it('refuses a league name with a text-direction override before sending it, with the reason', async () => {
    call.mockImplementation(
      fakeCalls({
        leaderboard_getPage: never,
        league_getMine: () => [],
        user_getBalance: () => 0,
        league_create: () => ({ leagueId: 'L1', code: 'ABC234' }),
      }),
    );
    renderGamePage(<LeaderboardPage />);
    await screen.findByTestId('leagues-empty');
    fireEvent.change(screen.getByLabelText(/League name/), { target: { value: 'Safe\u202Ecrew' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
    expect(await screen.findByTestId('create-league-error')).toHaveTextContent(
      LEAGUE_NAME_PROBLEMS['hidden-characters'],
    );
    expect(call).not.toHaveBeenCalledWith('league_create', expect.anything());
    // A look-alike fullwidth name is sent in its one normal form.
    fireEvent.change(screen.getByLabelText(/League name/), { target: { value: '\uFF2Fffice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('league_create', { name: 'Office' }));
  });

  it('joins by code, and shows the reason when the code is unknown', async () => {
    call.mockImplementation(
      fakeCalls({
        leaderboard_getPage: never,
        league_getMine: () => [],
        user_getBalance: () => 0,
        league_join: (payload) =>
          (payload as { code: string }).code === 'ZZZZZZ'
            ? Promise.reject(refusal('not-found', 'unknown-league-code'))
            : { leagueId: 'L2', name: 'Friends' },
      }),
    );
    renderGamePage(<LeaderboardPage />);
    await screen.findByTestId('leagues-empty');
    fireEvent.change(screen.getByLabelText(/Invite code/), { target: { value: 'zzzzzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join league' }));
    expect(await screen.findByTestId('join-league-error')).toHaveTextContent(
      DOMAIN_ERRORS['unknown-league-code'].message,
    );
    fireEvent.change(screen.getByLabelText(/Invite code/), { target: { value: 'abc234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join league' }));
    expect(await screen.findByTestId('join-league-ok')).toHaveTextContent('You joined Friends.');
    expect(call).toHaveBeenCalledWith('league_join', { code: 'ABC234' });
  });

  it('leaving a league that fails shows why, and the league stays', async () => {
    const league = { leagueId: 'L1', name: 'Office', code: 'ABC234', members: 3, ownedByMe: false };
    call.mockImplementation(
      fakeCalls({
        leaderboard_getPage: never,
        league_getMine: () => [league],
        user_getBalance: () => 0,
        league_leave: () => Promise.reject(refusal('unavailable')),
      }),
    );
    renderGamePage(<LeaderboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Office' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave Office?' })).getByRole('button', {
        name: 'Leave league',
      }),
    );
    expect(await screen.findByTestId('leave-league-error')).toHaveTextContent(CALLABLE_MESSAGES.unavailable);
    expect(call).toHaveBeenCalledWith('league_leave', { leagueId: 'L1' });
    expect(screen.getByTestId('league')).toHaveTextContent('Office');
  });
});
