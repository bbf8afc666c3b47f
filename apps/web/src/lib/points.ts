/**
 * Week points as a number on screen: a negative one with a minus sign (U+2212), as the match
 * report writes it, not a hyphen ("-155" read as a dash at 390 px, and "-36–78" as a range).
 */
export function formatPoints(points: number): string {
  return points < 0 ? `\u2212${-points}` : String(points);
}

/** Points gained or lost, signed: +12, −12 (the minus sign of formatPoints), 0. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : formatPoints(points);
}
