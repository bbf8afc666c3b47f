import {
  DomainError,
  mergeCounts,
  computeWeekReport,
  effectiveWeekStatus,
  planShards,
  shardCountFor,
  type ChipId,
  type DrillResult,
  type MatchReport,
  type ShardRange,
  type Squad,
} from '@fraudshield/domain';
import { auditEntry, SEASON_CLOCK, type AdminAuditDoc, type AuditActor } from './admin';
import type { SettlementProgress, WeekDoc } from './records';

/**
 * Settling a week, fanned out: every player's match report, points and credits, exactly once,
 * by many workers at once. See apps/functions/SETTLEMENT.md.
 *
 * 1. startSettlement (the admin's "settle now", the season clock): locks the week, claims one
 *    plan (how many shards: the uid ranges of libs/domain shards.ts), creates one doc per shard
 *    and enqueues one task per shard. Called again, it re-enqueues only shards that stalled
 *    after their task began (needsTask), never one still waiting in the queue.
 * 2. runShard (one task): settles the players of its uid range a page at a time, each in its own
 *    player change keyed by players/{uid}/settlements/{weekId} (a replay changes nothing),
 *    saving its cursor on its shard doc; then marks its shard done.
 *    Each page's tally (what its players' changes do to the counters, the rank histogram and the
 *    ownership counts, stored in each player's settlement record so a replay returns it too) is
 *    added to the shard doc in the commit that saves the cursor, which first creates the page's
 *    own doc: a page is counted once, however many runs settle it.
 * 3. The task that finds every shard done claims the finish (an exclusive create, then a lease),
 *    folds the shards' tallies into the counters and the rank histogram once (an exclusive create
 *    again), and marks the week settled with an exclusive create: exactly once, however many tasks
 *    get there, twice delivered or at the same moment. The one that marked it calls
 *    afterWeekSettled. Nothing writes every player's rank: before marking the week settled the
 *    finisher publishes the season table in rank order, in chunks of 500 rows (table-snapshot.ts),
 *    which leaderboard pages read.
 */

/**
 * Players per page: a page ends with one write to its shard doc (the cursor and the page's tally),
 * so a shard doc takes one write per page: at ≈ 5 ms a player in production, one every 2 s,
 * within Firestore's sustained one write a second per document.
 */
export const SETTLEMENT_PAGE_SIZE = 400;
/** Player changes in flight at once within a page. */
const SETTLEMENT_CONCURRENCY = 8;
/** How long a finisher's claim holds without a renewal (renewed after every ranking page). */
export const FINISH_LEASE_MS = 2 * 60_000;
/**
 * A shard whose task has started, is not done and whose doc has not moved for this long is
 * enqueued again by the next start. A shard whose task is only queued is never re-driven: Cloud
 * Tasks keeps a task until it has run (and retries it), and 2,000 shards behind 320 in flight wait
 * in the queue far longer than this.
 */
export const SHARD_STALE_MS = 10 * 60_000;

/** What one player's settlement stores and returns. */
export interface PlayerSettlement {
  points: number;
  creditsTenths: number;
  /** Identifies the run that settled the player: another run's token means "already settled". */
  runToken: string;
  /**
   * What the player's change does to the week's tally (flat keys: settlement-tally.ts): counters,
   * the rank histogram's move, the squad's ownership. Stored with the result, so a replay adds the
   * same tally. Absent on records written before tallies.
   */
  tally?: Record<string, number>;
}

/**
 * What a player's record adds to their squad when their week is scored: the week's drill answers
 * and, under rules v5, the chip played, the transfers (handlers/squad-plan.ts weekTransfers) and
 * whether they have fielded a squad yet. Older rules ignore the v5 fields.
 */
export interface PlayerWeekExtras {
  drill?: readonly DrillResult[];
  chip?: ChipId | null;
  transfers?: { made: number; free: number; firstSquad: boolean };
  notYetPlaying?: boolean;
}

