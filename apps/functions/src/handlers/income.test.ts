import { describe, expect, it } from 'vitest';
import { QUIZ_REWARD_TENTHS, RULES_V4, RULES_V5, dailyRewardTenths } from '@fraudshield/domain';
import { newPlayerDoc } from '../infra/player-store';
import { dailyPay, paidThisWeek, quizPay, withIncome } from './income';
import type { PlayerDoc } from './records';

const CAPS = RULES_V5.incomeCaps ?? { dailyCasePerWeekTenths: NaN, quizPerWeekTenths: NaN };
const fresh = (): PlayerDoc =>
  newPlayerDoc({ uid: 'u', email: null, displayName: null, signInProvider: null }, 0, 'tag123');

describe('income caps per week (rules v5)', () => {
  it('the daily case pays in full until the week’s cap, then the rest of the cap, then nothing', () => {
    let p = fresh();
    let paid = 0;
    for (let streak = 1; streak <= 7; streak++) {
      const pay = dailyPay(p, 4, streak, RULES_V5);
      expect(pay).toBe(Math.max(0, Math.min(dailyRewardTenths(streak), CAPS.dailyCasePerWeekTenths - paid)));
      paid += pay;
      p = { ...p, income: withIncome(p, 4, 'daily', pay) };
    }
    expect(paid).toBe(CAPS.dailyCasePerWeekTenths);
    expect(paidThisWeek(p, 4, 'daily')).toBe(CAPS.dailyCasePerWeekTenths);
    // The checks have their own cap: the daily case's spending does not touch it.
    expect(quizPay(p, 4, QUIZ_REWARD_TENTHS, RULES_V5)).toBe(Math.min(QUIZ_REWARD_TENTHS, CAPS.quizPerWeekTenths));
    // A new week starts from nothing.
    expect(dailyPay(p, 5, 1, RULES_V5)).toBe(Math.min(dailyRewardTenths(1), CAPS.dailyCasePerWeekTenths));
  });

  it('the page checks stop paying at the cap; rules without caps pay every time', () => {
    let p = fresh();
    let paid = 0;
    for (let page = 0; page < 40; page++) {
      const pay = quizPay(p, 2, QUIZ_REWARD_TENTHS, RULES_V5);
      paid += pay;
      p = { ...p, income: withIncome(p, 2, 'quiz', pay) };
    }
    expect(paid).toBe(CAPS.quizPerWeekTenths);
    expect(quizPay(p, 2, QUIZ_REWARD_TENTHS, RULES_V4)).toBe(QUIZ_REWARD_TENTHS);
    expect(dailyPay(p, 2, 5, RULES_V4)).toBe(dailyRewardTenths(5));
    expect(withIncome(p, 3, 'daily', 2)).toEqual({ week: 3, dailyTenths: 2, quizTenths: 0 });
  });
});
