/**
 * The rules a trade made now is priced and refunded under (squad.ts buy and sell take them).
 *
 * A week is played under the rules version it was opened with (ruleset.ts), so the shop charges
 * the open (or locked) week's prices and refunds by its sale rule. Between weeks, and before the
 * first, the next week opens under CURRENT_RULES: a card bought then is priced by them. The
 * server's shop and the web's prices both read this, so the price shown is the price charged.
 */
import type { CurrentWeekStatus } from './constants';
import { CURRENT_RULES, rulesFor, type Ruleset } from './ruleset';

/** The current week as the shop needs it: its status and the rules version it was opened with. */
export interface ShopWeek {
  readonly status: CurrentWeekStatus;
  /** Absent on weeks stored before rules versions existed (version 1). */
  readonly rulesVersion?: number | null;
}

/** The open or locked week's rules; CURRENT_RULES when the latest week is settled or there is none. */
export function shopRules(week: ShopWeek | null | undefined): Ruleset {
  return week && (week.status === 'open' || week.status === 'locked') ? rulesFor(week.rulesVersion) : CURRENT_RULES;
}