/** Scores one player's week from what their record holds at settlement: the squad and its extras. */
export type PlayerScore = (squad: Squad, extras?: PlayerWeekExtras) => MatchReport;

/** weeks/{weekId}/settlement/plan: how the week is split; claimed once (create). */
export interface SettlementPlan {
  weekId: string;
  /** Random: names the plan's tasks, so a reset database never meets an old task id. */
  planId: string;
  shards: number;
  /** Players counted when planning (the shard count came from it, unless an admin chose it). */
  players: number;
  plannedAt: number;
  /** Who started the settlement (an admin, or the season clock): the settle entry of the audit log names them. Absent on plans made before the audit named them. */
  startedBy?: AuditActor;
}

/** weeks/{weekId}/shards/{nnnn}: one shard's range and progress. */
export interface ShardDoc extends ShardRange {
  weekId: string;
  /** uid of the last player of the last finished page; null before the first. */
  cursor: string | null;
  /** Players processed up to `cursor` (newly settled or found already settled). */
  settledPlayers: number;
  done: boolean;
  doneAt: number | null;
  /** How many times a task was enqueued for it (names the next task: a concurrent start dedupes). */
  enqueues: number;
  /** When its latest task (first, re-driven or continuation) was enqueued. */
  enqueuedAt: number | null;
  /** When a task last began to run it: before enqueuedAt (or null), the latest task is only queued. Absent on docs made before it was kept. */
  runAt?: number | null;
  updatedAt: number;
}

export interface ShardTask {
  weekId: string;
  shard: number;
}

export type FinishClaim = { status: 'mine'; ranked: boolean } | { status: 'busy'; owner: string };

export interface SettlementDeps {
  weeks: {
    get(weekId: string): Promise<WeekDoc | null>;
    getSeed(weekId: string): Promise<string | null>;
    /** Locks an open week now, with its audit entry in the same commit. */
    lock(weekId: string, now: number, audit: AdminAuditDoc): Promise<void>;
    /**
     * Marks the week settled, reveals the seed, moves the season and writes the audit entry: true
     * when THIS call did it (an exclusive create comes first in the commit), false when it already was.
     */
    finish(
      weekId: string,
      seed: string,
      now: number,
      progress: SettlementProgress,
      audit: AdminAuditDoc,
    ): Promise<boolean>;
  };
  plan: {
    get(weekId: string): Promise<SettlementPlan | null>;
    /** Creates the plan, and `audit` with it in one commit when given; when another planner won, returns theirs (and writes nothing). */
    claim(plan: SettlementPlan, audit: AdminAuditDoc | null): Promise<SettlementPlan>;
    /**
     * Players the game's counters know (admin stats: a bounded read), which sizes the plan: never
     * a count of every player.
     */
    knownPlayers(): Promise<number>;
    /**
     * Saves a page's progress and adds its tally to the shard doc, in one commit whose first write
     * creates the page's doc (named by the cursor the page started after): false, writing nothing,
     * when another run already saved this page.
     */
    savePage(
      weekId: string,
      index: number,
      startedAfter: string | null,
      patch: Partial<ShardDoc>,
      tally: Record<string, number>,
    ): Promise<boolean>;
    /** Creates the shard docs that do not exist yet. */
    createShards(weekId: string, shards: ShardDoc[]): Promise<void>;
    shard(weekId: string, index: number): Promise<ShardDoc | null>;
    shards(weekId: string): Promise<ShardDoc[]>;
    saveShard(weekId: string, index: number, patch: Partial<ShardDoc>): Promise<void>;
    /** Saves many shards' patches in as few commits as Firestore allows. */
    saveShards(weekId: string, patches: { index: number; patch: Partial<ShardDoc> }[]): Promise<void>;
    countDone(weekId: string): Promise<number>;
  };
  finisher: {
    /** Claims the finish for `owner`: free, already theirs, or a lease run out. */
    claim(weekId: string, owner: string, now: number, leaseMs: number): Promise<FinishClaim>;
    /** Extends the owner's lease (after each ranking page). */
    renew(weekId: string, owner: string, now: number, leaseMs: number): Promise<void>;
    /** Counts a ranking pass started (telemetry: how often the pass ran for the week). */
    rankStarted(weekId: string): Promise<void>;
    markRanked(weekId: string): Promise<void>;
  };
  players: {
    /** uids of the range strictly after `afterUid` (from its start when null), in uid order. */
    page(range: Pick<ShardRange, 'from' | 'to'>, afterUid: string | null, limit: number): Promise<string[]>;
    /**
     * Applies `score` to the player's squad and drill answers of the week in one player
     * change (record players/{uid}/settlements/{weekId}), creating the report doc; replays the
     * stored result if already done.
     */
    settle(uid: string, week: WeekDoc, now: number, runToken: string, score: PlayerScore): Promise<PlayerSettlement>;
  };
  /**
   * Folds the shards' tallies into the game's counters, the rank histogram (and its snapshot for
   * this week) and the week's ownership summary, once for the week (an exclusive create comes
   * first): a second call changes nothing. Returns the players the histogram ranks after the week.
   */
  foldTallies(week: WeekDoc): Promise<number>;
  /**
   * Builds and publishes the week's season table in rank order (table-snapshot.ts: what
   * leaderboard pages read), resuming a build a crash interrupted; `afterChunk` runs after each
   * chunk written. Returns the rows ranked.
   */
  buildTable(week: WeekDoc, afterChunk: () => Promise<void>): Promise<number>;
  /** Enqueues a shard task under this id; an id already taken is a task already queued (no error). */
  enqueue(task: ShardTask, id: string): Promise<void>;
  /** Enqueues many at once (many requests in flight, within the queue API's limits), as enqueue each. */
  enqueueAll(tasks: { task: ShardTask; id: string }[]): Promise<void>;
  /** Called once, by the run that marked the week settled; its failure is logged, never undoes anything. */
  afterWeekSettled(weekId: string): Promise<void>;
  log(message: string, fields?: Record<string, unknown>): void;
  newRunToken(): string;
  newPlanId(): string;
  /** Wall-clock ms: the time each player's report is created. */
  clock(): number;
}

