import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import {
  DEFENSES,
  DEFENSE_IDS,
  bestLead,
  countersOf,
  FRAUDS,
  uncounteredThreats,
  computeWeekReport,
  href,
  hashSeed,
  toMatchReportView,
  RULES_V6,
  type DefenseId,
  type MatchReportView,
  type PlayerDefense,
  type CheckView,
  type WeekView,
} from '@fraudshield/domain';
import { authFor, fakeCalls, never, refusal, renderGamePage } from '../../testing/render-game-page';
import { SCENARIO_CASES } from '@fraudshield/domain/content';
import { createTestQueryClient } from '../../testing/query-wrapper';
import HomePage from './home-page';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../testing/firebase-client-mock')).callableClientMock(),
);
vi.mock('../../features/auth/hooks/auth-context', () => ({ useAuth: () => authFor('uid-1') }));
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

const SEED = 'a1'.repeat(32);
const DEPLOYED: DefenseId[] = ['UserEducation', 'VerificationProtocols', 'MultiFactorAuth', 'EmailFiltering'];
const squad: PlayerDefense[] = DEPLOYED.map((id, i) => ({
  defenseId: id,
  pricePaid: DEFENSES[id].priceTenths / 10,
  deployed: true,
  lead: i === 0,
}));

const week1: WeekView = {
  id: 'week-001',
  number: 1,
  status: 'settled',
  deadline: '2026-01-01T00:00:00.000Z',
  headlineThreats: ['Phishing', 'Vishing', 'Ddos'],
  seedHash: hashSeed(SEED),
  seed: SEED,
};
const week2: WeekView = {
  ...week1,
  id: 'week-002',
  number: 2,
  status: 'open',
  deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  seed: undefined,
};

/** The report the server would send for uid-1 (the domain's toMatchReportView, as week_getReport does). */
function reportView(): MatchReportView {
  const r = computeWeekReport({
    weekSeed: SEED,
    uid: 'uid-1',
    headlineThreats: week1.headlineThreats,
    squad: {
      owned: DEPLOYED.map((d) => ({ defenseId: d, pricePaidTenths: DEFENSES[d].priceTenths, deployed: true })),
      lead: 'UserEducation',
    },
  });
  return toMatchReportView(week1, r);
}

const leaderboard = {
  entries: [{ id: 'me-id', displayName: 'Ada', points: 12, rank: 1, movement: 2 }],
  nextCursor: null,
  total: 5,
  me: { rank: 1, entry: { id: 'me-id', displayName: 'Ada', points: 12, rank: 1, movement: 2 }, neighbours: [] },
};

/** No check open: the learning query answers as for a player whose placement check is done. */
const NO_CHECK: CheckView = {
  kind: null,
  cases: [],
  answered: 0,
  total: 0,
  next: { kind: 'delayed-1', weeksToGo: 3 },
  checks: [],
};

/** The week's drill, open and with no case yet. */
const emptyDrill = (w: WeekView) => ({
  weekId: w.id,
  weekNumber: w.number,
  deadline: w.deadline,
  open: true,
  cases: [],
  boostPerCase: 0.9,
  boostCap: 0.9,
  boosts: [],
});

/** Today has no case for the player (ends in an hour). */
const noDailyCase = () => ({
  day: '2026-01-01',
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  case: null,
  answer: null,
  streak: 0,
  best: 0,
  reward: 0.2,
});

/** The player's profile with these points by week (none: a player with no points yet). */
const profile = (pointsByWeek: { weekNumber: number; points: number }[] = []) => ({
  uid: 'uid-1',
  displayName: 'Ada',
  email: '',
  deadlineReminders: false,
  seasonPoints: pointsByWeek.reduce((sum, w) => sum + w.points, 0),
  pointsByWeek,
});

/** The page's calls, with the learning query answered unless a test says otherwise. */
function homeCalls(handlers: Parameters<typeof fakeCalls>[0]) {
  return fakeCalls({ learning_getCheck: () => NO_CHECK, ...handlers });
}

