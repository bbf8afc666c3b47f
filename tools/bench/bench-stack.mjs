// The emulator stack the benchmarks run against: ports FS_PORT_BASE (default 37000) … +8,
// loopback only, a demo-* project, Firestore as chooseFirestore() decides (the stand-in here).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { startStack } from '../emulators/stack.mjs';
import { testPorts } from '../emulators/ports.mjs';
import { ensureAccount } from '../emulators/client.mjs';
import { adminServices } from '../emulators/admin.mjs';

export function benchPorts() {
  return testPorts(37000);
}

/** demo-fraudshield-bench on the default base; another base gets its own id (the hub locator file is per project). */
export function benchProjectId(ports = benchPorts()) {
  return ports.auth === 37000 ? 'demo-fraudshield-bench' : `demo-fraudshield-bench-${ports.auth}`;
}

export async function startBenchStack({ log = console.log } = {}) {
  const ports = benchPorts();
  const projectId = benchProjectId(ports);
  // warm: every function's worker started before anything is measured (warm.mjs), as npm start
  // and the browser-test stack do. Cold, the first /home visit waited over 10 s for its calls on
  // this machine and showed the spec's offline notice: not what a player meets.
  const stack = await startStack({
    profile: `benchmarks-${ports.auth}`,
    projectId,
    ports,
    web: false,
    warm: true,
    log: (l) => log(`[stack] ${l}`),
  });
  log(
    `[stack] emulators ready in ${(stack.readyMs / 1000).toFixed(1)} s (project ${projectId}, ports ${ports.auth}…${ports.web})`,
  );
  return stack;
}

/** The admin SDK's Firestore on a stack's emulators, as the app `name` (tools/emulators/admin.mjs). */
export async function adminFirestore(stack, name) {
  // The benches that run the functions' code in-process (settlement, mail) read the project from here.
  process.env.GCLOUD_PROJECT = stack.projectId;
  return (await adminServices(stack, name)).db;
}

/** A bench's admin account (the roles claim), created on the first run and signed in after. */
export function benchAdmin(env, email, displayName) {
  return ensureAccount(env, { email, password: 'bench-pw-123', displayName, claims: { roles: ['admin'] } });
}

/** Runs fn(stack) with the given stack, or with one started (and stopped) for it. */
export async function withStack(given, fn, opts) {
  if (given) return fn(given);
  const stack = await startBenchStack(opts);
  // Ctrl-C or a kill stops the emulators this script started, not just the script.
  const onSignal = (sig) => {
    stack.stop().finally(() => process.exit(sig === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await fn(stack);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stack.stop();
  }
}

export function argValue(argv, name, fallback) {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
}

/** The end of every benchmark script run on its own: print the report, and write `--json <file>` if asked. */
export function printAndSave(argv, result, format) {
  console.log(format(result));
  const json = argValue(argv, 'json', null);
  if (json) {
    mkdirSync(dirname(resolve(json)), { recursive: true });
    writeFileSync(json, JSON.stringify(result, null, 2));
  }
}
