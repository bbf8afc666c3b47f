/**
 * The numbers rules v5 adds or changes (ruleset.ts RULES_V5), tuned with the balance tool
 * (`npm run balance`: every v5 target on each of its season seeds). Everything else v5 keeps
 * from constants.ts (v4's scoring).
 */

/** Forecasts are published this many weeks ahead, the open week included: a squad is planned, not refit. */
export const FORECAST_WEEKS_AHEAD = 3;
/** Free transfers added each week (a transfer: a card owned at the deadline that was not at the week's start)… */
export const FREE_TRANSFERS_PER_WEEK = 1;
/** …unused ones roll over, up to this many in one week… */
export const MAX_FREE_TRANSFERS = 3;
/** …and each transfer beyond them costs this many points that week. A sale refunds the whole price paid. */
export const TRANSFER_HIT_POINTS = 4;
/** A Triple Lead week multiplies the Lead's attacks by this instead of LEAD_MULTIPLIER. */
export const TRIPLE_LEAD_MULTIPLIER = 3;
/** Credits for every settled week with a squad fielded (v4: 5.0 cr). */
export const WEEKLY_INCOME_TENTHS_V5 = 30;
/** Credits per blocked attack (v4: 0.5 cr). */
export const PER_BLOCK_TENTHS_V5 = 0;
/** The daily case pays at most this much in one week (v4: up to 1.0 cr a day). */
export const DAILY_CASE_CAP_PER_WEEK_TENTHS = 20;
/** The page checks pay at most this much in one week (v4: 1.0 cr a page, 40 pages, at once). */
export const QUIZ_CAP_PER_WEEK_TENTHS = 20;
