#!/usr/bin/env node
// First visit to each page of a fresh local stack, as `npm start` leaves it: a new stack (its own
// ports: FS_PORT_BASE, default 38000), the demo season seeded, every function warmed beside the
// seed as npm start does (--no-warm: not, the way it was before the warm-up), then Chromium signs in
// the demo player through the login form and opens each signed-in page twice. A visit lasts from
// the navigation until the page's content shows: it is at its path, its <h1> is there, no
// skeleton or loading line is left in <main> and no call to the functions is in flight, held
// for 300 ms (the time is when that began). The first visit is the one that used to wait for a function's worker
// to start; the second is the same page again, warm.
// The web app is the production build for this stack, served as Hosting serves it
// (tools/emulators/hosting.mjs), so Vite's dev transforms are not in the figures.
//   node tools/bench/first-visit.mjs [--no-warm] [--json <file>]
// Figures on a shared 2-core machine are indicative: note the load average printed with them.
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import { buildWebApp, ROOT, startStack, webEmulatorEnv } from '../emulators/stack.mjs';
import { testPorts } from '../emulators/ports.mjs';
import { emulatorCspSources, serveHosting } from '../emulators/hosting.mjs';
import { warmFunctions } from '../emulators/warm.mjs';
import { DEMO, seed } from '../seed/seed.mjs';
import { printAndSave } from './bench-stack.mjs';
import { table } from './table.mjs';
import { closeBrowserBench, launchChromium, offlineContext } from './browser-bench.mjs';

const { href } = await createJiti(import.meta.url).import(join(ROOT, 'libs/domain/src/routes/catalog.ts'));
const CONTENT_TIMEOUT_MS = 60_000;

/** The signed-in pages a player opens, in the order of the navigation (home is the sign-in's landing page). */
export const PAGES = [
  ['home', href.home()],
  ['leaderboard', href.leaderboard()],
  ['defense shop', href.defenseShop()],
  ['fraud wiki', href.fraudWiki()],
  ['a fraud page', href.fraud('Phishing')],
  ['a defense page', href.defense('MultiFactorAuth')],
  ['help', href.help()],
  ['settings', href.settings()],
];

/** In the page: its content is shown (an <h1> in <main>, no skeleton or loading line left). */
const contentShown = () => {
  const main = document.querySelector('main');
  return !!main && !!main.querySelector('h1') && !main.querySelector('.skeleton, .loading');
};

/** How long the content must stay shown, with no call to the functions in flight, to count as arrived. */
const SETTLE_MS = 300;

/**
 * The time from `action` until the page is at `path` and its content shows: an <h1>, no skeleton
 * or loading line, and no call to the Functions emulator in flight, all held for SETTLE_MS (so
 * a query that has not started yet cannot pass for a page that is done). The settle window is
 * not counted: the time is when that window began.
 */
async function timeUntilContent(page, path, inFlight, action) {
  const t0 = Date.now();
  await action();
  let since = null;
  for (;;) {
    const now = Date.now();
    if (now - t0 > CONTENT_TIMEOUT_MS)
      throw new Error(`${path}: no content after ${CONTENT_TIMEOUT_MS / 1000} s (at ${page.url()})`);
    const ok =
      new URL(page.url()).pathname === path &&
      inFlight.size === 0 &&
      (await page.evaluate(contentShown).catch(() => false));
    if (!ok) since = null;
    else if (since === null) since = now;
    else if (now - since >= SETTLE_MS) return since - t0;
    await new Promise((r) => setTimeout(r, 25));
  }
}

function parseArgs(argv) {
  const args = { warm: true, json: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--no-warm') args.warm = false;
    else if (argv[i] === '--json') args.json = argv[++i];
    else throw new Error(`Unknown argument ${argv[i]}. Usage: first-visit.mjs [--no-warm] [--json <file>]`);
  }
  return args;
}

export async function firstVisit({ warm = true, log = console.log } = {}) {
  const ports = testPorts(38000);
  const projectId = `demo-fraudshield-fv-${ports.auth}`;
  const dir = mkdtempSync(join(tmpdir(), 'fs-first-visit-'));
  log(`[first-visit] building apps/web for ports ${ports.auth}… into ${dir}`);
  buildWebApp(dir, webEmulatorEnv(projectId, ports));
  const stack = await startStack({
    profile: `first-visit-${ports.auth}`,
    projectId,
    ports,
    web: false,
    log: (l) => log(`[stack] ${l}`),
  });
  let server;
  let browser;
  try {
    const t0 = Date.now();
    // As npm start: warm-up beside the seed.
    const warming = warm
      ? warmFunctions({ projectId, ports, log: (l) => log(`[first-visit] ${l}`) })
      : Promise.resolve(null);
    await seed({ projectId, ports, log: (l) => log(`[seed] ${l}`) });
    const warmed = await warming;
    log(`[first-visit] seeded${warm ? ' and warmed' : ''} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    server = await serveHosting(dir, ports.web, { cspAdditions: emulatorCspSources(ports) });
    const webUrl = `http://127.0.0.1:${ports.web}`;
    browser = await launchChromium();
    const context = await offlineContext(browser, { baseURL: webUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(CONTENT_TIMEOUT_MS);
    // Calls to the functions in flight (the callables a page makes while its skeletons show).
    const functionsOrigin = `http://127.0.0.1:${ports.functions}`;
    const inFlight = new Set();
    page.on('request', (r) => r.url().startsWith(functionsOrigin) && inFlight.add(r));
    page.on('requestfinished', (r) => inFlight.delete(r));
    page.on('requestfailed', (r) => inFlight.delete(r));
    const load = loadavg()[0];
    const rows = [];
    for (const [name, path] of PAGES) {
      let first;
      if (path === href.home()) {
        await page.goto(href.login());
        await page.getByLabel('Email').fill(DEMO.player.email);
        await page.getByLabel('Password').fill(DEMO.player.password);
        first = await timeUntilContent(page, path, inFlight, () =>
          page.getByRole('button', { name: 'Log in' }).click(),
        );
      } else {
        first = await timeUntilContent(page, path, inFlight, () => page.goto(path));
      }
      const second = await timeUntilContent(page, path, inFlight, () => page.goto(path));
      rows.push({ page: name, path, firstMs: first, secondMs: second });
      log(`[first-visit] ${name}: first ${first} ms, again ${second} ms`);
    }
    return { warm, loadAverage: load, loadAfter: loadavg()[0], warmedFunctions: warmed?.warmed.length ?? 0, rows };
  } finally {
    await closeBrowserBench({ browser, server, stack, dir });
  }
}

export function formatFirstVisit(result) {
  const head = `First visit to each page of a fresh stack (${result.warm ? `functions warmed at start: ${result.warmedFunctions}` : 'no warm-up'}; load average ${result.loadAverage.toFixed(1)} → ${result.loadAfter.toFixed(1)} on ${cpus().length} cores)`;
  return `${head}\n${table(
    ['page', 'first visit', 'again'],
    result.rows.map((r) => [
      `${r.page} (${r.path})`,
      `${(r.firstMs / 1000).toFixed(2)} s`,
      `${(r.secondMs / 1000).toFixed(2)} s`,
    ]),
  )}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const args = parseArgs(process.argv.slice(2));
    const result = await firstVisit({ warm: args.warm });
    printAndSave(process.argv.slice(2), result, formatFirstVisit);
  } catch (err) {
    console.error(`first-visit: ${err?.stack ?? err}`);
    process.exit(1);
  }
}
