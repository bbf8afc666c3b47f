import { describe, expect, it } from 'vitest';
import type { DefenseId, FraudId } from '@fraudshield/domain';
import { admin, callOk, createUser, stackInfo } from './testing/emulator-client';
import { fileAdmin, settleAndOpenWeek } from './testing/int-helpers';
import { runShard, startSettlement, type ShardOptions, type ShardTask } from './handlers/settlement';
import { settlementDeps } from './infra/settlement-store';
import type { WeekDoc } from './handlers/records';

/**
 * The settlement fan-out on the emulators (apps/functions/SETTLEMENT.md): shard tasks on the
 * Cloud Tasks emulator, run by settleShardTask in the Functions emulator, against Firestore
 * (official emulator or stand-in: no transaction isolation there, so the exclusive steps are
 * create()s). In every case: every player settled exactly once (one settlement ledger entry, one
 * report), the ranking pass run once, the week marked settled once, afterWeekSettled called once
 * (where the run is in this process, so the hook can be counted).
 * The stack is shared with other suites: assertions never assume an empty database.
 */

const HOUR = 3_600_000;
const forecast: FraudId[] = ['Phishing', 'Ransomware', 'Deepfake'];
const adminUser = fileAdmin(async () => {
  for (let i = 0; i < 9; i++) await player(i % 3 ? ['InputValidation'] : []);
});
let rid = 0;
const requestId = () => `int-fanout-${Date.now().toString(36)}-${(rid++).toString(36)}`;

async function player(buys: DefenseId[] = []) {
  const user = await createUser();
  await callOk('user_getBalance', null, user);
  for (const defenseId of buys) await callOk('shop_buyDefense', { defenseId, requestId: requestId() }, user);
  return user;
}

const openWeek = () => settleAndOpenWeek(adminUser(), HOUR, forecast);

/** In-process deps on the emulators' Firestore: tasks are captured (this test delivers them), the hook counted. */
function localDeps() {
  const tasks: { task: ShardTask; id: string }[] = [];
  const hook: string[] = [];
  const deps = settlementDeps(admin().db, {
    enqueue: async (task, id) => {
      tasks.push({ task, id });
    },
    afterWeekSettled: async (weekId) => {
      hook.push(weekId);
    },
  });
  return { deps, tasks, hook };
}

/** Delivers a shard task to settleShardTask in the Functions emulator, as the Cloud Tasks emulator does. */
async function deliver(task: ShardTask): Promise<number> {
  const { projectId, ports } = stackInfo();
  const res = await fetch(`http://127.0.0.1:${ports.functions}/${projectId}/africa-south1/settleShardTask`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: task }),
  });
  await res.text();
  return res.status;
}

async function allPlayerUids(): Promise<string[]> {
  const snap = await admin().db.collection('players').select('uid').get();
  return snap.docs.map((d) => d.id);
}

/** Every player: one settlement ledger entry for the week and one report; the week settled once, ranked once. */
async function expectSettledOnce(weekId: string) {
  const db = admin().db;
  const week = (await db.collection('weeks').doc(weekId).get()).data() as WeekDoc;
  expect(week.status).toBe('settled');
  const uids = await allPlayerUids();
  expect(week.settlement?.settledPlayers).toBe(uids.length);
  // Per player: the stand-in has no collection-group queries.
  const perPlayer = await Promise.all(
    uids.map(async (uid) => {
      const snap = await db.collection('players').doc(uid).collection('ledger').where('weekId', '==', weekId).get();
      return snap.docs.filter((d) => d.get('kind') === 'settlement').length;
    }),
  );
  expect(perPlayer.filter((n) => n !== 1)).toEqual([]);
  const reports = await db.getAll(
    ...uids.map((uid) => db.collection('players').doc(uid).collection('reports').doc(weekId)),
  );
  expect(reports.filter((r) => r.exists).length).toBe(uids.length);
  const finisher = (await db.collection('weeks').doc(weekId).collection('settlement').doc('finisher').get()).data();
  expect(finisher).toMatchObject({ ranked: true, rankRuns: 1 });
  const shards = await db.collection('weeks').doc(weekId).collection('shards').get();
  expect(shards.docs.every((d) => d.get('done') === true)).toBe(true);
  expect(shards.docs.reduce((s, d) => s + (d.get('settledPlayers') as number), 0)).toBe(uids.length);
}

describe('settlement fan-out on the Cloud Tasks emulator', () => {
  it("the admin's settle now: shard tasks run in the Functions emulator; every player settled and ranked once", async () => {
    const week = await openWeek();
    const out = await callOk('admin_settleWeek', { weekId: week.id, shards: 3 }, adminUser());
    expect(out.status).toBe('settled');
    expect(out.settledPlayers).toBe((await allPlayerUids()).length);
    await expectSettledOnce(week.id);
    const settled = await admin().db.collection('weeks').doc(week.id).collection('settlement').doc('settled').get();
    expect(settled.exists).toBe(true);
  });

  it('a shard killed midway and retried: the retry resumes from its cursor; every player settled once; hook once', async () => {
    const week = await openWeek();
    const { deps, tasks, hook } = localDeps();
    await startSettlement(deps, week.id, { now: Date.now(), shards: 2 });
    const current = await callOk('week_getCurrent', null, adminUser());
    expect(current.week).toMatchObject({ id: week.id, status: 'locked' });
    const crash: ShardOptions = {
      pageSize: 2,
      afterPlayer: (_uid, processed) => {
        if (processed >= 3) throw new Error('simulated crash');
      },
    };
    const [a, b] = tasks.map((t) => t.task);
    await expect(runShard(deps, a!, crash)).rejects.toThrow('simulated crash');
    const shard0 = (await admin().db.collection('weeks').doc(week.id).collection('shards').doc('0000').get()).data();
    expect(shard0).toMatchObject({ done: false, settledPlayers: 2 });
    expect(await runShard(deps, a!, { pageSize: 2 })).toMatchObject({ action: 'shard-done' });
    expect(await runShard(deps, b!, { pageSize: 2 })).toMatchObject({ action: 'settled', marked: true });
    await expectSettledOnce(week.id);
    expect(hook).toEqual([week.id]);
  });

  it('every task delivered twice at once to settleShardTask: every player settled once, ranked once, settled once', async () => {
    const week = await openWeek();
    const { deps, tasks } = localDeps();
    await startSettlement(deps, week.id, { now: Date.now(), shards: 2 });
    const statuses = await Promise.all(tasks.flatMap((t) => [deliver(t.task), deliver(t.task)]));
    // 204: done (or nothing left to do); 503: the finish was held by the other delivery (Cloud Tasks would retry).
    expect(statuses.every((s) => s === 204 || s === 503)).toBe(true);
    for (const t of tasks) expect(await deliver(t.task)).toBe(204);
    await expectSettledOnce(week.id);
  });

  it('two shards finishing at the same moment: one ranks and marks the week; the hook is called once', async () => {
    const week = await openWeek();
    const { deps, tasks, hook } = localDeps();
    await startSettlement(deps, week.id, { now: Date.now(), shards: 2 });
    let arrived = 0;
    let release!: () => void;
    const both = new Promise<void>((r) => (release = r));
    const barrier = async () => {
      if (++arrived === 2) release();
      await both;
    };
    const outs = await Promise.all(tasks.map((t) => runShard(deps, t.task, { beforeFinish: barrier })));
    expect(outs.map((o) => o.action).sort()).toEqual(['finish-busy', 'settled']);
    await expectSettledOnce(week.id);
    expect(hook).toEqual([week.id]);
  });
});