export interface StartOptions {
  now: number;
  /** Shards to plan (an admin's choice); default one per PLAYERS_PER_SHARD players. Ignored once planned. */
  shards?: number;
  /** Who settles: the admin of "settle now", else the season clock (the audit log's actor). */
  actor?: AuditActor;
}

export interface StartOutcome {
  weekId: string;
  shards: number;
  /** Shard tasks enqueued by this call. */
  enqueued: number;
  /** Players processed so far (sum over the shards). */
  settledPlayers: number;
  status: 'locked' | 'settled';
}

const shardTaskId = (plan: SettlementPlan, shard: number, enqueue: number) =>
  `${plan.weekId}-${plan.planId}-s${shard}-e${enqueue}`;

/**
 * Starts (or re-drives) a week's settlement. Refuses an unknown week and a week already
 * settled. An open week is locked first: on-demand settlement is an admin's early deadline.
 */
export async function startSettlement(deps: SettlementDeps, weekId: string, opts: StartOptions): Promise<StartOutcome> {
  const week = await deps.weeks.get(weekId);
  if (!week) throw new DomainError('week-not-found');
  if (week.status === 'settled') throw new DomainError('week-already-settled');
  if (!(await deps.weeks.getSeed(weekId))) throw new Error(`week ${weekId} has no secret seed`);
  const actor = opts.actor ?? SEASON_CLOCK;
  // Each week transition is audited in the commit that makes it. An early lock is its own
  // write; a lock by the deadline writes nothing at the deadline, so its entry comes with the plan.
  const lockedEarly = effectiveWeekStatus(week, opts.now) === 'open';
  if (lockedEarly)
    await deps.weeks.lock(
      weekId,
      opts.now,
      auditEntry(
        actor,
        'lock-week',
        opts.now,
        `Week ${week.number} (${weekId}) locked before its deadline, to settle it`,
      ),
    );

  let plan = await deps.plan.get(weekId);
  if (!plan) {
    const players = await deps.plan.knownPlayers();
    const shards = opts.shards ?? shardCountFor(players);
    const byDeadline =
      lockedEarly || week.lockedAt !== null
        ? null
        : auditEntry(
            actor,
            'lock-week',
            opts.now,
            `Week ${week.number} (${weekId}) locked at its deadline ${new Date(week.deadline).toISOString()}; settlement started`,
          );
    plan = await deps.plan.claim(
      { weekId, planId: deps.newPlanId(), shards, players, plannedAt: opts.now, startedBy: actor },
      byDeadline,
    );
  }
  let docs = await deps.plan.shards(weekId);
  if (docs.length < plan.shards) {
    const have = new Set(docs.map((d) => d.index));
    const missing = planShards(plan.shards)
      .filter((r) => !have.has(r.index))
      .map((r): ShardDoc => ({
        ...r,
        weekId,
        cursor: null,
        settledPlayers: 0,
        done: false,
        doneAt: null,
        enqueues: 0,
        enqueuedAt: null,
        runAt: null,
        updatedAt: opts.now,
      }));
    await deps.plan.createShards(weekId, missing);
    docs = await deps.plan.shards(weekId);
  }

  // Enqueue every shard never enqueued or stalled; when all are done (a finish that died), one
  // task to finish. The task id counts the shard's enqueues, so two starts at once dedupe. All
  // at once, then their docs in batches: a start of 2,000 shards is not 4,000 round trips.
  const allDone = docs.every((d) => d.done);
  const toEnqueue = allDone
    ? docs.filter((d) => d.index === 0 && needsTask(d, opts.now))
    : docs.filter((d) => !d.done && needsTask(d, opts.now));
  await deps.enqueueAll(
    toEnqueue.map((d) => ({ task: { weekId, shard: d.index }, id: shardTaskId(plan, d.index, d.enqueues + 1) })),
  );
  await deps.plan.saveShards(
    weekId,
    toEnqueue.map((d) => ({ index: d.index, patch: { enqueues: d.enqueues + 1, enqueuedAt: opts.now } })),
  );
  const settledPlayers = docs.reduce((s, d) => s + d.settledPlayers, 0);
  return { weekId, shards: plan.shards, enqueued: toEnqueue.length, settledPlayers, status: 'locked' };
}

