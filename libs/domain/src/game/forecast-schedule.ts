/**
 * Rules v5: the forecast schedule. Each week's headline threats come from the season seed, so
 * the schedule is fixed when the season starts and published forecastWeeksAhead weeks ahead (the
 * open week and the next ones): a squad is planned, not refit. The season seed stays on the
 * server (only the published weeks are shown); the attacks come from each week's own committed
 * seed, so knowing a forecast early reveals no draw.
 */
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { HEADLINE_THREATS } from './constants';
import { createRng, sha256Hex } from './prng';
import type { Ruleset } from './ruleset';

/** Week `week`'s forecast: HEADLINE_THREATS different frauds, each set equally likely, in FRAUD_IDS order. */
export function scheduledForecast(seasonSeed: string, week: number): FraudId[] {
  if (!Number.isInteger(week) || week < 1) throw new RangeError('scheduledForecast: week must be an integer ≥ 1');
  const rng = createRng(sha256Hex(`${seasonSeed}:forecast:${week}`));
  const pool = FRAUD_IDS.map((_, i) => i);
  const picked: number[] = [];
  while (picked.length < HEADLINE_THREATS) picked.push(...pool.splice(Math.floor(rng.next() * pool.length), 1));
  return picked.sort((a, b) => a - b).map((i) => FRAUD_IDS[i] as FraudId);
}

/** How many weeks of forecast a player sees: the open week and the next ones (1 before v5). */
export function forecastHorizon(rules: Ruleset): number {
  return Math.max(1, rules.forecastWeeksAhead ?? 1);
}

/** The forecasts published while `openWeek` is open: weeks openWeek … openWeek + horizon − 1 (not past `lastWeek`). */
export function publishedForecasts(
  seasonSeed: string,
  openWeek: number,
  rules: Ruleset,
  lastWeek = Infinity,
): { week: number; headlineThreats: FraudId[] }[] {
  const out: { week: number; headlineThreats: FraudId[] }[] = [];
  for (let w = openWeek; w < openWeek + forecastHorizon(rules) && w <= lastWeek; w++)
    out.push({ week: w, headlineThreats: scheduledForecast(seasonSeed, w) });
  return out;
}
