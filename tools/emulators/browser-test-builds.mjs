// The two builds of apps/web the browser tests serve (apps/web-e2e/src/support/global-setup.ts):
// Google sign-in by popup without the service worker (most files), by redirect with it
// (service-worker.e2e.ts), both pointed at the suite stack's emulators. Written once here so that
// `npm test` can make them in its checks lane while the integration tests hold the stack, and the
// browser tests' set-up then only serves them (about half a minute off the stack lane, which is
// the run's critical path).
//
//   node tools/emulators/browser-test-builds.mjs    builds both for the stack `npm test` starts (FS_PORT_BASE, default 17000)
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWebApp, ROOT, webEmulatorEnv } from './stack.mjs';
import { suiteStackAddress } from './suite-stack.mjs';

/** Set to 1 by `npm test` for the browser tests when its checks lane made the builds in this run. */
export const E2E_WEB_PREBUILT_ENV = 'FS_E2E_WEB_PREBUILT';

/** The builds for a stack (`{ projectId, ports, mailUrl }`): each one's folder and settings. */
export function e2eWebBuilds({ projectId, ports, mailUrl }) {
  // No App Check debug token, whatever a developer's .env.local says: the emulator provider.
  const webEnv = { ...webEmulatorEnv(projectId, ports, { inboxUrl: mailUrl }), VITE_APPCHECK_DEBUG_TOKEN: '' };
  // One output folder per port base: runs on different bases (FS_PORT_BASE) never share a build.
  return {
    popup: {
      dir: join(ROOT, `apps/web-e2e/dist/popup-${ports.auth}`),
      env: { ...webEnv, VITE_GOOGLE_SIGNIN_MODE: 'popup', VITE_SERVICE_WORKER: 'false' },
    },
    redirect: {
      dir: join(ROOT, `apps/web-e2e/dist/redirect-${ports.auth}`),
      env: { ...webEnv, VITE_GOOGLE_SIGNIN_MODE: 'redirect', VITE_SERVICE_WORKER: 'true' },
    },
  };
}

/** Beside (not in) the folder it describes, so the served build holds no extra file. */
const stampOf = (dir) => `${dir}.settings.json`;

/**
 * Builds both. With `reuse` (only when this run made them: E2E_WEB_PREBUILT_ENV), a build whose
 * recorded settings are exactly these is kept as it is; any difference builds it again.
 */
export function buildE2eWebApps(stack, { reuse = false, log = () => undefined } = {}) {
  const builds = e2eWebBuilds(stack);
  for (const [name, { dir, env }] of Object.entries(builds)) {
    const settings = JSON.stringify(env);
    const stamp = stampOf(dir);
    if (reuse && existsSync(stamp) && readFileSync(stamp, 'utf8') === settings && existsSync(join(dir, 'index.html'))) {
      log(`the ${name} build of this run is ready in ${dir}`);
      continue;
    }
    rmSync(stamp, { force: true });
    const t0 = Date.now();
    buildWebApp(dir, env);
    writeFileSync(stamp, settings);
    log(`built the ${name} build in ${((Date.now() - t0) / 1000).toFixed(1)} s into ${dir}`);
  }
  return builds;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildE2eWebApps(suiteStackAddress(17000), { log: (line) => console.log(`[e2e-web] ${line}`) });
}