/**
 * Whether a start enqueues a task for the shard: never enqueued; or its task started, and the
 * shard has not moved for SHARD_STALE_MS (a crash past Cloud Tasks' retries). A task only queued
 * (enqueued after the last run began) is left to the queue, however long it waits.
 */
export function needsTask(d: ShardDoc, now: number): boolean {
  if (d.enqueuedAt === null) return true;
  // Docs made before runAt was kept: as before, by their last move.
  if (d.runAt === undefined) return now - Math.max(d.enqueuedAt, d.updatedAt) > SHARD_STALE_MS;
  if (d.runAt === null || d.runAt < d.enqueuedAt) return false;
  return now - Math.max(d.runAt, d.updatedAt) > SHARD_STALE_MS;
}

export interface ShardOptions {
  pageSize?: number;
  /** Checked before each page: true stops the shard at a page boundary (a time budget); a continuation task is enqueued. */
  shouldStop?: () => boolean;
  /** Test hook: called after each player; throwing simulates a crash mid-page. */
  afterPlayer?: (uid: string, processed: number) => void;
  /** Test hook: called after the shard is marked done, before the finish (to line two shards up). */
  beforeFinish?: () => Promise<void>;
}

export type ShardOutcome =
  /** Nothing to do: no such week or shard (a stale task), or the week is settled. */
  | { action: 'ignored'; reason: string }
  /** The time budget ended first: a continuation task carries on from the cursor. */
  | { action: 'continued'; settledPlayers: number; newlySettled: number }
  /** This shard is done; others are not yet. */
  | { action: 'shard-done'; settledPlayers: number; newlySettled: number; doneShards: number }
  /** Another run of this shard saved the page this run settled: that run carries the shard on. */
  | { action: 'page-taken'; settledPlayers: number; newlySettled: number }
  /** Every shard is done but another run holds the finish: retry later (the task fails softly). */
  | { action: 'finish-busy'; owner: string; newlySettled: number }
  /** The week is settled; `marked` is true for the one run that marked it. */
  | { action: 'settled'; marked: boolean; newlySettled: number; ranked: number | null };

