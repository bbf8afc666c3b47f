/**
 * Rules v5 transfers: a number of free transfers each week that roll over (capped), and a points
 * hit for each transfer beyond them, in place of v4's sale tax (a sale refunds the whole price
 * paid). A transfer is a card owned at the deadline that was not owned when the week opened, so
 * selling and buying back the same card, or shuffling the lineup, costs nothing. A player's first
 * squad and a Wildcard week are free and leave the banked free transfers as they were.
 */
import type { DefenseId } from '../catalog/ids';
import type { Ruleset, TransferRules } from './ruleset';

/** Transfers made this week: cards owned now that were not owned at the week's start. */
export function transfersMade(ownedAtWeekStart: readonly DefenseId[], ownedNow: readonly DefenseId[]): number {
  const before = new Set(ownedAtWeekStart);
  return new Set(ownedNow.filter((id) => !before.has(id))).size;
}

/** What makes a week's transfers free whatever their number. */
export interface FreeWeek {
  /** The player's first squad: buying it is no transfer. */
  readonly firstSquad?: boolean;
  /** A Wildcard played this week. */
  readonly wildcard?: boolean;
}

/** The free transfers of a player's first week after the first squad. */
export function firstFreeTransfers(rules: Ruleset): number {
  return rules.transfers?.freePerWeek ?? 0;
}

/** The points hit of a week: each transfer beyond the free ones costs hitPoints (none without transfer rules). */
export function transferHit(made: number, free: number, rules: Ruleset, week: FreeWeek = {}): number {
  const t = rules.transfers;
  if (!t || week.firstSquad || week.wildcard) return 0;
  return Math.max(0, made - Math.max(0, free)) * t.hitPoints;
}

/**
 * The free transfers of the next week: the unused ones roll over, plus freePerWeek, capped at
 * maxFree. A free week (first squad, Wildcard) uses none of them.
 */
export function nextFreeTransfers(free: number, made: number, rules: Ruleset, week: FreeWeek = {}): number {
  const t: TransferRules | null | undefined = rules.transfers;
  if (!t) return 0;
  const unused = week.firstSquad ? 0 : week.wildcard ? Math.max(0, free) : Math.max(0, free - made);
  return Math.min(t.maxFree, unused + t.freePerWeek);
}
