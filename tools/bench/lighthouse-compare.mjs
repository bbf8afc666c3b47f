// Lighthouse side by side: this checkout's web build against another git ref's, on one stack, in
// one run, runs alternating (A B, then B A, …) so that the machine's drift and noise fall on both.
// Absolute scores move by ±10 between runs on a small machine; only a comparison within one run
// says which build is faster.
//
//   npm run bench -- --only lighthouse --against <git ref> [--lighthouse-runs 5]
//   node tools/bench/lighthouse-compare.mjs --against <git ref> [--runs 5] [--pages /,/home]
//
// The ref is checked out in a temporary worktree (node_modules hard-linked from this checkout:
// the ref must build with the same dependencies) and built with its own sources and Vite config.
// Both builds talk to the same emulators (this checkout's functions) and are served by this
// checkout's Hosting-like server, with its headers, on two ports.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { ROOT, buildWebApp, webEmulatorEnv } from '../emulators/stack.mjs';
import { emulatorCspSources, serveHosting } from '../emulators/hosting.mjs';
import { argValue, printAndSave, withStack } from './bench-stack.mjs';
import { assertLocal, createVerifiedUser } from './emulator-http.mjs';
import { CATEGORIES, CHROME, CHROME_FLAGS, median, summarise } from './lighthouse.mjs';
import { table } from './table.mjs';

export const COMPARE_PAGES = ['/', '/login', '/signup', '/home', '/home (repeat)'];
export const MIN_RUNS = 5;

/** A temporary worktree of `ref`, with this checkout's node_modules hard-linked in. */
export function checkoutRef(ref, log = console.log) {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'fs-bench-ref-'));
  log(`[compare] checking out ${ref} (${sha.slice(0, 10)}) in ${dir}`);
  execFileSync('git', ['worktree', 'add', '--detach', '--force', dir, sha], { cwd: ROOT, stdio: 'ignore' });
  // cp -al: a hard-linked copy, seconds instead of an npm install; the workspace links inside it
  // are relative, so they point at the ref's own libs.
  const cp = spawnSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
  if (cp.status !== 0) throw new Error(`could not link node_modules into ${dir}: ${cp.stderr}`);
  return {
    sha,
    dir,
    remove: () => {
      spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs a new verified user in through the login form at `origin`, in the browser's one profile. */
async function signInAt(browser, origin, user) {
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/login`);
  await page.fill('input[name="email"]', user.email);
  await page.fill('input[name="password"]', user.password);
  await page.click('button[type="submit"]');
  await page.waitForURL(`${origin}/home`, { timeout: 60_000 });
  await page.close();
}

/** Removes the origin's service worker and caches (a first visit), keeping the Auth session. */
async function forgetWorker(browser, origin) {
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/login`);
  await page.evaluate(async () => {
    const regs = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(regs.map((r) => r.unregister()));
    await Promise.all((await caches.keys()).map((k) => caches.delete(k)));
  });
  await page.close();
}

/** Visits /home until the service worker controls it (a repeat visit). Returns whether it does. */
async function installWorker(browser, origin) {
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/home`);
  const ready = await page.evaluate(async () => {
    if (!('serviceWorker' in navigator) || (await navigator.serviceWorker.getRegistrations()).length === 0)
      return false;
    await navigator.serviceWorker.ready;
    return true;
  });
  if (ready) await page.reload();
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  await page.close();
  return controlled;
}

export async function benchLighthouseCompare({
  stack,
  against,
  runs = MIN_RUNS,
  pages = COMPARE_PAGES,
  log = console.log,
}) {
  if (!against) throw new Error('--against <git ref> is required');
  if (!Number.isInteger(runs) || runs < MIN_RUNS)
    throw new Error(`--runs must be a whole number ≥ ${MIN_RUNS}, got ${runs}`);
  const unknown = pages.filter((p) => !COMPARE_PAGES.includes(p));
  if (unknown.length) throw new Error(`unknown pages ${unknown.join(', ')}; choose from ${COMPARE_PAGES.join(', ')}`);
  const ref = checkoutRef(against, log);
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    return await withStack(
      stack,
      async (s) => {
        const env = webEmulatorEnv(s.projectId, s.ports);
        const builds = [
          { label: 'this', sha: head, root: ROOT, port: s.ports.web },
          { label: against, sha: ref.sha, root: ref.dir, port: s.ports.webAlt },
        ];
        const servers = [];
        let chrome;
        let browser;
        try {
          for (const b of builds) {
            b.outDir = mkdtempSync(join(tmpdir(), 'fs-bench-web-'));
            log(`[compare] building ${b.label} (${b.sha.slice(0, 10)})`);
            buildWebApp(b.outDir, env, b.root);
            servers.push(
              await serveHosting(b.outDir, b.port, { cspAdditions: emulatorCspSources(s.ports), precompress: true }),
            );
            b.origin = `http://127.0.0.1:${b.port}`;
            assertLocal(b.origin, s.projectId);
          }
          chrome = await chromeLauncher.launch({
            chromePath: CHROME,
            chromeFlags: CHROME_FLAGS,
            userDataDir: mkdtempSync(join(tmpdir(), 'fs-bench-chrome-')),
            logLevel: 'silent',
          });
          browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
          const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
          if (pages.some((p) => p.startsWith('/home'))) {
            for (const b of builds) {
              const user = await createVerifiedUser(s, {
                email: `compare-${b.port}-${Date.now().toString(36)}@bench.test`,
                displayName: 'Compare',
              });
              await signInAt(browser, b.origin, user);
            }
          }
          const samples = Object.fromEntries(
            builds.map((b) => [b.label, Object.fromEntries(pages.map((p) => [p, []]))]),
          );
          for (let run = 1; run <= runs; run++) {
            // A B, then B A: neither build always goes first.
            const order = run % 2 ? builds : [...builds].reverse();
            for (const b of order) {
              for (const page of pages) {
                log(`[compare] run ${run} of ${runs}: ${b.label} ${page}`);
                const signedIn = page.startsWith('/home');
                if (page === '/home') await forgetWorker(browser, b.origin);
                if (page === '/home (repeat)') await installWorker(browser, b.origin);
                const url = `${b.origin}${signedIn ? '/home' : page}`;
                const r = await lighthouse(url, signedIn ? { ...flags, disableStorageReset: true } : flags);
                const x = summarise(r.lhr, page);
                const landed = new URL(x.finalUrl).pathname;
                samples[b.label][page].push({
                  performance: x.scores.performance,
                  tbtMs: x.metrics.tbtMs,
                  lcpMs: x.metrics.lcpMs,
                  // The other metrics of the score (a point lost with TBT lower comes from one of them).
                  fcpMs: x.metrics.fcpMs,
                  siMs: x.metrics.siMs,
                  cls: x.metrics.cls,
                  lcpElement: x.lcpElement,
                  // Where the blocking time came from (kept in --json; home-trace.mjs says it in detail).
                  longTasks: x.longTasks,
                  bootup: x.bootup,
                  ok: !signedIn || landed.startsWith('/home'),
                });
              }
            }
          }
          return { against, sha: ref.sha, head, runs, pages, builds: builds.map((b) => b.label), samples };
        } finally {
          await browser?.close().catch(() => undefined);
          chrome?.kill();
          for (const server of servers) await new Promise((r) => server.close(r));
          for (const b of builds) if (b.outDir) rmSync(b.outDir, { recursive: true, force: true });
        }
      },
      { log },
    );
  } finally {
    ref.remove();
  }
}

