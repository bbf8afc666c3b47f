import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import type { CupView, H2hView } from '@fraudshield/domain';
import { authFor, fakeCalls, renderGamePage } from '../../testing/render-game-page';
import H2hPage from './h2h-page';
import CupPage from './cup-page';
import FixtureCard from '../../features/h2h/components/fixture-card';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../testing/firebase-client-mock')).callableClientMock(),
);
vi.mock('../../features/auth/hooks/auth-context', () => ({ useAuth: () => authFor('uid-1') }));
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

const row = (id: string, rank: number, name: string, me = false) => ({
  rank,
  id,
  name,
  me,
  member: true,
  played: 2,
  won: me ? 2 : 0,
  drawn: 0,
  lost: me ? 0 : 2,
  points: me ? 6 : 0,
  pointsFor: me ? 30 : 10,
  pointsAgainst: me ? 10 : 30,
});
const h2h: H2hView = {
  leagueId: 'L1',
  name: 'Rivals',
  settledThrough: 3,
  table: [row('s1', 1, 'Ada', true), row('s2', 2, 'Grace')],
  fixture: {
    week: 4,
    opponent: { id: 's2', name: 'Grace' },
    settled: false,
    myPoints: null,
    theirPoints: null,
    outcome: null,
  },
  lastResult: {
    week: 3,
    opponent: { id: 's2', name: 'Grace' },
    settled: true,
    myPoints: 15,
    theirPoints: 5,
    outcome: 'win',
  },
  firstWeek: 2,
  maxMembers: 20,
  leagues: [{ leagueId: 'L1', name: 'Rivals' }],
};

const tie = (index: number, a: string, b: string | null, me = false) => ({
  index,
  a: { name: a, me },
  b: b ? { name: b, me: false } : null,
  aPoints: null,
  bPoints: null,
  winner: null,
});
const cupPage = (page: number): CupView => ({
  name: 'The FraudShield Cup',
  startWeek: 3,
  status: 'running',
  entrants: 250,
  rounds: [{ round: 1, week: 3, pages: 3, decided: false }],
  round: 1,
  page,
  pages: 3,
  ties: [tie(page * 50, `A${page}`, `B${page}`, page === 1), tie(page * 50 + 1, `C${page}`, null)],
  mine: { ...tie(50, 'A1', 'B1', true), page: 1 },
  champion: null,
  tieBreak: 'More points go through.',
});

