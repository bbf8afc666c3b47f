/**
 * The rules a trade made now is priced and refunded under, and a buy at those rules' price.
 *
 * A week is played under the rules version it was opened with (ruleset.ts), so the shop charges
 * the open (or locked) week's prices and refunds by its sale rule. Between weeks, and before the
 * first, the next week opens under CURRENT_RULES: a card bought then is priced by them. The
 * server's shop and the web's prices both read this, so the price shown is the price charged.
 */
import { isDefenseId } from '../catalog/ids';
import type { CurrentWeekStatus } from './constants';
import { defensePriceTenths } from './prices';
import { CURRENT_RULES, rulesFor, type Ruleset } from './ruleset';
import { buy, refuse, type Check, type PlayerState, type StateResult } from './squad';

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

/**
 * Buys a defense at `rules`' price (defensePriceTenths): squad.ts buy's checks and placement
 * (week lock, known id, owned, squad and position full, auto-deploy, Lead), with the balance
 * checked against, and the price paid recorded as, this rules version's price rather than the
 * one buy() applies itself.
 */
export function buyAtRules(
  state: PlayerState,
  defenseId: string,
  weekStatus: CurrentWeekStatus,
  rules: Ruleset,
): StateResult {
  // buy() with a wallet no price can exceed runs every check but the balance, in its order
  // (the balance is its last check), and places the card; then this rules version prices it.
  const placed = buy({ ...state, balanceTenths: Number.MAX_SAFE_INTEGER }, defenseId, weekStatus);
  if (!placed.ok || !isDefenseId(defenseId)) return placed;
  const price = defensePriceTenths(defenseId, rules);
  if (state.balanceTenths < price) return refuse('insufficient-credits');
  const owned = placed.squad.owned.map((o) => (o.defenseId === defenseId ? { ...o, pricePaidTenths: price } : o));
  return { ok: true, balanceTenths: state.balanceTenths - price, squad: { ...placed.squad, owned } };
}

/** Whether buyAtRules would accept the buy (for the shop's enabled buttons and refusal words). */
export function canBuyAtRules(
  state: PlayerState,
  defenseId: string,
  weekStatus: CurrentWeekStatus,
  rules: Ruleset,
): Check {
  const result = buyAtRules(state, defenseId, weekStatus, rules);
  return result.ok ? { ok: true } : result;
}
