import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DEFENSE_IDS, DEFENSES, formatCredits, FRAUD_IDS, rulesSummary } from '@fraudshield/domain';
import { FraudWeightTable, PriceTable, RulesTable, ScoringFormula } from './rules-tables';
import { HowToPlay } from './how-to-play';
import { Faq, Glossary } from './faq';

describe('help', () => {
  it('shows every rule row from rulesSummary()', () => {
    const { container } = render(<RulesTable />);
    for (const row of rulesSummary()) {
      const tr = container.querySelector(`[data-rule="${row.key}"]`);
      expect(tr).toHaveTextContent(row.label);
      expect(tr).toHaveTextContent(row.value);
    }
  });

  it('lists every defense price and every fraud weight', () => {
    render(
      <MemoryRouter>
        <PriceTable />
        <FraudWeightTable />
      </MemoryRouter>,
    );
    const [prices, weights] = Array.from(document.querySelectorAll('table'));
    const rows = Array.from(prices.querySelectorAll('tbody tr')).map((tr) => tr.textContent ?? '');
    expect(rows).toHaveLength(DEFENSE_IDS.length);
    for (const d of DEFENSE_IDS) expect(rows.find((r) => r.includes(DEFENSES[d].name))).toContain(formatCredits(DEFENSES[d].priceTenths));
    expect(weights.querySelectorAll('tbody tr')).toHaveLength(FRAUD_IDS.length);
  });

  it('works the scoring example with the engine', () => {
    render(<ScoringFormula />);
    // Rules v2 (issue 14): strong 60%, partial 15%: 1 − 0.4 × 0.4 × 0.85.
    expect(screen.getByTestId('scoring')).toHaveTextContent('86.4%');
  });

  it('has the steps, the FAQ and the glossary', () => {
    render(
      <MemoryRouter>
        <HowToPlay />
        <Faq />
        <Glossary />
      </MemoryRouter>,
    );
    expect(within(screen.getByTestId('how-to-play')).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByTestId('faq').querySelectorAll('details').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByTestId('glossary').querySelectorAll('dt').length).toBeGreaterThanOrEqual(10);
  });

  it('says only a pass on the first try pays, and that every try shows the explanations', () => {
    render(
      <MemoryRouter>
        <HowToPlay />
        <Faq />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('how-to-play')).toHaveTextContent('pass its 3-question check on your first try: that pays 1.0 cr. After any try, every question shows its right answer and the explanation.');
    const retake = Array.from(screen.getByTestId('faq').querySelectorAll('details')).find((d) => d.textContent?.includes('Can I retake a check?'));
    expect(retake).toHaveTextContent('Only a pass on your first try of a page pays: after every try, right or wrong, each question shows its right answer and the explanation');
  });
});
