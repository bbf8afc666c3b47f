import { CURRENT_RULES, cappedRewardTenths, dailyCasePayTenths, type Ruleset } from '@fraudshield/domain';
import type { PlayerDoc } from './records';

/**
 * Rules v5's income caps (libs/domain income.ts): what the daily case and the page checks paid a
 * player in the latest opened Threat Week is kept on the player doc (`income`), changed in the
 * same player change that pays, so the cap holds however many answers race. The rules are the
 * current ones, as the shop's (a reward is no part of a match report).
 */

export type IncomeSource = 'daily' | 'quiz';

/** What `source` has paid the player in week `week` (0 when their record is of another week). */
export function paidThisWeek(player: PlayerDoc, week: number, source: IncomeSource): number {
  const income = player.income;
  if (!income || income.week !== week) return 0;
  return source === 'daily' ? income.dailyTenths : income.quizTenths;
}

/** The daily case's pay for a right answer at `streak`, within the week's cap. */
export function dailyPay(player: PlayerDoc, week: number, streak: number, rules: Ruleset = CURRENT_RULES): number {
  return dailyCasePayTenths(streak, paidThisWeek(player, week, 'daily'), rules);
}

/** A first passed page check's pay (`rewardTenths` uncapped), within the week's cap. */
export function quizPay(player: PlayerDoc, week: number, rewardTenths: number, rules: Ruleset = CURRENT_RULES): number {
  return cappedRewardTenths(
    rewardTenths,
    paidThisWeek(player, week, 'quiz'),
    rules.incomeCaps?.quizPerWeekTenths ?? null,
  );
}

/** The player's income record after `source` paid `tenths` in week `week`. */
export function withIncome(player: PlayerDoc, week: number, source: IncomeSource, tenths: number): PlayerDoc['income'] {
  const daily = paidThisWeek(player, week, 'daily');
  const quiz = paidThisWeek(player, week, 'quiz');
  return {
    week,
    dailyTenths: daily + (source === 'daily' ? tenths : 0),
    quizTenths: quiz + (source === 'quiz' ? tenths : 0),
  };
}
