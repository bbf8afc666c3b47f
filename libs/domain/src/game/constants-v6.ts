/**
 * The numbers rules v6 adds to v5 (ruleset.ts RULES_V6), tuned with the balance tool
 * (`npm run balance`: every target on each of its season seeds). Everything else v6 keeps from v5
 * (constants-v5.ts, which stays as v5 was played).
 */
import type { DefenseId } from '../catalog/ids';

/**
 * Prices that differ from the catalog's (catalog.ts DEFENSES), in tenths: premium cards cost more,
 * as in Fantasy Premier League.
 * - Target `no-card-over-70` (no card in more than 70% of the per-forecast best lineups within the
 *   100.0 cr wallet): at the catalog prices Traffic Filtering (12.0 cr) was in 82.3% of them and User
 *   Education (24.5 cr) in 71.8%; at 14.0 cr and 25.5 cr (with Network Monitoring at 25.0 cr) no
 *   card is in more than 65.3% (User Education; Verification Protocols, which strongly counters
 *   seven frauds as its page checks say, 64.3%: the matrix stays true to the content, prices carry
 *   the balance).
 * - Target "no card is both the most expensive and the best value in its position": with Traffic
 *   Filtering at 14.0 cr, Network Monitoring (22.0 cr) became the best value per credit of the
 *   network cards as well as the dearest; at 25.0 cr it is the premium card, not the bargain.
 */
export const DEFENSE_PRICES_V6: Readonly<Partial<Record<DefenseId, number>>> = Object.freeze({
  UserEducation: 255,
  TrafficFiltering: 140,
  NetworkMonitoring: 250,
});

/**
 * Free transfers added each week (v5: 1)… Target `chip-timing` (each chip's best week worth at
 * least twice its median week): with one a week a planner took a hit or two nearly every week, so
 * a Wildcard saved about the same hits every week; with two, a usual week needs no hit and a
 * Wildcard pays in the week the forecasts ahead turn over (Wildcard under ×2 on 1 seed of 20,
 * fraudshield-season-sim-17 ×1.73). Target `planner-beats-keeper`: a planner follows the
 * published forecasts more closely (worst seed 72% → 76%, sim-11; 75% with the ×2.5 Triple Lead).
 */
export const FREE_TRANSFERS_PER_WEEK_V6 = 2;
/** …and unused ones roll over up to this many in one week (v5: 3); the hit beyond them stays v5's 3 points. */
export const MAX_FREE_TRANSFERS_V6 = 4;
/**
 * In a Triple Lead week the Lead's points on the week's very-high headline threats
 * (constants-v5.ts TRIPLE_LEAD_SEVERITIES) count this many times, as in v5… Target `chip-timing`
 * (each chip's best week worth at least twice its median week): with the Lead's double given up on
 * the rest of the week (below), the chip loses points in a week with no very-high threat the Lead
 * strongly counters, so when it is played matters. About three forecasts in five hold a very-high
 * threat, so a season with many such weeks can still lack a standout one (fraudshield-season-sim-10
 * ×1.53). ×2.5 would reach ×2.14 on every seed, but the chip is called Triple Lead and says ×3:
 * its name stays true, and that seed stays under the bar (tools/balance/README.md, rules v6).
 */
export const TRIPLE_LEAD_MULTIPLIER_V6 = 3;
/**
 * …and this many times (×1: once, no Lead bonus) on every other attack that week (v5: still ×2).
 * Target `chip-timing`: under v5 the chip was worth about the same in every week with a very-high
 * threat (×1.28 on the worst seed); now it is a trade — the Lead's double on the rest of the week
 * for the multiplier above on the most severe threats — worth most when the Lead strongly counters
 * a very-high threat that draws many attacks, and a loss in a week without one.
 */
export const TRIPLE_LEAD_OTHERS_MULTIPLIER_V6 = 1;
