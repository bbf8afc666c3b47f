import { act, screen } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import { authFor, fakeCalls, renderGamePage } from '../../testing/render-game-page';
import HomePage from './home-page';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../testing/firebase-client-mock')).callableClientMock(),
);
vi.mock('../../features/auth/hooks/auth-context', () => ({ useAuth: () => authFor('uid-1') }));

// The rank card stands in for every card of the first screen that does not read the week: it
// counts how often the page renders it.
const rankRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../features/leaderboard/components/rank-card', () => ({
  RankCard: () => {
    rankRenders.count++;
    return <p data-testid="rank-stand-in">rank</p>;
  },
}));
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

describe('home page renders', () => {
  it('the week answering re-renders the cards that read it, not the whole page', async () => {
    let answerWeek: (value: unknown) => void = () => undefined;
    call.mockImplementation(
      fakeCalls({
        week_getCurrent: () => new Promise((resolve) => (answerWeek = resolve)),
      }),
    );
    renderGamePage(<HomePage />);
    expect(screen.getByTestId('rank-stand-in')).toBeInTheDocument();
    expect(await screen.findByText('Loading the week…')).toBeInTheDocument();
    const before = rankRenders.count;
    await act(async () => {
      answerWeek({ week: null, lastSettled: null });
    });
    expect(await screen.findByTestId('week-empty')).toHaveTextContent('No week is open');
    // The week card drew the answer; the page (and with it the rank card) did not render again.
    expect(rankRenders.count).toBe(before);
  });
});
