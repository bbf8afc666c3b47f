import { fireEvent, render, screen } from '@testing-library/react';
import { UidProvider } from '../../../lib/server-state/queries';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_RULES_VERSION,
  computeWeekReport,
  DEFENSES,
  hashSeed,
  matchReportOfView,
  type DefenseId,
  type FraudId,
} from '@fraudshield/domain';
import { checkDraw } from '../utils/verify-report';
import { PracticeMatch, browserSeed, practiceReport } from './practice-match';

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
    render(
      <MemoryRouter>
        <UidProvider uid="u1">
          <PracticeMatch deployed={deployed} lead="UserEducation" headlineThreats={forecast} />
        </UidProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('practice-report')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play a practice match' }));
    const report = screen.getByTestId('practice-report');
    expect(report).toHaveTextContent('Practice match (unscored)');
    expect(screen.getByTestId('practice-notice')).toHaveTextContent('not scored');
    expect(screen.getAllByTestId('attack')).toHaveLength(4);
  });
});
