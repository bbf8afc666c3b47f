/**
 * A card's price under a rules version: the rules' own price table where it names the card
 * (ruleset.ts Ruleset.prices), else the catalog price (catalog.ts DEFENSES). The shop charges the
 * open week's rules' price; what a player paid stays on the card (squad.ts OwnedDefense) and is
 * what a sale refunds from.
 */
import type { DefenseId } from '../catalog/ids';
import { DEFENSES } from './catalog';
import { CURRENT_RULES, type Ruleset } from './ruleset';

export function defensePriceTenths(id: DefenseId, rules: Ruleset = CURRENT_RULES): number {
  return rules.prices?.[id] ?? DEFENSES[id].priceTenths;
}
