// `npm start`: the whole game locally. Builds the functions, starts the emulators and the web
// app, waits for readiness by polling, seeds demo data, prints the URL and the demo logins, and
// on Ctrl-C stops every process it started.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PortBusyError, ROOT, startStack } from '../emulators/stack.mjs';
import { DEV_PORTS, DEV_PROJECT_ID } from '../emulators/ports.mjs';

const t0 = Date.now();
const say = (line) => console.log(`[fraudshield] ${line}`);

let stack;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  say('Stopping the emulators and the web app…');
  await stack?.stop();
  say('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  say('Starting the local stack (functions build, emulators, web app)…');
  stack = await startStack({ profile: 'dev', projectId: DEV_PROJECT_ID, ports: DEV_PORTS, web: 'dev', log: say });
  say(`Emulators and web app ready in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  const seedModule = join(ROOT, 'tools/seed/seed.mjs');
  let logins = [];
  if (existsSync(seedModule)) {
    const { seed } = await import(pathToFileURL(seedModule).href);
    const result = await seed({ projectId: DEV_PROJECT_ID, ports: DEV_PORTS, log: say });
    logins = result?.logins ?? [];
  } else {
    say('No seed script yet (tools/seed/seed.mjs): starting with empty data.');
  }
  console.log('');
  say(`FraudShield League is running: ${stack.webUrl}`);
  for (const l of logins) say(`  ${l.role.padEnd(7)} ${l.email} / ${l.password}`);
  say(`Auth emulator 127.0.0.1:${DEV_PORTS.auth} · Functions 127.0.0.1:${DEV_PORTS.functions} · Firestore 127.0.0.1:${DEV_PORTS.firestore} (${stack.firestore.kind})`);
  say(`Ready ${((Date.now() - t0) / 1000).toFixed(1)} s after start. Logs: .emulators/. Press Ctrl-C to stop everything.`);
} catch (err) {
  if (err instanceof PortBusyError) {
    console.error(`[fraudshield] ${err.message}`);
    process.exit(1);
  }
  console.error(`[fraudshield] Could not start: ${err?.message ?? err}`);
  await shutdown(1);
}
