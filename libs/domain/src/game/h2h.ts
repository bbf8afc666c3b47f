/**
 * Head-to-head leagues: every week each member meets one other member, and the one who scored
 * more that week wins the fixture (3 points), level is a draw (1 each), fewer a loss (0). Pure
 * rules: the fixtures of any week from the league's roster, the results of a settled week from
 * the members' points, and the table.
 *
 * The fixtures are never stored. They follow from the roster (who joined for which week, who left
 * after which) and the league's seed, so a settled week's fixture can never change: a member who
 * joins gets fixtures from the week after the latest opened one, and one who leaves keeps the
 * fixtures of every week already opened. Between two roster changes the members play a round
 * robin (the circle method) in an order shuffled by the league's seed: every pair meets once in
 * each cycle of n − 1 weeks (n weeks and one bye each when n is odd).
 */
import { createRng, nextInt, sha256Hex } from './prng';

/** The most members an H2H league may have at once: a table read stays a few dozen documents. */
export const H2H_MAX_MEMBERS = 20;
/** Seats a league may ever hand out (members who left keep theirs: their results stay in the table). */
export const H2H_MAX_SEATS = 2 * H2H_MAX_MEMBERS;
export const H2H_WIN_POINTS = 3;
export const H2H_DRAW_POINTS = 1;
export const H2H_LOSS_POINTS = 0;

/** A member's place in the league's history. */
export interface H2hSeat {
  /** Opaque, random: what responses name (never a uid). */
  seat: string;
  /** The first week the member has fixtures. */
  firstWeek: number;
  /** The last week the member has fixtures (inclusive); null while a member. */
  lastWeek: number | null;
}

/** One week's meeting; `away` null is a bye (no match, no points). */
export interface H2hFixture {
  week: number;
  home: string;
  away: string | null;
}

/** The seats with fixtures in `week`, in seat order. */
export function fieldOf(seats: readonly H2hSeat[], week: number): string[] {
  return seats
    .filter((s) => s.firstWeek <= week && (s.lastWeek === null || week <= s.lastWeek))
    .map((s) => s.seat)
    .sort();
}

/** The first week of the run of weeks, ending at `week`, with the same field (a cycle starts there). */
export function cycleStart(seats: readonly H2hSeat[], week: number): number {
  let start = 1;
  for (const s of seats) {
    if (s.firstWeek <= week) start = Math.max(start, s.firstWeek);
    if (s.lastWeek !== null && s.lastWeek + 1 <= week) start = Math.max(start, s.lastWeek + 1);
  }
  return start;
}

/** The field in the order the seed draws for the cycle starting at `start` (Fisher–Yates). */
function drawnOrder(field: readonly string[], seed: string, start: number): string[] {
  const order = [...field];
  const rng = createRng(sha256Hex(`h2h:${seed}:${start}`));
  for (let i = order.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  return order;
}

/**
 * The week's fixtures: the circle method on the drawn order, round (week − cycle start) mod
 * (n − 1), n the field rounded up to even (the extra place is the bye). Deterministic from the
 * roster and the seed.
 */
export function fixturesOf(seats: readonly H2hSeat[], seed: string, week: number): H2hFixture[] {
  const field = fieldOf(seats, week);
  if (field.length === 0) return [];
  const start = cycleStart(seats, week);
  const order: (string | null)[] = drawnOrder(field, seed, start);
  if (order.length % 2 === 1) order.push(null);
  const n = order.length;
  const round = (((week - start) % (n - 1)) + (n - 1)) % (n - 1);
  // Place 0 stays; the others turn `round` steps.
  const rest = order.slice(1);
  const turned = [order[0] ?? null, ...rest.map((_, i) => rest[(i + round) % rest.length] ?? null)];
  const fixtures: H2hFixture[] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = turned[i] ?? null;
    const b = turned[n - 1 - i] ?? null;
    if (a === null && b === null) continue;
    if (a === null) fixtures.push({ week, home: b as string, away: null });
    else fixtures.push({ week, home: a, away: b });
  }
  return fixtures;
}

/** Week points by seat for one settled week: a member who fielded nothing scored 0. */
export type WeekPoints = (seat: string, week: number) => number;

export type H2hOutcome = 'win' | 'draw' | 'loss';

