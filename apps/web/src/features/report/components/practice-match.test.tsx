import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callFunction } from '@fraudshield/firebase-client';
import {
  CURRENT_RULES_VERSION,
  computeWeekReport,
  DEFENSES,
  hashSeed,
  matchReportOfView,
  MAX_FREE_TRANSFERS,
  rulesFor,
  TRANSFER_HIT_POINTS,
  type DefenseId,
  type FraudId,
  type PlayerDefense,
  type SquadPlanView,
} from '@fraudshield/domain';
import { fakeCalls, renderGamePage } from '../../../testing/render-game-page';
import { checkDraw } from '../utils/verify-report';
import { PracticeMatch, browserSeed, practiceReport } from './practice-match';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock(),
);
const call = vi.mocked(callFunction) as unknown as ReturnType<typeof vi.fn>;

const deployed: DefenseId[] = ['UserEducation', 'VerificationProtocols', 'MultiFactorAuth'];
const forecast: FraudId[] = ['AtmSkimming', 'Vishing', 'Phishing'];

describe('practice match', () => {
  it('is the engine report of a browser seed under the current rules, and checks out like a real week', () => {
    const seed = browserSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(browserSeed()).not.toBe(seed);
    const view = practiceReport({
      seed,
      uid: 'u1',
      deployed,
      lead: 'VerificationProtocols',
      headlineThreats: forecast,
    });
    const squad = {
      owned: deployed.map((defenseId) => ({
        defenseId,
        pricePaidTenths: DEFENSES[defenseId].priceTenths,
        deployed: true,
      })),
      lead: 'VerificationProtocols' as DefenseId,
    };
    expect(matchReportOfView(view)).toEqual(
      computeWeekReport({
        weekSeed: seed,
        uid: 'u1',
        headlineThreats: forecast,
        squad,
        rulesVersion: CURRENT_RULES_VERSION,
      }),
    );
    expect(view.seedHash).toBe(hashSeed(seed));
    expect(view.rulesVersion).toBe(CURRENT_RULES_VERSION);
    expect(checkDraw(view, 'u1').ok).toBe(true);
  });

  it('shows a clearly marked, unscored report on demand', () => {
    call.mockReset();
    call.mockImplementation(fakeCalls({}));
    renderGamePage(<PracticeMatch deployed={deployed} lead="UserEducation" headlineThreats={forecast} />, {
      uid: 'u1',
    });
    expect(screen.queryByTestId('practice-report')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play a practice match' }));
    const report = screen.getByTestId('practice-report');
    expect(report).toHaveTextContent('Practice match (unscored)');
    expect(screen.getByTestId('practice-notice')).toHaveTextContent('not scored');
    expect(screen.getAllByTestId('attack')).toHaveLength(rulesFor(CURRENT_RULES_VERSION).attacksPerWeek);
  });
});

describe('practice match under rules v5', { timeout: 30_000 }, () => {
  const owned: DefenseId[] = [...deployed, 'EmailFiltering'];
  const transfers = { made: 2, free: 1, firstSquad: false };

  it("is the engine's report with the chip and the transfers, and checks out like a real week", () => {
    const seed = browserSeed();
    for (const chip of ['tripleLead', 'fullBench', 'wildcard', null] as const) {
      const view = practiceReport({
        seed,
        uid: 'u1',
        deployed,
        lead: 'VerificationProtocols',
        headlineThreats: forecast,
        owned,
        rulesVersion: 5,
        chip,
        transfers,
      });
      const squad = {
        owned: owned.map((defenseId) => ({
          defenseId,
          pricePaidTenths: DEFENSES[defenseId].priceTenths,
          deployed: deployed.includes(defenseId),
        })),
        lead: 'VerificationProtocols' as DefenseId,
      };
      const engine = computeWeekReport({
        weekSeed: seed,
        uid: 'u1',
        headlineThreats: forecast,
        squad,
        rulesVersion: 5,
        chip,
        transfers,
      });
      expect(matchReportOfView(view)).toEqual(engine);
      expect(view.transfers?.hitPoints).toBe(chip === 'wildcard' ? 0 : TRANSFER_HIT_POINTS);
      expect(view.deployed).toHaveLength(chip === 'fullBench' ? owned.length : deployed.length);
      expect(checkDraw(view, 'u1').ok).toBe(true);
    }
  });

  it("offers a chip to try and shows this week's transfers and their hit", async () => {
    const plan: SquadPlanView = {
      rulesVersion: 5,
      weekNumber: 5,
      transfers: {
        ...transfers,
        hitPoints: TRANSFER_HIT_POINTS,
        freeWeek: null,
        hitPerTransfer: TRANSFER_HIT_POINTS,
        maxFree: MAX_FREE_TRANSFERS,
      },
      chipsPlayed: { fullBench: 2 },
      chipThisWeek: null,
      chipsLeft: ['wildcard', 'tripleLead'],
      forecasts: [],
    };
    const defenses: PlayerDefense[] = owned.map((defenseId) => ({
      defenseId,
      pricePaid: DEFENSES[defenseId].priceTenths / 10,
      deployed: deployed.includes(defenseId),
      lead: defenseId === 'VerificationProtocols',
    }));
    call.mockReset();
    call.mockImplementation(fakeCalls({ squad_getPlan: () => plan, user_getDefenses: () => defenses }));
    renderGamePage(<PracticeMatch deployed={deployed} lead="VerificationProtocols" headlineThreats={forecast} />, {
      uid: 'u1',
    });
    const select = await screen.findByLabelText('Chip in this practice');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No chip', 'Wildcard', 'Triple Lead']);
    expect(screen.getByTestId('practice-transfers')).toHaveTextContent(
      `This week so far: 2 transfers with 1 free: −${TRANSFER_HIT_POINTS} points hit`,
    );
    fireEvent.change(select, { target: { value: 'wildcard' } });
    expect(screen.getByTestId('practice-transfers')).toHaveTextContent('free with the Wildcard');
    fireEvent.change(select, { target: { value: 'tripleLead' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play a practice match' }));
    expect(screen.getByTestId('report-chip')).toHaveTextContent('Triple Lead tried in this practice.');
    expect(screen.getByTestId('report-transfers')).toHaveTextContent(`−${TRANSFER_HIT_POINTS} points hit`);
  });
});
