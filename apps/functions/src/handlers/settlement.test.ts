import { describe, expect, it } from 'vitest';
import {
  UID_ALPHABET,
  computeWeekReport,
  deepEqual,
  histogramOf,
  planShards,
  shardCountFor,
  shardOf,
} from '@fraudshield/domain';
import { FINISH_LEASE_MS, SHARD_STALE_MS, runShard, settleNow, startSettlement, type ShardOutcome } from './settlement';
import { FAKE_SEED, fakeSettlementWorld, type FakeSettlementWorld } from '../testing/fake-settlement-deps';

/** uid-shaped ids (28 characters of the uid alphabet) from a fixed sequence. */
function fakeUids(count: number): string[] {
  let x = 0x2545f491;
  const next = () => ((x = (x * 1103515245 + 12345) >>> 0), x);
  return Array.from({ length: count }, () => Array.from({ length: 28 }, () => UID_ALPHABET[next() % 62]).join(''));
}

/** Runs queued tasks one at a time until the queue is empty (a patient Cloud Tasks). */
async function drain(w: FakeSettlementWorld, opts: Parameters<typeof runShard>[2] = {}): Promise<ShardOutcome[]> {
  const out: ShardOutcome[] = [];
  for (let t = w.queue.shift(); t; t = w.queue.shift()) out.push(await runShard(w.deps, t.task, opts));
  return out;
}

function expectSettledOnce(w: FakeSettlementWorld, uids: string[]) {
  expect([...w.settled.keys()].sort()).toEqual([...uids].sort());
  expect(w.week.status).toBe('settled');
  expect(w.calls.marked).toBe(1);
  expect(w.calls.ranked).toBe(1);
  expect(w.calls.hook).toEqual([w.weekId]);
  expect(w.week.settlement?.settledPlayers).toBe(uids.length);
  // The rank histogram counts every player once: no page's tally lost or added twice, whatever
  // crashed, retried or ran twice.
  expect(w.state.folds).toBe(1);
  expect(w.state.histogram).toEqual(
    histogramOf([...w.settled.values()].map((p) => ({ points: p.points, ranked: p.report.deployed.length > 0 }))),
  );
  expect(Object.values(w.state.histogram ?? {}).reduce((a, b) => a + b, 0)).toBe(uids.length);
}

const uids = fakeUids(40);