export function outcomeOf(mine: number, theirs: number): H2hOutcome {
  return mine > theirs ? 'win' : mine === theirs ? 'draw' : 'loss';
}

export const OUTCOME_POINTS: Record<H2hOutcome, number> = {
  win: H2H_WIN_POINTS,
  draw: H2H_DRAW_POINTS,
  loss: H2H_LOSS_POINTS,
};

export interface H2hRow {
  seat: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** 3 a win, 1 a draw. */
  points: number;
  /** Week points scored in the member's fixtures: the first tie-break. */
  pointsFor: number;
  pointsAgainst: number;
  byes: number;
}

/**
 * The table after `settledThrough` (every settled week's fixtures counted). Order: table points,
 * then points for, then fewer points against, then the seat id (stable, and no one chooses it).
 */
export function h2hTable(
  seats: readonly H2hSeat[],
  seed: string,
  settledThrough: number,
  points: WeekPoints,
): H2hRow[] {
  const rows = new Map<string, H2hRow>();
  const row = (seat: string): H2hRow => {
    let r = rows.get(seat);
    if (!r) {
      r = { seat, played: 0, won: 0, drawn: 0, lost: 0, points: 0, pointsFor: 0, pointsAgainst: 0, byes: 0 };
      rows.set(seat, r);
    }
    return r;
  };
  for (const s of seats) row(s.seat);
  const first = seats.reduce((m, s) => Math.min(m, s.firstWeek), Infinity);
  for (let week = Number.isFinite(first) ? first : 1; week <= settledThrough; week++) {
    for (const f of fixturesOf(seats, seed, week)) {
      if (f.away === null) {
        row(f.home).byes++;
        continue;
      }
      const a = points(f.home, week);
      const b = points(f.away, week);
      for (const [me, mine, theirs] of [
        [f.home, a, b],
        [f.away, b, a],
      ] as const) {
        const r = row(me);
        const o = outcomeOf(mine, theirs);
        r.played++;
        if (o === 'win') r.won++;
        else if (o === 'draw') r.drawn++;
        else r.lost++;
        r.points += OUTCOME_POINTS[o];
        r.pointsFor += mine;
        r.pointsAgainst += theirs;
      }
    }
  }
  return [...rows.values()].sort(compareRows);
}

export function compareRows(a: H2hRow, b: H2hRow): number {
  return (
    b.points - a.points ||
    b.pointsFor - a.pointsFor ||
    a.pointsAgainst - b.pointsAgainst ||
    (a.seat < b.seat ? -1 : a.seat > b.seat ? 1 : 0)
  );
}

/**
 * The H2H upset rate, for the balance tool: over every fixture played between `firstWeek` and
 * `lastWeek` by players with different season totals, the share won by the one whose season total
 * (over the same weeks) is lower. Draws count as not an upset. Null when no such fixture exists.
 *
 * `weekly[p][w]` is player p's points in week firstWeek + w.
 */
export function h2hUpsetRate(weekly: readonly (readonly number[])[], seed = 'balance'): number | null {
  const weeks = weekly.reduce((m, p) => Math.max(m, p.length), 0);
  const seats: H2hSeat[] = weekly.map((_, i) => ({ seat: String(i).padStart(6, '0'), firstWeek: 1, lastWeek: null }));
  const total = weekly.map((p) => p.reduce((s, x) => s + x, 0));
  const pts = (seat: string, week: number) => weekly[Number(seat)]?.[week - 1] ?? 0;
  let counted = 0;
  let upsets = 0;
  for (let week = 1; week <= weeks; week++) {
    for (const f of fixturesOf(seats, seed, week)) {
      if (f.away === null) continue;
      const ta = total[Number(f.home)] ?? 0;
      const tb = total[Number(f.away)] ?? 0;
      if (ta === tb) continue;
      counted++;
      const a = pts(f.home, week);
      const b = pts(f.away, week);
      if ((ta < tb && a > b) || (tb < ta && b > a)) upsets++;
    }
  }
  return counted === 0 ? null : upsets / counted;
}

/** The week a roster change takes effect from: the week after the latest opened one (0 when none opened). */
export function nextFixtureWeek(latestOpened: number): number {
  return latestOpened + 1;
}
