// Warms every function of a local stack once, without creating data. The Functions emulator
// starts a function's worker (a Node process that loads the whole bundle: 2–5 s of CPU on this
// machine) on that function's first request, so on a fresh stack the first visit to each page
// waited for it behind a skeleton. One request per function that is refused before any of our
// code reads or writes data is enough to start its worker, which then stays up for the next calls:
//   callables: a call without App Check, refused by the SDK (enforceAppCheck) before our wrapper;
//   task queue functions: a GET, refused by the SDK's request check ("Bad Request");
//   HTTP functions: an OPTIONS request (mail_unsubscribe answers 405, dev_seasonClock 404).
// Scheduled and event functions are not served by the emulator and are left alone.
import { assertLocal } from './client.mjs';

/**
 * What a first visit needs at once: the callables Home calls when the demo player signs in, and
 * the season clock's tick. `npm start` warms these before it says "Ready" and the rest after.
 */
export const FIRST_VISIT_FUNCTIONS = Object.freeze([
  'user_getBalance',
  'user_getDefenses',
  'user_getProfile',
  'week_getCurrent',
  'week_getReport',
  'leaderboard_getPage',
  'drill_get',
  'daily_get',
  'learning_getCheck',
  'learning_getReport',
  'dev_seasonClock',
]);

/** The function triggers the Functions emulator serves (its GET /backends). */
export async function listTriggers({ ports, fetchImpl = fetch }) {
  const url = `http://127.0.0.1:${ports.functions}/backends`;
  assertLocal(url);
  const res = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`the Functions emulator answered ${res.status} at ${url}`);
  const body = await res.json();
  return (body?.backends ?? []).flatMap((b) => b?.functionTriggers ?? []);
}

/** The request that starts one trigger's worker without running its handler on data; null for triggers the emulator does not serve. */
export function warmRequest(trigger, { projectId, ports }) {
  const name = trigger?.name ?? trigger?.entryPoint;
  if (!name) return null;
  const url = `http://127.0.0.1:${ports.functions}/${projectId}/${trigger.region ?? 'us-central1'}/${name}`;
  // The emulator lists a task queue function with both taskQueueTrigger and httpsTrigger, and a
  // callable as an httpsTrigger labelled deployment-callable.
  if (trigger.taskQueueTrigger) return { name, kind: 'task queue', url, init: { method: 'GET' } };
  if (trigger.callableTrigger || trigger.labels?.['deployment-callable'] === 'true') {
    return {
      name,
      kind: 'callable',
      url,
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":null}' },
    };
  }
  if (trigger.httpsTrigger) return { name, kind: 'http', url, init: { method: 'OPTIONS' } };
  return null;
}

/**
 * Sends one warming request to every served function, `concurrency` at a time (the machine has
 * two cores: more only queues). Returns { warmed: [{ name, kind, status, ms }], skipped: [names], ms }.
 * A function that does not answer within `timeoutMs` is reported, not fatal.
 */
export async function warmFunctions({
  projectId,
  ports,
  // Which functions, by name: all by default.
  select = () => true,
  concurrency = 2,
  timeoutMs = 120_000,
  log = () => undefined,
  fetchImpl = fetch,
}) {
  const started = Date.now();
  const triggers = await listTriggers({ ports, fetchImpl });
  const requests = [];
  const skipped = [];
  for (const t of triggers) {
    const r = warmRequest(t, { projectId, ports });
    if (r && !select(r.name)) continue;
    if (r) requests.push(r);
    else skipped.push(t?.name ?? t?.entryPoint ?? '?');
  }
  const warmed = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++];
      const t0 = Date.now();
      try {
        const res = await fetchImpl(r.url, { ...r.init, signal: AbortSignal.timeout(timeoutMs) });
        await res.arrayBuffer().catch(() => undefined);
        warmed.push({ name: r.name, kind: r.kind, status: res.status, ms: Date.now() - t0 });
      } catch (error) {
        warmed.push({
          name: r.name,
          kind: r.kind,
          status: 0,
          ms: Date.now() - t0,
          error: String(error?.message ?? error),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, requests.length)) }, worker));
  const failed = warmed.filter((w) => w.status === 0);
  const ms = Date.now() - started;
  log(
    `Warmed ${warmed.length - failed.length} of ${requests.length} functions in ${(ms / 1000).toFixed(1)} s` +
      (skipped.length ? ` (not served by the emulator, left alone: ${skipped.join(', ')})` : '') +
      (failed.length ? `; no answer from ${failed.map((f) => f.name).join(', ')}` : ''),
  );
  return { warmed, skipped, ms };
}
