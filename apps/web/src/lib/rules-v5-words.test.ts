import { RULES_V4, RULES_V5, TRANSFER_HIT_POINTS, type SquadPlanView } from '@fraudshield/domain';
import { transfersView as t } from '../testing/plan-fixtures';
import { nextTransferHit, nextTransferLine, planSummary } from './rules-v5-words';

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
    expect(planSummary(plan({ weekNumber: null }))).toBeNull();
    expect(planSummary(plan({ transfers: null }))).toBeNull();
    expect(planSummary(undefined)).toBeNull();
  });
});
