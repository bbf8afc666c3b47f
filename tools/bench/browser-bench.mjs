// What the browser benches on a stack of their own share (first-visit.mjs, journey.mjs): Debian's
// Chromium, contexts kept off the internet, and the teardown of the browser, the static server of
// the build, the stack and the build's folder.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from '../emulators/stack.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GAPI_SHIM = readFileSync(join(ROOT, 'apps/web-e2e/src/support/gapi-shim.js'), 'utf8');

/** Headless Chromium (CHROMIUM_PATH, else /usr/bin/chromium). */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/**
 * A browser context that never leaves the machine: Google's api.js is answered by the browser
 * tests' shim (the sign-in page loads it), every other https request is aborted.
 */
export async function offlineContext(browser, options) {
  const context = await browser.newContext(options);
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_SHIM }),
  );
  await context.route(/^https:\/\//, (route) => route.abort());
  return context;
}

/** Closes what a browser bench started (each part may be missing when the start failed half-way). */
export async function closeBrowserBench({ browser, server, stack, dir }) {
  await browser?.close().catch(() => undefined);
  if (server) {
    server.closeAllConnections?.();
    await new Promise((done) => server.close(() => done()));
  }
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
