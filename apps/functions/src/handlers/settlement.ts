import { DomainError, computeWeekReport, effectiveWeekStatus, type MatchReport, type Squad } from '@fraudshield/domain';
import type { SettlementProgress, WeekDoc } from '../infra/week-store';

/**
 * Settling a week: every player's match report, points and credits, exactly once.
 *
 * Players are processed in uid order, one page at a time (bounded memory), each in its own
 * player change keyed by players/{uid}/settlements/{weekId}: a player already settled (by an earlier run that
 * died, or by a concurrent run) replays the stored result and changes nothing. After each
 * page the cursor (last uid) is saved on the week, so a run that dies resumes from there.
 * When every player is settled, the rank snapshot is written, then the week is marked
 * settled and its seed revealed. See apps/functions/SETTLEMENT.md.
 */

export const SETTLEMENT_PAGE_SIZE = 200;
/** Player changes in flight at once within a page. */
export const SETTLEMENT_CONCURRENCY = 8;

/** What one player's settlement stores and returns. */
export interface PlayerSettlement {
  points: number;
  creditsTenths: number;
  /** Identifies the run that settled the player: another run's token means "already settled". */
  runToken: string;
}

export interface SettlementDeps {
  weeks: {
    get(weekId: string): Promise<WeekDoc | null>;
    getSeed(weekId: string): Promise<string | null>;
    lock(weekId: string, now: number): Promise<void>;
    saveProgress(weekId: string, progress: SettlementProgress): Promise<void>;
    finish(weekId: string, seed: string, now: number, progress: SettlementProgress): Promise<void>;
  };
  players: {
    /** uids strictly after `afterUid`, in uid order. */
    page(afterUid: string | null, limit: number): Promise<string[]>;
    /**
     * Applies `score` to the player's squad in one player change (record
     * players/{uid}/settlements/{weekId}), creating the report doc; replays the stored result if already done.
     */
    settle(uid: string, week: WeekDoc, now: number, runToken: string, score: (squad: Squad) => MatchReport): Promise<PlayerSettlement>;
  };
  /** Writes every player's rank after this week (paged); idempotent for one week. */
  rankAll(weekId: string): Promise<number>;
  newRunToken(): string;
}

export interface SettleOptions {
  now: number;
  pageSize?: number;
  /** Stop after this many players (a slice); the next call resumes. */
  maxPlayers?: number;
  /** Checked before each page: true stops the run at a page boundary (a time budget). */
  shouldStop?: () => boolean;
  /** Test hook: called after each player; throwing simulates a crash mid-page. */
  afterPlayer?: (uid: string, processed: number) => void;
}

export interface SettleOutcome {
  weekId: string;
  /** Players processed so far for this week (all of them once status is 'settled'). */
  settledPlayers: number;
  /** Players this call settled for the first time. */
  newlySettled: number;
  status: 'locked' | 'settled';
}

/**
 * Settles (or resumes settling) a week. Refuses an unknown week and a week already settled.
 * An open week is locked first: on demand settlement is an admin's early deadline.
 */
export async function settleWeek(deps: SettlementDeps, weekId: string, opts: SettleOptions): Promise<SettleOutcome> {
  const week = await deps.weeks.get(weekId);
  if (!week) throw new DomainError('week-not-found');
  if (week.status === 'settled') throw new DomainError('week-already-settled');
  const seed = await deps.weeks.getSeed(weekId);
  if (!seed) throw new Error(`week ${weekId} has no secret seed`);
  if (effectiveWeekStatus(week, opts.now) === 'open') {
    await deps.weeks.lock(weekId, opts.now);
    week.lockedAt = opts.now;
  }

  const pageSize = opts.pageSize ?? SETTLEMENT_PAGE_SIZE;
  const runToken = deps.newRunToken();
  const progress: SettlementProgress = week.settlement ?? { cursor: null, settledPlayers: 0, ranked: false, startedAt: opts.now, updatedAt: opts.now };
  let budget = opts.maxPlayers ?? Number.POSITIVE_INFINITY;
  let newlySettled = 0;
  let processed = progress.settledPlayers;
  const score = (uid: string) => (squad: Squad) =>
    computeWeekReport({ weekSeed: seed, uid, headlineThreats: week.headlineThreats, squad, rulesVersion: week.rulesVersion ?? 1 });

  let exhausted = progress.ranked;
  while (!exhausted && budget > 0 && !opts.shouldStop?.()) {
    const limit = Math.min(pageSize, budget);
    const uids = await deps.players.page(progress.cursor, limit);
    await eachLimited(uids, SETTLEMENT_CONCURRENCY, async (uid) => {
      const outcome = await deps.players.settle(uid, week, opts.now, runToken, score(uid));
      if (outcome.runToken === runToken) newlySettled += 1;
      processed += 1;
      opts.afterPlayer?.(uid, processed);
    });
    if (uids.length > 0) {
      progress.cursor = uids[uids.length - 1] ?? progress.cursor;
      progress.settledPlayers += uids.length;
      progress.updatedAt = opts.now;
      await deps.weeks.saveProgress(weekId, progress);
    }
    budget -= uids.length;
    if (uids.length < limit) exhausted = true;
  }
  if (!exhausted) return { weekId, settledPlayers: progress.settledPlayers, newlySettled, status: 'locked' };

  if (!progress.ranked) {
    await deps.rankAll(weekId);
    progress.ranked = true;
    progress.updatedAt = opts.now;
    await deps.weeks.saveProgress(weekId, progress);
  }
  await deps.weeks.finish(weekId, seed, opts.now, progress);
  return { weekId, settledPlayers: progress.settledPlayers, newlySettled, status: 'settled' };
}

/** Runs `fn` over `items` with at most `limit` in flight; the first failure rejects. */
export async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  });
  await Promise.all(workers);
}
