import { hashSeed, histogramMove, inShard, mergeCounts, type MatchReport, type Squad } from '@fraudshield/domain';
import type {
  FinishClaim,
  PlayerSettlement,
  SettlementDeps,
  SettlementPlan,
  ShardDoc,
  ShardTask,
} from '../handlers/settlement';
import type { AdminAuditDoc } from '../handlers/admin';
import type { WeekDoc } from '../handlers/records';

export const FAKE_SEED = 'ab'.repeat(32);

/**
 * An in-memory settlement world for handler tests: one week, its players, the plan, shard and
 * finisher docs with the same exclusivity as Firestore's create() (the plan, a shard, the
 * finisher, the settled mark), and a task queue that dedupes ids like Cloud Tasks.
 * Every await yields, so two runs started together interleave as two workers would.
 */
export function fakeSettlementWorld(uids: string[], opts: { deadline?: number; weekId?: string } = {}) {
  const weekId = opts.weekId ?? 'week-001';
  const week: WeekDoc = {
    id: weekId,
    number: 1,
    status: 'open',
    deadline: opts.deadline ?? 1_000,
    lockedAt: null,
    headlineThreats: ['Phishing', 'Ransomware', 'Deepfake'],
    seedHash: hashSeed(FAKE_SEED),
    seed: null,
    openedAt: 0,
    settledAt: null,
    settlement: null,
  };
  const squad: Squad = {
    owned: [{ defenseId: 'MultiFactorAuth', pricePaidTenths: 105, deployed: true }],
    lead: 'MultiFactorAuth',
  };
  const settled = new Map<string, PlayerSettlement & { report: MatchReport; at: number }>();
  const state = {
    plan: null as SettlementPlan | null,
    shards: new Map<number, ShardDoc>(),
    finisher: null as { owner: string; leaseUntil: number; ranked: boolean; rankRuns: number } | null,
    settledMark: false,
    /** Pages saved, by shard and the cursor they started after (each saved once). */
    pages: new Set<string>(),
    /** Each shard's tally, summed over its saved pages. */
    tallies: new Map<number, Record<string, number>>(),
    /** The rank histogram the fold wrote (null before), and how many folds committed. */
    histogram: null as Record<string, number> | null,
    folds: 0,
    /** Audit entries, in the order their commits landed (each with its change, as the stores write them). */
    audit: [] as AdminAuditDoc[],
    /** What the game's counters say about the players (knownPlayers); the uids when unset. */
    knownPlayers: null as number | null,
  };
  const queue: { id: string; task: ShardTask }[] = [];
  const taskIds = new Set<string>();
  const calls = {
    settle: 0,
    ranked: 0,
    /** Table builds (table-snapshot.ts) the finishers ran. */
    tables: 0,
    finished: 0,
    marked: 0,
    pages: 0,
    hook: [] as string[],
    logs: [] as string[],
    enqueueAttempts: 0,
    /** enqueueAll calls, and the commits saveShards made. */
    enqueueAlls: 0,
    shardCommits: 0,
  };
  let clock = 10_000;
  let n = 0;
  const tick = () => new Promise<void>((r) => setImmediate(r));
  const sorted = () => [...uids].sort();

  const deps: SettlementDeps = {
    weeks: {
      get: async () => (await tick(), structuredClone(week)),
      getSeed: async () => FAKE_SEED,
      lock: async (_id, now, audit) => {
        week.lockedAt = now;
        state.audit.push(structuredClone(audit));
      },
      finish: async (_id, seed, now, progress, audit) => {
        calls.finished += 1;
        await tick();
        if (state.settledMark) return false;
        state.settledMark = true;
        state.audit.push(structuredClone(audit));
        calls.marked += 1;
        Object.assign(week, { status: 'settled', seed, settledAt: now, settlement: structuredClone(progress) });
        return true;
      },
    },
    plan: {
      get: async () => (await tick(), structuredClone(state.plan)),
      claim: async (plan, audit) => {
        await tick();
        if (!state.plan) {
          state.plan = structuredClone(plan);
          if (audit) state.audit.push(structuredClone(audit));
        }
        return structuredClone(state.plan);
      },
      knownPlayers: async () => state.knownPlayers ?? uids.length,
      createShards: async (_id, shards) => {
        for (const d of shards) if (!state.shards.has(d.index)) state.shards.set(d.index, structuredClone(d));
      },
      shard: async (_id, index) => (await tick(), structuredClone(state.shards.get(index) ?? null)),
      shards: async () => [...state.shards.values()].map((d) => structuredClone(d)).sort((a, b) => a.index - b.index),
      saveShard: async (_id, index, patch) => {
        await tick();
        Object.assign(state.shards.get(index) as ShardDoc, structuredClone(patch));
      },
      saveShards: async (_id, patches) => {
        calls.shardCommits += Math.ceil(patches.length / 500);
        await tick();
        for (const { index, patch } of patches)
          Object.assign(state.shards.get(index) as ShardDoc, structuredClone(patch));
      },
      savePage: async (_id, index, startedAfter, patch, tally) => {
        await tick();
        const key = `${index}/${startedAfter ?? ''}`;
        if (state.pages.has(key)) return false;
        state.pages.add(key);
        Object.assign(state.shards.get(index) as ShardDoc, structuredClone(patch));
        state.tallies.set(index, mergeCounts({ ...(state.tallies.get(index) ?? {}) }, tally));
        return true;
      },
      countDone: async () => (await tick(), [...state.shards.values()].filter((d) => d.done).length),
    },
    finisher: {
      claim: async (_id, owner, now, leaseMs): Promise<FinishClaim> => {
        await tick();
        const f = state.finisher;
        if (!f) {
          state.finisher = { owner, leaseUntil: now + leaseMs, ranked: false, rankRuns: 0 };
          return { status: 'mine', ranked: false };
        }
        if (f.owner !== owner && f.leaseUntil > now) return { status: 'busy', owner: f.owner };
        Object.assign(f, { owner, leaseUntil: now + leaseMs });
        return { status: 'mine', ranked: f.ranked };
      },
      renew: async (_id, owner, now, leaseMs) => {
        if (state.finisher?.owner === owner) state.finisher.leaseUntil = now + leaseMs;
      },
      rankStarted: async () => {
        if (state.finisher) state.finisher.rankRuns += 1;
      },
      markRanked: async () => {
        if (state.finisher) state.finisher.ranked = true;
      },
    },
    players: {
      page: async (range, after, limit) => {
        calls.pages += 1;
        await tick();
        return sorted()
          .filter((u) => inShard(range, u) && (after === null || u > after))
          .slice(0, limit);
      },
      settle: async (uid, _week, now, runToken, score) => {
        calls.settle += 1;
        await tick();
        const done = settled.get(uid);
        if (done)
          return { points: done.points, creditsTenths: done.creditsTenths, runToken: done.runToken, tally: done.tally };
        const report = score(squad);
        // Every player starts the week unranked at 0 points: the tally is their histogram move.
        const tally = histogramMove(null, { points: report.totalPoints, ranked: report.deployed.length > 0 });
        const out = { points: report.totalPoints, creditsTenths: report.creditsEarnedTenths, runToken, tally };
        settled.set(uid, { ...out, report, at: now });
        return out;
      },
    },
    buildTable: async () => {
      calls.tables += 1;
      await tick();
      return state.histogram ? Object.values(state.histogram).reduce((a, n) => a + Math.max(0, n), 0) : 0;
    },
    foldTallies: async () => {
      calls.ranked += 1;
      await tick();
      // Once for the week, like the store's exclusive create.
      if (state.histogram === null) {
        state.histogram = {};
        for (const t of state.tallies.values()) mergeCounts(state.histogram, t);
        state.folds += 1;
      }
      return Object.values(state.histogram).reduce((a, b) => a + b, 0);
    },
    enqueue: async (task, id) => {
      calls.enqueueAttempts += 1;
      if (taskIds.has(id)) return;
      taskIds.add(id);
      queue.push({ id, task: structuredClone(task) });
    },
    enqueueAll: async (tasks) => {
      calls.enqueueAlls += 1;
      for (const { task, id } of tasks) await deps.enqueue(task, id);
    },
    afterWeekSettled: async (id) => {
      calls.hook.push(id);
    },
    log: (message) => {
      calls.logs.push(message);
    },
    newRunToken: () => `run-${n++}`,
    newPlanId: () => 'plan1',
    clock: () => clock,
  };
  return {
    weekId,
    week,
    deps,
    settled,
    calls,
    squad,
    state,
    queue,
    /** Moves the fake clock. */
    advance(ms: number) {
      clock += ms;
    },
    now: () => clock,
  };
}

export type FakeSettlementWorld = ReturnType<typeof fakeSettlementWorld>;
