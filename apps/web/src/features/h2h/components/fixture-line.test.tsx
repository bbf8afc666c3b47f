import { render, screen } from '@testing-library/react';
import type { H2hFixtureView } from '@fraudshield/domain';
import { FixtureLine } from './fixture-line';

const settled = (myPoints: number, theirPoints: number, outcome: H2hFixtureView['outcome']): H2hFixtureView => ({
  week: 3,
  opponent: { id: 'o1', name: 'Ada Firewall' },
  settled: true,
  myPoints,
  theirPoints,
  outcome,
});

describe('a settled fixture in words', () => {
  it('reads a negative score as a score: a minus sign and "to", not "-36–78"', () => {
    render(<FixtureLine fixture={settled(-36, 78, 'loss')} testId="line" />);
    expect(screen.getByTestId('line')).toHaveTextContent('Week 3: you lost −36 to 78 against Ada Firewall.');
    expect(screen.getByTestId('line').textContent).not.toContain('-');
  });

  it('keeps the short form when both scores are positive', () => {
    render(<FixtureLine fixture={settled(15, 5, 'win')} testId="line" />);
    expect(screen.getByTestId('line')).toHaveTextContent('Week 3: you won 15–5 against Ada Firewall.');
  });
});
