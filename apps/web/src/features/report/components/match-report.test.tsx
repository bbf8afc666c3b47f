import { screen, within } from '@testing-library/react';
import {
  FRAUDS,
  isLeadStrongest,
  LEAD_MULTIPLIER,
  RULES_V6,
  rulesFor,
  TRANSFER_HIT_POINTS,
  TRIPLE_LEAD_MULTIPLIER,
  type MatchReportView,
} from '@fraudshield/domain';
import { renderGamePage } from '../../../testing/render-game-page';
import { MatchReport, transfersLine } from './match-report';

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

  it('writes every negative figure with one minus sign, as the transfer hit does (it mixed "-12 pts" and "−3")', () => {
    renderGamePage(<MatchReport report={{ ...report, passwordFatigue: -1, totalPoints: -17 }} />);
    const [, breach] = screen.getAllByTestId('attack');
    expect(breach).toHaveTextContent('\u221216 pts');
    expect(screen.getByText(/Password fatigue/)).toHaveTextContent('Password fatigue \u22121 (');
    expect(screen.getByText(/Week total/)).toHaveTextContent('Week total \u221217 points.');
    expect(screen.getByTestId('report-points')).toHaveTextContent('\u221217');
  });
});

describe('the match report under rules v5', () => {
  const v5: MatchReportView = {
    ...report,
    rulesVersion: 5,
    chip: 'tripleLead',
    transfers: { made: 3, free: 1, hitPoints: 2 * TRANSFER_HIT_POINTS, firstSquad: false },
    // The Triple Lead covers the forecast's very-high-severity threats only (Deepfake here; Vishing is not).
    headlineThreats: ['Deepfake', 'Vishing', 'Ddos'],
    attacks: [{ ...attack(true, 30), fraudId: 'Deepfake' }, attack(false, -16)],
  };

  it("shows the chip played, the transfers and their hit, and the Lead at the chip's multiplier", () => {
    renderGamePage(<MatchReport report={v5} />);
    expect(screen.getByTestId('report-chip')).toHaveTextContent('Triple Lead played this week.');
    expect(screen.getByTestId('report-transfers')).toHaveTextContent(
      `Transfers: 3 transfers with 1 free: −${2 * TRANSFER_HIT_POINTS} points hit, already in the week's total.`,
    );
    expect(screen.getByText(`Transfer hit −${2 * TRANSFER_HIT_POINTS}.`, { exact: false })).toBeInTheDocument();
    const [covered, notCovered] = screen.getAllByTestId('attack');
    expect(within(covered!).getByText(`Lead: points ×${TRIPLE_LEAD_MULTIPLIER}`)).toBeInTheDocument();
    expect(within(notCovered!).queryByText(`×${TRIPLE_LEAD_MULTIPLIER}`, { exact: false })).toBeNull();
    expect(within(notCovered!).getByText(`×${LEAD_MULTIPLIER}`, { exact: false })).toBeInTheDocument();
  });

  it('says a first squad and a Wildcard week were free, and shows nothing for older reports', () => {
    expect(transfersLine({ chip: null, transfers: { made: 5, free: 0, hitPoints: 0, firstSquad: true } })).toBe(
      '5 transfers: your first squad, free.',
    );
    expect(transfersLine({ chip: 'wildcard', transfers: { made: 4, free: 0, hitPoints: 0 } })).toBe(
      '4 transfers: free with the Wildcard.',
    );
    expect(transfersLine({ chip: null, transfers: { made: 1, free: 1, hitPoints: 0 } })).toBe(
      '1 transfer with 1 free: no points hit.',
    );
    renderGamePage(<MatchReport report={report} />);
    expect(screen.queryByTestId('report-chip')).toBeNull();
    expect(screen.queryByTestId('report-transfers')).toBeNull();
  });
});

describe('the match report under rules v6', () => {
  // The Triple Lead covers Deepfake (a very-high headline threat); Vishing, which the Lead strongly
  // counters too, is another attack: ×1 that week (the engine marks it not leadDoubled).
  const v6: MatchReportView = {
    ...report,
    rulesVersion: 6,
    chip: 'tripleLead',
    transfers: { made: 0, free: 2, hitPoints: 0, firstSquad: false },
    headlineThreats: ['Deepfake', 'Vishing', 'Ddos'],
    attacks: [
      {
        ...attack(true, (RULES_V6.chips?.tripleLeadMultiplier ?? NaN) * RULES_V6.severityPoints['very high']),
        fraudId: 'Deepfake',
      },
      { ...attack(true, RULES_V6.severityPoints[FRAUDS.Vishing.severity]), fraudId: 'Vishing', leadDoubled: false },
    ],
  };

  it("shows the chip's multiplier on the covered threat and no Lead bonus on the other attack, with the chip in v6 words", () => {
    expect(FRAUDS.Deepfake.severity).toBe('very high');
    expect(FRAUDS.Vishing.severity).not.toBe('very high');
    expect(isLeadStrongest(['VerificationProtocols'], 'VerificationProtocols', 'Vishing', RULES_V6)).toBe(true);
    renderGamePage(<MatchReport report={v6} />);
    const [covered, other] = screen.getAllByTestId('attack');
    expect(within(covered!).getByText(`Lead: points ×${RULES_V6.chips?.tripleLeadMultiplier}`)).toBeInTheDocument();
    expect(within(other!).getByText('Lead: no bonus (Triple Lead week)')).toBeInTheDocument();
    expect(other).not.toHaveTextContent(`×${LEAD_MULTIPLIER}`);
    expect(screen.getByTestId('report-chip')).toHaveTextContent(
      `on every other attack that week your Lead earns no bonus (×1 instead of ×${LEAD_MULTIPLIER})`,
    );
  });
});