describe('head-to-head and cup pages', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('the H2H page shows the fixture, the last result and the table', async () => {
    call.mockImplementation(fakeCalls({ h2h_get: () => h2h }));
    renderGamePage(<H2hPage />, { path: '/h2h/L1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rivals' })).toBeInTheDocument();
    expect(screen.getByTestId('h2h-fixture')).toHaveTextContent('Week 4: you against Grace');
    expect(screen.getByTestId('h2h-last')).toHaveTextContent('Week 3: you won 15–5 against Grace');
    const rows = within(screen.getByTestId('h2h-table')).getAllByTestId('h2h-row');
    expect(rows.map((r) => r.textContent)).toEqual(['1Ada · you2-0-0630', '2Grace0-0-2010']);
  });

  it('the H2H page says in words what W-D-L and For mean: a phone shows no tooltip', async () => {
    call.mockImplementation(fakeCalls({ h2h_get: () => h2h }));
    renderGamePage(<H2hPage />, { path: '/h2h/L1' });
    const note = await screen.findByTestId('h2h-columns');
    expect(note).toHaveTextContent('W-D-L: won, drawn, lost.');
    // For is not the season's points: a bye week, or a week before the league began for them, is not in it.
    expect(note).toHaveTextContent(
      'For: the week points scored in your fixtures only (not in a bye week), so it can be less than season points.',
    );
  });

  it('Home’s card shows nothing outside an H2H league, and the fixture inside one', async () => {
    call.mockImplementation(fakeCalls({ h2h_get: () => null }));
    const { unmount } = renderGamePage(<FixtureCard />);
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(screen.queryByTestId('h2h-card')).toBeNull();
    unmount();
    call.mockImplementation(fakeCalls({ h2h_get: () => h2h }));
    renderGamePage(<FixtureCard />);
    expect(await screen.findByTestId('h2h-fixture')).toHaveTextContent('Grace');
    expect(screen.getByTestId('h2h-table-link')).toHaveAttribute('href', '/h2h/L1');
  });

  it('the cup opens on the caller’s page and pages through a round one page at a time', async () => {
    call.mockImplementation(fakeCalls({ cup_get: (p) => cupPage((p as { page?: number } | null)?.page ?? 1) }));
    renderGamePage(<CupPage />);
    expect(await screen.findByTestId('cup-mine')).toHaveTextContent('A1 (you)');
    expect(screen.getByText(/page 2 of 3/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText(/page 3 of 3/)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(call).toHaveBeenLastCalledWith('cup_get', { round: 1, page: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'My tie' }));
    await waitFor(() => expect(screen.getByText(/page 2 of 3/)).toBeInTheDocument());
  });

  it('says why the caller is not in the round shown: knocked out, or not in the draw (a player who joined after it)', async () => {
    call.mockImplementation(fakeCalls({ cup_get: () => ({ ...cupPage(1), mine: null }) }));
    const { unmount } = renderGamePage(<CupPage />);
    expect(await screen.findByTestId('cup-out')).toHaveTextContent(
      'You are not in round 1: the draw took every player who had fielded a squad by week 2.',
    );
    unmount();
    // Round 2 shown; round 1 (read for the reason) had the caller's tie: knocked out.
    const inRound1 = (p: unknown) => {
      const at = p as { round?: number } | null;
      return at?.round === 1 ? { ...cupPage(0), mine: { ...tie(0, 'A0', 'B0', true), page: 0 } } : null;
    };
    call.mockImplementation(fakeCalls({ cup_get: (p) => inRound1(p) ?? { ...cupPage(1), round: 2, mine: null } }));
    const second = renderGamePage(<CupPage />);
    await waitFor(() =>
      expect(screen.getByTestId('cup-out')).toHaveTextContent(
        'You are not in round 2: you were knocked out in an earlier round.',
      ),
    );
    second.unmount();
    // Never drawn (no tie in round 1 either): said plainly, not "knocked out, or not in the draw".
    call.mockImplementation(fakeCalls({ cup_get: () => ({ ...cupPage(1), round: 2, mine: null }) }));
    renderGamePage(<CupPage />);
    await waitFor(() =>
      expect(screen.getByTestId('cup-out')).toHaveTextContent(
        'You are not in the cup: the draw took every player who had fielded a squad by week 2, before you had one.',
      ),
    );
    expect(screen.getByTestId('cup-out')).not.toHaveTextContent('knocked out');
  });

  it('a round of one page shows no paging: no Previous/Next buttons and no "page 1 of 1"', async () => {
    const onePage = { ...cupPage(0), rounds: [{ round: 1, week: 3, pages: 1, decided: false }], pages: 1 };
    call.mockImplementation(fakeCalls({ cup_get: () => ({ ...onePage, mine: { ...onePage.mine, page: 0 } }) }));
    renderGamePage(<CupPage />);
    expect(await screen.findByTestId('cup-ties')).toHaveTextContent('A0');
    expect(screen.getByText(/Round 1: week 3, to play/)).toBeInTheDocument();
    expect(screen.queryByText(/page 1 of 1/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('writes negative points with a minus sign in the H2H table and the cup bracket, not a hyphen', async () => {
    const low = { ...row('s2', 2, 'Grace'), pointsFor: -155 };
    call.mockImplementation(fakeCalls({ h2h_get: () => ({ ...h2h, table: [row('s1', 1, 'Ada', true), low] }) }));
    const view = renderGamePage(<H2hPage />, { path: '/h2h/L1' });
    const grace = within(await screen.findByRole('table'))
      .getByText('Grace')
      .closest('tr');
    expect(grace).toHaveTextContent('−155');
    expect(grace?.textContent).not.toContain('-155');
    view.unmount();

    const decided = { ...tie(0, 'Demo', 'Bongani'), aPoints: -36, bPoints: 88, winner: 'b' as const };
    call.mockImplementation(fakeCalls({ cup_get: () => ({ ...cupPage(0), ties: [decided] }) }));
    renderGamePage(<CupPage />);
    const ties = await screen.findByTestId('cup-ties');
    expect(ties).toHaveTextContent('−36');
    expect(ties.textContent).not.toContain('-36');
  });

  it('no cup this season', async () => {
    call.mockImplementation(fakeCalls({ cup_get: () => null }));
    renderGamePage(<CupPage />);
    expect(await screen.findByText('No cup is scheduled this season.')).toBeInTheDocument();
    // The page keeps its one heading (the a11y browser test waits for an h1 on every page).
    expect(screen.getByRole('heading', { level: 1, name: 'The cup' })).toBeInTheDocument();
  });
});
