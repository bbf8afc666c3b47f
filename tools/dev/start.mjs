// `npm start`: the whole game locally. Builds the functions, starts the emulators, the mail
// catcher (maildev), the auth-mail relay (verification and reset emails into that inbox) and the
// web app, waits for readiness by polling, warms every function's worker while it seeds demo
// data, runs the season clock on a short tick, prints the URLs and the demo logins, and on Ctrl-C
// stops every process it started.
//
//   npm start                     the seed's open week ends in three days
//   npm start -- --demo-clock     …in a few minutes (DEMO_CLOCK_MINUTES, default 3), with the next
//                                 week planned 3 minutes after it: watch weeks lock, settle and open
// FS_PORT_BASE=<port> runs it on the test port layout (base+0 … base+12) instead of the usual ports.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PortBusyError, ROOT, startStack } from '../emulators/stack.mjs';
import { formatGuardReport } from '../emulators/limits-report.mjs';
import { DEV_PORTS, DEV_PROJECT_ID, testPorts } from '../emulators/ports.mjs';
import { FIRST_VISIT_FUNCTIONS, warmFunctions } from '../emulators/warm.mjs';
import { DEFAULT_TICK_MS, startClockDriver } from './clock.mjs';
import { demoLines } from './ready-banner.mjs';

const t0 = Date.now();
const say = (line) => console.log(`[fraudshield] ${line}`);
const args = process.argv.slice(2);
const demoClock = args.includes('--demo-clock');
const unknown = args.filter((a) => a !== '--demo-clock');
if (unknown.length) {
  console.error(`[fraudshield] Unknown option ${unknown.join(' ')}. Usage: npm start [-- --demo-clock]`);
  process.exit(2);
}
const demoMinutes = Number(process.env.DEMO_CLOCK_MINUTES ?? 3);
const tickMs = Number(process.env.CLOCK_TICK_MS ?? DEFAULT_TICK_MS);
const ports = process.env.FS_PORT_BASE ? testPorts(Number(process.env.FS_PORT_BASE)) : DEV_PORTS;

let stack;
let clock;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  clock?.stop();
  say('Stopping the emulators, the mail catcher and the web app…');
  await stack?.stop();
  // What the session's calls would have met in production (apps/functions/src/infra/limits-guard.ts).
  if (stack) say(formatGuardReport(stack.limitsGuard.report()));
  say('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  say('Starting the local stack (functions build, emulators, mail catcher, web app)…');
  stack = await startStack({
    profile: 'dev',
    projectId: DEV_PROJECT_ID,
    ports,
    web: 'dev',
    mail: true,
    relay: true,
    log: say,
  });
  const readyMs = Date.now() - t0;
  say(`Emulators and web app ready in ${(readyMs / 1000).toFixed(1)} s.`);
  // The workers a first visit needs start now, beside the seed; every other function's after
  // "Ready" (FS_WARM=off skips both, to compare). A worker loads the whole bundle: 2–5 s of CPU.
  const first = new Set(FIRST_VISIT_FUNCTIONS);
  const warmOn = process.env.FS_WARM !== 'off';
  const tWarm = Date.now();
  const warming = warmOn
    ? warmFunctions({ projectId: DEV_PROJECT_ID, ports, select: (name) => first.has(name), log: () => undefined })
    : Promise.resolve(say('FS_WARM=off: functions start on first use.'));
  const seedModule = join(ROOT, 'tools/seed/seed.mjs');
  let logins = [];
  let cast = [];
  let seedMs = 0;
  let h2h = null;
  if (existsSync(seedModule)) {
    const { seed, demoHeadToHead } = await import(pathToFileURL(seedModule).href);
    const tSeed = Date.now();
    const result = await seed({
      projectId: DEV_PROJECT_ID,
      ports,
      log: say,
      ...(demoClock ? { demoClockMinutes: demoMinutes } : {}),
    });
    seedMs = Date.now() - tSeed;
    logins = result?.logins ?? [];
    cast = result?.cast ?? [];
    // The seeded head-to-head league, named in the banner so a newcomer can join it.
    h2h = await demoHeadToHead({ projectId: DEV_PROJECT_ID, ports }).catch(() => null);
  } else {
    say('No seed script yet (tools/seed/seed.mjs): starting with empty data.');
  }
  const warmed = await warming;
  const warmMs = Date.now() - tWarm;
  // Each week the clock opens, the demo league's refitters refit and its learners study.
  const env = { projectId: DEV_PROJECT_ID, ports };
  const onWeekOpened = cast.length
    ? async () => {
        const { playOpenedWeek } = await import(pathToFileURL(join(ROOT, 'tools/seed/demo-players.mjs')).href);
        const line = await playOpenedWeek(env, cast);
        if (line) say(`Demo players: ${line}.`);
      }
    : undefined;
  clock = startClockDriver({ projectId: DEV_PROJECT_ID, ports, intervalMs: tickMs, log: say, onWeekOpened });
  void clock.tick();
  console.log('');
  say(`FraudShield League is running: ${stack.webUrl}`);
  for (const line of demoLines({ logins, h2h, webUrl: stack.webUrl })) say(line);
  say(
    `Mail inbox (maildev): ${stack.mailUrl}  (verification and password-reset emails, reminders and match reports land here)`,
  );
  if (stack.relayUrl)
    say('  A new account? Sign up, then open the verification email in that inbox and follow its link.');
  say(
    `Season clock: every ${tickMs / 1000} s, the same tick as production's schedule${demoClock ? `; demo: the open week locks ${demoMinutes} min after seeding` : ''}.`,
  );
  say(
    `Auth emulator 127.0.0.1:${ports.auth} · Functions 127.0.0.1:${ports.functions} · Firestore 127.0.0.1:${ports.firestore} (${stack.firestore.kind})`,
  );
  say(
    `Grant admin: FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:${ports.auth} FIRESTORE_EMULATOR_HOST=127.0.0.1:${ports.firestore} npm run grant-admin -- <email> [--revoke | --disable]`,
  );
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  say(
    `Ready ${s(Date.now() - t0)} after start (emulators and web app ${s(readyMs)}, seed ${s(seedMs)}, ` +
      `${warmOn ? `first-visit functions warmed (${warmed?.warmed?.length ?? 0}) ${s(warmMs)}` : 'no warm-up'}, beside the seed). Logs: .emulators/. Press Ctrl-C to stop everything.`,
  );
  if (warmOn) {
    // Every other function's worker, while the player finds their way to the first page.
    void warmFunctions({
      projectId: DEV_PROJECT_ID,
      ports,
      select: (name) => !first.has(name),
      log: () => undefined,
    }).then(
      (rest) => say(`Every other function warmed (${rest.warmed.length}) ${s(rest.ms)} after "Ready".`),
      (err) => say(`Warm-up of the other functions stopped: ${err?.message ?? err}`),
    );
  }
} catch (err) {
  if (err instanceof PortBusyError) {
    console.error(`[fraudshield] ${err.message}`);
    process.exit(1);
  }
  console.error(`[fraudshield] Could not start: ${err?.message ?? err}`);
  await shutdown(1);
}
