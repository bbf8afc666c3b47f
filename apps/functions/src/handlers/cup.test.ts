import { describe, expect, it } from 'vitest';
import {
  CUP_ENTRANTS_PER_PAGE,
  CUP_MAX_READS_PER_CALL,
  CUP_TIES_PER_PAGE,
  inShard,
  type CupEntrant,
  type CupScore,
} from '@fraudshield/domain';
import {
  getCup,
  runCupTask,
  scheduleCup,
  scheduledCup,
  startCupWork,
  CupNotReady,
  type CupDoc,
  type CupPageDoc,
  type CupTask,
  type CupWorkDeps,
  type CupReadDeps,
} from './cup';
import type { CallerContext } from './context';

const ctx = (uid: string): CallerContext => ({
  uid,
  email: null,
  emailVerified: true,
  displayName: uid,
  signInProvider: null,
  roles: [],
  now: 1,
});
const ALPHA = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Players with random-looking uids; `playing` for all but every seventh. */
function world(n: number, shards: number, startWeek = 3) {
  const players = Array.from({ length: n }, (_, i) => {
    let uid = '';
    let x = (i + 1) * 2654435761;
    for (let k = 0; k < 28; k++) {
      uid += ALPHA[x % 62];
      x = Math.floor(x / 62) + (i + k) * 7919;
    }
    return { uid, name: `P${i}`, playing: i % 7 !== 0, pointsByWeek: {} as Record<string, number> };
  });
  const cup: CupDoc = scheduledCup('Cup', startWeek, 'seed');
  const pages = new Map<string, CupPageDoc>();
  const queue: CupTask[] = [];
  let writes = 0;
  const deps: CupWorkDeps = {
    cup: async () => structuredClone(cup),
    currentCup: async () => structuredClone(cup),
    updateCup: async (_id, fields) => void Object.assign(cup, fields),
    shardCount: async () => shards,
    countEntrants: async (r) => players.filter((p) => p.playing && inShard(r, p.uid)).length,
    entrants: async (r, after, limit) =>
      players
        .filter((p) => p.playing && inShard(r, p.uid) && (after === null || p.uid > after))
        .sort((a, b) => (a.uid < b.uid ? -1 : 1))
        .slice(0, limit)
        .map((p): CupEntrant => ({ uid: p.uid, name: p.name })),
    getPages: async (_id, round, list) => list.map((p) => structuredClone(pages.get(`${round}-${p}`) ?? null)),
    writePages: async (_id, list) => {
      for (const p of list) {
        writes++;
        pages.set(`${p.round}-${p.page}`, structuredClone(p));
      }
    },
    scores: async (uids, week) => {
      const out = new Map<string, CupScore>();
      for (const u of uids) {
        const p = players.find((x) => x.uid === u);
        if (p) out.set(u, { week: p.pointsByWeek[week] ?? 0, season: 0 });
      }
      return out;
    },
    enqueue: async (tasks) => void queue.push(...tasks),
  };
  // Documents the fake read deps read, as Firestore bills them: the handler keeps no count of its own.
  let reads = 0;
  const read: CupReadDeps = {
    currentCup: async () => (reads++, structuredClone(cup)),
    settledThrough: async () => ((reads += 2), settled.week),
    page: async (_id, round, page) => (reads++, structuredClone(pages.get(`${round}-${page}`) ?? null)),
    pageOf: async (_id, round, uid) => (
      reads++,
      [...pages.values()].find((p) => p.round === round && p.uids.includes(uid)) ?? null
    ),
  };
  const settled = { week: 0 };
  /** Runs the queue; each task twice (a delivery repeated changes nothing). */
  const drain = async () => {
    while (queue.length) {
      const task = queue.shift()!;
      await runCupTask(deps, task);
      const before = JSON.stringify([...pages.entries()].sort());
      await runCupTask(deps, task);
      expect(JSON.stringify([...pages.entries()].sort())).toBe(before);
    }
  };
  const settle = async (week: number) => {
    for (const p of players) p.pointsByWeek[week] = ((p.uid.charCodeAt(3) * 31 + week * 17) % 40) - 5;
    settled.week = week;
    await startCupWork(deps, { id: `week-${week}`, number: week });
    await drain();
  };
  return {
    players,
    cup,
    pages,
    queue,
    deps,
    read,
    settle,
    resetReads: () => (reads = 0),
    reads: () => reads,
    writes: () => writes,
  };
}

