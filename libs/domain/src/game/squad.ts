/**
 * The squad: which defenses a player owns, which are deployed this week, and the Lead.
 *
 * Shape: `owned` is in purchase order; each entry remembers the price paid (the sell refund)
 * and whether it is deployed. `lead` is a deployed defense, or null exactly when nothing is
 * deployed. "First deployed" always means first in `owned` order.
 *
 * Every change returns a new state or a refusal code; nothing is mutated.
 */
import { DEFENSE_IDS, isDefenseId, type DefenseId } from '../catalog/ids';
import { DEFENSES, POSITION_IDS, type PositionId } from './catalog';
import {
  MAX_DEPLOYED,
  MAX_OWNED,
  MAX_PER_POSITION,
  STARTING_BALANCE_TENTHS,
  type CurrentWeekStatus,
} from './constants';
import { defensePriceTenths } from './prices';
import { CURRENT_RULES, type Ruleset } from './ruleset';

export interface OwnedDefense {
  readonly defenseId: DefenseId;
  /** What the player paid, in tenths: a sale refunds saleRefundTenths of it. */
  readonly pricePaidTenths: number;
  readonly deployed: boolean;
}

export interface Squad {
  readonly owned: readonly OwnedDefense[];
  readonly lead: DefenseId | null;
}

/** Wallet and squad together: what buy and sell change in one transaction. */
export interface PlayerState {
  readonly balanceTenths: number;
  readonly squad: Squad;
}

/** Why a squad change was refused (mapped to a message by the errors table). */
export type GameRefusal =
  | 'insufficient-credits'
  | 'squad-full'
  | 'position-full'
  | 'already-owned'
  | 'not-owned'
  | 'unknown-defense'
  | 'too-many-deployed'
  | 'lead-not-deployed'
  | 'duplicate-defense'
  | 'week-locked';

export interface Refusal {
  readonly ok: false;
  readonly code: GameRefusal;
}

export type Check = { readonly ok: true } | Refusal;
export type StateResult = ({ readonly ok: true } & PlayerState) | Refusal;
export type SquadResult = { readonly ok: true; readonly squad: Squad } | Refusal;

export const EMPTY_SQUAD: Squad = Object.freeze({ owned: Object.freeze([]), lead: null });

/** A new player's state: the starting balance and an empty squad. */
export function newPlayerState(): PlayerState {
  return { balanceTenths: STARTING_BALANCE_TENTHS, squad: EMPTY_SQUAD };
}

export function refuse(code: GameRefusal): Refusal {
  return { ok: false, code };
}

// ---- Reading a squad ------------------------------------------------------------------------

export function ownsDefense(squad: Squad, defenseId: DefenseId): boolean {
  return squad.owned.some((o) => o.defenseId === defenseId);
}

/** Deployed defenses in `owned` order. */
export function deployedOf(squad: Squad): DefenseId[] {
  return squad.owned.filter((o) => o.deployed).map((o) => o.defenseId);
}

/** Reserves (owned, not deployed) in `owned` order. */
export function reservesOf(squad: Squad): DefenseId[] {
  return squad.owned.filter((o) => !o.deployed).map((o) => o.defenseId);
}

/** How many owned defenses sit in each position. */
export function positionCounts(squad: Squad): Record<PositionId, number> {
  const counts = Object.fromEntries(POSITION_IDS.map((p) => [p, 0])) as Record<PositionId, number>;
  for (const o of squad.owned) {
    if (isDefenseId(o.defenseId)) counts[DEFENSES[o.defenseId].position] += 1;
  }
  return counts;
}

/** Sum of the prices paid for the owned defenses, in tenths. */
export function squadValueTenths(squad: Squad): number {
  return squad.owned.reduce((sum, o) => sum + o.pricePaidTenths, 0);
}

/**
 * The squad invariants of GAME.md: known ids, no duplicates, at most 10 owned, at most 3 per
 * position, at most 7 deployed, positive integer prices paid, and the Lead deployed (null
 * exactly when nothing is deployed).
 */
export function isSquadLegal(squad: Squad): boolean {
  const seen = new Set<DefenseId>();
  for (const o of squad.owned) {
    if (!isDefenseId(o.defenseId) || seen.has(o.defenseId)) return false;
    if (!Number.isSafeInteger(o.pricePaidTenths) || o.pricePaidTenths <= 0) return false;
    if (typeof o.deployed !== 'boolean') return false;
    seen.add(o.defenseId);
  }
  if (squad.owned.length > MAX_OWNED) return false;
  if (Object.values(positionCounts(squad)).some((n) => n > MAX_PER_POSITION)) return false;
  const deployed = deployedOf(squad);
  if (deployed.length > MAX_DEPLOYED) return false;
  if (deployed.length === 0) return squad.lead === null;
  return squad.lead !== null && deployed.includes(squad.lead);
}

// ---- Changing a squad -----------------------------------------------------------------------

function checkOpen(weekStatus: CurrentWeekStatus): Check {
  return weekStatus === 'locked' ? refuse('week-locked') : { ok: true };
}

/** The Lead stays if still deployed; otherwise the first deployed takes over, or null. */
function withLead(owned: readonly OwnedDefense[], preferred: DefenseId | null): Squad {
  const deployed = owned.filter((o) => o.deployed).map((o) => o.defenseId);
  const lead = preferred !== null && deployed.includes(preferred) ? preferred : (deployed[0] ?? null);
  return { owned, lead };
}

/**
 * Whether a defense can be bought now at the rules' price (prices.ts defensePriceTenths). Checks,
 * in order: week lock, known id, already owned, squad full, position full, balance.
 */
