import { screen, within } from '@testing-library/react';
import { rulesFor, type MatchReportView } from '@fraudshield/domain';
import { renderGamePage } from '../../../testing/render-game-page';
import { MatchReport } from './match-report';

const attack = (blocked: boolean, points: number) => ({
  fraudId: blocked ? ('Phishing' as const) : ('Vishing' as const),
  engaged: [{ defenseId: 'VerificationProtocols' as const, effectiveness: 2 as const }],
  chance: 0.6,
  roll: blocked ? 0.1 : 0.9,
  blocked,
  points,
  leadDoubled: true,
});

const report: MatchReportView = {
  weekId: 'week-004',
  weekNumber: 4,
  seed: 'a'.repeat(64),
  seedHash: 'b'.repeat(64),
  headlineThreats: ['Phishing', 'Vishing', 'Ddos'],
  deployed: ['VerificationProtocols'],
  lead: 'VerificationProtocols',
  attacks: [attack(true, 20), attack(false, -16)],
  cleanSheetBonus: 0,
  passwordFatigue: 0,
  totalPoints: 4,
  creditsEarned: 1,
  rulesVersion: 4,
};

describe('the match report', () => {
  it("says what the Lead did on each line: a block's points, or a breach's penalty (rules v4 double both)", () => {
    expect(rulesFor(4).leadOnBreaches).toBe(true);
    renderGamePage(<MatchReport report={report} />);
    const [block, breach] = screen.getAllByTestId('attack');
    expect(within(block!).getByText('Lead: points ×2')).toBeInTheDocument();
    expect(within(breach!).getByText('Lead: penalty ×2')).toBeInTheDocument();
    expect(breach).not.toHaveTextContent('points ×2');
  });
});
