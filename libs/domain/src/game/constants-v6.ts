/**
 * The numbers rules v6 adds to v5 (ruleset.ts RULES_V6), tuned with the balance tool
 * (`npm run balance`: every target on each of its season seeds). Everything else v6 keeps from v5
 * (constants-v5.ts, which stays as v5 was played).
 */
import type { DefenseId } from '../catalog/ids';

/**
 * Prices that differ from the catalog's (catalog.ts DEFENSES), in tenths: premium cards cost more,
 * as in Fantasy Premier League. Target `no-card-over-70` (no card in more than 70% of the
 * per-forecast best lineups within the 100.0 cr wallet): at the catalog prices Traffic Filtering
 * (12.0 cr) was in 82.3% of them and User Education (24.5 cr) in 71.8%; at 14.0 cr and 25.5 cr no
 * card is in more than 62.6% (Verification Protocols, which strongly counters seven frauds, as its
 * page checks say: the matrix stays true to the content, the price carries the balance).
 */
export const DEFENSE_PRICES_V6: Readonly<Partial<Record<DefenseId, number>>> = Object.freeze({
  UserEducation: 255,
  TrafficFiltering: 140,
});
