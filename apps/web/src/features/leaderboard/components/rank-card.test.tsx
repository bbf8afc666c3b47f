import { screen } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import { fakeCalls, renderGamePage } from '../../../testing/render-game-page';
import { RankCard } from './rank-card';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock(),
);
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

describe('RankCard', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('says "not yet playing" to a player who has never fielded a squad, with no rank', async () => {
    call.mockImplementation(
      fakeCalls({
        leaderboard_getPage: () => ({ entries: [], nextCursor: null, total: 4, me: null, notYetPlaying: true }),
      }),
    );
    renderGamePage(<RankCard />);
    expect(await screen.findByTestId('rank-not-playing')).toHaveTextContent('Not yet playing.');
    expect(screen.queryByTestId('home-rank')).toBeNull();
  });

  it('tells a player not yet on the table when they join it, true also once their squad is set for the open week', async () => {
    call.mockImplementation(
      fakeCalls({
        leaderboard_getPage: () => ({ entries: [], nextCursor: null, total: 4, me: null, notYetPlaying: true }),
      }),
    );
    renderGamePage(<RankCard />);
    // Not "Field a squad…", which reads as undone to a player who has just deployed one.
    await screen.findByTestId('rank-not-playing');
    expect(screen.getByText('You join the table once a week you played is settled.')).toBeInTheDocument();
  });

  it("shows a playing player's rank of the players in the table", async () => {
    const me = { uid: 'uid-1', displayName: 'Ada', points: 12, rank: 2, movement: 1 };
    call.mockImplementation(
      fakeCalls({
        leaderboard_getPage: () => ({
          entries: [me],
          nextCursor: null,
          total: 4,
          me: { rank: 2, entry: me, neighbours: [] },
          notYetPlaying: false,
        }),
      }),
    );
    renderGamePage(<RankCard />);
    expect(await screen.findByTestId('home-rank')).toHaveTextContent('#2');
    expect(screen.getByText(/of 4 players/)).toBeInTheDocument();
  });
});
