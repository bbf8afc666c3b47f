import {
  DomainError,
  fixturesOf,
  h2hTable,
  H2H_MAX_MEMBERS,
  H2H_MAX_SEATS,
  nextFixtureWeek,
  outcomeOf,
  type H2hSeat,
  type H2hView,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import type { LeagueDoc, Membership } from './league';

/**
 * Head-to-head leagues (libs/domain game/h2h.ts has the rules).
 *
 * Computed on read, never at settlement: a league holds at most H2H_MAX_MEMBERS members and
 * H2H_MAX_SEATS seats ever, so its table is the caller's record and their ≤ MAX_LEAGUES leagues,
 * the roster document, the season pointers and at most H2H_MAX_SEATS player records (their points
 * by week, which settlement already writes): ≤ 54 documents a read, whatever the season's size. Settling a week therefore costs the H2H leagues
 * nothing (no fan-out, no write to a league document, which Firestore holds to about one write a
 * second), a replayed settlement cannot count a fixture twice, and a table can never be stale or
 * half-updated. The fixtures are not stored either: they follow from the roster and the seed.
 *
 * The roster (h2hRosters/{leagueId}) is the only thing stored: one document of ≤ H2H_MAX_SEATS
 * seats (a few kB, far under Firestore's 1 MiB), written on a join or a leave.
 */

/** A seat as stored: the member's uid stays on the server. */
export interface RosterSeat extends H2hSeat {
  uid: string;
}

export interface H2hRosterDoc {
  leagueId: string;
  /** Draws the fixture order (the league id: no one picks it, and it never changes). */
  seed: string;
  seats: RosterSeat[];
}

/** A member's record, as far as the table needs it. */
export interface H2hPlayer {
  name: string;
  pointsByWeek: Record<string, number>;
}

export interface H2hSeason {
  /** The number of the latest week opened (0 before the first). */
  latestOpened: number;
  /** The number of the latest settled week (0 before the first). */
  settledThrough: number;
}

export interface H2hDeps {
  membership(ctx: CallerContext): Promise<Membership>;
  getLeagues(ids: string[]): Promise<(LeagueDoc | null)[]>;
  roster(leagueId: string): Promise<H2hRosterDoc | null>;
  season(): Promise<H2hSeason>;
  players(uids: string[]): Promise<(H2hPlayer | null)[]>;
}

/** A seat taken at a join: fixtures from the week after the latest opened one. */
export function withSeat(roster: H2hRosterDoc, uid: string, seat: string, latestOpened: number): RosterSeat[] {
  if (roster.seats.some((s) => s.uid === uid && s.lastWeek === null)) throw new DomainError('already-in-league');
  const active = roster.seats.filter((s) => s.lastWeek === null).length;
  if (active >= H2H_MAX_MEMBERS || roster.seats.length >= H2H_MAX_SEATS) throw new DomainError('league-full');
  return [...roster.seats, { uid, seat, firstWeek: nextFixtureWeek(latestOpened), lastWeek: null }];
}

/**
 * A seat given up at a leave: the member keeps the fixtures of every week opened (their results
 * stay in the table); a seat that never reached a fixture goes.
 */
export function withoutSeat(roster: H2hRosterDoc, uid: string, latestOpened: number): RosterSeat[] {
  return roster.seats.flatMap((s) => {
    if (s.uid !== uid || s.lastWeek !== null) return [s];
    if (s.firstWeek > latestOpened) return [];
    return [{ ...s, lastWeek: latestOpened }];
  });
}

export async function getH2h(ctx: CallerContext, input: Parsed<'h2h_get'>, deps: H2hDeps): Promise<H2hView | null> {
  const mine = await deps.membership(ctx);
  const wanted = input?.leagueId;
  if (wanted !== undefined && !mine.leagues.includes(wanted)) throw new DomainError('not-in-league');
  // At most MAX_LEAGUES league documents: which of the caller's leagues are H2H.
  const docs = await deps.getLeagues(mine.leagues);
  const h2h = docs.filter((d): d is LeagueDoc => !!d && d.kind === 'h2h');
  const league = wanted !== undefined ? (h2h.find((d) => d.id === wanted) ?? null) : (h2h[0] ?? null);
  if (!league) {
    if (wanted !== undefined) throw new DomainError('league-not-found');
    return null;
  }
  const [roster, season] = await Promise.all([deps.roster(league.id), deps.season()]);
  if (!roster) throw new DomainError('league-not-found');
  const seats = roster.seats;
  const players = await deps.players(seats.map((s) => s.uid));
  const bySeat = new Map(seats.map((s, i) => [s.seat, { seat: s, player: players[i] ?? null }]));
  const points = (seat: string, week: number) => bySeat.get(seat)?.player?.pointsByWeek[String(week)] ?? 0;
  const nameOf = (seat: string) => bySeat.get(seat)?.player?.name ?? 'Former player';
  const mySeat = seats.find((s) => s.uid === ctx.uid && s.lastWeek === null)?.seat ?? null;

  const table = h2hTable(seats, roster.seed, season.settledThrough, points).map((r, i) => ({
    rank: i + 1,
    id: r.seat,
    name: nameOf(r.seat),
    me: r.seat === mySeat,
    member: bySeat.get(r.seat)?.seat.lastWeek === null,
    played: r.played,
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    points: r.points,
    pointsFor: r.pointsFor,
    pointsAgainst: r.pointsAgainst,
  }));

  // The caller's fixture of the latest opened week (its points once settled), and of the last settled week.
  const fixtureIn = (week: number) => {
    if (!mySeat || week < 1) return null;
    const f = fixturesOf(seats, roster.seed, week).find((x) => x.home === mySeat || x.away === mySeat);
    if (!f) return null;
    const opponent = f.home === mySeat ? f.away : f.home;
    const settled = week <= season.settledThrough;
    const mine = settled ? points(mySeat, week) : null;
    const theirs = settled && opponent ? points(opponent, week) : null;
    return {
      week,
      opponent: opponent ? { id: opponent, name: nameOf(opponent) } : null,
      settled,
      myPoints: mine,
      theirPoints: theirs,
      outcome: mine !== null && theirs !== null ? outcomeOf(mine, theirs) : null,
    };
  };
  const upcoming =
    season.latestOpened > season.settledThrough ? season.latestOpened : nextFixtureWeek(season.latestOpened);
  const firstWeek = mySeat ? (seats.find((s) => s.seat === mySeat)?.firstWeek ?? null) : null;
  return {
    leagueId: league.id,
    name: league.name,
    settledThrough: season.settledThrough,
    table,
    fixture: fixtureIn(upcoming),
    lastResult: season.settledThrough >= 1 ? fixtureIn(season.settledThrough) : null,
    firstWeek,
    maxMembers: H2H_MAX_MEMBERS,
    leagues: h2h.map((d) => ({ leagueId: d.id, name: d.name })),
  };
}
