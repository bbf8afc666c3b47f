import {
  CURRENT_RULES,
  RULES_V4,
  RULES_V5,
  RULES_V6,
  RULES_V7,
  TRANSFER_HIT_POINTS,
  type SquadPlanView,
} from '@fraudshield/domain';
import { transfersView as t } from '../testing/plan-fixtures';
import { chipDescription, chipList, nextTransferHit, nextTransferLine, planSummary } from './rules-v5-words';

const plan = (x: Partial<SquadPlanView>): SquadPlanView => ({
  rulesVersion: 5,
  weekNumber: 4,
  transfers: t({ free: 2 }),
  chipsPlayed: {},
  chipThisWeek: null,
  chipsLeft: [],
  forecasts: [],
  ...x,
});

describe("rules v5's words", () => {
  it("prices the next transfer with the rules' transferHit", () => {
    expect(nextTransferHit(t({ free: 1, made: 0 }), RULES_V5)).toBe(0);
    expect(nextTransferHit(t({ free: 1, made: 1 }), RULES_V5)).toBe(TRANSFER_HIT_POINTS);
    expect(nextTransferHit(t({ free: 0, made: 5, freeWeek: 'wildcard' }), RULES_V5)).toBe(0);
    expect(nextTransferHit(t({ free: 0, made: 5 }), RULES_V4)).toBe(0);
    expect(nextTransferLine(t({ free: 1, made: 1 }), RULES_V5)).toBe(
      `Your next transfer costs ${TRANSFER_HIT_POINTS} points: you have no free transfers left.`,
    );
    expect(nextTransferLine(t({ free: 3, made: 1 }), RULES_V5)).toBe(
      'Your next transfer is free: you have 2 free transfers left.',
    );
  });

  it("sums the plan up in Home's one line", () => {
    expect(planSummary(plan({ chipThisWeek: 'tripleLead' }))).toBe(
      '2 free transfers left · Triple Lead played this week',
    );
    expect(planSummary(plan({ transfers: t({ free: 1, made: 3 }) }))).toBe('0 free transfers left');
    expect(planSummary(plan({ transfers: t({ freeWeek: 'first-squad', made: 4 }) }))).toBe('Your first squad is free');
    // A Wildcard week keeps every banked free transfer (transfers.ts): none is used up by its buys.
    expect(
      planSummary(plan({ transfers: t({ free: 4, made: 2, freeWeek: 'wildcard' }), chipThisWeek: 'wildcard' })),
    ).toBe('Wildcard played this week: every transfer free, your 4 free transfers kept');
    expect(planSummary(plan({ weekNumber: null }))).toBeNull();
    expect(planSummary(plan({ transfers: null }))).toBeNull();
    expect(planSummary(undefined)).toBeNull();
  });

  it("says the Triple Lead of each rules version truly: v6's Lead earns no bonus on the other attacks", () => {
    const v6 = RULES_V6.chips;
    const v5 = RULES_V5.chips;
    if (!v6 || !v5) throw new Error('rules v5 and v6 have chips');
    // Read the figures off the rules, so the test follows a tuned number.
    expect(v6.tripleLeadOthersMultiplier).toBe(1);
    expect(chipDescription('tripleLead', RULES_V6)).toBe(
      `Your Lead's points count ×${v6.tripleLeadMultiplier} instead of ×${RULES_V6.leadMultiplier} this week, blocks and breaches alike, ` +
        `on the forecast's ${v6.tripleLeadSeverities?.join(' or ')}-severity headline threats; ` +
        `on every other attack that week your Lead earns no bonus (×1 instead of ×${RULES_V6.leadMultiplier}): ` +
        'play it in a week one is forecast, your Lead strongly counters it and it outweighs the bonus you give up.',
    );
    // v5 (weeks played under it keep their words): the Lead still doubled the rest of the week.
    expect(chipDescription('tripleLead', RULES_V5)).toContain(
      `×${v5.tripleLeadMultiplier} instead of ×${RULES_V5.leadMultiplier} this week`,
    );
    expect(chipDescription('tripleLead', RULES_V5)).not.toContain('no bonus');
    // The default is the current rules, and the list carries the same words.
    expect(chipDescription('tripleLead')).toBe(chipDescription('tripleLead', CURRENT_RULES));
    expect(chipList(RULES_V6).find((c) => c.id === 'tripleLead')?.description).toBe(
      chipDescription('tripleLead', RULES_V6),
    );
  });

  it("says v7's Triple Lead counts on the covered threats the Lead counters partly too", () => {
    const v7 = RULES_V7.chips;
    if (!v7) throw new Error('rules v7 have chips');
    expect(v7.tripleLeadCoversPartial).toBe(true);
    expect(chipDescription('tripleLead', RULES_V7)).toBe(
      `Your Lead's points count ×${v7.tripleLeadMultiplier} instead of ×${RULES_V7.leadMultiplier} this week, blocks and breaches alike, ` +
        `on the forecast's ${v7.tripleLeadSeverities?.join(' or ')}-severity headline threats your Lead counters, strongly or partly; ` +
        `on every other attack that week your Lead earns no bonus (×1 instead of ×${RULES_V7.leadMultiplier}): ` +
        'play it in a week your Lead counters one or more of them and they outweigh the bonus you give up.',
    );
  });
});
