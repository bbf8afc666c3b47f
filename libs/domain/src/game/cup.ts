/**
 * The cup: a knockout for every player who has fielded a squad. Pure rules: how the bracket is
 * cut into pages, who meets whom, and who goes through.
 *
 * The bracket is stored a page at a time (CUP_TIES_PER_PAGE ties), never whole: a cup of five
 * million entrants is 50,000 first-round pages. Round r + 1's page q is drawn from the winners of
 * round r's pages 2q and 2q + 1, in order, paired neighbour with neighbour, so one unit of work
 * reads two pages (and their ≤ 200 players) and writes the next round's page: the work fans out
 * and never needs the whole round. The first round's pages are filled shard by shard (uid
 * ranges, as the settlement's shards), each shard's entrants in uid order (uids are random: no one
 * chooses a neighbour), shuffled within each page by the cup's seed.
 */
import { createRng, nextInt, sha256Hex } from './prng';

/** Ties on one stored page (and one page of cup_get): 100 entrants, a few kB, far under Firestore's 1 MiB a document. */
export const CUP_TIES_PER_PAGE = 50;
export const CUP_ENTRANTS_PER_PAGE = 2 * CUP_TIES_PER_PAGE;
/** Documents one cup_get may read (the cup, one page, the caller's own tie): the contract's bound. */
export const CUP_MAX_READS_PER_CALL = 60;

export interface CupEntrant {
  uid: string;
  name: string;
}

/** One tie; `b` null is a bye (a goes through). Points and winner once the round's week is settled. */
export interface CupTie {
  a: CupEntrant;
  b: CupEntrant | null;
  aPoints: number | null;
  bPoints: number | null;
  winner: 'a' | 'b' | null;
}

/** The week round `round` (1-based) is decided by. */
export function cupRoundWeek(startWeek: number, round: number): number {
  return startWeek + round - 1;
}

/** The round a week decides, or null outside the cup. */
export function cupRoundOfWeek(startWeek: number, week: number): number | null {
  const r = week - startWeek + 1;
  return r >= 1 ? r : null;
}

/** Pages of each later round, from the first round's: halved (rounded up) until one page is left. */
export function cupPagesOfRound(firstRoundPages: number, round: number): number {
  if (firstRoundPages <= 0) return 0;
  let pages = firstRoundPages;
  for (let r = 1; r < round; r++) pages = Math.ceil(pages / 2);
  return pages;
}

/** Pages a shard of `entrants` first-round entrants fills. */
export function cupPagesFor(entrants: number): number {
  return Math.ceil(Math.max(0, entrants) / CUP_ENTRANTS_PER_PAGE);
}

/** Each shard's first page in the first round: the running sum of the shards' pages. */
export function cupShardOffsets(pagesByShard: readonly number[]): number[] {
  const out: number[] = [];
  let at = 0;
  for (const p of pagesByShard) {
    out.push(at);
    at += p;
  }
  return out;
}

/** `list` shuffled by `seed` (Fisher–Yates): the draw within a page. */
export function seededShuffle<T>(list: readonly T[], seed: string): T[] {
  const out = [...list];
  const rng = createRng(sha256Hex(seed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Neighbours paired in order; an odd one out gets a bye. */
export function pairUp(entrants: readonly CupEntrant[]): CupTie[] {
  const ties: CupTie[] = [];
  for (let i = 0; i < entrants.length; i += 2)
    ties.push({
      a: entrants[i] as CupEntrant,
      b: entrants[i + 1] ?? null,
      aPoints: null,
      bPoints: null,
      winner: null,
    });
  return ties;
}

/** A first-round page: up to CUP_ENTRANTS_PER_PAGE entrants, shuffled by the cup's seed and the page. */
export function drawFirstRoundPage(entrants: readonly CupEntrant[], cupSeed: string, page: number): CupTie[] {
  if (entrants.length > CUP_ENTRANTS_PER_PAGE) throw new RangeError(`a page holds ${CUP_ENTRANTS_PER_PAGE} entrants`);
  return pairUp(seededShuffle(entrants, `cup:${cupSeed}:r1:p${page}`));
}

/** What decides a tie: the week's points, then the season total through that week. */
export interface CupScore {
  week: number;
  season: number;
}

/**
 * Who goes through: more points in the round's week; level, the higher season total through that
 * week; still level, a coin from the cup's seed and the tie's place (sha256 of both: the same
 * answer every time it is asked, and no player can steer it). A bye: a goes through.
 */
export function decideTie(
  tie: Pick<CupTie, 'b'>,
  a: CupScore,
  b: CupScore | null,
  coin: { cupSeed: string; round: number; page: number; index: number },
): 'a' | 'b' {
  if (!tie.b || !b) return 'a';
  if (a.week !== b.week) return a.week > b.week ? 'a' : 'b';
  if (a.season !== b.season) return a.season > b.season ? 'a' : 'b';
  const h = sha256Hex(`cup:${coin.cupSeed}:r${coin.round}:p${coin.page}:t${coin.index}`);
  return parseInt(h.slice(0, 2), 16) % 2 === 0 ? 'a' : 'b';
}

/** The entrants a decided page sends through, in tie order. */
export function winnersOf(ties: readonly CupTie[]): CupEntrant[] {
  const out: CupEntrant[] = [];
  for (const t of ties) {
    if (t.winner === null) throw new Error('a tie of the page is undecided');
    out.push(t.winner === 'b' && t.b ? t.b : t.a);
  }
  return out;
}

/** The next round's page q: winners of pages 2q and 2q + 1 (absent: none), neighbours paired. */
export function nextRoundPage(left: readonly CupTie[], right: readonly CupTie[] | null): CupTie[] {
  return pairUp([...winnersOf(left), ...(right ? winnersOf(right) : [])]);
}

/** Season total through `week` from a player's points by week (keys are week numbers). */
export function seasonThrough(pointsByWeek: Record<string, number> | undefined, week: number): number {
  let sum = 0;
  for (const [k, v] of Object.entries(pointsByWeek ?? {})) if (Number(k) <= week) sum += v;
  return sum;
}
