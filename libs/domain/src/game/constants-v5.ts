/**
 * The numbers rules v5 adds or changes (ruleset.ts RULES_V5), tuned with the balance tool
 * (`npm run balance`: every v5 target on each of its season seeds). Everything else v5 keeps
 * from constants.ts (v4's scoring).
 */
import type { Severity } from './constants';

/**
 * Attacks a week (v4: 4). More attacks a week lets skill show through the dice: with 4, equally
 * skilled players' season totals spread 40–55 points and a planner beat a squad that never changes
 * in only about 60% of seasons; with 10 the balance tool's planner beats it in at least 75% on every seed.
 */
export const ATTACKS_PER_WEEK_V5 = 10;
/** The forecast multiplies a headline threat's draw weight by this (v4: 20): about 88% of attacks come from the forecast. */
export const FORECAST_MULTIPLIER_V5 = 40;
/** Block chance of a partial counter (v4: 0.40; a strong one stays 0.55): a random honest squad ends a season positive. */
export const PARTIAL_BLOCK_P_V5 = 0.45;
/**
 * A right drill answer's boost and its cap against one fraud (v4: 0.9 and 0.9). The drill boosts
 * only frauds the lineup counters, and less: it sharpens a squad, and a one-card squad with a
 * perfect drill stays at least 10 points a week behind the best squad within the wallet.
 */
export const DRILL_BOOST_V5 = 0.6;
/** Forecasts are published this many weeks ahead, the open week included: a squad is planned, not refit. */
export const FORECAST_WEEKS_AHEAD = 3;
/** Free transfers added each week (a transfer: a card owned at the deadline that was not at the week's start)… */
export const FREE_TRANSFERS_PER_WEEK = 1;
/** …unused ones roll over, up to this many in one week… */
export const MAX_FREE_TRANSFERS = 3;
/** …and each transfer beyond them costs this many points that week. A sale refunds the whole price paid. */
export const TRANSFER_HIT_POINTS = 3;
/** A Triple Lead week multiplies the Lead's attacks by this instead of LEAD_MULTIPLIER… */
export const TRIPLE_LEAD_MULTIPLIER = 3;
/**
 * …on the attacks of the week's headline threats of these severities only (the forecast's most
 * severe frauds). Tripling every attack the Lead counters made the chip worth nearly the same
 * every week (the balance tool's first planner: best week ×1.18 its median on the worst seed,
 * 17 of 20 seeds under the ×2 target), since the best Lead always strongly counters something
 * forecast. Only about three forecasts in five hold a very-high threat, so the chip pays in the
 * week one is forecast and the Lead strongly counters it: a week to plan for (chip-timing).
 */
export const TRIPLE_LEAD_SEVERITIES: readonly Severity[] = Object.freeze(['very high'] as const);
/**
 * Credits for every settled week with a squad fielded (v4: 5.0 cr; v5 first tuned at 0.5 cr). A
 * sale refunds in full, so a squad's value is never lost: income is what lets a player outgrow the
 * 100.0 cr wallet. It stays tiny so that week 10's best lineup is beyond at least half of every
 * behaviour: at 0.5 cr a week (with the daily case and the checks at 0.3 cr each) the learners
 * held 109.9 cr by week 10 and reached a 104 cr best lineup on one seed of twenty
 * (week10-beyond-half, fraudshield-season-sim-19); now the most any player can hold in week 10 is
 * 100 + 9 × (0.1 + 0.2 + 0.1) = 103.6 cr.
 */
export const WEEKLY_INCOME_TENTHS_V5 = 1;
/** Credits per blocked attack (v4: 0.5 cr). */
export const PER_BLOCK_TENTHS_V5 = 0;
/** The daily case pays at most this much in one week (v4: up to 1.0 cr a day; v5 first 0.3 cr: see WEEKLY_INCOME_TENTHS_V5). */
export const DAILY_CASE_CAP_PER_WEEK_TENTHS = 2;
/** The page checks pay at most this much in one week (v4: 1.0 cr a page, 40 pages, at once; v5 first 0.3 cr: see WEEKLY_INCOME_TENTHS_V5). */
export const QUIZ_CAP_PER_WEEK_TENTHS = 1;
