import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callFunction } from '@fraudshield/firebase-client';
import {
  FRAUDS,
  LEAD_MULTIPLIER,
  MAX_FREE_TRANSFERS,
  messageFor,
  RULES_V5,
  RULES_V6,
  TRANSFER_HIT_POINTS,
  TRIPLE_LEAD_MULTIPLIER,
  type CurrentWeek,
  type SquadPlanView,
} from '@fraudshield/domain';
import { transfersView as transfers } from '../../../testing/plan-fixtures';
import { fakeCalls, refusal, renderGamePage } from '../../../testing/render-game-page';
import { chipDescription } from '../../../lib/rules-v5-words';
import { PlanPanel } from './plan-panel';
import { ShopView } from './shop-view';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock(),
);
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

const plan = (p: Partial<SquadPlanView> = {}): SquadPlanView => ({
  rulesVersion: 5,
  weekNumber: 5,
  transfers: transfers(),
  chipsPlayed: {},
  chipThisWeek: null,
  chipsLeft: ['wildcard', 'tripleLead', 'fullBench'],
  forecasts: [
    { weekNumber: 5, headlineThreats: ['Phishing', 'Vishing', 'Ddos'] },
    { weekNumber: 6, headlineThreats: ['SimSwap', 'Ransomware', 'BusinessEmailCompromise'] },
    { weekNumber: 7, headlineThreats: ['InvestmentScam', 'Deepfake', 'AccountTakeover'] },
  ],
  ...p,
});

const openWeek: CurrentWeek = {
  week: {
    id: 'week-005',
    number: 5,
    status: 'open',
    deadline: new Date(Date.now() + 86_400_000).toISOString(),
    headlineThreats: ['Phishing', 'Vishing', 'Ddos'],
    seedHash: 'ab'.repeat(32),
  },
  lastSettled: null,
  ownership: null,
};

function renderPanel(view: SquadPlanView, extra: Parameters<typeof fakeCalls>[0] = {}) {
  call.mockImplementation(fakeCalls({ squad_getPlan: () => view, week_getCurrent: () => openWeek, ...extra }));
  return renderGamePage(<PlanPanel />);
}

