/**
 * Rules v5 income caps: the daily case and the page checks pay at most so much per week, so
 * credits stay scarce for every behaviour (v4: an engaged learner could collect 68 cr from the
 * daily case and 40 cr from the checks in a season and stop feeling prices).
 */
import { QUIZ_REWARD_TENTHS, dailyRewardTenths } from './constants';
import type { Ruleset } from './ruleset';

/** What a reward of `rewardTenths` pays when `paidThisWeekTenths` was already paid this week under a cap (null: no cap). */
export function cappedRewardTenths(rewardTenths: number, paidThisWeekTenths: number, capTenths: number | null): number {
  if (capTenths === null) return Math.max(0, rewardTenths);
  return Math.max(0, Math.min(rewardTenths, capTenths - paidThisWeekTenths));
}

/** The daily case's reward for a streak, within the week's cap. */
export function dailyCasePayTenths(streak: number, paidThisWeekTenths: number, rules: Ruleset): number {
  return cappedRewardTenths(
    dailyRewardTenths(streak),
    paidThisWeekTenths,
    rules.incomeCaps?.dailyCasePerWeekTenths ?? null,
  );
}

/** A first passed page check's reward, within the week's cap. */
export function quizPayTenths(paidThisWeekTenths: number, rules: Ruleset): number {
  return cappedRewardTenths(QUIZ_REWARD_TENTHS, paidThisWeekTenths, rules.incomeCaps?.quizPerWeekTenths ?? null);
}
