import { render, screen } from '@testing-library/react';
import {
  FORECAST_WEEKS_AHEAD,
  FREE_TRANSFERS_PER_WEEK,
  H2H_DRAW_POINTS,
  H2H_LOSS_POINTS,
  H2H_WIN_POINTS,
  LEAD_MULTIPLIER,
  MAX_DEPLOYED,
  MAX_FREE_TRANSFERS,
  TRANSFER_HIT_POINTS,
  TRIPLE_LEAD_MULTIPLIER,
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
    expect(transfers).toHaveTextContent(`${FREE_TRANSFERS_PER_WEEK} free transfer`);
    expect(transfers).toHaveTextContent(`up to ${MAX_FREE_TRANSFERS} in one week`);
    expect(transfers).toHaveTextContent(`takes ${plural(TRANSFER_HIT_POINTS)} off`);
    const beyond = HIT_EXAMPLE.made - HIT_EXAMPLE.free;
    expect(transfers).toHaveTextContent(
      `${HIT_EXAMPLE.made} transfers with ${HIT_EXAMPLE.free} free cost ${plural(beyond * TRANSFER_HIT_POINTS)}`,
    );
    expect(transfers).toHaveTextContent('Your first squad is free');
  });

  it('describes each chip in plain words, once a season', () => {
    render(<PlanningHelp />);
    expect(screen.getByTestId('help-chip-wildcard')).toHaveTextContent('Wildcard: Every transfer this week is free');
    expect(screen.getByTestId('help-chip-tripleLead')).toHaveTextContent(
      `×${TRIPLE_LEAD_MULTIPLIER} instead of ×${LEAD_MULTIPLIER} this week`,
    );
    expect(screen.getByTestId('help-chip-tripleLead')).toHaveTextContent(
      `on the forecast's ${TRIPLE_LEAD_SEVERITIES.join(' or ')}-severity threats`,
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
