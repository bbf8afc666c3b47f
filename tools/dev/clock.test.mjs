import { describe, expect, it } from 'vitest';
import { describeTick, startClockDriver } from './clock.mjs';

const ports = { functions: 45001 };

describe('the local season clock driver', () => {
  it('posts to dev_seasonClock in the emulator, never two ticks at once, and reports what happened', async () => {
    const calls = [];
    let release;
    const fetchImpl = async (url, init) => {
      calls.push([url, init.method]);
      await new Promise((r) => (release = r));
      return {
        ok: true,
        json: async () => ({
          clock: { action: 'opened', weekId: 'week-003', settled: { weekId: 'week-002', settledPlayers: 14 } },
          mail: {
            report: { weekId: 'week-002', kind: 'report', runId: 'r1', enqueued: true },
            team: { weekId: 'week-002', kind: 'team', runId: 'r2', enqueued: true },
            reminder: null,
          },
        }),
      };
    };
    const lines = [];
    const driver = startClockDriver({
      projectId: 'demo-x',
      ports,
      intervalMs: 60_000,
      log: (l) => lines.push(l),
      fetchImpl,
    });
    const first = driver.tick();
    expect(await driver.tick()).toBeNull(); // the first is still running
    release();
    await first;
    driver.stop();
    expect(calls).toEqual([['http://127.0.0.1:45001/demo-x/africa-south1/dev_seasonClock', 'POST']]);
    expect(lines).toEqual([
      'Season clock: week-002 locked and settled (14 players); week-003 opened; report emails, team owner reports for week-002 on the mail queue.',
    ]);
  });

  it('lets the demo players play a week the tick opened, once, and logs their failure without stopping', async () => {
    const opened = [];
    const lines = [];
    const body = (action) => ({
      clock: action === 'opened' ? { action, weekId: 'week-005' } : { action, reason: 'x' },
      mail: {},
    });
    let next = 'idle';
    const fetchImpl = async () => ({ ok: true, json: async () => body(next) });
    const driver = startClockDriver({
      projectId: 'demo-x',
      ports,
      intervalMs: 60_000,
      log: (l) => lines.push(l),
      fetchImpl,
      onWeekOpened: async (weekId) => {
        opened.push(weekId);
        throw new Error('no cast');
      },
    });
    await driver.tick();
    next = 'opened';
    await driver.tick();
    await new Promise((r) => setTimeout(r, 10));
    driver.stop();
    expect(opened).toEqual(['week-005']);
    expect(lines).toEqual(['Season clock: week-005 opened.', 'Demo players could not play week-005: no cast']);
  });

  it('says nothing for an idle tick, and reports a failure once until it changes', async () => {
    expect(describeTick({ clock: { action: 'idle', reason: 'x' }, mail: {} })).toBeNull();
    const lines = [];
    const fetchImpl = async () => ({ ok: false, status: 500, json: async () => ({ error: 'boom' }) });
    const driver = startClockDriver({
      projectId: 'demo-x',
      ports,
      intervalMs: 60_000,
      log: (l) => lines.push(l),
      fetchImpl,
    });
    await driver.tick();
    await driver.tick();
    driver.stop();
    expect(lines).toEqual(['Season clock tick failed: 500 boom (retrying every 60 s).']);
  });
});