describe('the plan panel', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('lists the forecasts published ahead, this week first, each fraud linking to its wiki page', async () => {
    renderPanel(plan());
    const week5 = await screen.findByTestId('plan-forecast-5');
    expect(week5).toHaveTextContent(`Week 5 (this week): ${FRAUDS.Phishing.name}, ${FRAUDS.Vishing.name}`);
    expect(screen.getByTestId('plan-forecast-6')).not.toHaveTextContent('this week');
    expect(screen.getByTestId('plan-forecast-7')).toBeInTheDocument();
    expect(within(week5).getByRole('link', { name: FRAUDS.Phishing.name })).toHaveAttribute('href', '/frauds/Phishing');
  });

  it("says a first squad's week is free", async () => {
    renderPanel(plan({ transfers: transfers({ free: 0, made: 5, freeWeek: 'first-squad' }) }));
    expect(await screen.findByTestId('plan-next-transfer')).toHaveTextContent(
      'Your first squad is free: no buy this week counts as a transfer.',
    );
    expect(screen.getByTestId('plan-made')).toHaveTextContent('5');
    expect(screen.getByTestId('plan-transfers')).toHaveTextContent('Transfers made: 5, all free this week.');
    expect(screen.queryByTestId('plan-hit')).toBeNull();
  });

  it('says a Wildcard week is free', async () => {
    renderPanel(plan({ transfers: transfers({ free: 0, made: 4, freeWeek: 'wildcard' }), chipThisWeek: 'wildcard' }));
    expect(await screen.findByTestId('plan-next-transfer')).toHaveTextContent(
      'Wildcard played: every transfer this week is free.',
    );
  });

  it('counts the free transfers left', async () => {
    renderPanel(plan({ transfers: transfers({ free: 2, made: 1 }) }));
    expect(await screen.findByTestId('plan-free')).toHaveTextContent('2');
    expect(screen.getByTestId('plan-made')).toHaveTextContent('1');
    expect(screen.getByTestId('plan-transfers')).toHaveTextContent(`up to ${MAX_FREE_TRANSFERS}`);
    expect(screen.getByTestId('plan-next-transfer')).toHaveTextContent(
      'Your next transfer is free: you have 1 free transfer left.',
    );
  });

  it("previews the next transfer's hit from the rules, and the hit so far", async () => {
    renderPanel(plan({ transfers: transfers({ free: 1, made: 2, hitPoints: TRANSFER_HIT_POINTS }) }));
    expect(await screen.findByTestId('plan-next-transfer')).toHaveTextContent(
      `Your next transfer costs ${TRANSFER_HIT_POINTS} points: you have no free transfers left.`,
    );
    expect(screen.getByTestId('plan-hit')).toHaveTextContent(`−${TRANSFER_HIT_POINTS}`);
  });

  it('says each chip in plain words, the numbers from the constants', async () => {
    renderPanel(plan());
    const triple = await screen.findByTestId('chip-tripleLead');
    // The plan's week is a v5 week: its words, the Lead still doubling the other attacks.
    expect(triple).toHaveTextContent(chipDescription('tripleLead', RULES_V5));
    expect(triple).not.toHaveTextContent('no bonus');
    expect(chipDescription('tripleLead', RULES_V5)).toContain(
      `×${TRIPLE_LEAD_MULTIPLIER} instead of ×${LEAD_MULTIPLIER} this week`,
    );
    for (const id of ['wildcard', 'tripleLead', 'fullBench']) {
      expect(within(screen.getByTestId(`chip-${id}`)).getByRole('button', { name: /^Play / })).toBeEnabled();
    }
  });

  it("says a v6 week's Triple Lead in v6 words: no Lead bonus on the other attacks", async () => {
    renderPanel(plan({ rulesVersion: 6 }));
    const triple = await screen.findByTestId('chip-tripleLead');
    expect(triple).toHaveTextContent(chipDescription('tripleLead', RULES_V6));
    expect(triple).toHaveTextContent(`your Lead earns no bonus (×1 instead of ×${LEAD_MULTIPLIER})`);
    expect(triple).toHaveTextContent(
      `count ×${RULES_V6.chips?.tripleLeadMultiplier} instead of ×${LEAD_MULTIPLIER} this week`,
    );
  });

  it('says a chip played earlier in the season was played, and in which week, with no dead button', async () => {
    renderPanel(plan({ chipsPlayed: { tripleLead: 2 }, chipsLeft: ['wildcard', 'fullBench'] }));
    const triple = await screen.findByTestId('chip-tripleLead');
    expect(screen.getByTestId('chip-played-tripleLead')).toHaveTextContent(
      'Played in week 2: each chip is played once a season.',
    );
    expect(within(triple).queryByRole('button')).toBeNull();
    // The chips still to play keep their button.
    expect(screen.getByRole('button', { name: 'Play Wildcard' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Play Full Bench' })).toBeEnabled();
  });

  it('disables the other chips once one is played this week', async () => {
    renderPanel(
      plan({ chipsPlayed: { wildcard: 5 }, chipThisWeek: 'wildcard', chipsLeft: ['tripleLead', 'fullBench'] }),
    );
    expect(await screen.findByTestId('chip-why-fullBench')).toHaveTextContent(
      'Wildcard is played this week: one chip a week.',
    );
    expect(screen.getByTestId('chip-played-wildcard')).toHaveTextContent(
      'Played in week 5 (this week): a chip cannot be taken back.',
    );
    expect(within(screen.getByTestId('chip-wildcard')).getByText('Played this week')).toBeInTheDocument();
    expect(within(screen.getByTestId('chip-wildcard')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Full Bench' })).toBeDisabled();
  });

  it('disables every chip while no week is open', async () => {
    renderPanel(plan({ weekNumber: null, transfers: null, forecasts: [] }));
    expect(await screen.findByTestId('chip-why-wildcard')).toHaveTextContent(
      'No week is open: a chip is played before a week’s deadline.',
    );
    expect(screen.getByTestId('plan-transfers')).toHaveTextContent('Transfers are counted once a week is open.');
    for (const name of ['Wildcard', 'Triple Lead', 'Full Bench']) {
      expect(screen.getByRole('button', { name: `Play ${name}` })).toBeDisabled();
    }
  });

  it('disables every chip once the open week has locked', async () => {
    const locked = { ...openWeek, week: { ...openWeek.week!, status: 'locked' as const } };
    renderPanel(plan(), { week_getCurrent: () => locked });
    await waitFor(() => expect(screen.getByTestId('chip-why-tripleLead')).toHaveTextContent('No week is open'));
  });

  it("says when the week's rules have no chips", async () => {
    renderPanel(plan({ rulesVersion: 4, transfers: null, chipsLeft: [] }));
    expect(await screen.findByTestId('chip-why-fullBench')).toHaveTextContent("This week's rules have no chips.");
  });

  it('plays a chip only after the confirmation, with a request id, and shows it played', async () => {
    const played = plan({
      chipsPlayed: { tripleLead: 5 },
      chipThisWeek: 'tripleLead',
      chipsLeft: ['wildcard', 'fullBench'],
    });
    renderPanel(plan(), { squad_playChip: () => played });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Triple Lead' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Play Triple Lead in week 5?');
    expect(dialog).toHaveTextContent('A chip cannot be taken back');
    // Cancel plays nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call).not.toHaveBeenCalledWith('squad_playChip', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Play Triple Lead' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Play Triple Lead' }));
    expect(await screen.findByTestId('chip-ok')).toHaveTextContent('Triple Lead played for this week.');
    expect(call).toHaveBeenCalledWith('squad_playChip', { chip: 'tripleLead', requestId: expect.any(String) });
    expect(screen.getByTestId('chip-played-tripleLead')).toHaveTextContent('Played in week 5 (this week)');
    expect(within(screen.getByTestId('chip-tripleLead')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Wildcard' })).toBeDisabled();
  });

  it('says before a Full Bench what it adds: nothing when every owned card is deployed, else the reserves', async () => {
    const owned = (deployed: boolean[]) =>
      (['UserEducation', 'VerificationProtocols', 'MultiFactorAuth'] as const)
        .slice(0, deployed.length)
        .map((defenseId, i) => ({ defenseId, pricePaid: 10, deployed: deployed[i] ?? false, lead: i === 0 }));
    const view = renderPanel(plan(), { user_getDefenses: () => owned([true, true]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Full Bench' }));
    expect(await within(await screen.findByRole('dialog')).findByTestId('chip-effect')).toHaveTextContent(
      'You deploy every card you own (2): Full Bench adds none this week. Buy reserves first, or keep it for a week you own more than you deploy.',
    );
    view.unmount();
    renderPanel(plan(), { user_getDefenses: () => owned([true, true, false]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Full Bench' }));
    expect(await within(await screen.findByRole('dialog')).findByTestId('chip-effect')).toHaveTextContent(
      `Your reserve plays too: ${'Multi-Factor Authentication'}.`,
    );
  });

  it("says before a Triple Lead which of the week's threats the Lead would triple, or that it would only lose the bonus", async () => {
    const squad = (lead: 'ApplicationSandboxing' | 'VerificationProtocols') =>
      (['ApplicationSandboxing', 'VerificationProtocols'] as const).map((defenseId) => ({
        defenseId,
        pricePaid: 10,
        deployed: true,
        lead: defenseId === lead,
      }));
    const v7 = plan({
      rulesVersion: 7,
      forecasts: [{ weekNumber: 5, headlineThreats: ['Ransomware', 'ZeroDayExploit', 'Phishing'] }],
    });
    const view = renderPanel(v7, { user_getDefenses: () => squad('ApplicationSandboxing') });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Triple Lead' }));
    expect(await within(await screen.findByRole('dialog')).findByTestId('chip-effect')).toHaveTextContent(
      `Your Lead, Application Sandboxing, counters ${FRAUDS.Ransomware.name}, ${FRAUDS.ZeroDayExploit.name}: its points on those threats count ×${TRIPLE_LEAD_MULTIPLIER} this week.`,
    );
    view.unmount();
    renderPanel(v7, { user_getDefenses: () => squad('VerificationProtocols') });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Triple Lead' }));
    expect(await within(await screen.findByRole('dialog')).findByTestId('chip-effect')).toHaveTextContent(
      "Your Lead, Verification Protocols, counters none of this week's headline threats that a Triple Lead covers: played now, it only takes the Lead's bonus away.",
    );
  });

  it("shows a refusal through the error display, by the error's code", async () => {
    renderPanel(plan(), {
      squad_playChip: () => Promise.reject(refusal('failed-precondition', 'week-locked')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Full Bench' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Play Full Bench' }));
    expect(await screen.findByTestId('chip-error')).toHaveTextContent(messageFor('failed-precondition', 'week-locked'));
  });
});

describe('the shop before a buy', { timeout: 30_000 }, () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('says beside each Buy what the transfer would cost once the free ones are used', async () => {
    call.mockImplementation(
      fakeCalls({
        user_getDefenses: () => [],
        user_getBalance: () => 100,
        week_getCurrent: () => openWeek,
        squad_getPlan: () => plan({ transfers: transfers({ free: 0, made: 0 }) }),
      }),
    );
    renderGamePage(<ShopView />);
    expect(await screen.findByTestId('buy-hit-EmailFiltering')).toHaveTextContent(
      `Your next transfer costs ${TRANSFER_HIT_POINTS} points: you have no free transfers left.`,
    );
  });

  it('says nothing beside Buy while the transfer is free', async () => {
    call.mockImplementation(
      fakeCalls({
        user_getDefenses: () => [],
        user_getBalance: () => 100,
        week_getCurrent: () => openWeek,
        squad_getPlan: () => plan({ transfers: transfers({ free: 0, made: 3, freeWeek: 'first-squad' }) }),
      }),
    );
    renderGamePage(<ShopView />);
    expect(await screen.findByTestId('plan-next-transfer')).toHaveTextContent('Your first squad is free');
    expect(screen.queryByTestId('buy-hit-EmailFiltering')).toBeNull();
  });
});
