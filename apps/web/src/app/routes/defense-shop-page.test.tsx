import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import {
  countersAny,
  CURRENT_RULES_VERSION,
  DEFENSE_IDS,
  DEFENSES,
  DOMAIN_ERRORS,
  formatCredits,
  RULES_V4,
  saleRefundTenths,
  suggestSquad,
  type CurrentWeek,
  type PlayerDefense,
} from '@fraudshield/domain';
import { authFor, fakeCalls, never, refusal, renderGamePage } from '../../testing/render-game-page';
import { openWeekUnder } from '../../testing/week-fixtures';
import DefenseShopPage from './defense-shop-page';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../testing/firebase-client-mock')).callableClientMock(),
);
vi.mock('../../features/auth/hooks/auth-context', () => ({ useAuth: () => authFor('uid-1') }));
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

const owned = (defenseId: PlayerDefense['defenseId'], extra: Partial<PlayerDefense> = {}): PlayerDefense => ({
  defenseId,
  pricePaid: 10,
  deployed: true,
  lead: false,
  ...extra,
});

const noWeek = () => ({ week: null, lastSettled: null });

describe('defense shop page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
  });

  it("shows each card's ownership share from the last settled week, and none before one has settled", async () => {
    const settled: CurrentWeek = {
      week: null,
      lastSettled: {
        id: 'week-003',
        number: 3,
        status: 'settled',
        deadline: new Date(0).toISOString(),
        headlineThreats: ['Phishing', 'Vishing', 'Ddos'],
        seedHash: 'ab'.repeat(32),
        seed: 'cd'.repeat(32),
      },
      ownership: {
        weekId: 'week-003',
        weekNumber: 3,
        players: 50,
        cards: DEFENSE_IDS.map((defenseId) =>
          defenseId === 'UserEducation'
            ? { defenseId, owned: 0.34, deployed: 0.2, lead: 0.06 }
            : defenseId === 'MultiFactorAuth'
              ? { defenseId, owned: 0.002, deployed: 0, lead: 0 }
              : { defenseId, owned: 0, deployed: 0, lead: 0 },
        ),
      },
    };
    call.mockImplementation(
      fakeCalls({ user_getDefenses: () => [], user_getBalance: () => 100, week_getCurrent: () => settled }),
    );
    const view = renderGamePage(<DefenseShopPage />);
    const ue = await screen.findByTestId('ownership-UserEducation');
    expect(ue).toHaveTextContent('Owned by 34% of players in week 3 · deployed by 20% · Lead for 6%');
    expect(within(screen.getByTestId('shop-UserEducation')).getByTestId('ownership-UserEducation')).toBe(ue);
    expect(screen.getByTestId('ownership-MultiFactorAuth')).toHaveTextContent(/^Owned by <1% of players in week 3$/);
    expect(screen.getByTestId('ownership-DdosProtection')).toHaveTextContent(/^Owned by 0% of players in week 3$/);
    expect(screen.getByTestId('shop-ownership-note')).toHaveTextContent(
      'the 50 players who owned each defense when week 3 was settled',
    );
    view.unmount();

    call.mockImplementation(
      fakeCalls({ user_getDefenses: () => [], user_getBalance: () => 100, week_getCurrent: noWeek }),
    );
    renderGamePage(<DefenseShopPage />);
    expect(await screen.findAllByRole('button', { name: /^Buy / })).toHaveLength(20);
    expect(screen.queryByText(/Owned by/)).toBeNull();
    expect(screen.getByTestId('shop-ownership-note')).toHaveTextContent(
      'Ownership shares appear once the first week is settled.',
    );
  });

  it('shows a loading state while the squad loads', () => {
    call.mockImplementation(fakeCalls({ user_getDefenses: never, user_getBalance: never, week_getCurrent: never }));
    renderGamePage(<DefenseShopPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Defense shop' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the shop…');
  });

  it('shows an error state with a retry when the squad does not load', async () => {
    call.mockImplementation(
      fakeCalls({
        user_getDefenses: () => Promise.reject(refusal('unavailable')),
        user_getBalance: () => 100,
        week_getCurrent: noWeek,
      }),
    );
    renderGamePage(<DefenseShopPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop did not load');
    expect(alert).toHaveTextContent('Connection failed.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an empty squad: 20 defenses to buy with prices and counters, limits at 0', async () => {
    call.mockImplementation(
      fakeCalls({ user_getDefenses: () => [], user_getBalance: () => 100, week_getCurrent: noWeek }),
    );
    renderGamePage(<DefenseShopPage />);
    expect(await screen.findAllByRole('button', { name: /^Buy / })).toHaveLength(20);
    expect(screen.getByTestId('owned-count')).toHaveTextContent('0 / 10');
    expect(screen.getByTestId('deployed-count')).toHaveTextContent('0 / 7');
    // The limits sentence reads with a space on each side of every number (JSX drops the line break after one).
    const limits = screen.getByText(/^Balance/);
    expect(limits.textContent).toMatch(
      /Own up to \d+ defenses, \d+ per position; deploy up to \d+ and pick a Lead on your home page\./,
    );
    const mfa = screen.getByTestId('shop-MultiFactorAuth');
    expect(mfa).toHaveTextContent('17.0 cr');
    expect(mfa).toHaveTextContent(/Strong vs.*Account Takeover/);
    expect(within(mfa).getByRole('link', { name: 'Multi-Factor Authentication' })).toHaveAttribute(
      'href',
      '/defenses/MultiFactorAuth',
    );
  });

  it('buys: the button shows progress and cannot double-submit; balance and squad update from the response', async () => {
    let answer: (value: unknown) => void = () => undefined;
    call.mockImplementation(
      fakeCalls({
        user_getDefenses: () => [],
        user_getBalance: () => 100,
        week_getCurrent: noWeek,
        shop_buyDefense: () => new Promise((resolve) => (answer = resolve)),
      }),
    );
    renderGamePage(<DefenseShopPage />);
    const buy = await screen.findByRole('button', { name: 'Buy Multi-Factor Authentication' });
    fireEvent.click(buy);
    await waitFor(() => expect(buy).toBeDisabled());
    expect(buy).toHaveAttribute('aria-busy', 'true');
    expect(buy).toHaveTextContent('Buying…');
    expect(screen.getByRole('button', { name: 'Buy User Education' })).toBeDisabled();
    fireEvent.click(buy);
    const buys = call.mock.calls.filter(([name]) => name === 'shop_buyDefense');
    expect(buys).toHaveLength(1);
    expect(buys[0]?.[1]).toMatchObject({
      defenseId: 'MultiFactorAuth',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });

    answer({ balance: 89.5, defenses: [owned('MultiFactorAuth', { pricePaid: 10.5, lead: true })] });
    expect(await screen.findByRole('button', { name: 'Sell Multi-Factor Authentication' })).toBeEnabled();
    expect(screen.getByTestId('shop-balance')).toHaveTextContent('89.5 cr');
    expect(screen.getByTestId('owned-count')).toHaveTextContent('1 / 10');
    expect(screen.getByTestId('shop-ok')).toHaveTextContent('Bought Multi-Factor Authentication.');
    const card = screen.getByTestId('shop-MultiFactorAuth');
    expect(card).toHaveTextContent('Owned');
    expect(card).toHaveTextContent('Deployed');
    expect(card).toHaveTextContent('Lead');
  });

  it("shows the server's refusal reason", async () => {
    call.mockImplementation(
      fakeCalls({
        user_getDefenses: () => [],
        user_getBalance: () => 100,
        week_getCurrent: noWeek,
        shop_buyDefense: () => Promise.reject(refusal('failed-precondition', 'insufficient-credits')),
      }),
    );
    renderGamePage(<DefenseShopPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy User Education' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOMAIN_ERRORS['insufficient-credits'].message);
    expect(screen.getByRole('button', { name: 'Buy User Education' })).toBeEnabled();
  });

  it('Buy is off with its reason inline: a full position, a card the wallet cannot pay for; nothing reaches the server', async () => {
    const people = [owned('UserEducation'), owned('VerificationProtocols'), owned('RegularAudits')];
    const others = DEFENSE_IDS.filter((d) => DEFENSES[d].position !== 'people');
    const cheap = others.reduce((a, b) => (DEFENSES[b].priceTenths < DEFENSES[a].priceTenths ? b : a));
    const dear = others.find((d) => DEFENSES[d].priceTenths > DEFENSES[cheap].priceTenths)!;
    // The wallet holds exactly the cheapest card's price.
    const balanceTenths = DEFENSES[cheap].priceTenths;
    call.mockImplementation(
      fakeCalls({ user_getDefenses: () => people, user_getBalance: () => balanceTenths / 10, week_getCurrent: noWeek }),
    );
    renderGamePage(<DefenseShopPage />);
    const fourth = await screen.findByRole('button', { name: 'Buy Background Checks' });
    expect(fourth).toBeDisabled();
    expect(fourth).toHaveAccessibleDescription('Position full');
    const buyDear = screen.getByRole('button', { name: `Buy ${DEFENSES[dear].name}` });
    expect(buyDear).toBeDisabled();
    expect(buyDear).toHaveAccessibleDescription(
      `Not enough credits (need ${formatCredits(DEFENSES[dear].priceTenths)}, have ${formatCredits(balanceTenths)})`,
    );
    expect(screen.getByRole('button', { name: `Buy ${DEFENSES[cheap].name}` })).toBeEnabled();
    fireEvent.click(fourth);
    expect(call.mock.calls.some(([name]) => name === 'shop_buyDefense')).toBe(false);
  });

  it("marks the cards that counter this week's threats, filters to them, and buys the suggested squad with one request id per buy", async () => {
    const threats = ['Phishing', 'Vishing', 'Ddos'] as const;
    const open: CurrentWeek = {
      week: {
        id: 'week-002',
        number: 2,
        status: 'open',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
        headlineThreats: [...threats],
        seedHash: 'ab'.repeat(32),
        rulesVersion: CURRENT_RULES_VERSION,
      },
      lastSettled: null,
    };
    const wallet = { balance: 100, defenses: [] as PlayerDefense[] };
    call.mockImplementation(
      fakeCalls({
        user_getDefenses: () => wallet.defenses,
        user_getBalance: () => wallet.balance,
        week_getCurrent: () => open,
        shop_buyDefense: (payload) => {
          const input = payload as { defenseId: PlayerDefense['defenseId'] };
          wallet.balance -= DEFENSES[input.defenseId].priceTenths / 10;
          wallet.defenses = [
            ...wallet.defenses,
            owned(input.defenseId, { pricePaid: DEFENSES[input.defenseId].priceTenths / 10 }),
          ];
          return { balance: wallet.balance, defenses: wallet.defenses };
        },
        squad_setLineup: (payload) => {
          const input = payload as { deployed: PlayerDefense['defenseId'][]; lead: PlayerDefense['defenseId'] };
          return {
            defenses: wallet.defenses.map((d) => ({
              ...d,
              deployed: input.deployed.includes(d.defenseId),
              lead: d.defenseId === input.lead,
            })),
          };
        },
      }),
    );
    renderGamePage(<DefenseShopPage />, { path: '/shop' });
    const counters = DEFENSE_IDS.filter((d) => countersAny(d, threats));
    await screen.findByTestId('suggested-squad');
    for (const d of DEFENSE_IDS)
      expect(within(screen.getByTestId(`shop-${d}`)).queryByTestId('counters-threat') !== null).toBe(
        counters.includes(d),
      );
    fireEvent.click(screen.getByRole('checkbox', { name: /Only cards that counter this week's threats/ }));
    await waitFor(() => expect(screen.getAllByTestId(/^shop-[A-Z]/)).toHaveLength(counters.length));

    // No lineup yet: not compared with an empty one's (negative) points.
    expect(screen.getByTestId('suggested-squad')).toHaveTextContent('points: your first lineup.');
    expect(screen.getByTestId('suggested-squad')).not.toHaveTextContent('for your lineup now');
    const expected = suggestSquad({ squad: { owned: [], lead: null }, balanceTenths: 1000, headlineThreats: threats });
    expect(screen.getByTestId('suggested-lineup')).toHaveTextContent(
      `Deploy ${expected.deployed.map((d) => DEFENSES[d].name).join(', ')}`,
    );
    fireEvent.click(screen.getByTestId('suggested-confirm'));
    expect(await screen.findByTestId('suggested-ok')).toHaveTextContent('Done: bought');
    const buys = call.mock.calls.filter(([name]) => name === 'shop_buyDefense').map(([, input]) => input);
    expect(buys.map((b) => b.defenseId)).toEqual(expected.buy);
    expect(new Set(buys.map((b) => b.requestId)).size).toBe(buys.length);
    const lineup = call.mock.calls.find(([name]) => name === 'squad_setLineup')?.[1];
    expect(lineup).toMatchObject({ deployed: expected.deployed, lead: expected.lead });
  });

  it("sells for the current rules' share of the price paid", async () => {
    call.mockImplementation(
      fakeCalls({
        user_getDefenses: () => [owned('VpnUsage', { pricePaid: 6, lead: true })],
        user_getBalance: () => 94,
        week_getCurrent: noWeek,
        shop_sellDefense: () => ({ balance: 100, defenses: [] }),
      }),
    );
    renderGamePage(<DefenseShopPage />);
    const sell = await screen.findByRole('button', { name: 'Sell VPN Usage' });
    expect(sell).toHaveTextContent(`Sell (+${formatCredits(saleRefundTenths(60))})`);
    fireEvent.click(sell);
    expect(await screen.findByRole('button', { name: 'Buy VPN Usage' })).toBeInTheDocument();
    expect(screen.getByTestId('shop-balance')).toHaveTextContent('100.0 cr');
  });

  it("offers the open week's rules' refund, not the newest rules': a week opened under v4 keeps 25%", async () => {
    const v4Week = openWeekUnder(4);
    call.mockImplementation(
      fakeCalls({
        user_getDefenses: () => [owned('KeepUpdated', { pricePaid: 7, lead: true })],
        user_getBalance: () => 0,
        week_getCurrent: () => v4Week,
      }),
    );
    renderGamePage(<DefenseShopPage />);
    const sell = await screen.findByRole('button', { name: 'Sell Keep Updated' });
    await waitFor(() => expect(sell).toHaveTextContent(`Sell (+${formatCredits(saleRefundTenths(70, RULES_V4))})`));
    expect(sell).toHaveTextContent('Sell (+5.2 cr)');
  });

  it('while the week is locked, says so and refuses changes with the reason', async () => {
    const locked = {
      week: {
        id: 'week-001',
        number: 1,
        status: 'locked',
        deadline: new Date().toISOString(),
        headlineThreats: [],
        seedHash: 'x',
      },
      lastSettled: null,
    };
    call.mockImplementation(
      fakeCalls({ user_getDefenses: () => [], user_getBalance: () => 100, week_getCurrent: () => locked }),
    );
    renderGamePage(<DefenseShopPage />);
    await screen.findByText(DOMAIN_ERRORS['week-locked'].message);
    const vpn = screen.getByRole('button', { name: 'Buy VPN Usage' });
    expect(vpn).toBeDisabled();
    expect(vpn).toHaveAccessibleDescription('Week locked');
  });
});
