/**
 * The numbers of measured learning: mastery, spaced review and the placement and delayed
 * checks. Written once here; the server's rules (this folder), the Help page and the learning
 * bench all read them. The definitions they plug into: mastery.ts, record.ts (review boxes), checks.ts, drill.ts.
 */

/**
 * Where a fraud's two rates start: half a right and half a wrong answer each (a Jeffreys prior,
 * Beta(½, ½)), so a newcomer's rates are both ½ and their mastery 0.
 */
export const MASTERY_PRIOR = { right: 0.5, wrong: 0.5 } as const;

/** The recent evidence the report lists halves every this many Threat Weeks (mastery itself never fades). */
export const MASTERY_HALF_LIFE_WEEKS = 8;

/** Mastery below this (on a practised fraud) puts the fraud up for review. */
export const LOW_MASTERY = 0.25;

/** Mastery from this up reads as "strong" (between LOW_MASTERY and this: "fair"). */
export const STRONG_MASTERY = 0.75;

/** Leitner boxes: a fraud in box b comes back this many weeks after its last review or mistake. */
export const REVIEW_INTERVALS_WEEKS = [1, 3, 7] as const;

/**
 * Scenario cases in each player's weekly drill. A rule of the game (ruleset.ts, re-exported by
 * ../game/constants.ts) kept here because the review share below divides it.
 */
export const DRILL_SIZE = 8;
/** At most this share of the weekly drill is review cases (rounded down: 2 of 8). */
export const REVIEW_SHARE = 0.25;

/** The wrongly answered cases a review avoids showing again, per fraud (the latest ones). */
export const REVIEW_AVOID_KEPT = 3;

/** Cases in each check (placement, then the two delayed checks). */
export const CHECK_SIZE = 8;

/** Of which genuine situations (about the bank's share of genuine cases). */
export const CHECK_GENUINE = 3;

/** The delayed checks open after this many weeks of play counted from the placement check. */
export const DELAYED_CHECK_WEEKS = [4, 12] as const;

/** The check plan leaves at least this many cases of every fraud for the drills and reviews. */
export const CASES_LEFT_FOR_PLAY = 1;

/** Weeks of the trend kept on the player's record (the latest ones). */
export const TREND_WEEKS_KEPT = 52;

/** Every graded answer is kept this many days (a season, with room), then deleted (TTL). */
export const ANSWER_RETENTION_DAYS = 371;

/** The three checks, in the order they open. */
export const CHECK_KINDS = ['placement', 'delayed-1', 'delayed-2'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** Weeks of play after the placement check before a delayed check opens (null: the placement has none). */
export function weeksBeforeCheck(kind: CheckKind): number | null {
  if (kind === 'placement') return null;
  return DELAYED_CHECK_WEEKS[kind === 'delayed-1' ? 0 : 1];
}

/** A check's name as players read it. */
export function checkTitle(kind: CheckKind): string {
  const weeks = weeksBeforeCheck(kind);
  return weeks === null ? 'Placement check' : `${weeks}-week check`;
}

/** Review slots in a drill of `drillSize` cases. */
export function reviewSlots(drillSize: number): number {
  return Math.floor(drillSize * REVIEW_SHARE);
}
