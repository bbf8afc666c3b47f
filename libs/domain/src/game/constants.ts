/**
 * Every number of the game rules (GAME.md) lives here, once. The engine, the functions app and
 * the Help page (see rules.ts) all read these constants.
 *
 * Money is stored as integer tenths of a credit everywhere (1000 = 100.0 cr) so that no
 * floating-point rounding can ever create or destroy credit.
 */
import type { DefenseId } from '../catalog/ids';

// ---- Currency -------------------------------------------------------------------------------
/** Tenths per credit: the only place the storage unit is defined. */
export const TENTHS_PER_CREDIT = 10;
/** A new verified player's wallet: 100.0 cr. */
export const STARTING_BALANCE_TENTHS = 1000;

// ---- Squad ----------------------------------------------------------------------------------
export const MAX_OWNED = 10;
export const MAX_PER_POSITION = 3;
export const MAX_DEPLOYED = 7;

// ---- Threat weeks ---------------------------------------------------------------------------
export const ATTACKS_PER_WEEK = 4;
/**
 * Headline threats of the weekly forecast have their draw weight multiplied by this (rules v4:
 * 20, was 8): about three attacks in four come from the forecast, so refitting to it pays.
 */
export const FORECAST_MULTIPLIER = 20;
/**
 * Whether each attack is drawn from all 20 frauds (the same fraud can come twice in a week) or
 * the attacks are distinct.
 */
export const DRAW_WITH_REPLACEMENT = true;
/** Number of headline threats an admin names when opening a week. */
export const HEADLINE_THREATS = 3;
/**
 * How often the production season clock runs (Cloud Scheduler, apps/functions callables/schedule.ts):
 * it settles a week on its first run after the deadline and opens the next week on a later run.
 */
export const SEASON_CLOCK_EVERY_MINUTES = 10;
export const WEEK_STATUSES = ['open', 'locked', 'settled'] as const;
/**
 * The status of the current week as the squad rules see it, or null when no week exists yet.
 * (contracts' `WeekStatus` is the same union without null.)
 */
export type CurrentWeekStatus = (typeof WEEK_STATUSES)[number] | null;

// ---- Resolving an attack --------------------------------------------------------------------
/**
 * Block probability each deployed defense contributes, by matrix effectiveness (rules v4: 55% and
 * 40%, were 60% and 15%): a partial counter is real protection, so a squad of honest picks blocks
 * more than it lets through.
 */
export const BLOCK_P = Object.freeze({ strong: 0.55, partial: 0.4 } as const);

