import {
  CUP_ENTRANTS_PER_PAGE,
  CUP_TIES_PER_PAGE,
  cupPagesFor,
  cupPagesOfRound,
  cupRoundOfWeek,
  cupRoundWeek,
  cupShardOffsets,
  decideTie,
  DomainError,
  drawFirstRoundPage,
  nextRoundPage,
  planShards,
  type CupEntrant,
  type CupScore,
  type CupTie,
  type CupTieView,
  type CupView,
  type ShardRange,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import { actorOf, auditEntry, type AdminAuditDoc } from './admin';

/**
 * The cup (libs/domain game/cup.ts has the rules): a knockout of every player who has fielded a
 * squad, from a set week, each round decided by one week's points.
 *
 * All of it is made at settlement, in bounded units of work on a task queue (callables/cup.ts),
 * started by the settlement's afterWeekSettled hook:
 * - the draw, once the week before the cup's first is settled: one `count` task counts the
 *   entrants of each uid range (the settlement's own shard plan: at most MAX_SHARDS count
 *   queries), stores each range's first page on the cup, then one `draw` task per range writes
 *   its first-round pages (CUP_ENTRANTS_PER_PAGE entrants each, in uid order, shuffled on the
 *   page by the cup's seed); no unit reads more than its range;
 * - each round, once its week is settled: `round` tasks of CUP_PAIRS_PER_TASK page pairs each;
 *   a pair is round r's pages 2q and 2q + 1 (2 reads), their ≤ 200 players' points (≤ 200 reads),
 *   and three writes: both pages decided, and round r + 1's page q drawn from their winners.
 *
 * Every write is a whole page computed from what was read, so a task delivered twice or retried
 * writes the same documents again; nothing is counted, so nothing can be counted twice. The cup's
 * own document is written by the count task (once) and by the final's unit (once): far under
 * Firestore's one write a second a document. A page is ≈ 15 kB, far under its 1 MiB.
 */

/** Page pairs one round task decides: ≤ 2 × 10 page reads, ≤ 2,000 player reads, 30 writes (a commit takes 500). */
export const CUP_PAIRS_PER_TASK = 10;
/** Players read a draw query at a time. */
export const CUP_DRAW_PAGE = 400;
/** The tie-break in words, from the rule decideTie applies. */
export const CUP_TIE_BREAK =
  "More points in the round's week go through; level, the higher season total up to that week; still level, a coin drawn from the cup's seed and the tie's place.";

export interface CupDoc {
  id: string;
  name: string;
  /** The week round 1 is decided by. */
  startWeek: number;
  seed: string;
  status: 'scheduled' | 'running' | 'finished';
  /** Set by the count task: the uid ranges' pages in round 1, and how many entrants. */
  shards: number | null;
  pagesByShard: number[] | null;
  firstRoundPages: number | null;
  entrants: number | null;
  champion: CupEntrant | null;
  /** The round the champion won (null until then). */
  finalRound: number | null;
}

export interface CupPageDoc {
  round: number;
  page: number;
  ties: CupTie[];
  /** The page's entrants: what the caller's own tie is found by (an array-contains query, one document). */
  uids: string[];
  /** Every tie has a winner. */
  decided: boolean;
}

export type CupTask =
  | { cupId: string; kind: 'count'; weekId: string }
  | { cupId: string; kind: 'draw'; shard: number }
  | { cupId: string; kind: 'round'; round: number; from: number; to: number };

export interface CupWorkDeps {
  cup(cupId: string): Promise<CupDoc | null>;
  /** The single cup of the season, if one is scheduled. */
  currentCup(): Promise<CupDoc | null>;
  updateCup(cupId: string, fields: Partial<CupDoc>): Promise<void>;
  /** The settlement's shard count for the week (its plan), 1 when it has none. */
  shardCount(weekId: string): Promise<number>;
  /** Players who have fielded a squad, in the range: a count aggregation. */
  countEntrants(range: ShardRange): Promise<number>;
  /** Players who have fielded a squad, in the range, in uid order after `after`. */
  entrants(range: ShardRange, after: string | null, limit: number): Promise<CupEntrant[]>;
  getPages(cupId: string, round: number, pages: number[]): Promise<(CupPageDoc | null)[]>;
  /** Whole pages, set (the same content on a replay); ≤ 500 a commit. */
  writePages(cupId: string, pages: CupPageDoc[]): Promise<void>;
  /** Week points and season total through the week, by uid (a player deleted since: null). */
  scores(uids: string[], week: number): Promise<Map<string, CupScore>>;
  enqueue(tasks: CupTask[]): Promise<void>;
}

const taskOf = (cup: CupDoc, round: number, pages: number): CupTask[] => {
  const pairs = Math.ceil(pages / 2);
  const tasks: CupTask[] = [];
  for (let from = 0; from < pairs; from += CUP_PAIRS_PER_TASK)
    tasks.push({ cupId: cup.id, kind: 'round', round, from, to: Math.min(pairs, from + CUP_PAIRS_PER_TASK) });
  return tasks;
};

/**
 * After a week is settled: the draw (the week before the cup's first) or the round the week
 * decides. Only enqueues; idempotent (the task ids repeat, and the units write whole pages).
 */
export async function startCupWork(
  deps: CupWorkDeps,
  week: { id: string; number: number },
): Promise<{ enqueued: number }> {
  const cup = await deps.currentCup();
  if (!cup || cup.status === 'finished') return { enqueued: 0 };
  if (week.number === cup.startWeek - 1 && cup.firstRoundPages === null) {
    await deps.enqueue([{ cupId: cup.id, kind: 'count', weekId: week.id }]);
    return { enqueued: 1 };
  }
  const round = cupRoundOfWeek(cup.startWeek, week.number);
  if (round === null || cup.firstRoundPages === null || cup.firstRoundPages === 0) return { enqueued: 0 };
  if (cup.finalRound !== null && round > cup.finalRound) return { enqueued: 0 };
  const tasks = taskOf(cup, round, cupPagesOfRound(cup.firstRoundPages, round));
  await deps.enqueue(tasks);
  return { enqueued: tasks.length };
}

/** Thrown when a unit's input is not there yet (a draw still running): the queue retries it. */
export class CupNotReady extends Error {}

export async function runCupTask(deps: CupWorkDeps, task: CupTask): Promise<{ action: string; pages?: number }> {
  const cup = await deps.cup(task.cupId);
  if (!cup) return { action: 'no-cup' };
  if (task.kind === 'count') {
    if (cup.pagesByShard) return { action: 'counted-before' };
    const ranges = planShards(await deps.shardCount(task.weekId));
    const counts: number[] = [];
    // 20 count queries in flight: MAX_SHARDS (3,844) ranges take a few seconds.
    for (let i = 0; i < ranges.length; i += 20)
      counts.push(...(await Promise.all(ranges.slice(i, i + 20).map((r) => deps.countEntrants(r)))));
    const pagesByShard = counts.map(cupPagesFor);
    const firstRoundPages = pagesByShard.reduce((s, p) => s + p, 0);
    await deps.updateCup(cup.id, {
      shards: ranges.length,
      pagesByShard,
      firstRoundPages,
      entrants: counts.reduce((s, c) => s + c, 0),
      status: 'running',
    });
    await deps.enqueue(
      ranges.filter((_, i) => (pagesByShard[i] ?? 0) > 0).map((r) => ({ cupId: cup.id, kind: 'draw', shard: r.index })),
    );
    return { action: 'counted', pages: firstRoundPages };
  }
  if (task.kind === 'draw') {
    if (!cup.pagesByShard || cup.shards === null) throw new CupNotReady('the cup is not counted yet');
    const range = planShards(cup.shards)[task.shard];
    const pages = cup.pagesByShard[task.shard] ?? 0;
    if (!range || pages === 0) return { action: 'empty-shard' };
    const first = cupShardOffsets(cup.pagesByShard)[task.shard] ?? 0;
    // The counted pages are the shard's places in the bracket: an entrant beyond them (none, unless
    // a player started playing after the count) waits for the next cup.
    const capacity = pages * CUP_ENTRANTS_PER_PAGE;
    const drawn: CupEntrant[] = [];
    let after: string | null = null;
    while (drawn.length < capacity) {
      const batch = await deps.entrants(range, after, CUP_DRAW_PAGE);
      drawn.push(...batch.slice(0, capacity - drawn.length));
      if (batch.length < CUP_DRAW_PAGE) break;
      after = batch[batch.length - 1]?.uid ?? null;
    }
    // Entrants spread evenly over the counted pages (a deleted account leaves a page short, never empty).
    const out: CupPageDoc[] = [];
    for (let k = 0; k < pages; k++) {
      const slice = drawn.slice(Math.floor((k * drawn.length) / pages), Math.floor(((k + 1) * drawn.length) / pages));
      const page = first + k;
      const ties = drawFirstRoundPage(slice, cup.seed, page);
      out.push({ round: 1, page, ties, uids: slice.map((e) => e.uid), decided: false });
    }
    await deps.writePages(cup.id, out);
    return { action: 'drawn', pages: out.length };
  }
  return decideRound(deps, cup, task);
}

async function decideRound(
  deps: CupWorkDeps,
  cup: CupDoc,
  task: Extract<CupTask, { kind: 'round' }>,
): Promise<{ action: string; pages: number }> {
  if (cup.firstRoundPages === null) throw new CupNotReady('the cup is not drawn yet');
  const pagesInRound = cupPagesOfRound(cup.firstRoundPages, task.round);
  const week = cupRoundWeek(cup.startWeek, task.round);
  const wanted: number[] = [];
  for (let q = task.from; q < task.to; q++) for (const p of [2 * q, 2 * q + 1]) if (p < pagesInRound) wanted.push(p);
  const pages = await deps.getPages(cup.id, task.round, wanted);
  const byIndex = new Map<number, CupPageDoc>();
  wanted.forEach((p, i) => {
    const doc = pages[i];
    if (!doc) throw new CupNotReady(`round ${task.round} page ${p} is not drawn yet`);
    byIndex.set(p, doc);
  });
  const uids = [...byIndex.values()].flatMap((d) => d.uids);
  const scores = await deps.scores(uids, week);
  // A player deleted since the draw scores nothing (and the season total nothing).
  const scoreOf = (uid: string): CupScore => scores.get(uid) ?? { week: 0, season: 0 };
  const decided = new Map<number, CupPageDoc>();
  for (const [p, doc] of byIndex) {
    const ties = doc.ties.map((t, index) => {
      const a = scoreOf(t.a.uid);
      const b = t.b ? scoreOf(t.b.uid) : null;
      const winner = decideTie(t, a, b, { cupSeed: cup.seed, round: task.round, page: p, index });
      return { ...t, aPoints: a.week, bPoints: b?.week ?? null, winner };
    });
    decided.set(p, { ...doc, ties, decided: true });
  }
  const writes: CupPageDoc[] = [...decided.values()];
  let champion: CupEntrant | null = null;
  for (let q = task.from; q < task.to; q++) {
    const left = decided.get(2 * q);
    if (!left) continue;
    const right = decided.get(2 * q + 1) ?? null;
    // The last page's last tie: its winner is the champion.
    if (pagesInRound === 1 && left.ties.length === 1) {
      const t = left.ties[0] as CupTie;
      champion = t.winner === 'b' && t.b ? t.b : t.a;
      continue;
    }
    const ties = nextRoundPage(left.ties, right?.ties ?? null);
    writes.push({
      round: task.round + 1,
      page: q,
      ties,
      uids: ties.flatMap((t) => [t.a.uid, ...(t.b ? [t.b.uid] : [])]),
      decided: false,
    });
  }
  await deps.writePages(cup.id, writes);
  if (champion) await deps.updateCup(cup.id, { champion, finalRound: task.round, status: 'finished' });
  return { action: 'decided', pages: decided.size };
}

// ---------- cup_get ----------

export interface CupReadDeps {
  currentCup(): Promise<CupDoc | null>;
  /** The number of the latest settled week (0 before the first). */
  settledThrough(): Promise<number>;
  page(cupId: string, round: number, page: number): Promise<CupPageDoc | null>;
  /** The caller's page in a round (an array-contains query, limit 1), or null. */
  pageOf(cupId: string, round: number, uid: string): Promise<CupPageDoc | null>;
}

const view = (uid: string, page: number, t: CupTie, index: number): CupTieView => ({
  index: page * CUP_TIES_PER_PAGE + index,
  a: { name: t.a.name, me: t.a.uid === uid },
  b: t.b ? { name: t.b.name, me: t.b.uid === uid } : null,
  aPoints: t.aPoints,
  bPoints: t.bPoints,
  winner: t.winner,
});

/**
 * One page of one round: at most 5 documents read (the cup, the season pointers, the caller's page
 * by query, the page asked for), under CUP_MAX_READS_PER_CALL whatever the cup's size.
 */
export async function getCup(ctx: CallerContext, input: Parsed<'cup_get'>, deps: CupReadDeps): Promise<CupView | null> {
  const cup = await deps.currentCup();
  if (!cup) return null;
  const settled = await deps.settledThrough();
  const first = cup.firstRoundPages ?? 0;
  // Round r is drawn once week startWeek + r − 2 is settled, decided once startWeek + r − 1 is.
  const lastRound = cup.finalRound ?? Math.max(0, settled - cup.startWeek + 2);
  const rounds: CupView['rounds'] = [];
  if (first > 0)
    for (let r = 1; r <= lastRound; r++)
      rounds.push({
        round: r,
        week: cupRoundWeek(cup.startWeek, r),
        pages: cupPagesOfRound(first, r),
        decided: cupRoundWeek(cup.startWeek, r) <= settled,
      });
  const round = input?.round ?? rounds.at(-1)?.round ?? null;
  if (round !== null && input?.round !== undefined && !rounds.some((r) => r.round === round))
    throw new DomainError('invalid-input', `round: the cup has ${rounds.length} rounds so far`);
  const pages = round === null ? 0 : cupPagesOfRound(first, round);
  if (input?.page !== undefined && input.page >= Math.max(1, pages))
    throw new DomainError('invalid-input', `page: round ${round} has ${pages} pages`);
  const mineDoc = round === null ? null : await deps.pageOf(cup.id, round, ctx.uid);
  const pageNumber = input?.page ?? mineDoc?.page ?? 0;
  const shown =
    round === null
      ? null
      : mineDoc && mineDoc.page === pageNumber
        ? mineDoc
        : await deps.page(cup.id, round, pageNumber);
  const mineIndex = mineDoc ? mineDoc.ties.findIndex((t) => t.a.uid === ctx.uid || t.b?.uid === ctx.uid) : -1;
  const mineTie = mineDoc && mineIndex >= 0 ? mineDoc.ties[mineIndex] : undefined;
  return {
    name: cup.name,
    startWeek: cup.startWeek,
    status: cup.status,
    entrants: cup.entrants ?? 0,
    rounds,
    round,
    page: pageNumber,
    pages,
    ties: shown ? shown.ties.map((t, i) => view(ctx.uid, pageNumber, t, i)) : [],
    mine: mineDoc && mineTie ? { ...view(ctx.uid, mineDoc.page, mineTie, mineIndex), page: mineDoc.page } : null,
    champion: cup.champion?.name ?? null,
    tieBreak: CUP_TIE_BREAK,
  };
}

// ---------- admin_scheduleCup ----------

export interface CupScheduleDeps {
  currentCup(): Promise<CupDoc | null>;
  /** The number of the latest settled week (0 before the first). */
  settledThrough(): Promise<number>;
  /** Writes the cup (replacing one not yet drawn) and its audit entry in one commit. */
  saveCup(cup: CupDoc, audit: AdminAuditDoc): Promise<void>;
  newSeed(): string;
}

export const DEFAULT_CUP_NAME = 'The FraudShield Cup';

/** A cup as scheduled: named, its first round's week and draw seed set, nothing drawn yet. */
export function scheduledCup(name: string, startWeek: number, seed: string): CupDoc {
  return {
    id: 'season',
    name,
    startWeek,
    seed,
    status: 'scheduled',
    shards: null,
    pagesByShard: null,
    firstRoundPages: null,
    entrants: null,
    champion: null,
    finalRound: null,
  };
}

/**
 * The draw happens when the week before the first round settles, so that week must still be to
 * come; a cup already drawn is never replaced (its bracket is being played).
 */
export async function scheduleCup(
  ctx: CallerContext,
  input: Parsed<'admin_scheduleCup'>,
  deps: CupScheduleDeps,
): Promise<{ startWeek: number; name: string }> {
  const [current, settled] = await Promise.all([deps.currentCup(), deps.settledThrough()]);
  if (current && current.firstRoundPages !== null)
    throw new DomainError('invalid-input', 'The cup is drawn already: it is played to the end.');
  if (input.startWeek < settled + 2)
    throw new DomainError(
      'invalid-input',
      `startWeek: the draw is made when week ${input.startWeek - 1} settles, so the cup can start in week ${settled + 2} at the earliest`,
    );
  const name = input.name ?? DEFAULT_CUP_NAME;
  const cup = scheduledCup(name, input.startWeek, deps.newSeed());
  await deps.saveCup(
    cup,
    auditEntry(actorOf(ctx), 'schedule-cup', ctx.now, `${name}: round 1 in week ${input.startWeek}`),
  );
  return { startWeek: cup.startWeek, name };
}