describe('startSettlement', () => {
  it('locks the week, plans one shard per 5,000 players or the shards asked for, and enqueues one task per shard', async () => {
    const w = fakeSettlementWorld(uids, { deadline: 50_000 });
    const out = await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 4 });
    expect(out).toEqual({ weekId: w.weekId, shards: 4, enqueued: 4, settledPlayers: 0, status: 'locked' });
    expect(w.week.lockedAt).toBe(2_000);
    expect(w.queue.map((q) => q.task.shard)).toEqual([0, 1, 2, 3]);
    expect(new Set(w.queue.map((q) => q.id)).size).toBe(4);
    expect([...w.state.shards.values()].map(({ from, to, index }) => ({ from, to, index }))).toEqual(planShards(4));
    expect(w.state.plan).toMatchObject({ shards: 4, players: 40 });

    const auto = fakeSettlementWorld(uids);
    expect((await startSettlement(auto.deps, auto.weekId, { now: 2_000 })).shards).toBe(1);
  });

  it('started again, enqueues nothing while shards move or wait in the queue; keeps the first plan', async () => {
    const w = fakeSettlementWorld(uids);
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 3 });
    const first = w.queue.splice(0);
    await runShard(w.deps, first[1]!.task);
    expect(await startSettlement(w.deps, w.weekId, { now: 3_000, shards: 7 })).toMatchObject({
      shards: 3,
      enqueued: 0,
    });
    // Shards 0 and 2 have waited in the queue far past SHARD_STALE_MS (2,000 shards behind 320 in
    // flight do): only queued, they are left to the queue, start after start.
    for (const later of [3_000 + SHARD_STALE_MS + 1, 3_000 + 5 * SHARD_STALE_MS])
      expect((await startSettlement(w.deps, w.weekId, { now: later })).enqueued).toBe(0);
    expect(w.queue).toEqual([]);
  });

  it('re-drives a shard whose task began and then stopped moving, once, under a new task id', async () => {
    const w = fakeSettlementWorld(uids);
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 3 });
    const first = w.queue.splice(0);
    // Shard 2's task begins at 10,000 and dies on its first player, past its retries.
    await expect(
      runShard(w.deps, first[2]!.task, {
        afterPlayer: () => {
          throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect(w.state.shards.get(2)?.runAt).toBe(w.now());
    expect((await startSettlement(w.deps, w.weekId, { now: w.now() + SHARD_STALE_MS - 1 })).enqueued).toBe(0);
    const later = await startSettlement(w.deps, w.weekId, { now: w.now() + SHARD_STALE_MS + 1 });
    expect(later.enqueued).toBe(1);
    expect(w.queue.map((q) => q.task.shard)).toEqual([2]);
    expect(w.queue.map((q) => q.id)).not.toContain(first[2]!.id);
    // Re-driven, it is only queued again: the next start leaves it.
    expect((await startSettlement(w.deps, w.weekId, { now: w.now() + 3 * SHARD_STALE_MS })).enqueued).toBe(0);
  });

  it('sizes the plan from the players the counters know, without counting the players', async () => {
    const w = fakeSettlementWorld(uids);
    w.state.knownPlayers = 12_000;
    const out = await startSettlement(w.deps, w.weekId, { now: 2_000 });
    expect(out.shards).toBe(shardCountFor(12_000));
    expect(w.state.plan).toMatchObject({ players: 12_000 });
  });

  it('enqueues every shard in one bulk call and saves their docs in one commit per 500', async () => {
    const w = fakeSettlementWorld(uids);
    const out = await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 600 });
    expect(out.enqueued).toBe(600);
    expect(w.calls.enqueueAlls).toBe(1);
    expect(w.calls.shardCommits).toBe(2);
    expect(new Set(w.queue.map((q) => q.task.shard)).size).toBe(600);
    expect([...w.state.shards.values()].every((d) => d.enqueues === 1 && d.enqueuedAt === 2_000)).toBe(true);
  });

  it('two starts at once enqueue each shard once (the same task ids dedupe)', async () => {
    const w = fakeSettlementWorld(uids);
    await Promise.all([
      startSettlement(w.deps, w.weekId, { now: 2_000, shards: 3 }),
      startSettlement(w.deps, w.weekId, { now: 2_000, shards: 3 }),
    ]);
    expect(w.queue.map((q) => q.task.shard).sort()).toEqual([0, 1, 2]);
  });

  it('refuses an unknown week and a settled week', async () => {
    const w = fakeSettlementWorld(uids);
    w.deps.weeks.get = async () => null;
    await expect(startSettlement(w.deps, 'nope', { now: 1 })).rejects.toMatchObject({ code: 'week-not-found' });
    const s = fakeSettlementWorld(uids);
    s.week.status = 'settled';
    await expect(startSettlement(s.deps, s.weekId, { now: 1 })).rejects.toMatchObject({ code: 'week-already-settled' });
    expect(s.queue).toEqual([]);
  });
});

