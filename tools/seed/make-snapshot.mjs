#!/usr/bin/env node
// `npm run seed:snapshot`: replays the seed through the callables on a fresh stack of its own
// (test ports, FS_PORT_BASE to move them) and stores what it made in tools/seed/snapshot.json,
// which `npm start` loads. Run it after a change to what the functions store; the stack lane's
// snapshot test fails until you do.
import { DEV_PROJECT_ID, testPorts } from '../emulators/ports.mjs';
import { startStack } from '../emulators/stack.mjs';
import { seedAndSnapshot } from './seed.mjs';
import { writeSnapshot, SNAPSHOT_FILE } from './snapshot.mjs';

const ports = testPorts(47000);
const projectId = `${DEV_PROJECT_ID}-snapshot`;
// With the mail catcher, as npm start runs: the emails the seed's weeks send leave their markers.
const stack = await startStack({
  profile: 'snapshot',
  projectId,
  ports,
  warm: true,
  mail: true,
  log: (l) => console.log(`[stack] ${l}`),
});
try {
  const t0 = Date.now();
  const snapshot = await seedAndSnapshot({
    projectId,
    ports,
    firestoreKind: stack.firestore.kind,
    log: (l) => console.log(l),
  });
  writeSnapshot(snapshot);
  console.log(
    `Snapshot: ${snapshot.accounts.length} accounts, ${snapshot.docs.length} documents, seed replayed in ${((Date.now() - t0) / 1000).toFixed(1)} s; written to ${SNAPSHOT_FILE.pathname}`,
  );
} finally {
  await stack.stop();
}
