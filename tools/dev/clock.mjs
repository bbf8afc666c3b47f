// The local season clock: the emulators run no schedules, so `npm start` calls the functions'
// dev_seasonClock (an HTTP function that exists only in the emulator) on a short tick. It runs
// the very tick the production schedule runs: lock and settle a week at its deadline, open the
// next (as planned, or with a random forecast), and start the reminder and report emails.
import { callableUrl } from '../emulators/client.mjs';

export const DEFAULT_TICK_MS = 15_000;

const MAIL_NAMES = { reminder: 'deadline reminders', report: 'report emails', team: 'team owner reports' };

/** What one tick did, in a line; null when nothing happened. */
export function describeTick(out) {
  const parts = [];
  const clock = out?.clock;
  if (clock?.action === 'settling')
    parts.push(`settling ${clock.outcome.weekId}: ${clock.outcome.settledPlayers} players so far`);
  if (clock?.action === 'opened') {
    if (clock.settled)
      parts.push(`${clock.settled.weekId} locked and settled (${clock.settled.settledPlayers} players)`);
    parts.push(`${clock.weekId} opened`);
  }
  // A tick only starts a week's mail; the mail task queue sends it (maildev's inbox shows it).
  const started = ['reminder', 'report', 'team'].filter((kind) => out?.mail?.[kind]?.enqueued);
  if (started.length > 0)
    parts.push(`${started.map((k) => MAIL_NAMES[k]).join(', ')} for ${out.mail[started[0]].weekId} on the mail queue`);
  return parts.length ? parts.join('; ') : null;
}

/**
 * Calls dev_seasonClock every `intervalMs` (never two at once). Returns { stop, tick }.
 * `onWeekOpened(weekId)` runs (not awaited; its failure is logged) when a tick opened a week:
 * `npm start` lets the demo players play it. `fetchImpl` is for tests.
 */
export function startClockDriver({
  projectId,
  ports,
  intervalMs = DEFAULT_TICK_MS,
  log = console.log,
  fetchImpl = fetch,
  onWeekOpened,
}) {
  const url = callableUrl(ports, projectId, 'dev_seasonClock');
  let running = false;
  let stopped = false;
  let lastError = null;
  const tick = async () => {
    if (running || stopped) return null;
    running = true;
    try {
      const res = await fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      const body = await res.json().catch(() => null);
      if (!res.ok) throw new Error(`${res.status} ${body?.error ?? ''}`.trim());
      lastError = null;
      const line = describeTick(body);
      if (line) log(`Season clock: ${line}.`);
      if (body?.clock?.action === 'opened' && onWeekOpened) {
        Promise.resolve()
          .then(() => onWeekOpened(body.clock.weekId))
          .catch((error) => log(`Demo players could not play ${body.clock.weekId}: ${error?.message ?? error}`));
      }
      return body;
    } catch (error) {
      const text = String(error?.message ?? error);
      if (text !== lastError) log(`Season clock tick failed: ${text} (retrying every ${intervalMs / 1000} s).`);
      lastError = text;
      return null;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  return {
    tick,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