describe('runShard', () => {
  it('each shard settles exactly the players of its range; the last one ranks, marks the week settled and calls the hook once', async () => {
    const w = fakeSettlementWorld(uids);
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 4 });
    const ranges = planShards(4);
    const outcomes = [];
    for (const t of w.queue.splice(0)) {
      const before = new Set(w.settled.keys());
      outcomes.push(await runShard(w.deps, t.task, { pageSize: 3 }));
      const added = [...w.settled.keys()].filter((u) => !before.has(u));
      expect(added.every((u) => shardOf(ranges, u) === t.task.shard)).toBe(true);
      expect(added.sort()).toEqual(uids.filter((u) => shardOf(ranges, u) === t.task.shard).sort());
    }
    expect(outcomes.slice(0, 3).map((o) => o.action)).toEqual(['shard-done', 'shard-done', 'shard-done']);
    expect(outcomes[3]).toMatchObject({ action: 'settled', marked: true, ranked: 40 });
    expectSettledOnce(w, uids);
    for (const uid of uids) {
      const expected = computeWeekReport({
        weekSeed: FAKE_SEED,
        uid,
        headlineThreats: w.week.headlineThreats,
        squad: w.squad,
        rulesVersion: 1,
      });
      expect(deepEqual(w.settled.get(uid)?.report, expected)).toBe(true);
    }
    expect(w.week.seed).toBe(FAKE_SEED);
  });

  it('a shard killed midway and retried settles every player exactly once, resuming from its cursor', async () => {
    const w = fakeSettlementWorld(uids);
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 2 });
    const [a, b] = w.queue.splice(0);
    await expect(
      runShard(w.deps, a!.task, {
        pageSize: 3,
        afterPlayer: (_uid, processed) => {
          if (processed === 5) throw new Error('simulated crash');
        },
      }),
    ).rejects.toThrow('simulated crash');
    const midway = w.state.shards.get(0)!;
    expect(midway.done).toBe(false);
    expect(midway.settledPlayers).toBe(3);
    const settledBefore = w.calls.settle;
    expect(await runShard(w.deps, a!.task, { pageSize: 3 })).toMatchObject({ action: 'shard-done' });
    // The retry replays only the unfinished page (3 players), not the saved one.
    const inShard0 = uids.filter((u) => shardOf(planShards(2), u) === 0).length;
    expect(w.calls.settle - settledBefore).toBe(inShard0 - 3);
    expect(await runShard(w.deps, b!.task, { pageSize: 3 })).toMatchObject({ action: 'settled', marked: true });
    expectSettledOnce(w, uids);
  });

  it('a task delivered twice, one after the other or both at once, settles, ranks and marks once', async () => {
    const w = fakeSettlementWorld(uids);
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 2 });
    const [a, b] = w.queue.splice(0);
    const [x, y] = await Promise.all([
      runShard(w.deps, a!.task, { pageSize: 4 }),
      runShard(w.deps, a!.task, { pageSize: 4 }),
    ]);
    // Both settle the first page at once; one saves it and carries the shard on, the other stops.
    expect([x?.action, y?.action].sort()).toEqual(['page-taken', 'shard-done']);
    // Delivered again once done: nothing left to save, the shard stays done.
    expect((await runShard(w.deps, a!.task, { pageSize: 4 })).action).toBe('shard-done');
    expect((await runShard(w.deps, b!.task, { pageSize: 4 })).action).toBe('settled');
    expect(await runShard(w.deps, b!.task, { pageSize: 4 })).toEqual({
      action: 'ignored',
      reason: `${w.weekId} is already settled`,
    });
    expect(await runShard(w.deps, a!.task, { pageSize: 4 })).toMatchObject({ action: 'ignored' });
    expectSettledOnce(w, uids);
  });

  it('the last shard delivered twice at once: one saves the page and finishes, the other stops, then finds the week settled', async () => {
    const w = fakeSettlementWorld(uids);
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 1 });
    const [a] = w.queue.splice(0);
    const outs = await Promise.all([runShard(w.deps, a!.task), runShard(w.deps, a!.task)]);
    expect(outs.map((o) => o.action).sort()).toEqual(['page-taken', 'settled']);
    expect(await runShard(w.deps, a!.task)).toMatchObject({ action: 'ignored' });
    expectSettledOnce(w, uids);
  });

  it('two shards finishing at the same moment: both see every shard done, one ranks and marks, once', async () => {
    const w = fakeSettlementWorld(uids);
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 2 });
    const [a, b] = w.queue.splice(0);
    // Both shards mark themselves done before either counts: both are "the last".
    let arrived = 0;
    let release!: () => void;
    const bothDone = new Promise<void>((r) => (release = r));
    const barrier = async () => {
      arrived += 1;
      if (arrived === 2) release();
      await bothDone;
    };
    const outs = await Promise.all([
      runShard(w.deps, a!.task, { beforeFinish: barrier }),
      runShard(w.deps, b!.task, { beforeFinish: barrier }),
    ]);
    expect(outs.map((o) => o.action).sort()).toEqual(['finish-busy', 'settled']);
    expectSettledOnce(w, uids);
  });

  it('a finisher that died holding the finish: others wait for its lease, then take over without ranking again', async () => {
    const w = fakeSettlementWorld(uids);
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 1 });
    const [a] = w.queue.splice(0);
    // The first run ranks, then dies before marking the week settled.
    const finish = w.deps.weeks.finish;
    w.deps.weeks.finish = async () => {
      throw new Error('simulated crash');
    };
    await expect(runShard(w.deps, a!.task)).rejects.toThrow('simulated crash');
    w.deps.weeks.finish = finish;
    expect(w.calls.ranked).toBe(1);
    expect(await runShard(w.deps, a!.task)).toMatchObject({ action: 'finish-busy' });
    w.advance(FINISH_LEASE_MS + 1);
    expect(await runShard(w.deps, a!.task)).toMatchObject({ action: 'settled', marked: true, ranked: null });
    expectSettledOnce(w, uids);
  });

  it('a slow finisher that lost its lease and the run that took over both reach the mark: marked once, hook once', async () => {
    const w = fakeSettlementWorld(uids);
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 1 });
    const [a] = w.queue.splice(0);
    const finish = w.deps.weeks.finish;
    let release!: () => void;
    const stalled = new Promise<void>((r) => (release = r));
    let first = true;
    w.deps.weeks.finish = async (...args) => {
      if (first) {
        first = false;
        await stalled;
      }
      return finish(...args);
    };
    const slow = runShard(w.deps, a!.task);
    while (w.calls.ranked === 0 || first) await new Promise((r) => setImmediate(r));
    w.advance(FINISH_LEASE_MS + 1);
    expect(await runShard(w.deps, a!.task)).toMatchObject({ action: 'settled', marked: true, ranked: null });
    release();
    expect(await slow).toMatchObject({ action: 'settled', marked: false });
    expectSettledOnce(w, uids);
  });

  it('a failing afterWeekSettled is logged; the week stays settled and the hook is not called again', async () => {
    const w = fakeSettlementWorld(uids);
    let hookCalls = 0;
    w.deps.afterWeekSettled = async () => {
      hookCalls += 1;
      throw new Error('smtp down');
    };
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 2 });
    const outs = await drain(w);
    expect(outs.at(-1)).toMatchObject({ action: 'settled', marked: true });
    expect(w.week.status).toBe('settled');
    expect(w.calls.logs).toEqual(['afterWeekSettled failed; the week stays settled']);
    await runShard(w.deps, { weekId: w.weekId, shard: 0 });
    expect(hookCalls).toBe(1);
  });

  it('a shard whose time budget ends enqueues its continuation, which finishes the range', async () => {
    const w = fakeSettlementWorld(uids);
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 1 });
    let pages = 0;
    const first = await runShard(w.deps, w.queue.shift()!.task, { pageSize: 10, shouldStop: () => pages++ >= 2 });
    expect(first).toMatchObject({ action: 'continued', settledPlayers: 20 });
    expect(w.queue).toHaveLength(1);
    expect(w.state.shards.get(0)).toMatchObject({ settledPlayers: 20, done: false });
    const rest = await drain(w, { pageSize: 10 });
    expect(rest.at(-1)).toMatchObject({ action: 'settled', newlySettled: 20 });
    expectSettledOnce(w, uids);
  });

  it('ignores a task for an unknown week or shard (a stale task), changing nothing', async () => {
    const w = fakeSettlementWorld(uids);
    expect(await runShard(w.deps, { weekId: w.weekId, shard: 0 })).toMatchObject({ action: 'ignored' });
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 2 });
    expect(await runShard(w.deps, { weekId: w.weekId, shard: 9 })).toMatchObject({ action: 'ignored' });
    expect(w.settled.size).toBe(0);
  });

  it('stamps each report with the time it was settled (what a player waits from the deadline)', async () => {
    const w = fakeSettlementWorld(uids);
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 1 });
    const settle = w.deps.players.settle;
    w.deps.players.settle = (...args) => (w.advance(1), settle(...args));
    await drain(w);
    const times = [...w.settled.values()].map((s) => s.at);
    expect(new Set(times).size).toBe(uids.length);
  });
});

describe('settleNow', () => {
  it('answers settled when the fan-out finishes within the wait', async () => {
    const w = fakeSettlementWorld(uids);
    const out = await settleNow(w.deps, w.weekId, {
      now: 2_000,
      shards: 2,
      waitMs: 5_000,
      clock: w.now,
      sleep: async (ms) => (w.advance(ms), void (await drain(w))),
    });
    expect(out).toEqual({ weekId: w.weekId, settledPlayers: 40, status: 'settled' });
    expectSettledOnce(w, uids);
  });

  it('answers locked with the players settled so far when the wait ends first', async () => {
    const w = fakeSettlementWorld(uids);
    const out = await settleNow(w.deps, w.weekId, {
      now: 2_000,
      shards: 2,
      waitMs: 1_000,
      clock: w.now,
      sleep: async (ms) => {
        w.advance(ms);
        const t = w.queue.shift();
        if (t && t.task.shard === 0) await runShard(w.deps, t.task);
      },
    });
    expect(out.status).toBe('locked');
    expect(out.settledPlayers).toBe(uids.filter((u) => shardOf(planShards(2), u) === 0).length);
    expect(w.week.status).toBe('open');
  });
});