/** Runs one shard task: settles its range (resuming from its cursor), then finishes the week if it is the last. */
export async function runShard(deps: SettlementDeps, task: ShardTask, opts: ShardOptions = {}): Promise<ShardOutcome> {
  const week = await deps.weeks.get(task.weekId);
  if (!week) return { action: 'ignored', reason: `no week ${task.weekId}` };
  if (week.status === 'settled') return { action: 'ignored', reason: `${task.weekId} is already settled` };
  const [plan, shard, seed] = await Promise.all([
    deps.plan.get(task.weekId),
    deps.plan.shard(task.weekId, task.shard),
    deps.weeks.getSeed(task.weekId),
  ]);
  if (!plan || !shard) return { action: 'ignored', reason: `no shard ${task.shard} planned for ${task.weekId}` };
  if (!seed) throw new Error(`week ${task.weekId} has no secret seed`);

  const runToken = deps.newRunToken();
  const pageSize = opts.pageSize ?? SETTLEMENT_PAGE_SIZE;
  let newlySettled = 0;
  let processed = shard.settledPlayers;
  let settledPlayers = shard.settledPlayers;
  const score =
    (uid: string): PlayerScore =>
    (squad, extras = {}) =>
      computeWeekReport({
        weekSeed: seed,
        uid,
        headlineThreats: week.headlineThreats,
        squad,
        rulesVersion: week.rulesVersion ?? 1,
        ...(extras.drill ? { drill: extras.drill } : {}),
        ...(extras.chip !== undefined ? { chip: extras.chip } : {}),
        ...(extras.transfers ? { transfers: extras.transfers } : {}),
        ...(extras.notYetPlaying !== undefined ? { notYetPlaying: extras.notYetPlaying } : {}),
      });

  if (!shard.done) {
    // Running now: from here a start re-drives it only if it stops moving (needsTask).
    await deps.plan.saveShard(task.weekId, task.shard, { runAt: deps.clock() });
    let cursor = shard.cursor;
    for (;;) {
      if (opts.shouldStop?.()) {
        await deps.enqueue(task, `${shardTaskId(plan, task.shard, shard.enqueues)}-c${settledPlayers}`);
        // Queued again: left to the queue until the continuation runs (enqueued first: a crash
        // between the two leaves a shard that looks stalled, re-driven, not one never re-driven).
        await deps.plan.saveShard(task.weekId, task.shard, { enqueuedAt: deps.clock() });
        return { action: 'continued', settledPlayers, newlySettled };
      }
      const startedAfter = cursor;
      const uids = await deps.players.page(shard, cursor, pageSize);
      const tally: Record<string, number> = {};
      await eachLimited(uids, SETTLEMENT_CONCURRENCY, async (uid) => {
        const outcome = await deps.players.settle(uid, week, deps.clock(), runToken, score(uid));
        if (outcome.runToken === runToken) newlySettled += 1;
        // New or replayed, the player's tally counts in this page: the page is saved once.
        mergeCounts(tally, outcome.tally ?? {});
        processed += 1;
        opts.afterPlayer?.(uid, processed);
      });
      if (uids.length > 0) {
        cursor = uids[uids.length - 1] as string;
        settledPlayers += uids.length;
      }
      const exhausted = uids.length < pageSize;
      const saved = await deps.plan.savePage(
        task.weekId,
        task.shard,
        startedAfter,
        {
          cursor,
          settledPlayers,
          updatedAt: deps.clock(),
          ...(exhausted ? { done: true, doneAt: deps.clock() } : {}),
        },
        tally,
      );
      if (!saved) return { action: 'page-taken', settledPlayers, newlySettled };
      if (exhausted) break;
    }
  }
  await opts.beforeFinish?.();
  const doneShards = await deps.plan.countDone(task.weekId);
  if (doneShards < plan.shards) return { action: 'shard-done', settledPlayers, newlySettled, doneShards };
  return finishWeek(deps, week, plan, seed, runToken, newlySettled);
}

