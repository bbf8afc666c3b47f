import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM tooling module without types
import { startStack, buildWebApp, webEmulatorEnv } from '../../../../tools/emulators/stack.mjs';
// @ts-expect-error plain ESM tooling module without types
import { testPorts } from '../../../../tools/emulators/ports.mjs';
// @ts-expect-error plain ESM tooling module without types
import { emulatorCspSources, serveHosting } from '../../../../tools/emulators/hosting.mjs';

interface Stack {
  stop(): Promise<void>;
  resetAuth(): Promise<void>;
  resetFirestore(): Promise<void>;
  readyMs: number;
}

export interface E2eContext {
  projectId: string;
  authPort: number;
  functionsPort: number;
  /** The Firestore emulator (the demo seed refills its cast's rate-limit buckets there). */
  firestorePort: number;
  /** The app built with Google sign-in by popup (the default). */
  webUrl: string;
  /** The same app built with Google sign-in by redirect, and with the service worker (issue 20). */
  redirectWebUrl: string;
  /** The build with the service worker (the redirect build; the popup build has none). */
  swWebUrl: string;
  swWebDir: string;
  /** The popup build's folder (served at webUrl), for tests that serve it under other headers. */
  webDir: string;
  /** POST /emulators/stop and /emulators/start: the offline test stops and restarts the backend. */
  controlUrl: string;
  /** The local inbox (maildev: web UI and REST API), where the stack's mail relay delivers the Auth emulator's emails. */
  mailUrl: string;
}

const ROOT = resolve(import.meta.dirname, '../../../..');
const log = (line: string) => console.log(`[e2e] ${line}`);

/**
 * Serves a build as Firebase Hosting does, with firebase.json's headers (Content-Security-Policy
 * and the rest, see tools/emulators/hosting.mjs) plus this stack's emulator origins in the policy.
 */
async function serve(outDir: string, port: number, ports: Record<string, number>): Promise<Server> {
  return (await serveHosting(outDir, port, { cspAdditions: emulatorCspSources(ports) })) as Server;
}


function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}

export default async function setup(project: TestProject) {
  const ports = testPorts(27000);
  const projectId = `demo-fraudshield-e2e-${ports.auth}`;
  const profile = `e2e-${ports.auth}`;
  // The web app is served below on ports.web (appUrl: the relay's links continue there); mail: the
  // local inbox and the auth-mail relay, as in npm start; warm: every function's worker started
  // once, so no test waits for a cold one.
  const appUrl = `http://127.0.0.1:${ports.web}`;
  const stackOptions = { profile, projectId, ports, web: false, mail: true, relay: true, appUrl, warm: true, log: (l: string) => log(l) };
  // On a loaded machine a function worker can take longer than the emulator's default 30 s to start.
  process.env['FUNCTIONS_DISCOVERY_TIMEOUT'] ??= '120';
  let stack: Stack = await startStack(stackOptions);
  log(`emulators ready (functions warmed) in ${stack.readyMs} ms`);

  // No App Check debug token, whatever a developer's .env.local says: the emulator provider.
  const mailUrl = `http://127.0.0.1:${ports.mailWeb}`;
  const webEnv = { ...webEmulatorEnv(projectId, ports, { inboxUrl: mailUrl }), VITE_APPCHECK_DEBUG_TOKEN: '' };
  // One output folder per port base: runs on different bases (FS_PORT_BASE) never share a build.
  const popupDir = join(ROOT, `apps/web-e2e/dist/popup-${ports.auth}`);
  const redirectDir = join(ROOT, `apps/web-e2e/dist/redirect-${ports.auth}`);
  const previews: Server[] = [];
  let control: Server | undefined;
  try {
    // The suite runs with and without the service worker: most files on the popup build, which
    // has none (a worker would answer requests past the tests' routes); service-worker.e2e.ts on
    // the redirect build, which has one, as production builds do.
    buildWebApp(popupDir, { ...webEnv, VITE_GOOGLE_SIGNIN_MODE: 'popup', VITE_SERVICE_WORKER: 'false' });
    buildWebApp(redirectDir, { ...webEnv, VITE_GOOGLE_SIGNIN_MODE: 'redirect', VITE_SERVICE_WORKER: 'true' });
    // base+8 is the stack's web port; base+12 (webAlt) the second build's.
    previews.push(await serve(popupDir, ports.web, ports));
    previews.push(await serve(redirectDir, ports.webAlt, ports));

    let running = true;
    control = createServer((req, res) => {
      const reply = (status: number, body: string): void => {
        res.writeHead(status, { 'Content-Type': 'text/plain' }).end(body);
      };
      void (async () => {
        try {
          if (req.method === 'POST' && req.url === '/emulators/stop') {
            if (running) await stack.stop();
            running = false;
            reply(200, 'stopped');
            return;
          }
          if (req.method === 'POST' && req.url === '/emulators/start') {
            if (!running) {
              // No warm-up here: the test waits for the backend to answer again, not for every worker.
              stack = await startStack({ ...stackOptions, build: false, warm: false });
            }
            running = true;
            reply(200, 'started');
            return;
          }
          if (req.method === 'POST' && req.url === '/reset') {
            await stack.resetAuth();
            await stack.resetFirestore();
            reply(200, 'reset');
            return;
          }
          reply(404, 'unknown');
        } catch (error) {
          reply(500, String(error));
        }
      })();
    });
    await new Promise<void>((done) => control?.listen(0, '127.0.0.1', done));
    const address = control.address();
    const controlUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const context: E2eContext = {
      projectId,
      authPort: ports.auth,
      functionsPort: ports.functions,
      firestorePort: ports.firestore,
      webUrl: `http://127.0.0.1:${ports.web}`,
      redirectWebUrl: `http://127.0.0.1:${ports.webAlt}`,
      swWebUrl: `http://127.0.0.1:${ports.webAlt}`,
      swWebDir: redirectDir,
      webDir: popupDir,
      controlUrl,
      mailUrl,
    };
    project.provide('e2e', context);
  } catch (error) {
    await Promise.all(previews.map(close));
    control?.close();
    await stack.stop();
    throw error;
  }

  return async () => {
    await Promise.all(previews.map(close));
    control?.close();
    await stack.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
