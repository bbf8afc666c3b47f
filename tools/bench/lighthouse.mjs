#!/usr/bin/env node
// Lighthouse (mobile, its default simulated throttling) on the production build served locally:
// performance, accessibility and best practices for /, /login, /signup and /home signed in.
// The web app is built for the bench stack's ports (VITE_* are baked in at build time) into a
// temporary folder and served as Firebase Hosting serves it (tools/emulators/hosting.mjs):
// firebase.json's headers, Content-Security-Policy included, gzip, the prerendered pages and the app shell fallback. Chromium
// is Debian's, driven by chrome-launcher through Lighthouse.
// /home: playwright-core attaches to the same Chromium over CDP and signs in through the login
// form; Lighthouse then runs with disableStorageReset so the Auth session (IndexedDB) survives.
// The service worker is removed before that first /home run, then a second run measures the
// repeat visit with the worker installed and controlling.
// --runs N: the public pages N times each (the first run is the table's; the medians of all N are
// printed beside it, since single runs on a small machine vary by several points).
//   node tools/bench/lighthouse.mjs [--json <file>] [--keep-build] [--runs N]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { buildWebApp, webEmulatorEnv } from '../emulators/stack.mjs';
import { emulatorCspSources, serveHosting } from '../emulators/hosting.mjs';
import { argValue, printAndSave, withStack } from './bench-stack.mjs';
import { assertLocal, createVerifiedUser, percentile } from './emulator-http.mjs';
import { table } from './table.mjs';

export const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Builds apps/web for this stack (emulator ports baked in) into outDir. */
export function buildWebFor(stack, outDir, log = console.log) {
  log(`[lighthouse] building apps/web for the bench stack into ${outDir}`);
  buildWebApp(outDir, webEmulatorEnv(stack.projectId, stack.ports));
}

/** The audits of a category that count towards its score and failed. */
function failedAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0)
    .map((r) => r.id);
}

export function summarise(lhr, path) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    path,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        lhr.categories[c]?.score === null || lhr.categories[c]?.score === undefined
          ? null
          : Math.round(lhr.categories[c].score * 100),
      ]),
    ),
    metrics: {
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      siMs: audit('speed-index'),
    },
    failedA11y: failedAudits(lhr, 'accessibility'),
    failedBestPractices: failedAudits(lhr, 'best-practices'),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((i) =>
      `${i.source ?? 'console'}: ${String(i.description ?? '').slice(0, 160)} ${shortUrl(i.sourceLocation?.url ?? i.url ?? '')}`.trim(),
    ),
    // What the LCP is: the element and how its time splits (TTFB, load delay/time, render delay).
    lcpElement: lcpElement(lhr),
    formFactor: lhr.configSettings.formFactor,
    throttling: lhr.configSettings.throttlingMethod,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
    // Where the blocking time comes from: the scripts that cost most main-thread time, and the
    // long tasks (ms, simulated: with the 4× CPU slowdown).
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6).map((i) => ({
      url: shortUrl(i.url),
      totalMs: Math.round(i.total),
      scriptingMs: Math.round(i.scripting),
      parseMs: Math.round(i.scriptParseCompile),
    })),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 8)
      .map((i) => ({ url: shortUrl(i.url), startMs: Math.round(i.startTime), durationMs: Math.round(i.duration) })),
  };
}

