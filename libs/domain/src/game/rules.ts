/**
 * The Help page's rule table, generated from the same constants the engine uses, so the page
 * can never disagree with the game.
 */
import * as C from './constants';
import { formatCredits } from './constants';
import { CURRENT_RULES_VERSION } from './ruleset';

export type RuleSection = 'currency' | 'squad' | 'weeks' | 'resolution' | 'bonuses' | 'learning' | 'leagues' | 'drill';

export interface RuleRow {
  /** Stable key for tests and anchors. */
  readonly key: string;
  readonly section: RuleSection;
  readonly label: string;
  /** Display value, e.g. "100.0 cr", "80%", "+4". */
  readonly value: string;
}

export const RULE_SECTIONS: readonly { readonly id: RuleSection; readonly title: string }[] = [
  { id: 'currency', title: 'Credits' },
  { id: 'squad', title: 'Squad' },
  { id: 'weeks', title: 'Threat Weeks' },
  { id: 'resolution', title: 'Resolving an attack' },
  { id: 'bonuses', title: 'Weekly bonuses and income' },
  { id: 'learning', title: 'Learning pays' },
  { id: 'drill', title: 'Weekly drill and daily case' },
  { id: 'leagues', title: 'Leagues' },
];

const pct = (p: number): string => `${Math.round(p * 100)}%`;
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** Every rule number with a label, in Help-page order. */
export function rulesSummary(): RuleRow[] {
  const rows: RuleRow[] = [
    {
      key: 'startingBalance',
      section: 'currency',
      label: 'Starting balance',
      value: formatCredits(C.STARTING_BALANCE_TENTHS),
    },
    { key: 'maxOwned', section: 'squad', label: 'Defenses owned (max)', value: `${C.MAX_OWNED}` },
    { key: 'maxPerPosition', section: 'squad', label: 'Defenses per position (max)', value: `${C.MAX_PER_POSITION}` },
    { key: 'maxDeployed', section: 'squad', label: 'Defenses deployed each week (max)', value: `${C.MAX_DEPLOYED}` },
    {
      key: 'sellRefund',
      section: 'squad',
      label: 'Selling refunds (rounded down to a tenth of a credit)',
      value: `${C.SELL_REFUND_PERCENT}% of the price paid`,
    },
    { key: 'attacksPerWeek', section: 'weeks', label: 'Attacks per player each week', value: `${C.ATTACKS_PER_WEEK}` },
    {
      key: 'headlineThreats',
      section: 'weeks',
      label: 'Headline threats in the forecast',
      value: `${C.HEADLINE_THREATS}`,
    },
    {
      key: 'fairDraw',
      section: 'weeks',
      label: 'Your attacks and rolls come from',
      value: 'sha256(week seed + your uid); the seed is revealed at settlement',
    },
    {
      key: 'forecastMultiplier',
      section: 'weeks',
      label: 'Draw weight of a headline threat',
      value: `×${C.FORECAST_MULTIPLIER}`,
    },
    {
      key: 'drawMode',
      section: 'weeks',
      label: 'Each attack is drawn',
      value: C.DRAW_WITH_REPLACEMENT
        ? 'each from all 20 frauds, by weight: the same fraud can come twice'
        : 'without repeats, by weight',
    },
    {
      key: 'rulesVersion',
      section: 'weeks',
      label: 'Rules version of new weeks (a week keeps the rules it opened with, so old reports still check out)',
      value: `v${CURRENT_RULES_VERSION}`,
    },
    {
      key: 'blockStrong',
      section: 'resolution',
      label: 'Block chance of a strong counter',
      value: pct(C.BLOCK_P.strong),
    },
    {
      key: 'blockPartial',
      section: 'resolution',
      label: 'Block chance of a partial counter',
      value: pct(C.BLOCK_P.partial),
    },
    { key: 'blockFormula', section: 'resolution', label: 'Combined block chance', value: 'P(block) = 1 − Π(1 − p)' },
  ];
  for (const s of C.SEVERITIES) {
    rows.push({
      key: `blockPoints.${s}`,
      section: 'resolution',
      label: `Blocked ${s}-severity attack`,
      value: signed(C.SEVERITY_POINTS[s]),
    });
  }
  for (const s of C.SEVERITIES) {
    rows.push({
      key: `breachPenalty.${s}`,
      section: 'resolution',
      label: `Breached ${s}-severity attack`,
      value: signed(-C.BREACH_PENALTY[s]),
    });
  }
  rows.push(
    {
      key: 'leadMultiplier',
      section: 'resolution',
      label: `${C.LEAD_ON_BREACHES ? 'Points of an attack, blocked or breached,' : 'Block points'} when the Lead is ${C.LEAD_RULE === 'strong' ? 'a strong counter of it' : 'among its strongest counters'}`,
      value: `×${C.LEAD_MULTIPLIER}`,
    },
    { key: 'cleanSheet', section: 'bonuses', label: 'Clean sheet (no breach)', value: signed(C.CLEAN_SHEET_BONUS) },
    {
      key: 'passwordFatigue',
      section: 'bonuses',
      label: 'Password fatigue (Regular Password Changes deployed)',
      value: signed(C.PASSWORD_FATIGUE),
    },
    {
      key: 'weeklyIncome',
      section: 'bonuses',
      label: 'Weekly income',
      value: `+${formatCredits(C.WEEKLY_INCOME_TENTHS)}`,
    },
    {
      key: 'perBlock',
      section: 'bonuses',
      label: 'Per blocked attack',
      value: `+${formatCredits(C.PER_BLOCK_TENTHS)}`,
    },
    { key: 'quizQuestions', section: 'learning', label: 'Questions in each page check', value: `${C.QUIZ_QUESTIONS}` },
    {
      key: 'quizReward',
      section: 'learning',
      label: 'A pass on the first try of a page check',
      value: `+${formatCredits(C.QUIZ_REWARD_TENTHS)}`,
    },
    {
      key: 'quizSeasonMax',
      section: 'learning',
      label: 'Most a season of checks can pay',
      value: formatCredits(C.QUIZ_REWARD_TENTHS * C.QUIZ_PAGES),
    },
    {
      key: 'drillSize',
      section: 'drill',
      label: 'Scenario cases in your weekly drill (drawn for you, weighted toward the headline threats)',
      value: `${C.DRILL_SIZE}`,
    },
    {
      key: 'drillMaxPerFraud',
      section: 'drill',
      label: 'Drill cases of one fraud (max)',
      value: `${C.DRILL_MAX_PER_FRAUD}`,
    },
    {
      key: 'drillBoost',
      section: 'drill',
      label: 'Each drill case answered right before the deadline counts as one more counter of its fraud that week',
      value: `${pct(C.DRILL_BOOST_PER_CASE)} block chance`,
    },
    {
      key: 'drillCap',
      section: 'drill',
      label: 'Most the drill adds against one fraud',
      value: `${pct(C.DRILL_BOOST_CAP)} block chance`,
    },
    {
      key: 'drillFormula',
      section: 'drill',
      label: 'Block chance with the drill',
      value: 'P = 1 − (1 − P(lineup)) × (1 − drill boost)',
    },
    {
      key: 'drillLegit',
      section: 'drill',
      label: 'A genuine case answered right',
      value: 'boosts the fraud it resembles',
    },
    {
      key: 'dailyReward',
      section: 'drill',
      label: 'Daily case answered right, day 1 of a streak',
      value: `+${formatCredits(C.DAILY_REWARD_BASE_TENTHS)}`,
    },
    {
      key: 'dailyStep',
      section: 'drill',
      label: 'Each further day of the streak adds',
      value: `+${formatCredits(C.DAILY_REWARD_STEP_TENTHS)}`,
    },
    { key: 'dailyCap', section: 'drill', label: 'Daily reward (max)', value: formatCredits(C.DAILY_REWARD_CAP_TENTHS) },
    {
      key: 'dailyStreak',
      section: 'drill',
      label: 'Streak',
      value: 'answering (right or wrong) keeps it; a missed UTC day resets it',
    },
    { key: 'maxLeagues', section: 'leagues', label: 'Mini-leagues per player (max)', value: `${C.MAX_LEAGUES}` },
    {
      key: 'leagueCodeLength',
      section: 'leagues',
      label: 'Invite code length',
      value: `${C.LEAGUE_CODE_LENGTH} characters`,
    },
  );
  return rows;
}
