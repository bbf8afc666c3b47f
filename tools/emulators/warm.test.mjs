import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_VISIT_FUNCTIONS, warmFunctions, warmRequest } from './warm.mjs';

const ports = { functions: 45001 };
const projectId = 'demo-warm-test';
const base = `http://127.0.0.1:${ports.functions}/${projectId}/africa-south1`;

/** The shape of the Functions emulator's GET /backends (one backend, triggers of every kind). */
const BACKENDS = {
  backends: [
    {
      functionTriggers: [
        {
          name: 'user_getBalance',
          entryPoint: 'user_getBalance',
          region: 'africa-south1',
          httpsTrigger: {},
          labels: { 'deployment-callable': 'true' },
        },
        {
          name: 'settleShardTask',
          entryPoint: 'settleShardTask',
          region: 'africa-south1',
          httpsTrigger: {},
          taskQueueTrigger: {},
        },
        { name: 'mail_unsubscribe', entryPoint: 'mail_unsubscribe', region: 'africa-south1', httpsTrigger: {} },
        {
          name: 'schedule_seasonClock',
          entryPoint: 'schedule_seasonClock',
          region: 'africa-south1',
          eventTrigger: {},
          scheduleTrigger: {},
        },
      ],
    },
  ],
};

describe('warming the functions', () => {
  it('asks each served function once, in a way that is refused before any handler touches data', () => {
    const [callable, task, http, schedule] = BACKENDS.backends[0].functionTriggers.map((t) =>
      warmRequest(t, { projectId, ports }),
    );
    // A callable without App Check: refused by the callable wrapper (app-check-missing).
    expect(callable).toMatchObject({ url: `${base}/user_getBalance`, init: { method: 'POST', body: '{"data":null}' } });
    expect(callable.init.headers.Authorization).toBeUndefined();
    expect(callable.init.headers['X-Firebase-AppCheck']).toBeUndefined();
    // A task queue function by GET: the SDK's request check refuses it (only POST JSON runs the handler).
    expect(task).toMatchObject({ url: `${base}/settleShardTask`, init: { method: 'GET' } });
    // An HTTP function by OPTIONS: ours answer 405 / 404 to it.
    expect(http).toMatchObject({ url: `${base}/mail_unsubscribe`, init: { method: 'OPTIONS' } });
    // Scheduled functions are not served by the emulator: left alone.
    expect(schedule).toBeNull();
  });

  it('sends one request per served function, at most `concurrency` at once, and reports who did not answer', async () => {
    const requests = [];
    let inFlight = 0;
    let peak = 0;
    const fetchImpl = async (url, init = {}) => {
      if (String(url).endsWith('/backends')) return new Response(JSON.stringify(BACKENDS));
      requests.push(`${init.method} ${url}`);
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 20));
      inFlight -= 1;
      if (String(url).endsWith('mail_unsubscribe')) throw new Error('socket hang up');
      return new Response('refused', { status: 401 });
    };
    const lines = [];
    const out = await warmFunctions({ projectId, ports, concurrency: 2, fetchImpl, log: (l) => lines.push(l) });
    expect(requests.sort()).toEqual([
      `GET ${base}/settleShardTask`,
      `OPTIONS ${base}/mail_unsubscribe`,
      `POST ${base}/user_getBalance`,
    ]);
    expect(peak).toBe(2);
    expect(out.skipped).toEqual(['schedule_seasonClock']);
    expect(out.warmed.find((w) => w.name === 'user_getBalance')?.status).toBe(401);
    expect(lines[0]).toMatch(/^Warmed 2 of 3 functions in .* no answer from mail_unsubscribe$/);
  });

  it('warms only the selected functions when asked (npm start: the first visit before "Ready", the rest after)', async () => {
    const requests = [];
    const fetchImpl = async (url, init = {}) => {
      if (String(url).endsWith('/backends')) return new Response(JSON.stringify(BACKENDS));
      requests.push(`${init.method} ${url}`);
      return new Response('refused', { status: 401 });
    };
    const first = new Set(['user_getBalance']);
    await warmFunctions({ projectId, ports, fetchImpl, select: (n) => first.has(n) });
    expect(requests).toEqual([`POST ${base}/user_getBalance`]);
    requests.length = 0;
    await warmFunctions({ projectId, ports, fetchImpl, select: (n) => !first.has(n) });
    expect(requests.sort()).toEqual([`GET ${base}/settleShardTask`, `OPTIONS ${base}/mail_unsubscribe`]);
  });

  it('names only functions the functions app exports as its first-visit set', () => {
    const src = join(import.meta.dirname, '../../apps/functions/src');
    const files = [join(src, 'main.ts'), ...readdirSync(join(src, 'callables')).map((f) => join(src, 'callables', f))];
    const exported = new Set(
      files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/export const (\w+)\s*=/g)].map((m) => m[1])),
    );
    expect(FIRST_VISIT_FUNCTIONS.filter((name) => !exported.has(name))).toEqual([]);
  });
});