function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  if (!node) return null;
  const phases = (items[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
  return `${String(node.snippet ?? '').slice(0, 70)} "${String(node.nodeLabel ?? '').slice(0, 50)}"${phases ? ` (${phases})` : ''}`;
}

const shortUrl = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') || url : String(url));

export async function benchLighthouse({ stack, log = console.log, keepBuild = false, runs = 1 } = {}) {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, got ${runs}`);
  return withStack(
    stack,
    async (s) => {
      const outDir = mkdtempSync(join(tmpdir(), 'fs-bench-web-'));
      let server;
      let chrome;
      let browser;
      try {
        buildWebFor(s, outDir, log);
        server = await serveHosting(outDir, s.ports.web, {
          cspAdditions: emulatorCspSources(s.ports),
          precompress: true,
        });
        const origin = `http://127.0.0.1:${s.ports.web}`;
        assertLocal(origin, s.projectId);
        const userDataDir = mkdtempSync(join(tmpdir(), 'fs-bench-chrome-'));
        chrome = await chromeLauncher.launch({
          chromePath: CHROME,
          chromeFlags: CHROME_FLAGS,
          userDataDir,
          logLevel: 'silent',
        });
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
        const results = [];
        const repeats = {};
        for (const path of ['/', '/login', '/signup']) {
          for (let run = 1; run <= runs; run++) {
            log(`[lighthouse] ${path}${runs > 1 ? ` (run ${run} of ${runs})` : ''}`);
            const r = await lighthouse(`${origin}${path}`, flags);
            const summary = { ...summarise(r.lhr, path), signedIn: false };
            if (run === 1) results.push(summary);
            (repeats[path] ??= []).push({ performance: summary.scores.performance, ...summary.metrics });
          }
        }

        // Signed in: the login form in the same browser profile, then Lighthouse without a storage reset.
        const user = await createVerifiedUser(s, {
          email: `lighthouse-${Date.now().toString(36)}@bench.test`,
          displayName: 'Lighthouse',
        });
        browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const context = browser.contexts()[0];
        const page = await context.newPage();
        await page.goto(`${origin}/login`);
        await page.fill('input[name="email"]', user.email);
        await page.fill('input[name="password"]', user.password);
        await page.click('button[type="submit"]');
        let signedIn = true;
        try {
          await page.waitForURL(`${origin}/home`, { timeout: 60_000 });
        } catch {
          signedIn = false;
          log(`[lighthouse] sign-in through the form did not reach /home (at ${page.url()})`);
        }
        // A first visit of /home: the service worker the login page installed, and its cache, go
        // (the Auth session in IndexedDB stays), so only the repeat visit below starts warm.
        const workerCleared = await page.evaluate(async () => {
          const regs = (await navigator.serviceWorker?.getRegistrations()) ?? [];
          await Promise.all(regs.map((r) => r.unregister()));
          await Promise.all((await caches.keys()).map((k) => caches.delete(k)));
          return regs.length;
        });
        await page.close();
        log('[lighthouse] /home (signed in)');
        const r = await lighthouse(`${origin}/home`, { ...flags, disableStorageReset: true });
        const home = { ...summarise(r.lhr, '/home'), signedIn };
        if (!new URL(home.finalUrl).pathname.startsWith('/home'))
          home.note = `ended on ${home.finalUrl}: not a signed-in /home`;
        results.push(home);

        // Repeat visit: the service worker installed and controlling /home, its precache
        // full; Lighthouse keeps it (no storage reset), so the shell and chunks come from the worker.
        const warmPage = await context.newPage();
        await warmPage.goto(`${origin}/home`);
        const worker = await warmPage.evaluate(async () => {
          if (!('serviceWorker' in navigator)) return 'no service worker support';
          const regs = await navigator.serviceWorker.getRegistrations();
          if (regs.length === 0) return 'this build registers no service worker (VITE_SERVICE_WORKER=false)';
          await navigator.serviceWorker.ready;
          return 'ready';
        });
        if (worker === 'ready') await warmPage.reload();
        const controlled = await warmPage.evaluate(
          () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
        );
        await warmPage.close();
        log(`[lighthouse] /home repeat visit (service worker: ${worker}, controlling: ${controlled})`);
        const warm = await lighthouse(`${origin}/home`, { ...flags, disableStorageReset: true });
        const repeat = { ...summarise(warm.lhr, '/home (repeat, warm service worker)'), signedIn };
        repeat.note =
          [
            controlled ? null : `not controlled by a service worker (${worker})`,
            workerCleared ? null : 'no worker was registered before the first /home run',
          ]
            .filter(Boolean)
            .join('; ') || undefined;
        results.push(repeat);
        return { chromium: CHROME, results, ...(runs > 1 ? { runs, repeats } : {}) };
      } finally {
        await browser?.close().catch(() => undefined);
        chrome?.kill();
        await new Promise((r) => (server ? server.close(r) : r()));
        if (!keepBuild) rmSync(outDir, { recursive: true, force: true });
      }
    },
    { log },
  );
}

