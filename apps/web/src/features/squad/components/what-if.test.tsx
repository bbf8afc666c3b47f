import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectedWeek, usualWeekRange, type DefenseId, type FraudId } from '@fraudshield/domain';
import { WhatIf } from './what-if';

const owned: DefenseId[] = ['UserEducation', 'VerificationProtocols', 'MultiFactorAuth', 'AtmInspections'];
const deployed: DefenseId[] = ['UserEducation', 'VerificationProtocols', 'MultiFactorAuth'];
const forecast: FraudId[] = ['AtmSkimming', 'Vishing', 'Phishing'];

const whole = (x: number) => (x < 0 ? `\u2212${Math.abs(Math.round(x))}` : String(Math.round(x)));

describe('WhatIf', () => {
  it('shows the exact expected points and clean-sheet chance, and what each card changes', () => {
    render(<WhatIf owned={owned} deployed={deployed} lead="UserEducation" headlineThreats={forecast} />);
    const now = expectedWeek(deployed, 'UserEducation', forecast);
    expect(screen.getByTestId('what-if-points')).toHaveTextContent(now.expectedPoints.toFixed(1));
    expect(screen.getByTestId('what-if-clean')).toHaveTextContent(`${Math.round(now.cleanSheetChance * 100)}%`);
    // In plain words: where 8 weeks in 10 land (10th to 90th percentile), not a statistic's spread.
    const { low, high } = usualWeekRange(deployed, 'UserEducation', forecast);
    expect(screen.getByTestId('what-if')).toHaveTextContent(
      `usually between ${whole(low)} and ${whole(high)} points (8 weeks in 10)`,
    );
    expect(screen.getByTestId('what-if')).not.toHaveTextContent(/spread|±/);
    const rows = screen.getAllByTestId('what-if-row');
    expect(rows).toHaveLength(4);
    // Deploying ATM Inspections against an ATM-skimming forecast: the domain's own difference.
    const atm =
      expectedWeek([...deployed, 'AtmInspections'], 'UserEducation', forecast).expectedPoints - now.expectedPoints;
    expect(atm).toBeGreaterThan(0);
    const atmRow = rows.find((r) => within(r).queryByText('ATM Inspections')) as HTMLElement;
    expect(atmRow).toHaveTextContent('deploy it');
    expect(atmRow).toHaveTextContent(`+${atm.toFixed(1)}`);
    // Benching the Lead hands the Lead to the first deployed card left.
    const ue =
      expectedWeek(['VerificationProtocols', 'MultiFactorAuth'], 'VerificationProtocols', forecast).expectedPoints -
      now.expectedPoints;
    const ueRow = rows.find((r) => within(r).queryByText('User Education')) as HTMLElement;
    expect(ueRow).toHaveTextContent('bench it');
    expect(ueRow).toHaveTextContent(`${ue >= 0 ? '+' : '−'}${Math.abs(ue).toFixed(1)}`);
  });
});
