/**
 * The Help page's rule table, generated from the same constants the engine uses, so the page
 * can never disagree with the game.
 */
import * as C from './constants';
import { formatCredits } from './constants';
import { CURRENT_RULES, type Ruleset } from './ruleset';

export type RuleSection =
  'currency' | 'squad' | 'weeks' | 'resolution' | 'bonuses' | 'learning' | 'leagues' | 'drill' | 'chips';

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
  { id: 'chips', title: 'Chips' },
  { id: 'leagues', title: 'Leagues' },
];

const pct = (p: number): string => `${Math.round(p * 100)}%`;
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/**
 * Every rule number with a label, in Help-page order: the numbers of `rules` (the rules new weeks
 * open under by default), with the rows of rules v5 (forecasts ahead, transfers, chips, income
 * caps) when the rules have them.
 */
export function rulesSummary(rules: Ruleset = CURRENT_RULES): RuleRow[] {
  const t = rules.transfers ?? null;
  const caps = rules.incomeCaps ?? null;
  const drill = rules.drill ?? { size: C.DRILL_SIZE, maxPerFraud: C.DRILL_MAX_PER_FRAUD, boostPerCase: 0, boostCap: 0 };
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
      value: `${rules.sellRefundPercent}% of the price paid`,
    },
    ...(t
      ? [
          {
            key: 'freeTransfers',
            section: 'squad' as const,
            label:
              'Free transfers each week (a transfer: a card you own at the deadline that you did not own when the week opened)',
            value: `${t.freePerWeek}`,
          },
          {
            key: 'maxFreeTransfers',
            section: 'squad' as const,
            label: 'Unused free transfers roll over, up to',
            value: `${t.maxFree}`,
          },
          {
            key: 'transferHit',
            section: 'squad' as const,
            label: 'Each transfer beyond the free ones',
            value: `-${t.hitPoints} points that week`,
          },
          {
            key: 'transfersFree',
            section: 'squad' as const,
            label: 'Transfers cost nothing',
            value: 'in the week of your first squad, and in a Wildcard week',
          },
        ]
      : []),
    {
      key: 'attacksPerWeek',
      section: 'weeks',
      label: 'Attacks per player each week',
      value: `${rules.attacksPerWeek}`,
    },
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
      value: `×${rules.forecastMultiplier}`,
    },
    ...((rules.forecastWeeksAhead ?? 1) > 1
      ? [
          {
            key: 'forecastWeeksAhead',
            section: 'weeks' as const,
            label: 'Forecasts published ahead (the open week included): plan your squad for the weeks to come',
            value: `${rules.forecastWeeksAhead} weeks`,
          },
        ]
      : []),
    {
      key: 'drawMode',
      section: 'weeks',
      label: 'Each attack is drawn',
      value: rules.drawWithReplacement
        ? 'each from all 20 frauds, by weight: the same fraud can come twice'
        : 'without repeats, by weight',
    },
    {
      key: 'rulesVersion',
      section: 'weeks',
      label: 'Rules version of new weeks (a week keeps the rules it opened with, so old reports still check out)',
      value: `v${rules.version}`,
    },
    {
      key: 'blockStrong',
      section: 'resolution',
      label: 'Block chance of a strong counter',
      value: pct(rules.blockP.strong),
    },
    {
      key: 'blockPartial',
      section: 'resolution',
      label: 'Block chance of a partial counter',
      value: pct(rules.blockP.partial),
    },
    { key: 'blockFormula', section: 'resolution', label: 'Combined block chance', value: 'P(block) = 1 − Π(1 − p)' },
  ];
  for (const s of C.SEVERITIES) {
    rows.push({
      key: `blockPoints.${s}`,
      section: 'resolution',
      label: `Blocked ${s}-severity attack`,
      value: signed(rules.severityPoints[s]),
    });
  }
  for (const s of C.SEVERITIES) {
    rows.push({
      key: `breachPenalty.${s}`,
      section: 'resolution',
      label: `Breached ${s}-severity attack`,
      value: signed(-rules.breachPenalty[s]),
    });
  }
  rows.push(
    {
      key: 'leadMultiplier',
      section: 'resolution',
      label: `${rules.leadOnBreaches ? 'Points of an attack, blocked or breached,' : 'Block points'} when the Lead is ${rules.leadRule === 'strong' ? 'a strong counter of it' : 'among its strongest counters'}`,
      value: `×${rules.leadMultiplier}`,
    },
    { key: 'cleanSheet', section: 'bonuses', label: 'Clean sheet (no breach)', value: signed(rules.cleanSheetBonus) },
    {
      key: 'passwordFatigue',
      section: 'bonuses',
      label: 'Password fatigue (Regular Password Changes deployed)',
      value: signed(rules.passwordFatigue),
    },
    {
      key: 'weeklyIncome',
      section: 'bonuses',
      label: 'Weekly income',
      value: `+${formatCredits(rules.weeklyIncomeTenths)}`,
    },
    ...(rules.idleBeforeFirstSquad === 'free'
      ? [
          {
            key: 'beforeFirstSquad',
            section: 'bonuses' as const,
            label: 'Weeks before your first squad',
            value: 'not played: no points, no income, no charge',
          },
        ]
      : []),
    {
      key: 'perBlock',
      section: 'bonuses',
      label: 'Per blocked attack',
      value: `+${formatCredits(rules.perBlockTenths)}`,
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
    ...(caps
      ? [
          {
            key: 'quizWeekCap',
            section: 'learning' as const,
            label: 'Most the checks pay in one week',
            value: formatCredits(caps.quizPerWeekTenths),
          },
        ]
      : []),
    {
      key: 'drillSize',
      section: 'drill',
      label: 'Scenario cases in your weekly drill (drawn for you, weighted toward the headline threats)',
      value: `${drill.size}`,
    },
    {
      key: 'drillMaxPerFraud',
      section: 'drill',
      label: 'Drill cases of one fraud (max)',
      value: `${drill.maxPerFraud}`,
    },
    {
      key: 'drillBoost',
      section: 'drill',
      label: 'Each drill case answered right before the deadline counts as one more counter of its fraud that week',
      value: `${pct(drill.boostPerCase)} block chance`,
    },
    {
      key: 'drillCap',
      section: 'drill',
      label: 'Most the drill adds against one fraud',
      value: `${pct(drill.boostCap)} block chance`,
    },
    ...(rules.drillCounteredOnly
      ? [
          {
            key: 'drillCountered',
            section: 'drill' as const,
            label: 'The drill boosts',
            value: 'only frauds your lineup already counters: it sharpens a squad, it does not replace one',
          },
        ]
      : []),
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
    ...(caps
      ? [
          {
            key: 'dailyWeekCap',
            section: 'drill' as const,
            label: 'Most the daily case pays in one week',
            value: formatCredits(caps.dailyCasePerWeekTenths),
          },
        ]
      : []),
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
  if (rules.chips)
    rows.push(
      {
        key: 'chipRule',
        section: 'chips',
        label: 'Each chip',
        value: 'once a season, at most one a week, played before the deadline (it cannot be taken back)',
      },
      { key: 'chipWildcard', section: 'chips', label: 'Wildcard', value: "that week's transfers are free" },
      {
        key: 'chipTripleLead',
        section: 'chips',
        label: 'Triple Lead',
        value:
          rules.chips.tripleLeadOthersMultiplier === undefined
            ? `the Lead's points ×${rules.chips.tripleLeadMultiplier} that week, instead of ×${rules.leadMultiplier}`
            : `the Lead's points ×${rules.chips.tripleLeadMultiplier} on the week's ${(rules.chips.tripleLeadSeverities ?? ['every']).join(' or ')} headline threats${rules.chips.tripleLeadCoversPartial ? ' it counters, strongly or partly' : ''}, and ×${rules.chips.tripleLeadOthersMultiplier} (no Lead bonus) on every other attack that week`,
      },
      {
        key: 'chipFullBench',
        section: 'chips',
        label: 'Full Bench',
        value: 'every card you own counts that week, reserves included',
      },
    );
  return rows;
}
