import { describe, expect, it } from 'vitest';
import { runShard, settleNow, startSettlement } from './settlement';
import { SEASON_CLOCK } from './admin';
import { fakeSettlementWorld, type FakeSettlementWorld } from '../testing/fake-settlement-deps';

/**
 * Every week transition is in the audit log, written by the commit that makes the
 * change (the fake deps record an entry only where the store's commit holds it: the early lock,
 * the plan claim that wins, the settled mark that wins), with who did it.
 */

const uids = ['u1', 'u2', 'u3', 'u4', 'u5'];
const admin = { uid: 'admin-1', email: 'admin@x.test' };

async function drain(w: FakeSettlementWorld) {
  for (let t = w.queue.shift(); t; t = w.queue.shift()) await runShard(w.deps, t.task);
}
const summary = (w: FakeSettlementWorld) => w.state.audit.map((e) => [e.action, e.actorUid, e.actorEmail]);

describe('week transitions in the audit log', () => {
  it("an admin's early settle: the lock and the settle entries name the admin, once each", async () => {
    const w = fakeSettlementWorld(uids, { deadline: 50_000 });
    await startSettlement(w.deps, w.weekId, { now: 2_000, shards: 2, actor: admin });
    await drain(w);
    expect(summary(w)).toEqual([
      ['lock-week', 'admin-1', 'admin@x.test'],
      ['settle-week', 'admin-1', 'admin@x.test'],
    ]);
    expect(w.state.audit[0]).toMatchObject({
      at: 2_000,
      targetUid: '',
      detail: expect.stringMatching(/^Week 1 \(week-001\) locked before its deadline/),
    });
    expect(w.state.audit[1]?.detail).toMatch(/^Week 1 \(week-001\) settled: 5 players/);
  });

  it('the season clock after the deadline: the lock entry comes with the plan, the settle entry with the mark', async () => {
    const w = fakeSettlementWorld(uids, { deadline: 1_000 });
    await startSettlement(w.deps, w.weekId, { now: 2_000, actor: SEASON_CLOCK });
    await drain(w);
    expect(summary(w)).toEqual([
      ['lock-week', 'season-clock', null],
      ['settle-week', 'season-clock', null],
    ]);
    expect(w.state.audit[0]?.detail).toMatch(/locked at its deadline 1970-01-01T00:00:01\.000Z; settlement started/);
    expect(w.week.lockedAt).toBeNull();
  });

  it('started twice at once and re-driven later, settled by many shards: still one lock and one settle entry', async () => {
    const w = fakeSettlementWorld(uids, { deadline: 1_000 });
    await Promise.all([
      startSettlement(w.deps, w.weekId, { now: 2_000, shards: 3 }),
      startSettlement(w.deps, w.weekId, { now: 2_000, shards: 3 }),
    ]);
    await startSettlement(w.deps, w.weekId, { now: 3_000 });
    await Promise.all(w.queue.splice(0).map((t) => runShard(w.deps, t.task)));
    await drain(w);
    expect(w.week.status).toBe('settled');
    expect(summary(w).map(([action]) => action)).toEqual(['lock-week', 'settle-week']);
  });

  it("settleNow passes the admin through, and the settle entry keeps the plan's starter", async () => {
    const w = fakeSettlementWorld(uids, { deadline: 50_000 });
    const out = await settleNow(w.deps, w.weekId, {
      now: 2_000,
      shards: 1,
      actor: admin,
      waitMs: 5_000,
      clock: w.now,
      sleep: async (ms) => (w.advance(ms), void (await drain(w))),
    });
    expect(out.status).toBe('settled');
    expect(w.state.plan?.startedBy).toEqual(admin);
    expect(summary(w).map(([action, who]) => `${action} ${who}`)).toEqual(['lock-week admin-1', 'settle-week admin-1']);
  });
});