const round = (n) => (n === null || n === undefined ? '-' : String(Math.round(n)));
const range = (xs) => (xs.length ? `${round(Math.min(...xs))}–${round(Math.max(...xs))}` : '-');
const signed = (n) => (n === null || n === undefined ? '-' : `${n > 0 ? '+' : ''}${Math.round(n)}`);

/** Medians, min–max and differences per page: one line each, then a table. */
export function formatLighthouseCompare(r) {
  const [mine, theirs] = r.builds;
  const stat = (label, page, key) => {
    const xs = r.samples[label][page].map((x) => x[key]).filter((v) => typeof v === 'number');
    return { median: median(xs), range: range(xs) };
  };
  const lines = r.pages.map((page) => {
    const [a, b] = [stat(mine, page, 'performance'), stat(theirs, page, 'performance')];
    const [ta, tb] = [stat(mine, page, 'tbtMs'), stat(theirs, page, 'tbtMs')];
    return `${page}: ${round(a.median)} vs ${round(b.median)} (ref), TBT ${round(ta.median)} vs ${round(tb.median)} ms`;
  });
  const failed = r.pages.flatMap((page) =>
    r.builds.flatMap((label) =>
      r.samples[label][page].some((x) => !x.ok) ? [`${label} ${page}: a run did not end on a signed-in /home`] : [],
    ),
  );
  return [
    `Lighthouse side by side, ${r.runs} runs each, alternating: this checkout (${r.head.slice(0, 10)}) vs ${r.against} (${r.sha.slice(0, 10)})`,
    ...lines,
    table(
      [
        'page',
        'perf median',
        'perf min–max',
        'ref median',
        'ref min–max',
        'Δ perf',
        'TBT median ms',
        'ref TBT ms',
        'Δ TBT ms',
        'TBT min–max',
        'ref TBT min–max',
      ],
      r.pages.map((page) => {
        const [a, b] = [stat(mine, page, 'performance'), stat(theirs, page, 'performance')];
        const [ta, tb] = [stat(mine, page, 'tbtMs'), stat(theirs, page, 'tbtMs')];
        return [
          page,
          round(a.median),
          a.range,
          round(b.median),
          b.range,
          signed(a.median - b.median),
          round(ta.median),
          round(tb.median),
          signed(ta.median - tb.median),
          ta.range,
          tb.range,
        ];
      }),
    ),
    // The score's other metrics (mobile weights: FCP 10, SI 10, LCP 25, TBT 30, CLS 25): where a
    // point goes when the TBT is not the cause.
    'Medians of the other metrics (this vs ref):',
    table(
      ['page', 'FCP ms', 'ref FCP ms', 'LCP ms', 'ref LCP ms', 'SI ms', 'ref SI ms', 'CLS', 'ref CLS'],
      r.pages.map((page) => {
        const m = (label, key) => stat(label, page, key).median;
        const cls = (v) => (v === null || v === undefined ? '-' : v.toFixed(3));
        return [
          page,
          round(m(mine, 'fcpMs')),
          round(m(theirs, 'fcpMs')),
          round(m(mine, 'lcpMs')),
          round(m(theirs, 'lcpMs')),
          round(m(mine, 'siMs')),
          round(m(theirs, 'siMs')),
          cls(m(mine, 'cls')),
          cls(m(theirs, 'cls')),
        ];
      }),
    ),
    ...r.pages.flatMap((page) =>
      r.builds.map((label) => {
        const last = r.samples[label][page].at(-1)?.lcpElement;
        return `LCP element, ${label} ${page} (last run): ${last ?? '-'}`;
      }),
    ),
    ...failed,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const result = await benchLighthouseCompare({
    against: argValue(argv, 'against', undefined),
    runs: Number(argValue(argv, 'runs', MIN_RUNS)),
    pages: argValue(argv, 'pages', COMPARE_PAGES.join(',')).split(','),
  });
  printAndSave(argv, result, formatLighthouseCompare);
  process.exit(0);
}