/** A player with the deployed squad and 62.5 cr left, week 2 open (`lastSettled`: the week before, or none). */
function squadCalls(lastSettled: WeekView | null, handlers: Parameters<typeof fakeCalls>[0]) {
  return homeCalls({
    user_getBalance: () => 62.5,
    user_getDefenses: () => squad,
    week_getCurrent: () => ({ week: week2, lastSettled }),
    ...handlers,
  });
}

describe('home page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('keeps the wallet and shows loading states while the data loads', () => {
    call.mockImplementation(homeCalls({}));
    renderGamePage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('home-balance')).toHaveTextContent('—');
    const statuses = screen.getAllByRole('status').map((s) => s.textContent);
    expect(statuses).toEqual(
      expect.arrayContaining(['Loading the week…', 'Loading your rank…', 'Loading your points…']),
    );
  });

  it('a new player: empty states for the week, the squad, the report and the points', async () => {
    call.mockImplementation(
      homeCalls({
        user_getBalance: () => 100,
        user_getDefenses: () => [],
        week_getCurrent: () => ({ week: null, lastSettled: null }),
        leaderboard_getPage: () => ({ entries: [], nextCursor: null, total: 0, me: null }),
        user_getProfile: () => profile(),
      }),
    );
    renderGamePage(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('home-balance')).toHaveTextContent('100.0 cr'));
    expect(await screen.findByTestId('week-empty')).toHaveTextContent('No week is open');
    expect(await screen.findByTestId('reports-empty')).toHaveTextContent('No match report yet');
    expect(await screen.findByTestId('points-empty')).toBeInTheDocument();
    expect(await screen.findByTestId('rank-empty')).toBeInTheDocument();
    expect(await screen.findByText('You own no defenses yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Lineup' })).not.toBeInTheDocument();
  });

  it('a failed balance read shows an error with Try again, never 0.0 cr; Try again reads it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    call.mockImplementation(
      homeCalls({
        user_getBalance: () => (fail ? Promise.reject(refusal('unavailable')) : 87.5),
        user_getDefenses: () => [],
        week_getCurrent: () => ({ week: null, lastSettled: null }),
      }),
    );
    renderGamePage(<HomePage />);
    const wallet = await screen.findByTestId('wallet-error');
    expect(wallet).toHaveTextContent('Your balance did not load');
    expect(document.body.textContent).not.toContain('0.0 cr');
    fail = false;
    fireEvent.click(within(wallet).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('home-balance')).toHaveTextContent('87.5 cr'));
    error.mockRestore();
  });

  it("names the Lead a player already has when this week's forecast asks for another", async () => {
    const strong = (d: DefenseId) => week2.headlineThreats.some((f) => countersOf(f).strong.includes(d));
    const weak = DEPLOYED.find((d) => !strong(d));
    const best = bestLead(DEPLOYED, week2.headlineThreats);
    if (!weak || !best || !strong(best))
      throw new Error('the fixture needs a deployed card that counters no headline threat');
    const led = squad.map((d) => ({ ...d, lead: d.defenseId === weak }));
    call.mockImplementation(squadCalls(null, { user_getDefenses: () => led, drill_get: never, daily_get: never }));
    renderGamePage(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('next-step-current')).toHaveAttribute('data-step', 'lead'));
    expect(screen.getByTestId('next-step-current')).toHaveTextContent(
      `Change your Lead. ${DEFENSES[weak].name} strongly counters none of this week's headline threats: pick one that does, such as ${DEFENSES[best].name}.`,
    );
  });

  it('the Next step card names the one thing to do now, done steps ticked', async () => {
    call.mockImplementation(
      homeCalls({
        user_getBalance: () => 100,
        user_getDefenses: () => [],
        week_getCurrent: () => ({ week: week2, lastSettled: null }),
        drill_get: () => emptyDrill(week2),
        daily_get: noDailyCase,
      }),
    );
    const first = renderGamePage(<HomePage />);
    const card = await screen.findByTestId('next-step-current');
    expect(card).toHaveAttribute('data-step', 'squad');
    expect(card).toHaveTextContent('Pick your squad. You have 100.0 cr to spend');
    expect(
      within(screen.getByTestId('next-step')).getByRole('link', { name: 'Open the defense shop' }),
    ).toHaveAttribute('href', href.defenseShop());
    first.unmount();

    // A squad whose Lead counters a headline threat, no drill cases and no case today: wait for the report.
    call.mockImplementation(
      squadCalls(null, {
        drill_get: () => ({
          weekId: null,
          weekNumber: null,
          deadline: null,
          open: false,
          cases: [],
          boostPerCase: 0.9,
          boostCap: 0.9,
          boosts: [],
        }),
        daily_get: noDailyCase,
      }),
    );
    renderGamePage(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('next-step-current')).toHaveAttribute('data-step', 'wait'));
    expect(screen.getByTestId('next-step-current')).toHaveTextContent('All set for week 2');
    const steps = within(screen.getByRole('list', { name: 'Your week' })).getAllByRole('listitem');
    expect(steps.map((li) => li.getAttribute('data-done') !== null)).toEqual([true, true, false, false, false]);
    expect(steps.at(-1)).toHaveAttribute('aria-current', 'step');
  });

  it('the squad and the Lead steps show before the drill, the case and the check answer; a later step waits for them', async () => {
    // A new player: the squad step is known from the squad and the week alone.
    call.mockImplementation(
      homeCalls({
        user_getBalance: () => 100,
        user_getDefenses: () => [],
        week_getCurrent: () => ({ week: week2, lastSettled: null }),
        drill_get: never,
        daily_get: never,
        learning_getCheck: never,
      }),
    );
    const first = renderGamePage(<HomePage />);
    const card = await screen.findByTestId('next-step-current');
    expect(card).toHaveAttribute('data-step', 'squad');
    expect(card).toHaveTextContent('Pick your squad. You have 100.0 cr to spend');
    // The drill and today's case, not answered yet, show as still to do (not "not now").
    const steps = within(screen.getByRole('list', { name: 'Your week' })).getAllByRole('listitem');
    expect(steps.map((li) => li.getAttribute('data-step'))).toEqual(['squad', 'lead', 'drill', 'daily', 'wait']);
    expect(steps.filter((li) => li.hasAttribute('data-done'))).toEqual([]);
    for (const li of steps.slice(2)) expect(li).not.toHaveClass('not-now');
    first.unmount();

    // A squad whose Lead counters a headline threat: what comes next depends on the check, the
    // drill and today's case, so the card waits for them.
    call.mockImplementation(squadCalls(null, { drill_get: never, daily_get: never }));
    renderGamePage(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('week-card')).toHaveTextContent('Week 2'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('next-step-current')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('next-step')).getByRole('status')).toHaveTextContent(
      'Working out your next step…',
    );
  });

  it("with no settled week, the line's room is held until the step shows, then given to it in the same render", async () => {
    let answerDrill: (value: unknown) => void = () => undefined;
    call.mockImplementation(
      squadCalls(null, {
        drill_get: () => new Promise((resolve) => (answerDrill = resolve)),
        daily_get: noDailyCase,
      }),
    );
    renderGamePage(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('week-card')).toHaveTextContent('Week 2'));
    // The week has answered (nothing settled before it), the step waits for the drill: the room stays.
    expect(screen.getByTestId('last-week-reserve')).toBeInTheDocument();
    expect(screen.queryByTestId('next-step-current')).not.toBeInTheDocument();
    await act(async () => answerDrill(emptyDrill(week2)));
    expect(await screen.findByTestId('next-step-current')).toBeInTheDocument();
    expect(screen.queryByTestId('last-week-reserve')).not.toBeInTheDocument();
    expect(screen.queryByTestId('last-week')).not.toBeInTheDocument();
  });

  it("the week moves on while Home is open: back on the tab, the Next step is the new week's drill, without a reload", async () => {
    const c = SCENARIO_CASES[0]!;
    const answered = {
      caseId: c.id,
      choiceId: c.choices[0]!.id,
      correct: true,
      answerId: c.choices[0]!.id,
      legitimate: false,
      flags: [],
      habit: 'Check first.',
      fraudId: c.fraudId,
      defenseIds: [],
    };
    const week3: WeekView = { ...week2, id: 'week-003', number: 3 };
    const server = { week: week2, lastSettled: null as WeekView | null, drillAnswered: true };
    const drillOf = (w: WeekView, done: boolean) => ({
      weekId: w.id,
      weekNumber: w.number,
      deadline: w.deadline,
      open: true,
      cases: [{ case: c, answer: done ? answered : null, review: false }],
      boostPerCase: 0.05,
      boostCap: 0.2,
      boosts: [],
    });
    call.mockImplementation(
      homeCalls({
        user_getBalance: () => 62.5,
        user_getDefenses: () => squad,
        week_getCurrent: () => ({ week: server.week, lastSettled: server.lastSettled }),
        drill_get: () => drillOf(server.week, server.drillAnswered),
        daily_get: noDailyCase,
        leaderboard_getPage: () => leaderboard,
        user_getProfile: () => profile(),
      }),
    );
    // The app's cache times (boot/query-client.ts: 30 s; the drill and today's case: 60 s), not the tests' 0.
    const client = createTestQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, staleTime: 30_000 } });
    renderGamePage(<HomePage />, { client });
    await waitFor(() => expect(screen.getByTestId('next-step-current')).toHaveAttribute('data-step', 'wait'));
    expect(screen.getByTestId('next-step-current')).toHaveTextContent('All set for week 2');

    // Week 2 settles and week 3 opens while the tab is in the background.
    server.week = week3;
    server.lastSettled = { ...week2, status: 'settled', seed: SEED };
    server.drillAnswered = false;
    // 40 s later: the week's answer is stale, the drill's (60 s) is not.
    const later = Date.now() + 40_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => expect(screen.getByTestId('next-step-current')).toHaveAttribute('data-step', 'drill'));
      expect(screen.getByTestId('next-step-current')).toHaveTextContent("Do this week's drill. 0 of 1 cases answered");
      // What changed leads the card, before the chore: a headline threat the squad has no counter for.
      const uncovered = uncounteredThreats(DEPLOYED, week3.headlineThreats);
      expect(uncovered.length).toBeGreaterThan(0);
      expect(screen.getByTestId('next-step-uncovered')).toHaveTextContent(
        `Nothing in your squad counters ${uncovered.map((f) => FRAUDS[f].name).join(' or ')}`,
      );
    } finally {
      clock.mockRestore();
    }
  });

  it("opens with last week's points and rank change, then the Next step", async () => {
    call.mockImplementation(
      squadCalls(week1, {
        leaderboard_getPage: () => leaderboard,
        user_getProfile: () => profile([{ weekNumber: 1, points: 54 }]),
      }),
    );
    renderGamePage(<HomePage />);
    const line = await screen.findByTestId('last-week');
    await waitFor(() => expect(within(line).getByTestId('last-week-points')).toHaveTextContent('+54 points'));
    expect(line).toHaveTextContent('Week 1:');
    expect(await within(line).findByTestId('last-week-rank')).toHaveTextContent('rank #1 (up 2)');
    // First on the page: the first line of the first card, before the step to do.
    const cards = [...document.querySelectorAll('.home > section.ui-card')];
    expect(cards[0]).toBe(screen.getByTestId('next-step'));
    const step = screen.getByTestId('next-step').querySelector('.next-step-body')!;
    expect(line.compareDocumentPosition(step) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a player who just joined is not told their squad missed last week, nor sent to a report they do not have', async () => {
    call.mockImplementation(
      squadCalls(week1, {
        leaderboard_getPage: () => ({ ...leaderboard, me: null }),
        user_getProfile: () => profile([]),
      }),
    );
    renderGamePage(<HomePage />);
    const line = await screen.findByTestId('last-week');
    await waitFor(() =>
      expect(within(line).getByTestId('last-week-points')).toHaveTextContent('settled before you had a squad.'),
    );
    expect(line).toHaveTextContent('Week 1:');
    expect(line).not.toHaveTextContent('did not play');
    expect(within(line).queryByRole('link', { name: 'Match report' })).toBeNull();
  });

  it('a player who played before but not last week is told their squad did not play it', async () => {
    call.mockImplementation(
      squadCalls(
        { ...week1, id: 'week-002', number: 2 },
        { leaderboard_getPage: () => leaderboard, user_getProfile: () => profile([{ weekNumber: 1, points: 54 }]) },
      ),
    );
    renderGamePage(<HomePage />);
    const line = await screen.findByTestId('last-week');
    await waitFor(() =>
      expect(within(line).getByTestId('last-week-points')).toHaveTextContent('your squad did not play it, no points.'),
    );
    expect(within(line).getByRole('link', { name: 'Match report' })).toBeInTheDocument();
  });

  it("the lineup's rule follows the chip played this week and the week's rules: Full Bench plays every owned card, Triple Lead scores ×3 (v5)", async () => {
    const planWith =
      (chipThisWeek: string | null, rulesVersion = 5) =>
      () => ({
        rulesVersion,
        weekNumber: 2,
        transfers: { free: 1, made: 0, hitPoints: 0, freeWeek: null },
        chipsPlayed: {},
        chipThisWeek,
        chipsLeft: [],
        forecasts: [],
      });
    call.mockImplementation(squadCalls(null, { squad_getPlan: planWith('fullBench') }));
    const first = renderGamePage(<HomePage />);
    await waitFor(() =>
      expect(screen.getByTestId('lineup-rule')).toHaveTextContent(
        'Full Bench is played this week: every card you own plays, deployed or not;',
      ),
    );
    expect(screen.getByTestId('lineup-rule')).not.toHaveTextContent('Only deployed defenses play');
    first.unmount();

    call.mockImplementation(squadCalls(null, { squad_getPlan: planWith('tripleLead') }));
    const second = renderGamePage(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('lineup-rule')).toHaveTextContent('Triple Lead is played this week'));
    expect(screen.getByTestId('lineup-rule')).toHaveTextContent(
      'the Lead scores ×3 when it is a strong counter of a very high-severity headline threat, ×2 on any other.',
    );
    second.unmount();

    // A v6 week: the chip's own multiplier, and no Lead bonus on the other attacks.
    call.mockImplementation(squadCalls(null, { squad_getPlan: planWith('tripleLead', 6) }));
    const v6 = renderGamePage(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('lineup-rule')).toHaveTextContent('Triple Lead is played this week'));
    expect(screen.getByTestId('lineup-rule')).toHaveTextContent(
      `the Lead scores ×${RULES_V6.chips?.tripleLeadMultiplier} when it is a strong counter of a very high-severity headline threat, and no bonus (×1) on every other attack.`,
    );
    v6.unmount();

    call.mockImplementation(squadCalls(null, { squad_getPlan: planWith(null) }));
    renderGamePage(<HomePage />);
    await waitFor(() =>
      expect(screen.getByTestId('lineup-rule')).toHaveTextContent(
        'Only deployed defenses play; the Lead scores ×2 on a block when it is a strong counter of the attack.',
      ),
    );
  });

  it('an open placement check is the next step after the Lead, before the drill, and leads to the progress page', async () => {
    const placement: CheckView = { kind: 'placement', cases: [], answered: 2, total: 8, next: null, checks: [] };
    call.mockImplementation(
      squadCalls(null, {
        drill_get: () => emptyDrill(week2),
        daily_get: noDailyCase,
        learning_getCheck: () => placement,
      }),
    );
    renderGamePage(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('next-step-current')).toHaveAttribute('data-step', 'check'));
    const card = screen.getByTestId('next-step-current');
    expect(card).toHaveTextContent('Take your placement check. 2 of 8 answered');
    expect(within(card).getByRole('link', { name: 'Go on with the check' })).toHaveAttribute('href', href.progress());
    const steps = within(screen.getByRole('list', { name: 'Your week' })).getAllByRole('listitem');
    expect(steps.map((li) => li.getAttribute('data-step'))).toEqual([
      'squad',
      'lead',
      'check',
      'drill',
      'daily',
      'wait',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('"No settled weeks yet" only when none has settled', async () => {
    call.mockImplementation(
      homeCalls({
        user_getBalance: () => 100,
        user_getDefenses: () => [],
        week_getCurrent: () => ({ week: week2, lastSettled: week1 }),
        week_getReport: () => null,
        user_getProfile: () => profile(),
      }),
    );
    renderGamePage(<HomePage />);
    const empty = await screen.findByTestId('points-empty');
    expect(empty).toHaveTextContent('No points yet');
    expect(empty).not.toHaveTextContent('No settled weeks yet');
  });

  it('shows error states with retry when the week and the rank fail', async () => {
    call.mockImplementation(
      homeCalls({
        user_getBalance: () => 100,
        user_getDefenses: () => [],
        week_getCurrent: () => Promise.reject(refusal('unavailable')),
        leaderboard_getPage: () => Promise.reject(refusal('internal')),
        user_getProfile: never,
      }),
    );
    renderGamePage(<HomePage />);
    const alerts = await screen.findAllByRole('alert');
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(3));
    const text = screen
      .getAllByRole('alert')
      .map((a) => a.textContent)
      .join('|');
    expect(text).toContain('The week did not load');
    expect(text).toContain('Your rank did not load');
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThanOrEqual(2);
  });

  it('before the first screen is drawn, asks only for what it shows: the points wait for a settled week or the points card', async () => {
    // The browser never becomes idle here: the sections below the first screen are not drawn.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      call.mockImplementation(
        homeCalls({
          user_getBalance: () => 100,
          user_getDefenses: () => [],
          week_getCurrent: () => ({ week: week2, lastSettled: null }),
          leaderboard_getPage: () => ({ entries: [], nextCursor: null, total: 0, me: null }),
        }),
      );
      const page = renderGamePage(<HomePage />);
      expect(await screen.findByTestId('week-status')).toHaveTextContent('Open');
      await waitFor(() => expect(screen.getByTestId('home-balance')).toHaveTextContent('100.0 cr'));
      await new Promise((r) => setTimeout(r, 300));
      const asked = new Set(call.mock.calls.map(([name]) => name as string));
      expect(asked).not.toContain('user_getProfile');
      // Nor the code of the sections below it (their placeholders hold their place).
      expect(screen.getByTestId('squad-placeholder')).toBeInTheDocument();
      expect(screen.getByTestId('drills-placeholder')).toBeInTheDocument();
      page.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('paints the cards first and draws the match report and the points after, in placeholders that keep their space', async () => {
    // The browser becomes idle only when the test says so (jsdom has no IntersectionObserver: no scrolling either).
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const view = reportView();
      const report = vi.fn(() => view);
      call.mockImplementation(
        squadCalls(week1, {
          week_getReport: report,
          leaderboard_getPage: () => leaderboard,
          user_getProfile: () => profile([{ weekNumber: 1, points: 12 }]),
        }),
      );
      renderGamePage(<HomePage />);
      // The cards above the fold are there with their data…
      expect(await screen.findByTestId('home-rank')).toHaveTextContent('#1');
      expect(await screen.findByTestId('week-status')).toHaveTextContent('Open');
      await waitFor(() => expect(screen.getByTestId('home-balance')).toHaveTextContent('62.5 cr'));
      await new Promise((r) => setTimeout(r, 300));
      // …while the report and the points are placeholders that hold their space.
      expect(screen.queryByTestId('match-report')).toBeNull();
      expect(screen.queryByTestId('season-points')).toBeNull();
      expect(screen.getByTestId('report-placeholder')).toHaveStyle({ minHeight: '20rem' });
      expect(screen.getByTestId('points-placeholder')).toHaveStyle({ minHeight: '22rem' });
      expect(screen.getByTestId('report-placeholder')).toHaveTextContent("Last week's match report");
      expect(idle.length).toBeGreaterThanOrEqual(2);
      // Idle: they are drawn.
      act(() => idle.splice(0).forEach((cb) => cb()));
      expect(await screen.findByTestId('match-report')).toHaveTextContent('Week 1 match report');
      expect(await screen.findByTestId('season-points')).toHaveTextContent('12');
      expect(screen.queryByTestId('report-placeholder')).toBeNull();
      expect(screen.queryByTestId('points-placeholder')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the open week, the squad, rank and movement, and last week’s report that checks out', async () => {
    const view = reportView();
    call.mockImplementation(
      squadCalls(week1, {
        week_getReport: () => view,
        leaderboard_getPage: () => leaderboard,
        user_getProfile: () => profile([{ weekNumber: 1, points: 12 }]),
      }),
    );
    renderGamePage(<HomePage />);
    expect(await screen.findByTestId('week-status')).toHaveTextContent('Open');
    expect(screen.getByTestId('week-countdown').textContent).toMatch(/^2d|^3d/);
    expect(within(screen.getByRole('list', { name: 'Headline threats' })).getAllByRole('listitem')).toHaveLength(3);
    expect(await screen.findByTestId('home-rank')).toHaveTextContent('#1');
    expect(screen.getByTestId('home-rank')).toHaveTextContent('▲ 2');
    expect(await screen.findByRole('radio', { name: 'Lead User Education' })).toBeChecked();

    const report = await screen.findByTestId('match-report');
    expect(within(report).getAllByTestId('attack')).toHaveLength(4);
    expect(within(report).getAllByText(/Chance to block/)).toHaveLength(4);
    expect(within(report).getAllByRole('link').length).toBeGreaterThan(4);
    expect(call).toHaveBeenCalledWith('week_getReport', { weekId: 'week-001' });
    fireEvent.click(within(report).getByRole('button', { name: 'Check this draw' }));
    expect(within(report).getByTestId('draw-check')).toHaveTextContent('This draw checks out.');
    expect(await screen.findByTestId('season-points')).toHaveTextContent('12');
  });

  it("the lineup editor shows each card's ownership share from the last settled week, and none before one", async () => {
    const ownership = {
      weekId: 'week-001',
      weekNumber: 1,
      players: 8,
      cards: DEFENSE_IDS.map((defenseId) => ({
        defenseId,
        owned: defenseId === 'UserEducation' ? 0.75 : 0.125,
        deployed: defenseId === 'UserEducation' ? 0.5 : 0,
        lead: 0,
      })),
    };
    call.mockImplementation(
      homeCalls({
        user_getBalance: () => 62.5,
        user_getDefenses: () => squad,
        week_getCurrent: () => ({ week: week2, lastSettled: week1, ownership }),
        week_getReport: () => reportView(),
      }),
    );
    const first = renderGamePage(<HomePage />);
    const form = await screen.findByRole('form', { name: 'Lineup' });
    const ue = within(form).getByTestId('ownership-UserEducation');
    // Under the card's name, in its row of the lineup table.
    expect(ue.closest('th')).toHaveTextContent(/^User Education/);
    expect(ue).toHaveTextContent('Owned by 75% of players in week 1 · deployed by 50%');
    expect(within(form).getByTestId('ownership-MultiFactorAuth')).toHaveTextContent(
      /^Owned by 13% of players in week 1$/,
    );
    // Only the squad's own cards are in the editor.
    expect(within(form).queryByTestId('ownership-DdosProtection')).toBeNull();
    first.unmount();

    call.mockImplementation(squadCalls(null, {}));
    renderGamePage(<HomePage />);
    const form2 = await screen.findByRole('form', { name: 'Lineup' });
    expect(within(form2).queryByText(/Owned by/)).toBeNull();
  });

  it('check this draw says so when the report was tampered with', async () => {
    const view = reportView();
    const tampered = {
      ...view,
      attacks: view.attacks.map((a, i) => (i === 0 ? { ...a, roll: (a.roll + 0.5) % 1 } : a)),
    };
    call.mockImplementation(
      homeCalls({
        user_getBalance: () => 62.5,
        user_getDefenses: () => squad,
        week_getCurrent: () => ({ week: null, lastSettled: week1 }),
        week_getReport: () => tampered,
      }),
    );
    renderGamePage(<HomePage />);
    const report = await screen.findByTestId('match-report');
    fireEvent.click(within(report).getByRole('button', { name: 'Check this draw' }));
    expect(within(report).getByTestId('draw-check')).toHaveTextContent('This draw does not match.');
  });

  it('a player with no report for the settled week is told so', async () => {
    call.mockImplementation(
      homeCalls({
        user_getBalance: () => 100,
        user_getDefenses: () => [],
        week_getCurrent: () => ({ week: null, lastSettled: week1 }),
        week_getReport: () => null,
      }),
    );
    renderGamePage(<HomePage />);
    expect(await screen.findByTestId('report-empty')).toBeInTheDocument();
  });

  it('sets the lineup and the Lead: progress, one submit, the saved squad replaces the cache', async () => {
    let answer: (value: unknown) => void = () => undefined;
    // The server's squad: the saved one once the save has answered (a refetch then reads it too).
    let serverSquad = squad;
    call.mockImplementation(
      homeCalls({
        user_getBalance: () => 62.5,
        user_getDefenses: () => serverSquad,
        week_getCurrent: () => ({ week: week2, lastSettled: null }),
        squad_setLineup: () => new Promise((resolve) => (answer = resolve)),
      }),
    );
    renderGamePage(<HomePage />);
    const lead = await screen.findByRole('radio', { name: 'Lead Verification Protocols' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deploy Email Filtering' }));
    fireEvent.click(lead);
    expect(screen.getByTestId('lineup-count')).toHaveTextContent('3');
    const save = screen.getByRole('button', { name: 'Save lineup' });
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    fireEvent.click(save);
    const calls = call.mock.calls.filter(([name]) => name === 'squad_setLineup');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]).toMatchObject({
      deployed: ['UserEducation', 'VerificationProtocols', 'MultiFactorAuth'],
      lead: 'VerificationProtocols',
    });
    serverSquad = squad.map((d) => ({
      ...d,
      deployed: d.defenseId !== 'EmailFiltering',
      lead: d.defenseId === 'VerificationProtocols',
    }));
    answer({ defenses: serverSquad });
    // The form restarts from the saved squad (a new node): look the message up again.
    await waitFor(() => expect(screen.getByTestId('deployed-count')).toHaveTextContent('3 / 7'));
    expect(screen.getByText('Lineup saved.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lead Verification Protocols' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Deploy Email Filtering' })).not.toBeChecked();
    expect(screen.getByTestId('deployed-count')).toHaveTextContent('3 / 7');
  });

  it('shows the lineup refusal reason from the server', async () => {
    call.mockImplementation(
      squadCalls(null, {
        squad_setLineup: () => Promise.reject(refusal('failed-precondition', 'week-locked')),
      }),
    );
    renderGamePage(<HomePage />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Deploy Email Filtering' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save lineup' }));
    expect(await screen.findByTestId('lineup-error')).toHaveTextContent('This week is locked');
  });
});