export function canBuy(
  state: PlayerState,
  defenseId: string,
  weekStatus: CurrentWeekStatus,
  rules: Ruleset = CURRENT_RULES,
): Check {
  const open = checkOpen(weekStatus);
  if (!open.ok) return open;
  if (!isDefenseId(defenseId)) return refuse('unknown-defense');
  const { squad } = state;
  if (ownsDefense(squad, defenseId)) return refuse('already-owned');
  if (squad.owned.length >= MAX_OWNED) return refuse('squad-full');
  const card = DEFENSES[defenseId];
  if (positionCounts(squad)[card.position] >= MAX_PER_POSITION) return refuse('position-full');
  if (state.balanceTenths < defensePriceTenths(defenseId, rules)) return refuse('insufficient-credits');
  return { ok: true };
}

/**
 * Buys a defense at the rules' price (prices.ts defensePriceTenths: the rules' price table, else
 * the catalog price); the card keeps that price paid (its sale refund). It is deployed
 * automatically while fewer than 7 are deployed, and becomes Lead if there was none.
 */
export function buy(
  state: PlayerState,
  defenseId: string,
  weekStatus: CurrentWeekStatus,
  rules: Ruleset = CURRENT_RULES,
): StateResult {
  const check = canBuy(state, defenseId, weekStatus, rules);
  if (!check.ok) return check;
  const id = defenseId as DefenseId;
  const price = defensePriceTenths(id, rules);
  const deployed = deployedOf(state.squad).length < MAX_DEPLOYED;
  const owned = [...state.squad.owned, { defenseId: id, pricePaidTenths: price, deployed }];
  return {
    ok: true,
    balanceTenths: state.balanceTenths - price,
    squad: withLead(owned, state.squad.lead),
  };
}

/** Whether a defense can be sold now. */
export function canSell(state: PlayerState, defenseId: string, weekStatus: CurrentWeekStatus): Check {
  const open = checkOpen(weekStatus);
  if (!open.ok) return open;
  if (!isDefenseId(defenseId)) return refuse('unknown-defense');
  if (!ownsDefense(state.squad, defenseId)) return refuse('not-owned');
  return { ok: true };
}

/**
 * What selling a card bought for `pricePaidTenths` refunds: the rules' sellRefundPercent of it,
 * rounded down to a tenth of a credit (the whole price before rules v4).
 */
export function saleRefundTenths(pricePaidTenths: number, rules: Ruleset = CURRENT_RULES): number {
  return Math.floor((pricePaidTenths * rules.sellRefundPercent) / 100);
}

/**
 * Sells a defense for saleRefundTenths of the price paid (the current rules'). If it was the Lead,
 * the first remaining deployed defense becomes Lead (or none). Reserves are not promoted: the
 * lineup is the player's choice.
 */
export function sell(
  state: PlayerState,
  defenseId: string,
  weekStatus: CurrentWeekStatus,
  rules: Ruleset = CURRENT_RULES,
): StateResult {
  const check = canSell(state, defenseId, weekStatus);
  if (!check.ok) return check;
  const refund = state.squad.owned
    .filter((o) => o.defenseId === defenseId)
    .reduce((sum, o) => sum + saleRefundTenths(o.pricePaidTenths, rules), 0);
  const owned = state.squad.owned.filter((o) => o.defenseId !== defenseId);
  return {
    ok: true,
    balanceTenths: state.balanceTenths + refund,
    squad: withLead(owned, state.squad.lead),
  };
}

/**
 * Sets which owned defenses are deployed and which one leads. Refuses unknown ids, duplicates,
 * defenses not owned, more than 7 deployed, and a Lead that is not deployed. A null Lead with a
 * non-empty lineup means "not picked": the first deployed leads.
 */
export function setLineup(
  squad: Squad,
  deployed: readonly string[],
  lead: string | null,
  weekStatus: CurrentWeekStatus,
): SquadResult {
  const open = checkOpen(weekStatus);
  if (!open.ok) return open;
  const chosen = new Set<DefenseId>();
  for (const id of deployed) {
    if (!isDefenseId(id)) return refuse('unknown-defense');
    if (chosen.has(id)) return refuse('duplicate-defense');
    if (!ownsDefense(squad, id)) return refuse('not-owned');
    chosen.add(id);
  }
  if (chosen.size > MAX_DEPLOYED) return refuse('too-many-deployed');
  if (lead !== null) {
    if (!isDefenseId(lead)) return refuse('unknown-defense');
    if (!chosen.has(lead)) return refuse('lead-not-deployed');
  }
  const owned = squad.owned.map((o) => ({ ...o, deployed: chosen.has(o.defenseId) }));
  return { ok: true, squad: withLead(owned, lead as DefenseId | null) };
}

/** Whether a lineup would be accepted (for the UI to disable its Save button). */
export function canSetLineup(
  squad: Squad,
  deployed: readonly string[],
  lead: string | null,
  weekStatus: CurrentWeekStatus,
): Check {
  const result = setLineup(squad, deployed, lead, weekStatus);
  return result.ok ? { ok: true } : result;
}

/** Every defense the player could buy right now at the rules' prices (for the shop's enabled buttons). */
export function buyableDefenses(
  state: PlayerState,
  weekStatus: CurrentWeekStatus,
  rules: Ruleset = CURRENT_RULES,
): DefenseId[] {
  return DEFENSE_IDS.filter((id) => canBuy(state, id, weekStatus, rules).ok);
}