describe('the cup at settlement', () => {
  it('draws every player who has fielded a squad once, and plays down to one champion', async () => {
    const w = world(1500, 4);
    await w.settle(1);
    expect(w.pages.size).toBe(0);
    await w.settle(2); // the week before the cup: the draw
    const entrants = w.players.filter((p) => p.playing);
    expect(w.cup.entrants).toBe(entrants.length);
    const round1 = [...w.pages.values()].filter((p) => p.round === 1);
    expect(round1.length).toBe(w.cup.firstRoundPages);
    const drawn = round1.flatMap((p) => p.uids);
    expect(new Set(drawn).size).toBe(entrants.length);
    expect(drawn.length).toBe(entrants.length);
    for (const p of round1) expect(p.uids.length).toBeLessThanOrEqual(CUP_ENTRANTS_PER_PAGE);
    let week = 3;
    while (w.cup.status !== 'finished') {
      await w.settle(week++);
      expect(week).toBeLessThan(20);
    }
    // Everyone but the champion lost exactly once.
    const losers = [...w.pages.values()].flatMap((p) =>
      p.decided ? p.ties.flatMap((t) => (t.b ? [t.winner === 'a' ? t.b.uid : t.a.uid] : [])) : [],
    );
    expect(new Set(losers).size).toBe(losers.length);
    expect(losers.length).toBe(entrants.length - 1);
    expect(losers).not.toContain(w.cup.champion!.uid);
    // Each decided tie went to the higher week points (or the season/coin tie-break when level).
    for (const p of w.pages.values())
      for (const t of p.ties)
        if (t.b && t.winner && t.aPoints !== t.bPoints)
          expect(t.winner).toBe((t.aPoints ?? 0) > (t.bPoints ?? 0) ? 'a' : 'b');
  });

  it('a round whose pages are not drawn yet is retried, not skipped', async () => {
    const w = world(300, 2);
    await w.settle(2);
    w.pages.clear();
    await startCupWork(w.deps, { id: 'week-3', number: 3 });
    await expect(runCupTask(w.deps, w.queue[0]!)).rejects.toBeInstanceOf(CupNotReady);
  });

  it('weeks outside the cup start nothing', async () => {
    const w = world(50, 1, 5);
    expect(await startCupWork(w.deps, { id: 'week-1', number: 1 })).toEqual({ enqueued: 0 });
  });
});

describe('cup_get', () => {
  it('reads one page of one round, the caller’s own by default, within the bound at the largest page', async () => {
    const w = world(2000, 3);
    await w.settle(2);
    await w.settle(3);
    const me = w.players.find((p) => p.playing)!;
    w.resetReads();
    const view = (await getCup(ctx(me.uid), {}, w.read))!;
    expect(w.reads()).toBeLessThanOrEqual(CUP_MAX_READS_PER_CALL);
    expect(w.reads()).toBeLessThanOrEqual(5);
    expect(view.round).toBe(2);
    expect(view.rounds.map((r) => [r.round, r.decided])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(view.ties.length).toBeLessThanOrEqual(CUP_TIES_PER_PAGE);
    // Round 1, the caller's page: their tie is marked and decided.
    const r1 = (await getCup(ctx(me.uid), { round: 1 }, w.read))!;
    expect(r1.mine?.a.me || r1.mine?.b?.me).toBe(true);
    expect(r1.mine?.winner).not.toBeNull();
    expect(r1.ties.some((t) => t.a.me || t.b?.me)).toBe(true);
    expect(JSON.stringify(r1)).not.toContain(me.uid);
    // The last page of round 1 exists, and one past it is refused.
    const last = r1.pages - 1;
    expect((await getCup(ctx(me.uid), { round: 1, page: last }, w.read))!.ties.length).toBeGreaterThan(0);
    await expect(getCup(ctx(me.uid), { round: 1, page: last + 1 }, w.read)).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(getCup(ctx(me.uid), { round: 9 }, w.read)).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it('before the draw: the cup and no round; without a cup: null', async () => {
    const w = world(10, 1);
    const view = (await getCup(ctx('x'), undefined, w.read))!;
    expect(view).toMatchObject({ status: 'scheduled', rounds: [], round: null, ties: [] });
    const none: CupReadDeps = { ...w.read, currentCup: async () => null };
    expect(await getCup(ctx('x'), {}, none)).toBeNull();
  });
});

describe('admin_scheduleCup', () => {
  const setup = (settled: number, current: CupDoc | null) => {
    const saved: { cup: CupDoc; action: string }[] = [];
    return {
      saved,
      deps: {
        currentCup: async () => current,
        settledThrough: async () => settled,
        saveCup: async (cup: CupDoc, audit: { action: string }) => void saved.push({ cup, action: audit.action }),
        newSeed: () => 'fresh-seed',
      },
    };
  };
  it('schedules a cup whose draw week is still to come, with its audit entry', async () => {
    const s = setup(3, null);
    expect(await scheduleCup(ctx('admin'), { startWeek: 5 }, s.deps)).toEqual({
      startWeek: 5,
      name: 'The FraudShield Cup',
    });
    expect(s.saved).toEqual([
      {
        cup: expect.objectContaining({ startWeek: 5, status: 'scheduled', seed: 'fresh-seed' }),
        action: 'schedule-cup',
      },
    ]);
  });
  it('refuses a week whose draw week has settled, and a cup already drawn, changing nothing', async () => {
    const s = setup(3, null);
    await expect(scheduleCup(ctx('admin'), { startWeek: 4 }, s.deps)).rejects.toMatchObject({ code: 'invalid-input' });
    const drawn = setup(1, { firstRoundPages: 3 } as CupDoc);
    await expect(scheduleCup(ctx('admin'), { startWeek: 9 }, drawn.deps)).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect([...s.saved, ...drawn.saved]).toEqual([]);
  });
});
