import { z } from 'zod';
import type { H2hOutcome } from '../game/h2h';

/**
 * The head-to-head league and cup callables' payloads and responses (their entries in the map
 * are in callables.ts). No response names a uid: members are their seat ids, cup entrants their
 * names and whether they are the caller.
 */

const leagueId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/** An H2H league's table and the caller's fixture; no league: the caller's first H2H league (Home's card). */
export const H2hGetSchema = z.union([z.undefined(), z.null(), z.strictObject({ leagueId: leagueId.optional() })]);

/** A page of one cup round: absent round, the latest drawn; absent page, the caller's own page of it (else 0). */
export const CupGetSchema = z.union([
  z.undefined(),
  z.null(),
  z.strictObject({
    round: z.number().int().min(1).max(64).optional(),
    page: z.number().int().min(0).max(10_000_000).optional(),
  }),
]);

/** An admin schedules the season's cup: round 1 is decided by `startWeek`, the draw made when the week before settles. */
export const ScheduleCupSchema = z.strictObject({
  startWeek: z.number().int().min(2).max(10_000),
  name: z.string().trim().min(3).max(40).optional(),
});

export interface H2hTableRow {
  rank: number;
  /** The member's seat id in this league (opaque, random). */
  id: string;
  name: string;
  me: boolean;
  /** Still a member (a member who left keeps the results of the weeks they played). */
  member: boolean;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  pointsFor: number;
  pointsAgainst: number;
}

export interface H2hFixtureView {
  week: number;
  /** null: a bye (an odd number of members this week). */
  opponent: { id: string; name: string } | null;
  settled: boolean;
  myPoints: number | null;
  theirPoints: number | null;
  outcome: H2hOutcome | null;
}

export interface H2hView {
  leagueId: string;
  name: string;
  /** The table counts the weeks up to this one (0: none settled yet). */
  settledThrough: number;
  table: H2hTableRow[];
  /** The caller's fixture in the latest opened week (or the next one, between weeks). */
  fixture: H2hFixtureView | null;
  /** The caller's fixture in the last settled week, with its result. */
  lastResult: H2hFixtureView | null;
  /** The first week the caller has fixtures (null: not a member). */
  firstWeek: number | null;
  maxMembers: number;
  /** The caller's H2H leagues, to switch between them. */
  leagues: { leagueId: string; name: string }[];
}

export interface CupEntrantView {
  name: string;
  me: boolean;
}

export interface CupTieView {
  /** The tie's place in the round: page × ties a page + its index on the page. */
  index: number;
  a: CupEntrantView;
  /** null: a bye. */
  b: CupEntrantView | null;
  aPoints: number | null;
  bPoints: number | null;
  winner: 'a' | 'b' | null;
}

export interface CupView {
  name: string;
  startWeek: number;
  /** 'scheduled' before the draw; 'running'; 'finished' once a champion is known. */
  status: 'scheduled' | 'running' | 'finished';
  entrants: number;
  /** Rounds drawn so far; each with its week and pages. */
  rounds: { round: number; week: number; pages: number; decided: boolean }[];
  /** The page shown. */
  round: number | null;
  page: number;
  pages: number;
  ties: CupTieView[];
  /** The caller's tie in the round shown (null: not in it, or knocked out before it). */
  mine: (CupTieView & { page: number }) | null;
  champion: string | null;
  /** How a tie is decided, in words (the rule the server applies). */
  tieBreak: string;
}
