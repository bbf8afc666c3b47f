import { describe, expect, it } from 'vitest';
import { computeWeekReport, deepEqual, hashSeed, type MatchReport, type Squad } from '@fraudshield/domain';
import { settleWeek, type PlayerSettlement, type SettlementDeps } from './settlement';
import type { SettlementProgress, WeekDoc } from '../infra/week-store';

const SEED = 'ab'.repeat(32);

function fakeWorld(uids: string[], opts: { deadline?: number } = {}) {
  const week: WeekDoc = {
    id: 'week-001',
    number: 1,
    status: 'open',
    deadline: opts.deadline ?? 1_000,
    lockedAt: null,
    headlineThreats: ['Phishing', 'Ransomware', 'Deepfake'],
    seedHash: hashSeed(SEED),
    seed: null,
    openedAt: 0,
    settledAt: null,
    settlement: null,
  };
  const squad: Squad = { owned: [{ defenseId: 'MultiFactorAuth', pricePaidTenths: 105, deployed: true }], lead: 'MultiFactorAuth' };
  const settled = new Map<string, PlayerSettlement & { report: MatchReport }>();
  const calls = { settle: 0, ranked: 0, finished: 0, pages: 0 };
  let n = 0;
  const deps: SettlementDeps = {
    weeks: {
      get: async () => structuredClone(week),
      getSeed: async () => SEED,
      lock: async (_id, now) => {
        week.lockedAt = now;
      },
      saveProgress: async (_id, p: SettlementProgress) => {
        week.settlement = structuredClone(p);
      },
      finish: async (_id, seed, now, p) => {
        calls.finished += 1;
        Object.assign(week, { status: 'settled', seed, settledAt: now, settlement: structuredClone(p) });
      },
    },
    players: {
      page: async (after, limit) => {
        calls.pages += 1;
        return [...uids].sort().filter((u) => after === null || u > after).slice(0, limit);
      },
      settle: async (uid, _week, _now, runToken, score) => {
        calls.settle += 1;
        const done = settled.get(uid);
        if (done) return { points: done.points, creditsTenths: done.creditsTenths, runToken: done.runToken };
        const report = score(squad);
        const out = { points: report.totalPoints, creditsTenths: report.creditsEarnedTenths, runToken };
        settled.set(uid, { ...out, report });
        return out;
      },
    },
    rankAll: async () => {
      calls.ranked += 1;
      return uids.length;
    },
    newRunToken: () => `run-${n++}`,
  };
  return { week, deps, settled, calls, squad };
}

const uids = Array.from({ length: 7 }, (_, i) => `u${i}`);

describe('settleWeek', () => {
  it('settles every player with the domain report, ranks, reveals and marks the week settled', async () => {
    const w = fakeWorld(uids);
    const out = await settleWeek(w.deps, 'week-001', { now: 2_000, pageSize: 3 });
    expect(out).toEqual({ weekId: 'week-001', settledPlayers: 7, newlySettled: 7, status: 'settled' });
    expect(w.week).toMatchObject({ status: 'settled', seed: SEED, settledAt: 2_000 });
    expect(w.calls).toMatchObject({ ranked: 1, finished: 1 });
    for (const uid of uids) {
      const expected = computeWeekReport({ weekSeed: SEED, uid, headlineThreats: w.week.headlineThreats, squad: w.squad });
      expect(w.settled.get(uid)?.report).toEqual(expected);
    }
  });

  it('scores a week under the rules version it was opened with (absent: v1)', async () => {
    const w = fakeWorld(uids);
    w.week.rulesVersion = 2;
    await settleWeek(w.deps, 'week-001', { now: 2_000, pageSize: 3 });
    let differs = 0;
    for (const uid of uids) {
      const input = { weekSeed: SEED, uid, headlineThreats: w.week.headlineThreats, squad: w.squad };
      expect(w.settled.get(uid)?.report).toEqual(computeWeekReport({ ...input, rulesVersion: 2 }));
      if (!deepEqual(computeWeekReport(input), computeWeekReport({ ...input, rulesVersion: 2 }))) differs++;
    }
    // The two versions really score differently, so the test above can tell them apart.
    expect(differs).toBeGreaterThan(0);
  });

  it('locks an open week before settling it on demand', async () => {
    const w = fakeWorld(uids, { deadline: 10_000 });
    await settleWeek(w.deps, 'week-001', { now: 2_000, maxPlayers: 2 });
    expect(w.week.lockedAt).toBe(2_000);
    expect(w.week.status).toBe('open');
  });

  it('refuses an unknown week and a settled one', async () => {
    const w = fakeWorld(uids);
    w.deps.weeks.get = async () => null;
    await expect(settleWeek(w.deps, 'nope', { now: 1 })).rejects.toMatchObject({ code: 'week-not-found' });
    const s = fakeWorld(uids);
    await settleWeek(s.deps, 'week-001', { now: 2_000 });
    await expect(settleWeek(s.deps, 'week-001', { now: 3_000 })).rejects.toMatchObject({ code: 'week-already-settled' });
  });

  it('stops after a slice and resumes from the saved cursor', async () => {
    const w = fakeWorld(uids);
    const first = await settleWeek(w.deps, 'week-001', { now: 2_000, pageSize: 2, maxPlayers: 3 });
    expect(first).toMatchObject({ status: 'locked', settledPlayers: 3, newlySettled: 3 });
    expect(w.week.settlement?.cursor).toBe('u2');
    const rest = await settleWeek(w.deps, 'week-001', { now: 2_500, pageSize: 2 });
    expect(rest).toMatchObject({ status: 'settled', settledPlayers: 7, newlySettled: 4 });
  });

  it('resumes after a crash mid-page: players already settled are replayed, not settled again', async () => {
    const w = fakeWorld(uids);
    await expect(
      settleWeek(w.deps, 'week-001', {
        now: 2_000,
        pageSize: 3,
        afterPlayer: (_u, processed) => {
          if (processed === 5) throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect(w.week.settlement).toMatchObject({ cursor: 'u2', settledPlayers: 3 });
    const settledBefore = w.settled.size;
    const out = await settleWeek(w.deps, 'week-001', { now: 2_500, pageSize: 3 });
    expect(out.status).toBe('settled');
    expect(out.settledPlayers).toBe(7);
    expect(out.newlySettled).toBe(7 - settledBefore);
    expect(w.settled.size).toBe(7);
  });

  it('honours shouldStop at page boundaries', async () => {
    const w = fakeWorld(uids);
    let pages = 0;
    const out = await settleWeek(w.deps, 'week-001', { now: 2_000, pageSize: 2, shouldStop: () => pages++ >= 1 });
    expect(out).toMatchObject({ status: 'locked', settledPlayers: 2 });
  });
});