const ms = (n) => (n === null || n === undefined ? '-' : `${Math.round(n)}`);

/** The middle value (the lower of the two middle ones for an even count), missing values left out. */
export function median(values) {
  return percentile(
    values.filter((v) => typeof v === 'number'),
    50,
  );
}

export function formatLighthouse(r) {
  const first = r.results[0];
  return [
    `Lighthouse ${'12.8.2'} (${first?.formFactor ?? 'mobile'}, ${first?.throttling ?? 'simulate'} throttling, Chromium ${r.chromium}, benchmarkIndex ${first?.benchmarkIndex ?? '?'}): production build served locally with gzip and firebase.json's headers (CSP included).`,
    table(
      [
        'page',
        'signed in',
        'performance',
        'accessibility',
        'best practices',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'notes',
      ],
      r.results.map((x) => [
        x.path,
        x.signedIn ? 'yes' : 'no',
        x.scores.performance,
        x.scores.accessibility,
        x.scores['best-practices'],
        ms(x.metrics.fcpMs),
        ms(x.metrics.lcpMs),
        ms(x.metrics.tbtMs),
        x.metrics.cls === null ? '-' : x.metrics.cls.toFixed(3),
        [
          x.note,
          x.runtimeError,
          x.failedA11y.length ? `a11y fails: ${x.failedA11y.join(', ')}` : null,
          x.failedBestPractices?.length ? `best-practices fails: ${x.failedBestPractices.join(', ')}` : null,
        ]
          .filter(Boolean)
          .join('; ') || '-',
      ]),
    ),
    ...(r.repeats
      ? [
          `Medians of ${r.runs} runs per page (same build, same browser; the table above is run 1):`,
          table(
            ['page', 'performance', 'perf min–max', 'FCP ms', 'LCP ms', 'TBT ms', 'TBT min–max', 'CLS'],
            Object.entries(r.repeats).map(([path, xs]) => {
              const col = (k) => xs.map((x) => x[k]);
              return [
                path,
                median(col('performance')),
                `${Math.min(...col('performance'))}–${Math.max(...col('performance'))}`,
                ms(median(col('fcpMs'))),
                ms(median(col('lcpMs'))),
                ms(median(col('tbtMs'))),
                `${ms(Math.min(...col('tbtMs')))}–${ms(Math.max(...col('tbtMs')))}`,
                (median(col('cls')) ?? 0).toFixed(3),
              ];
            }),
          ),
        ]
      : []),
    ...r.results.flatMap((x) => (x.consoleErrors ?? []).map((e) => `console error on ${x.path}: ${e}`)),
    ...r.results
      .filter((x) => x.lcpElement)
      .map((x) => `LCP element on ${x.path}${x.note ? ` (${x.note})` : ''}: ${x.lcpElement}`),
    'Main-thread time by script (simulated, 4× CPU): where the blocking time comes from',
    table(
      ['page', 'script', 'total ms', 'scripting ms'],
      r.results.flatMap((x) => (x.bootup ?? []).slice(0, 3).map((b) => [x.path, b.url, b.totalMs, b.scriptingMs])),
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const result = await benchLighthouse({
    keepBuild: argv.includes('--keep-build'),
    runs: Number(argValue(argv, 'runs', 1)),
  });
  printAndSave(argv, result, formatLighthouse);
  process.exit(0);
}
