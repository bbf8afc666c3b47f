import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  ANSWER_RETENTION_DAYS,
  CHECK_SIZE,
  CURRENT_RULES,
  formatChance,
  DELAYED_CHECK_WEEKS,
  learningRulesSummary,
  formatMastery,
  MASTERY_HELP_ID,
  masteryOf,
  WEEKS_PLAYED_HELP_ID,
  REVIEW_INTERVALS_WEEKS,
  REVIEW_SLOTS,
  DAILY_REWARD_BASE_TENTHS,
  DAILY_REWARD_CAP_TENTHS,
  DEFENSE_IDS,
  DEFENSES,
  defensePriceTenths,
  DRILL_BOOST_PER_CASE,
  DRILL_OVERLAP,
  DRILL_SIZE,
  drillEffect,
  formatCredits,
  FRAUD_IDS,
  MAX_PER_POSITION,
  percent,
  rulesSummary,
} from '@fraudshield/domain';
import { FraudWeightTable, PriceTable, RulesTable, ScoringFormula } from './rules-tables';
import { HowToPlay } from './how-to-play';
import { Faq, Glossary } from './faq';
import { OwnershipHelp, OWNERSHIP_HELP_TOP } from './ownership-help';
import { LearningHelp } from './learning-help';

describe('help', () => {
  it('shows every rule row from rulesSummary()', () => {
    const { container } = render(<RulesTable />);
    for (const row of rulesSummary()) {
      const tr = container.querySelector(`[data-rule="${row.key}"]`);
      expect(tr).toHaveTextContent(row.label);
      expect(tr).toHaveTextContent(row.value);
    }
  });

  it("lists every defense price (the current rules' price table) and every fraud weight", () => {
    render(
      <MemoryRouter>
        <PriceTable />
        <FraudWeightTable />
      </MemoryRouter>,
    );
    const [prices, weights] = Array.from(document.querySelectorAll('table'));
    const rows = Array.from(prices.querySelectorAll('tbody tr')).map((tr) => tr.textContent ?? '');
    expect(rows).toHaveLength(DEFENSE_IDS.length);
    for (const d of DEFENSE_IDS)
      expect(rows.find((r) => r.includes(DEFENSES[d].name))).toContain(
        formatCredits(defensePriceTenths(d, CURRENT_RULES)),
      );
    expect(weights.querySelectorAll('tbody tr')).toHaveLength(FRAUD_IDS.length);
  });

  it('works the scoring example with the engine', () => {
    render(<ScoringFormula />);
    // The rules new weeks are played under: the p the text names is the p the engine's example used.
    const { strong, partial } = CURRENT_RULES.blockP;
    const scoring = screen.getByTestId('scoring');
    expect(scoring).toHaveTextContent(`strong counter: p = ${strong}`);
    expect(scoring).toHaveTextContent(`partial counter: p = ${partial}`);
    expect(scoring).toHaveTextContent(formatChance(1 - (1 - strong) * (1 - strong) * (1 - partial)));
    const [breach, times] = [CURRENT_RULES.breachPenalty.low, CURRENT_RULES.leadMultiplier];
    expect(scoring).toHaveTextContent(
      `a breach costs −${breach} (×${times} = −${breach * times} with such a Lead: the Lead counts both ways)`,
    );
  });

  it("the steps cover the weekly drill and the daily case, with the engine's numbers", () => {
    render(
      <MemoryRouter>
        <HowToPlay />
      </MemoryRouter>,
    );
    const drill = document.querySelector('[data-step="drill"]');
    const daily = document.querySelector('[data-step="daily"]');
    expect(drill).toHaveTextContent(`a drill of ${DRILL_SIZE} scenario cases`);
    const e = drillEffect();
    expect(drill).toHaveTextContent(`takes away ${percent(e?.perCase ?? 0)} of the chance`);
    expect(drill).toHaveTextContent(
      `a ${percent(e?.example.from ?? 0)} block chance becomes ${percent(e?.example.to ?? 0)}`,
    );
    expect(daily).toHaveTextContent(`pays ${formatCredits(DAILY_REWARD_BASE_TENTHS)} on the first day`);
    expect(daily).toHaveTextContent(`up to ${formatCredits(DAILY_REWARD_CAP_TENTHS)}`);
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
    expect(screen.getByTestId('how-to-play')).toHaveTextContent(
      'pass its 3-question check on your first try: that pays 1.0 cr. After any try, every question shows its right answer and the explanation, and every wrong choice says why it is wrong.',
    );
    const retake = Array.from(screen.getByTestId('faq').querySelectorAll('details')).find((d) =>
      d.textContent?.includes('Can I retake a check?'),
    );
    expect(retake).toHaveTextContent(
      'Only a pass on your first try of a page pays: after every try, right or wrong, each question shows its right answer and the explanation, and each wrong choice says why it is wrong',
    );
  });
});

