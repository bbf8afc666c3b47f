import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The stand-in held the seed's secrets (week seeds, mail tokens) on a port every host of
// the network could reach (the library binds 0.0.0.0). It must listen on loopback only.

const SCRIPT = join(import.meta.dirname, 'firestore-standin.cjs');
/** A port the system says is free now. */
async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/** Local addresses listening on `port` (TCP), as `ss` prints them. */
function listeners(port) {
  const out = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/)[3]);
}

describe('Firestore stand-in', () => {
  let child;
  let grpcPort;
  let controlPort;
  beforeAll(async () => {
    grpcPort = await freePort();
    controlPort = await freePort();
    child = spawn(process.execPath, [SCRIPT, String(grpcPort), String(controlPort)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = Date.now();
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${controlPort}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() - started > 30_000 || child.exitCode !== null) throw new Error('the stand-in did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it('lists every existing document at any depth (GET /documents), not a parent that only holds a subcollection', async () => {
    const projectId = 'demo-standin-list';
    const { adminServices } = await import('./admin.mjs');
    const { db } = await adminServices({ projectId, ports: { firestore: grpcPort } }, `standin-list-${grpcPort}`);
    await db.doc('players/u1').set({ a: 1 });
    await db.doc('players/u1/answers/a1').set({ b: 2 });
    await db.doc('weeks/w1/reports/u1').set({ c: 3 });
    await db.doc('players/u2').set({ d: 4 });
    await db.doc('players/u2').delete();
    const res = await fetch(`http://127.0.0.1:${controlPort}/documents?project=${projectId}`);
    expect(res.ok).toBe(true);
    const { paths } = await res.json();
    expect(paths.sort()).toEqual(['players/u1', 'players/u1/answers/a1', 'weeks/w1/reports/u1']);
    const other = await (await fetch(`http://127.0.0.1:${controlPort}/documents?project=demo-none`)).json();
    expect(other.paths).toEqual([]);
  });

  it('listens on 127.0.0.1 only: gRPC and the control port', () => {
    const grpc = listeners(grpcPort);
    const control = listeners(controlPort);
    expect(grpc.length).toBeGreaterThan(0);
    expect(control.length).toBeGreaterThan(0);
    for (const address of [...grpc, ...control]) expect(address).toMatch(/^127\.0\.0\.1:\d+$/);
  });
});
