// The one emulator stack of the test suites that need one: the functions' integration tests and
// the browser tests. `npm test` starts it once (startSuiteStack) and hands it to each suite in the
// FS_SUITE_STACK variable, so the emulators start, and every function's worker warms up, once per
// run rather than once per suite. A suite run on its own (`nx run @fraudshield/functions:test-int`,
// `nx run @fraudshield/web-e2e:e2e`) starts one of its own the same way (suiteStack).
//
// Beside the emulators it answers a small control API on a free loopback port, for the browser
// tests, which live in other processes:
//   POST /reset            empties Auth and Firestore
//   POST /emulators/stop   stops the emulators (the browser tests' lost-connection case)
//   POST /emulators/start  starts them again on the same ports, without a warm-up
import { createServer } from 'node:http';
import { startStack } from './stack.mjs';
import { testPorts } from './ports.mjs';

export const SUITE_STACK_ENV = 'FS_SUITE_STACK';

/**
 * Starts the suites' stack: Auth, Functions and Firestore, the local inbox with the auth-mail relay
 * (its links lead to the browser tests' app on ports.web), and every function warmed once.
 * Returns { info, env, stop }: info is what a suite needs to reach it (JSON-safe), env the
 * variables that hand it to a suite's process. `portOffset` moves its ports (testPorts), for a
 * second stack beside the first.
 */
export async function startSuiteStack({ defaultBase = 17000, portOffset = 0, log = console.log } = {}) {
  const ports = testPorts(defaultBase, portOffset);
  const projectId = `demo-fraudshield-test-${ports.auth}`;
  const options = {
    profile: `test-${ports.auth}`,
    projectId,
    ports,
    web: false,
    mail: true,
    relay: true,
    appUrl: `http://127.0.0.1:${ports.web}`,
    warm: true,
    log,
  };
  let stack = await startStack(options);
  let running = true;
  // One control action at a time: a reset never runs against a stack being restarted.
  let queue = Promise.resolve();
  const actions = {
    '/reset': async () => {
      if (!running) throw new Error('the emulators are stopped');
      await stack.resetAuth();
      await stack.resetFirestore();
      return 'reset';
    },
    '/emulators/stop': async () => {
      if (running) await stack.stop();
      running = false;
      return 'stopped';
    },
    '/emulators/start': async () => {
      // No warm-up: the caller waits for the backend to answer again, not for every worker.
      if (!running) stack = await startStack({ ...options, build: false, warm: false, keepGuardRecords: true });
      running = true;
      return 'started';
    },
  };
  const control = createServer((req, res) => {
    const action = req.method === 'POST' ? actions[req.url ?? ''] : undefined;
    if (!action) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('unknown');
      return;
    }
    queue = queue.then(action).then(
      (body) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end(body),
      (error) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error?.message ?? error)),
    );
  });
  try {
    await new Promise((done, fail) => {
      control.once('error', fail);
      control.listen(0, '127.0.0.1', done);
    });
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const info = {
    projectId,
    ports,
    firestoreKind: stack.firestore.kind,
    mailUrl: stack.mailUrl,
    controlUrl: `http://127.0.0.1:${control.address().port}`,
    readyMs: stack.readyMs,
    // The limits guard's records (tools/emulators/limits-report.mjs reads them at the end of a suite).
    guardDir: stack.limitsGuard.dir,
  };
  return {
    info,
    env: { [SUITE_STACK_ENV]: JSON.stringify(info) },
    async stop() {
      control.closeAllConnections();
      await new Promise((done) => control.close(() => done()));
      await queue.catch(() => undefined);
      if (running) await stack.stop();
      running = false;
    },
  };
}

/** The stack `npm test` handed to this process, or null. */
export function attachedSuiteStack(env = process.env) {
  const raw = env[SUITE_STACK_ENV];
  if (!raw) return null;
  const info = JSON.parse(raw);
  if (!info?.projectId?.startsWith('demo-') || !info.ports || !info.controlUrl)
    throw new Error(`${SUITE_STACK_ENV} does not describe a local stack: ${raw}`);
  return info;
}

/**
 * The stack a suite's global setup uses: the one `npm test` handed over (stopping it is left to
 * npm test), or one of its own on testPorts(defaultBase). Returns { info, attached, stop }.
 */
export async function suiteStack({ defaultBase, log = console.log }) {
  const attached = attachedSuiteStack();
  if (attached) return { info: attached, attached: true, stop: async () => undefined };
  const own = await startSuiteStack({ defaultBase, log });
  log(`emulators ready (functions warmed) in ${own.info.readyMs} ms`);
  return { info: own.info, attached: false, stop: own.stop };
}
