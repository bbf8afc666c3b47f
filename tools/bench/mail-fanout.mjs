// Mail fan-out benchmark: N players with deadline reminders on (default 2,000), seeded straight
// into Firestore, a week whose deadline is 2 hours away, and one season-clock tick: the tick
// starts the reminder run on the mail task queue (sendMailTask on the Cloud Tasks emulator), whose
// page tasks send through nodemailer to maildev. Prints one line:
//   mail fan-out: N reminders sent in T s (R a second), P page tasks, at most K letters in one invocation, D addresses mailed twice
// T runs from the tick's answer to the last page recorded. K is what one invocation handles (the
// mail engine's page), whatever N is. The emulator runs the queue's rate limits, so R is bounded
// by them (5 pages of 100 a second) as much as by this machine.
//
//   node tools/bench/mail-fanout.mjs [--players 2000]
// Ports: FS_PORT_BASE (default 37000) … +12. Run it on a quiet machine (the load average is printed).
import { readFileSync } from 'node:fs';
import { startStack } from '../emulators/stack.mjs';
import { callableUrl, callOk } from '../emulators/client.mjs';
import { adminFirestore, argValue, benchAdmin, benchPorts, benchProjectId } from './bench-stack.mjs';
import { benchUids, seedBenchPlayers } from './bench-players.mjs';

const argv = process.argv.slice(2);
const PLAYERS = Number(argValue(argv, 'players', 2_000));
const ports = benchPorts();
const projectId = benchProjectId(ports);
const env = { projectId, ports };
const log = (...a) => console.log('[mail]', ...a);
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const HOUR = 3_600_000;

const stack = await startStack({
  profile: `benchmarks-mail-${ports.auth}`,
  projectId,
  ports,
  web: false,
  warm: true,
  mail: true,
  relay: false,
  log: (l) => log(`[stack] ${l}`),
});
try {
  const db = await adminFirestore(env, 'bench-mail');
  await stack.resetFirestore();
  const ids = benchUids(PLAYERS);
  await seedBenchPlayers(db, ids, () => ({ deadlineReminders: true }));
  const adminUser = await benchAdmin(env, 'mail-bench-admin@bench.test', 'Mail Bench Admin');
  await callOk(env, 'user_getBalance', null, adminUser);
  const current = await callOk(env, 'week_getCurrent', null, adminUser);
  if (current.week) await callOk(env, 'admin_settleWeek', { weekId: current.week.id }, adminUser);
  const week = await callOk(
    env,
    'admin_openWeek',
    {
      deadline: new Date(Date.now() + 2 * HOUR).toISOString(),
      headlineThreats: ['Phishing', 'Ransomware', 'Deepfake'],
    },
    adminUser,
  );
  const loadBefore = loadavg();
  const res = await fetch(callableUrl(ports, projectId, 'dev_seasonClock'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const tick = await res.json();
  if (!tick?.mail?.reminder?.enqueued) throw new Error(`the tick started no reminder run: ${JSON.stringify(tick)}`);
  const t0 = Date.now();
  const runRef = db.collection('mailRuns').doc(`${week.id}-reminder`);
  let pages = [];
  for (;;) {
    const run = (await runRef.get()).data();
    if (run?.lastPage !== null && run?.lastPage !== undefined) {
      const snaps = await db.getAll(
        ...Array.from({ length: run.lastPage + 1 }, (_, p) => runRef.collection('pages').doc(`${run.runId}-p${p}`)),
      );
      pages = snaps.filter((s) => s.exists).map((s) => s.data());
      if (pages.length === run.lastPage + 1 && pages.every((p) => p.failed === 0)) break;
    }
    if (Date.now() - t0 > 30 * 60_000) throw new Error('the reminder run did not finish in 30 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = (Date.now() - t0) / 1000;
  const sent = pages.reduce((n, p) => n + p.sent, 0);
  const largest = Math.max(...pages.map((p) => p.sent + p.skipped + p.failed + p.gaveUp));
  const inbox = await (await fetch(`${stack.mailUrl}/email`)).json();
  const perAddress = new Map();
  for (const m of inbox) for (const t of m.to ?? []) perAddress.set(t.address, (perAddress.get(t.address) ?? 0) + 1);
  const twice = [...perAddress.values()].filter((n) => n > 1).length;
  console.log(
    `mail fan-out: ${sent.toLocaleString('en-US')} reminders sent in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)} a second), ${pages.length} page tasks, at most ${largest} letters in one invocation, ${twice} addresses mailed twice`,
  );
  console.log(
    `  ${PLAYERS.toLocaleString('en-US')} players seeded; inbox holds ${inbox.length}; load average before ${loadBefore}, after ${loadavg()}`,
  );
} finally {
  await stack.stop();
}
