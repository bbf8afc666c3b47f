import { render, screen } from '@testing-library/react';
import {
  CURRENT_RULES,
  FORECAST_WEEKS_AHEAD,
  H2H_DRAW_POINTS,
  H2H_LOSS_POINTS,
  H2H_WIN_POINTS,
  LEAD_MULTIPLIER,
  MAX_DEPLOYED,
  TRIPLE_LEAD_SEVERITIES,
} from '@fraudshield/domain';
import { HIT_EXAMPLE, PlanningHelp } from './planning-help';

const plural = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

describe('planning help', () => {
  it("says the forecasts ahead, free transfers and hits with the rules' numbers and an example from transferHit", () => {
    render(<PlanningHelp />);
    expect(screen.getByTestId('help-forecasts')).toHaveTextContent(
      `you see ${FORECAST_WEEKS_AHEAD} weeks, this one included`,
    );
    const transfers = screen.getByTestId('help-transfers');
    // The current rules' figures (v6: 2 a week, up to 4), not v5's constants (1, up to 3).
    const t = CURRENT_RULES.transfers;
    if (!t) throw new Error('the current rules have transfers');
    expect(t.freePerWeek).toBeGreaterThan(1);
    expect(transfers).toHaveTextContent(`You get ${t.freePerWeek} free transfers a week`);
    expect(transfers).toHaveTextContent(`up to ${t.maxFree} in one week`);
    expect(transfers).toHaveTextContent(`takes ${plural(t.hitPoints)} off`);
    const beyond = HIT_EXAMPLE.made - HIT_EXAMPLE.free;
    expect(HIT_EXAMPLE.free).toBe(t.freePerWeek);
    expect(transfers).toHaveTextContent(
      `${HIT_EXAMPLE.made} transfers with ${HIT_EXAMPLE.free} free cost ${plural(beyond * t.hitPoints)}`,
    );
    expect(transfers).toHaveTextContent('Your first squad is free');
  });

  it('describes each chip in plain words, once a season', () => {
    render(<PlanningHelp />);
    expect(screen.getByTestId('help-chip-wildcard')).toHaveTextContent('Wildcard: Every transfer this week is free');
    expect(screen.getByTestId('help-chip-tripleLead')).toHaveTextContent(
      `×${CURRENT_RULES.chips?.tripleLeadMultiplier} instead of ×${LEAD_MULTIPLIER} this week`,
    );
    expect(screen.getByTestId('help-chip-tripleLead')).toHaveTextContent(
      `on the forecast's ${TRIPLE_LEAD_SEVERITIES.join(' or ')}-severity headline threats`,
    );
    // The current rules (v6): in a Triple Lead week the Lead earns no bonus on the other attacks.
    expect(CURRENT_RULES.chips?.tripleLeadOthersMultiplier).toBe(1);
    expect(screen.getByTestId('help-chip-tripleLead')).toHaveTextContent(
      `on every other attack that week your Lead earns no bonus (×1 instead of ×${LEAD_MULTIPLIER})`,
    );
    expect(screen.getByTestId('help-chip-fullBench')).toHaveTextContent(`not just the ${MAX_DEPLOYED} you deploy`);
    expect(screen.getByTestId('planning-help')).toHaveTextContent('You have each chip once a season.');
  });

  it('explains head-to-head points and the cup', () => {
    render(<PlanningHelp />);
    const h2h = screen.getByTestId('help-h2h');
    expect(h2h).toHaveTextContent(`gets ${plural(H2H_WIN_POINTS)}`);
    expect(h2h).toHaveTextContent(`a draw, ${plural(H2H_DRAW_POINTS)} each`);
    expect(h2h).toHaveTextContent(`a loss gets ${plural(H2H_LOSS_POINTS)}`);
    expect(screen.getByTestId('help-cup')).toHaveTextContent("Each round is decided by one week's points");
  });
});
