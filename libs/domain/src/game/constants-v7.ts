/**
 * The numbers rules v7 adds to v6 (ruleset.ts RULES_V7), tuned with the balance tool
 * (`npm run balance`: every target on each of its 20 season seeds). Everything else v7 keeps from
 * v6 (constants-v6.ts, which stays as v6 was played).
 */

/**
 * The points hit for each transfer beyond the free ones (v5, v6: 3). Target `chip-timing` (each
 * chip's best week worth at least twice its median week): with a 3-point hit and two free transfers
 * a week a planner seldom pays a hit, so a Wildcard was worth about the same in every week of a
 * season whose forecasts turn over evenly (fraudshield-season-sim-14 ×1.57 once the simulated
 * players stopped fielding the myth-buster; sim-17 ×1.73 before). At 4 points a Wildcard pays most in
 * the week the forecasts ahead change most (worst seed ×2 or more on all 20). Target
 * `planner-beats-keeper` stays above its 75% bar (tools/balance/README.md, rules v7).
 */
export const TRANSFER_HIT_POINTS_V7 = 4;

/**
 * In a Triple Lead week the chip's multiplier applies to an attack of a covered threat (the week's
 * very-high headline threats) whenever the Lead counters that fraud, strongly or partly (v5, v6:
 * only when the Lead is a strong counter, as the Lead's own rule). Target `chip-timing`: a week
 * holds one or two very-high threats; with strong counters only, no card strongly counters two of
 * Ransomware, Zero-Day Exploit and Deepfake, so a season with many weeks of one very-high threat
 * (fraudshield-season-sim-10: seven) had no standout week (×1.53). A Lead that counters two covered
 * threats (Application Sandboxing: Zero-Day strongly, Ransomware partly; User Education: both of
 * Ransomware and Deepfake partly) makes such a week the chip's: sim-10 ×2.92. The multiplier stays
 * ×3 (the chip's name).
 */
export const TRIPLE_LEAD_COVERS_PARTIAL_V7 = true;