export const SEVERITIES = ['low', 'medium', 'high', 'very high'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Points for blocking an attack, by severity. */
export const SEVERITY_POINTS: Readonly<Record<Severity, number>> = Object.freeze({
  low: 2,
  medium: 4,
  high: 6,
  'very high': 8,
});

/**
 * Points lost when an attack gets through, by severity (stored positive, applied negative). Rules
 * v4: the same as a block earns (was twice): a week's points are what the lineup stops minus
 * what gets through.
 */
export const BREACH_PENALTY: Readonly<Record<Severity, number>> = Object.freeze({
  low: 2,
  medium: 4,
  high: 6,
  'very high': 8,
});

/** An attack's points are multiplied by this when the Lead is a strong counter of it. */
export const LEAD_MULTIPLIER = 2;
/** Which Leads double: 'strongest' (among the strongest deployed counters) or 'strong' (a strong counter). */
export const LEAD_RULE: 'strongest' | 'strong' = 'strong';
/**
 * Rules v4: the Lead doubles a breach of an attack it counters as it doubles a block (the
 * captain's points count both ways), so a breach still costs as much as the block would earn.
 */
export const LEAD_ON_BREACHES = true;

// ---- Weekly bonuses -------------------------------------------------------------------------
/** Points for a week with no breach. */
export const CLEAN_SHEET_BONUS = 6;
/** Points (negative) for each week the myth-buster card is deployed (NIST SP 800-63B). */
export const PASSWORD_FATIGUE = -1;
/** The card that carries the password-fatigue malus. */
export const PASSWORD_FATIGUE_DEFENSE: DefenseId = 'RegularPasswordChanges';

// ---- Credits at settlement ------------------------------------------------------------------
/** +5.0 cr for every settled week. */
export const WEEKLY_INCOME_TENTHS = 50;
/** +0.5 cr per blocked attack. */
export const PER_BLOCK_TENTHS = 5;
/**
 * Rules v4: a sale refunds this share of the price paid (was all of it), rounded down to a tenth
 * of a credit: rebuilding for every forecast costs credits, so credits matter all season.
 */
export const SELL_REFUND_PERCENT = 75;

// ---- Learning pays --------------------------------------------------------------------------
/** Questions in each wiki page's check. */
export const QUIZ_QUESTIONS = 3;
/** +1.0 cr the first time a page's check is passed. */
export const QUIZ_REWARD_TENTHS = 10;
/** Pages with a check: 20 frauds + 20 defenses. */
export const QUIZ_PAGES = 40;

// ---- Weekly drill and daily case -------------------------------------------------
/** Scenario cases in each player's weekly drill (with the learning numbers: the review share divides it). */
export { DRILL_SIZE } from '../learning/constants';
/** At most this many cases of one fraud in a drill (every fraud has at least this many cases). */
export const DRILL_MAX_PER_FRAUD = 1;
/**
 * Each drill case answered right before the deadline acts like one more counter of its fraud
 * this week: P(block) = 1 − (1 − P(block without the drill)) × (1 − boost), with boost =
 * min(DRILL_BOOST_CAP, DRILL_BOOST_PER_CASE × right answers of that fraud). A legitimate case
 * boosts the fraud it resembles: telling the real thing from the fake is the same skill.
 */
export const DRILL_BOOST_PER_CASE = 0.9;
/** The most a drill can add against one fraud in a week (the boost above, capped). */
export const DRILL_BOOST_CAP = 0.9;
/** The daily case pays this on the first day of a streak… */
export const DAILY_REWARD_BASE_TENTHS = 2;
/** …and this much more for each further day of the streak… */
export const DAILY_REWARD_STEP_TENTHS = 2;
/** …up to this cap (reached on day 5). */
export const DAILY_REWARD_CAP_TENTHS = 10;

/** The daily case reward for a streak of `streak` days (1 = first day): base + step × (streak − 1), capped. */
export function dailyRewardTenths(streak: number): number {
  if (!Number.isInteger(streak) || streak < 1) return 0;
  return Math.min(DAILY_REWARD_CAP_TENTHS, DAILY_REWARD_BASE_TENTHS + DAILY_REWARD_STEP_TENTHS * (streak - 1));
}

// ---- Leagues and leaderboard ----------------------------------------------------------------
export const MAX_LEAGUES = 10;
export const LEAGUE_CODE_LENGTH = 6;
/** Invite-code alphabet: upper-case letters and digits without the look-alikes 0, O, 1, I, L. */
export const LEAGUE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** League names: not in GAME.md; chosen to fit a table row. */
export const LEAGUE_NAME_MIN_LENGTH = 3;
export const LEAGUE_NAME_MAX_LENGTH = 40;
/** Rows shown at the top of a table (bounded reads however many players exist). */
export const LEADERBOARD_TOP = 10;
/** Rows shown on each side of the player's own row. */
export const LEADERBOARD_AROUND = 2;

// ---- Money helpers --------------------------------------------------------------------------
/** Tenths → credits, e.g. 875 → 87.5 (what `user_getBalance` returns). */
export function tenthsToCredits(tenths: number): number {
  return Math.round(tenths) / TENTHS_PER_CREDIT;
}

/** Credits → tenths, e.g. 87.5 → 875; rounds to the nearest tenth. */
export function creditsToTenths(credits: number): number {
  return Math.round(credits * TENTHS_PER_CREDIT);
}

/** Shows an amount of tenths with one decimal: 1000 → "100.0 cr", 875 → "87.5 cr". */
export function formatCredits(tenths: number): string {
  const t = Math.round(tenths);
  const sign = t < 0 ? '-' : '';
  const abs = Math.abs(t);
  return `${sign}${Math.floor(abs / TENTHS_PER_CREDIT)}.${abs % TENTHS_PER_CREDIT} cr`;
}

/** Shows an amount of credits as the callables return it: 87.5 → "87.5 cr", 0.1 + 0.2 → "0.3 cr". */
export function formatCreditAmount(credits: number): string {
  return formatCredits(creditsToTenths(credits));
}
