import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { buildWebApp, webEmulatorEnv } from '../../../../tools/emulators/stack.mjs';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { suiteStack } from '../../../../tools/emulators/suite-stack.mjs';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { emulatorCspSources, serveHosting } from '../../../../tools/emulators/hosting.mjs';

interface SuiteStackInfo {
  projectId: string;
  ports: { auth: number; functions: number; web: number; webAlt: number } & Record<string, number>;
  mailUrl: string;
  controlUrl: string;
  firestoreKind: 'official' | 'standin';
}

export interface E2eContext {
  projectId: string;
  authPort: number;
  functionsPort: number;
  /** The Firestore emulator (the demo seed refills its cast's rate-limit buckets there). */
  firestorePort: number;
  /** Which Firestore runs, and the stand-in's control port (its list of documents, for the seed snapshot). */
  firestoreKind: 'official' | 'standin';
  firestoreControlPort: number;
  /** The app built with Google sign-in by popup (the default). */
  webUrl: string;
  /** The same app built with Google sign-in by redirect, and with the service worker. */
  redirectWebUrl: string;
  /** The build with the service worker (the redirect build; the popup build has none). */
  swWebUrl: string;
  swWebDir: string;
  /** The popup build's folder (served at webUrl), for tests that serve it under other headers. */
  webDir: string;
  /** The stack's control API (tools/emulators/suite-stack.mjs): POST /reset, /emulators/stop, /emulators/start. */
  controlUrl: string;
  /** The local inbox (maildev: web UI and REST API), where the stack's mail relay delivers the Auth emulator's emails. */
  mailUrl: string;
}

const ROOT = resolve(import.meta.dirname, '../../../..');
/** The project of the one browser file that opens no page (apps/web-e2e/vitest.config.mts). */
const SEED_SNAPSHOT_PROJECT = '@fraudshield/web-e2e:seed-snapshot';
/**
 * The project of the files that open the redirect build (redirectWebUrl, swWebUrl, swWebDir):
 * auth-google.e2e.ts and service-worker.e2e.ts, both side by side. A file that runs alone and
 * opens it finds nothing served there: move it, or add its project here.
 */
const REDIRECT_BUILD_PROJECT = '@fraudshield/web-e2e';
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
  // The run's stack (tools/emulators/suite-stack.mjs): the one `npm test` shares with the
  // integration tests, or one of this suite's own on FS_PORT_BASE (default 27000). It carries the
  // local inbox and the auth-mail relay, as in npm start, with links to the app served below on
  // ports.web, and every function's worker started once, so no test waits for a cold one.
  const { info, attached, stop } = (await suiteStack({ defaultBase: 27000, log })) as {
    info: SuiteStackInfo;
    attached: boolean;
    stop(): Promise<void>;
  };
  const { projectId, ports, mailUrl, controlUrl, firestoreKind } = info;
  if (attached) log(`on the run's stack (${projectId}, ports from ${ports.auth})`);
  const previews: Server[] = [];
  try {
    // The files that run side by side start from an empty backend, whatever ran before on this stack.
    const reset = await fetch(`${controlUrl}/reset`, { method: 'POST' });
    if (!reset.ok) throw new Error(`reset failed: ${await reset.text()}`);

    // No App Check debug token, whatever a developer's .env.local says: the emulator provider.
    const webEnv = { ...webEmulatorEnv(projectId, ports, { inboxUrl: mailUrl }), VITE_APPCHECK_DEBUG_TOKEN: '' };
    // One output folder per port base: runs on different bases (FS_PORT_BASE) never share a build.
    const popupDir = join(ROOT, `apps/web-e2e/dist/popup-${ports.auth}`);
    const redirectDir = join(ROOT, `apps/web-e2e/dist/redirect-${ports.auth}`);
    // The suite runs with and without the service worker: most files on the popup build, which
    // has none (a worker would answer requests past the tests' routes); service-worker.e2e.ts on
    // the redirect build, which has one, as production builds do.
    // Only the seed snapshot's project (`npm test` runs it first, on its own): it opens no page, so
    // neither build is made or served. The redirect build is made only for the project whose files
    // use it (REDIRECT_BUILD_PROJECT): the files that run alone open the popup build only, so
    // `npm test`'s second stack makes one build, not two (a vite build is about 4 s of CPU).
    const names = project.vitest.projects.map((p) => p.name);
    if (names.some((name) => name !== SEED_SNAPSHOT_PROJECT)) {
      buildWebApp(popupDir, { ...webEnv, VITE_GOOGLE_SIGNIN_MODE: 'popup', VITE_SERVICE_WORKER: 'false' });
      // base+8 is the stack's web port; base+12 (webAlt) the second build's.
      previews.push(await serve(popupDir, ports.web, ports));
    }
    if (names.includes(REDIRECT_BUILD_PROJECT)) {
      buildWebApp(redirectDir, { ...webEnv, VITE_GOOGLE_SIGNIN_MODE: 'redirect', VITE_SERVICE_WORKER: 'true' });
      previews.push(await serve(redirectDir, ports.webAlt, ports));
    }

    const context: E2eContext = {
      projectId,
      authPort: ports.auth,
      functionsPort: ports.functions,
      firestorePort: ports.firestore,
      firestoreKind,
      firestoreControlPort: ports.firestoreControl,
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
    await stop();
    throw error;
  }

  return async () => {
    await Promise.all(previews.map(close));
    await stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
    /** Set per project in vitest.config.mts: true for the files that run alone. */
    e2eExclusive: boolean;
  }
}