describe('the daily case trade-off', () => {
  it("says why the daily case is shared and the drill is not, with the rules' and the measured figures", () => {
    render(<Faq />);
    const entry = Array.from(screen.getByTestId('faq').querySelectorAll('details')).find((d) =>
      d.textContent?.includes('Why is today’s case the same for everyone'),
    );
    expect(entry).toBeDefined();
    expect(entry).toHaveTextContent(`takes away ${percent(DRILL_BOOST_PER_CASE)} of the chance`);
    expect(entry).toHaveTextContent(
      `share about ${DRILL_OVERLAP.meanShared} of their ${DRILL_SIZE} cases, and more than 2 in about ${percent(DRILL_OVERLAP.sharedOver2)} of pairs`,
    );
    expect(entry).toHaveTextContent(
      `at most ${DRILL_OVERLAP.packingBound.toLocaleString('en-GB')} drills of ${DRILL_SIZE}`,
    );
    expect(entry).toHaveTextContent(
      `it pays at most ${formatCredits(DAILY_REWARD_CAP_TENTHS)} and moves no block chance`,
    );
    expect(entry).toHaveTextContent('lists its options in your own order');
  });
});

describe('ownership help', () => {
  it('explains ownership from the squad limits and lists the most owned cards of the last settled week', () => {
    const cards = DEFENSE_IDS.map((defenseId, i) => ({
      defenseId,
      owned: (DEFENSE_IDS.length - i) / 40,
      deployed: 0.1,
      lead: i === 0 ? 0.05 : 0,
    }));
    const view = render(<OwnershipHelp ownership={{ weekId: 'week-002', weekNumber: 2, players: 40, cards }} />);
    const help = screen.getByTestId('ownership-help');
    expect(help).toHaveTextContent(`add up to at most ${MAX_PER_POSITION * 100}%`);
    const table = within(help).getByRole('table', { name: 'Most owned in week 2 (40 players)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(OWNERSHIP_HELP_TOP);
    // Most owned first: the first card is owned by 20 of 40 players.
    expect(rows[0]).toHaveTextContent(`${DEFENSES[DEFENSE_IDS[0]].name}50%10%5%`);
    expect(rows[1]).toHaveTextContent(`${DEFENSES[DEFENSE_IDS[1]].name}48%10%0%`);
    view.unmount();

    render(<OwnershipHelp ownership={null} />);
    expect(screen.getByTestId('ownership-help-empty')).toHaveTextContent('No week has been settled yet');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains how learning is measured with the numbers the server runs: every row of learningRulesSummary() and the constants in the text', () => {
    render(
      <MemoryRouter>
        <LearningHelp />
      </MemoryRouter>,
    );
    const help = screen.getByTestId('learning-help');
    const rows = learningRulesSummary();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      const tr = help.querySelector(`[data-rule="${row.key}"]`);
      expect(tr).toHaveTextContent(row.label);
      expect(tr).toHaveTextContent(row.value);
    }
    const text = help.textContent ?? '';
    expect(text).toContain('Mastery = spotting rate − false-alarm rate');
    const oneOfOne = formatMastery(masteryOf({ fraudSeen: 1, hits: 1, genuineSeen: 0, falseAlarms: 0 }).mastery);
    expect(text).toContain(`1 of 1 spotted and no genuine case yet gives ${oneOfOne}, for every player`);
    // The links beside the figures land on these two headings.
    expect(help.querySelector(`#${MASTERY_HELP_ID}`)).toHaveTextContent('Mastery');
    expect(help.querySelector(`#${WEEKS_PLAYED_HELP_ID}`)).toHaveTextContent('Weeks played');
    expect(text).toContain(
      `comes back ${REVIEW_INTERVALS_WEEKS.map((w) => `${w} week${w === 1 ? '' : 's'}`).join(', ')} later`,
    );
    expect(text).toContain(`at most ${REVIEW_SLOTS} cases of the weekly drill`);
    expect(text).toContain(`a placement check of ${CHECK_SIZE} cases`);
    expect(text).toContain(`After ${DELAYED_CHECK_WEEKS.map((w) => `${w} weeks`).join(' and after ')} played since it`);
    expect(text).toContain(`kept ${ANSWER_RETENTION_DAYS} days, then deleted`);
  });
});