/** The last shard's work: claim the finish, fold the tallies once, mark the week settled once, call the hook once. */
async function finishWeek(
  deps: SettlementDeps,
  week: WeekDoc,
  plan: SettlementPlan,
  seed: string,
  owner: string,
  newlySettled: number,
): Promise<ShardOutcome> {
  const claim = await deps.finisher.claim(week.id, owner, deps.clock(), FINISH_LEASE_MS);
  if (claim.status === 'busy') return { action: 'finish-busy', owner: claim.owner, newlySettled };
  let ranked: number | null = null;
  if (!claim.ranked) {
    await deps.finisher.rankStarted(week.id);
    ranked = await deps.foldTallies(week);
    // The table pages read, published whole before the week shows settled; until then pages
    // serve the last week's table.
    await deps.buildTable(week, () => deps.finisher.renew(week.id, owner, deps.clock(), FINISH_LEASE_MS));
    await deps.finisher.markRanked(week.id);
  }
  const shards = await deps.plan.shards(week.id);
  const now = deps.clock();
  const progress: SettlementProgress = {
    cursor: null,
    settledPlayers: shards.reduce((s, d) => s + d.settledPlayers, 0),
    ranked: true,
    startedAt: week.lockedAt ?? week.deadline,
    updatedAt: now,
  };
  const audit = auditEntry(
    plan.startedBy ?? SEASON_CLOCK,
    'settle-week',
    now,
    `Week ${week.number} (${week.id}) settled: ${progress.settledPlayers} players, seed revealed`,
  );
  const marked = await deps.weeks.finish(week.id, seed, now, progress, audit);
  if (marked) {
    try {
      await deps.afterWeekSettled(week.id);
    } catch (error) {
      deps.log('afterWeekSettled failed; the week stays settled', {
        weekId: week.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { action: 'settled', marked, newlySettled, ranked };
}

export interface SettleNowOptions extends StartOptions {
  /** How long to wait for the fan-out to finish before answering 'locked' (it carries on regardless). */
  waitMs: number;
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => number;
}

/**
 * The admin's "settle now": starts (or re-drives) the fan-out, then waits a bounded time for the
 * week to be settled, so a small season answers 'settled' at once; a large one answers 'locked'
 * with the players settled so far, and settles in the background.
 */
export async function settleNow(
  deps: SettlementDeps,
  weekId: string,
  opts: SettleNowOptions,
): Promise<{ weekId: string; settledPlayers: number; status: 'locked' | 'settled' }> {
  const started = await startSettlement(deps, weekId, opts);
  const clock = opts.clock ?? Date.now;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const until = clock() + opts.waitMs;
  for (;;) {
    const week = await deps.weeks.get(weekId);
    if (week?.status === 'settled')
      return { weekId, settledPlayers: week.settlement?.settledPlayers ?? started.settledPlayers, status: 'settled' };
    if (clock() >= until) break;
    await sleep(opts.pollMs ?? 500);
  }
  const shards = await deps.plan.shards(weekId);
  return { weekId, settledPlayers: shards.reduce((s, d) => s + d.settledPlayers, 0), status: 'locked' };
}

/** Runs `fn` over `items` with at most `limit` in flight; the first failure rejects. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  });
  await Promise.all(workers);
}
