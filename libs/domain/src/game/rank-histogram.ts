/**
 * Ranks from a points histogram: how many ranked players hold each exact season-points value.
 * A table ranks by points descending, then earlier join, then uid (compareStandings), so a
 * player's rank is
 *
 *   1 + (players with more points: a sum over the histogram)
 *     + (players with the same points who joined earlier: counted among those few alone).
 *
 * The histogram moves when a player's points or table membership moves (settlement, an account
 * deleted), one bucket out and one in: nothing writes every player's rank. Season points are
 * whole numbers in every rules version (block and breach points, bonuses and the Lead's
 * multiplier are integers), so one bucket per exact value loses nothing; a value that is not a
 * safe integer is refused rather than rounded into a wrong rank.
 *
 * Keys are flat field names of letters, digits and `_` (`h_12`, `h_m3` for −3): the local
 * Firestore stand-in cannot address nested fields in increments.
 */

/** key → players; a missing key is 0 (counts may pass through 0 and negative partial sums). */
export type PointsHistogram = Readonly<Record<string, number>>;

/** A player as a table sees them: their season points and whether the table ranks them. */
export interface RankState {
  readonly points: number;
  /** In the table (players/{uid}.playing: has fielded a squad in a settled week). */
  readonly ranked: boolean;
}

const KEY = /^h_(m?)(\d+)$/;

export function histogramKey(points: number): string {
  if (!Number.isSafeInteger(points)) throw new RangeError(`season points must be whole numbers, got ${points}`);
  return points < 0 ? `h_m${-points}` : `h_${points}`;
}

/** The points value of a histogram key; null for any other field. */
export function pointsOfHistogramKey(key: string): number | null {
  const m = KEY.exec(key);
  if (!m) return null;
  const n = Number(m[2]);
  return m[1] ? -n : n;
}

/** Adds `by` to `counts[key]`, dropping the key at 0 (so equal histograms compare equal). */
export function addCountTo(counts: Record<string, number>, key: string, by: number): void {
  const v = (counts[key] ?? 0) + by;
  if (v === 0) delete counts[key];
  else counts[key] = v;
}

/** Adds every count of `delta` into `counts` (mutates and returns `counts`). */
export function mergeCounts(
  counts: Record<string, number>,
  delta: Readonly<Record<string, number>>,
): Record<string, number> {
  for (const [key, by] of Object.entries(delta)) addCountTo(counts, key, by);
  return counts;
}

/**
 * How one player's change moves the histogram: out of the old bucket (when ranked before), into
 * the new one (when ranked after). `null`: no such player (created, or deleted).
 */
export function histogramMove(before: RankState | null, after: RankState | null): Record<string, number> {
  const d: Record<string, number> = {};
  if (before?.ranked) addCountTo(d, histogramKey(before.points), -1);
  if (after?.ranked) addCountTo(d, histogramKey(after.points), 1);
  return d;
}

/** The histogram of a table (the ranked players of `states`). */
export function histogramOf(states: Iterable<RankState>): Record<string, number> {
  const h: Record<string, number> = {};
  for (const s of states) mergeCounts(h, histogramMove(null, s));
  return h;
}

/** Ranked players with strictly more than `points`. */
export function countAbove(histogram: PointsHistogram, points: number): number {
  let n = 0;
  for (const [key, count] of Object.entries(histogram)) {
    const p = pointsOfHistogramKey(key);
    if (p !== null && p > points) n += count;
  }
  return n;
}

/** Ranked players with exactly `points`. */
export function countAt(histogram: PointsHistogram, points: number): number {
  return histogram[histogramKey(points)] ?? 0;
}

/** Ranked players in all. */
export function histogramTotal(histogram: PointsHistogram): number {
  let n = 0;
  for (const [key, count] of Object.entries(histogram)) if (pointsOfHistogramKey(key) !== null) n += count;
  return n;
}

/**
 * A ranked player's 1-based rank: 1 + everyone with more points + `tiesAhead` (the players
 * with the same points ahead of them in table order: earlier join, then smaller uid).
 */
export function rankFromHistogram(histogram: PointsHistogram, points: number, tiesAhead: number): number {
  return 1 + countAbove(histogram, points) + tiesAhead;
}
