#!/usr/bin/env node
// Where /home's blocking time comes from: a Chromium performance trace of /home signed in (a first
// visit: no service worker), the CPU slowed 4× as Lighthouse's mobile run simulates it, and its
// long tasks (≥ 50 ms at 4×; with --cpu 1, as Lighthouse traces, the tasks its 4× makes long) listed with their source: what started the task (a script's evaluation,
// a timer, an idle callback, React's scheduler…) and where its CPU time went, by the original
// source file (the build's source maps) and by package, from the V8 sampling profiler in the trace.
// Lighthouse gives the score and the simulated TBT (lighthouse-compare.mjs); this says which code
// to cut. A diagnostic, not a figure: under load every task is longer.
//
//   node tools/bench/home-trace.mjs [--runs 3] [--cpu 4] [--dist <build>[,<build>]] [--trace <file.json>] [--json out.json]
//
// Ports: FS_PORT_BASE (default 37000) to +12, as every bench. --dist: web builds already made for
// that stack's ports (skips the build; two are served side by side and traced alternately);
// --trace keeps each build's last raw trace (<file>-0.json, -1.json: DevTools' Performance panel).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { emulatorCspSources, serveHosting } from '../emulators/hosting.mjs';
import { argValue, printAndSave, withStack } from './bench-stack.mjs';
import { assertLocal, createVerifiedUser, sleep } from './emulator-http.mjs';
import { CHROME, buildWebFor } from './lighthouse.mjs';
import { table } from './table.mjs';

const LONG_TASK_MS = 50;
/** Lighthouse's mobile run: the trace is taken at full speed and its tasks counted 4× as long. */
const LIGHTHOUSE_SLOWDOWN = 4;
const CATEGORIES = [
  '-*',
  'toplevel',
  'disabled-by-default-devtools.timeline',
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** The trace's events, read from the stream Tracing.end hands back. */
async function recordTrace(cdp, action) {
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReturnAsStream' });
  await action();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** Maps a built script's position to its original source file and function name (the .map beside it). */
function sourceMapper(outDir) {
  const consumers = new Map();
  const consumer = (url) => {
    const file = new URL(url).pathname;
    if (!consumers.has(file)) {
      const map = join(outDir, `${file}.map`);
      consumers.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
    }
    return consumers.get(file);
  };
  return (frame) => {
    if (!frame.url)
      return {
        source: frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(native)',
        name: frame.functionName,
      };
    if (!frame.url.startsWith('http')) return { source: frame.url, name: frame.functionName };
    const c = consumer(frame.url);
    const script = new URL(frame.url).pathname;
    if (!c) return { source: script, name: frame.functionName };
    const pos = c.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    return { source: pos.source ? normaliseSource(pos.source) : script, name: pos.name ?? frame.functionName };
  };
}

/** A source path as read: a package's name, or the file inside the monorepo. */
export function normaliseSource(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return `${pkg}/${rest.slice(rest[0].startsWith('@') ? 2 : 1).join('/')}`;
  }
  const m = source.match(/(apps\/web\/src\/.*|libs\/[^/]+\/src\/.*)$/);
  return m ? m[1] : source.replace(/^(\.\.\/)+/, '');
}

/** The package (or the monorepo's project) a normalised source belongs to. */
export function packageOf(source) {
  if (source.startsWith('(')) return source;
  if (source.startsWith('apps/web/src/')) return `web: ${source.split('/').slice(3, 5).join('/')}`;
  if (source.startsWith('libs/')) return `libs/${source.split('/')[1]}`;
  const parts = source.split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The long tasks of the page's main thread, each with what started it and where its time went. */
export function analyseTrace(events, mapFrame, cpu = LIGHTHOUSE_SLOWDOWN) {
  // A task is long when it would be at Lighthouse's 4×: at --cpu 1, a task over 12.5 ms.
  const scale = LIGHTHOUSE_SLOWDOWN / cpu;
  const mainThread = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'navigationStart'),
  );
  if (!mainThread) throw new Error('no renderer main thread with a navigation in the trace');
  const { pid, tid } = mainThread;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const nav = onMain
    .filter((e) => e.name === 'navigationStart')
    .sort((a, b) => a.ts - b.ts)
    .at(-1).ts;
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint' && e.ts >= nav)?.ts ?? null;
  const tasks = onMain
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= nav && e.dur * scale >= LONG_TASK_MS * 1000)
    .sort((a, b) => a.ts - b.ts);

  // The sampling profile of the main thread: one sample = a leaf node at a time.
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    // The profile starts on the thread it samples; its chunks come from the profiler's own thread.
    if (e.name === 'Profile' && e.tid === tid) profiles.set(e.id, { time: e.args.data.startTime, nodes: new Map() });
    if (e.name !== 'ProfileChunk') continue;
    const p = profiles.get(e.id);
    if (!p) continue;
    const data = e.args.data;
    for (const n of data.cpuProfile?.nodes ?? []) p.nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      p.time += deltas[i] ?? 0;
      samples.push({ ts: p.time, node: p.nodes.get(ids[i]), nodes: p.nodes });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  const mapped = new Map();
  const frameOf = (node) => {
    if (!mapped.has(node)) mapped.set(node, mapFrame(node.callFrame));
    return mapped.get(node);
  };

  const starterOf = (task) => {
    const inside = onMain.filter(
      (e) =>
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts < task.ts + task.dur &&
        /devtools\.timeline|v8\.execute/.test(e.cat) &&
        !['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name),
    );
    const first = inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur)[0];
    if (!first) return '(task)';
    const d = first.args?.data ?? {};
    const where = d.url ? ` ${new URL(d.url, 'http://x').pathname}` : '';
    if (first.name === 'FunctionCall' && d.url) {
      const m = mapFrame({
        url: d.url,
        lineNumber: (d.lineNumber ?? 1) - 1,
        columnNumber: (d.columnNumber ?? 1) - 1,
        functionName: d.functionName,
      });
      return `FunctionCall ${m.name || d.functionName || '(anonymous)'} (${m.source})`;
    }
    return `${first.name}${where}`;
  };

  const longTasks = tasks.map((task) => {
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur);
    const bySource = new Map();
    const byPackage = new Map();
    const byFunction = new Map();
    for (let i = 0; i < inTask.length; i++) {
      const s = inTask[i];
      const next = inTask[i + 1]?.ts ?? task.ts + task.dur;
      const ms = (next - s.ts) / 1000;
      if (!s.node || s.node.callFrame.functionName === '(idle)') continue;
      const f = frameOf(s.node);
      bySource.set(f.source, (bySource.get(f.source) ?? 0) + ms);
      byPackage.set(packageOf(f.source), (byPackage.get(packageOf(f.source)) ?? 0) + ms);
      // The nearest frame of our own code on the stack: which of our components or modules ran.
      let n = s.node;
      let own = null;
      while (n) {
        const g = frameOf(n);
        if (/^(apps|libs)\//.test(g.source)) {
          own = `${g.name || '(anonymous)'} ${g.source.split('/').slice(-2).join('/')}`;
          break;
        }
        n = n.parent ? s.nodes.get(n.parent) : null;
      }
      if (own) byFunction.set(own, (byFunction.get(own) ?? 0) + ms);
    }
    const top = (m, k) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`);
    return {
      startMs: Math.round((task.ts - nav) / 1000),
      durationMs: Math.round(task.dur / 1000),
      afterFcp: fcp !== null && task.ts >= fcp,
      starter: starterOf(task),
      packages: top(byPackage, 4),
      sources: top(bySource, 4),
      ownCode: top(byFunction, 4),
    };
  });
  // Blocking time as Lighthouse counts it, at 4×.
  const blocks = (ts) => ts.reduce((sum, t) => sum + Math.round(t.durationMs * scale) - LONG_TASK_MS, 0);
  const blocking = blocks(longTasks);
  const blockingAfterFcp = blocks(longTasks.filter((t) => t.afterFcp));
  return {
    fcpMs: fcp === null ? null : Math.round((fcp - nav) / 1000),
    blockingMs: blocking,
    blockingAfterFcpMs: blockingAfterFcp,
    longTasks,
  };
}

/** Signs a new verified player in through the login form at `origin`; the context keeps the session. */
async function signIn(context, s, origin) {
  const user = await createVerifiedUser(s, {
    email: `trace-${Date.now().toString(36)}@bench.test`,
    displayName: 'Trace',
  });
  const login = await context.newPage();
  await login.goto(`${origin}/login`);
  await login.fill('input[name="email"]', user.email);
  await login.fill('input[name="password"]', user.password);
  await login.click('button[type="submit"]');
  await login.waitForURL(`${origin}/home`, { timeout: 60_000 });
  await login.close();
}

/** One traced first visit of /home in `context` (signed in at `origin`). */
async function traceOnce(context, origin, cpu, log) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // A first visit: no service worker, no HTTP cache (the Auth session in IndexedDB stays).
  await page.goto(`${origin}/login`);
  await page.evaluate(async () => {
    const regs = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(regs.map((r) => r.unregister()));
    await Promise.all((await caches.keys()).map((k) => caches.delete(k)));
  });
  await page.goto('about:blank');
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const events = await recordTrace(cdp, async () => {
    await page.goto(`${origin}/home`, { waitUntil: 'load' });
    // Until every section drawn after the first paint is drawn, then 3 s more.
    await page
      .waitForFunction(() => !document.querySelector('[data-testid$="-placeholder"]'), null, { timeout: 30_000 })
      .catch(() => log('[home-trace] sections still waiting after 30 s'));
    await sleep(3_000);
  });
  const landed = new URL(page.url()).pathname;
  await page.close();
  return { events, landed };
}

/**
 * `dists`: web builds made for this stack's ports (at most two, served side by side and traced
 * alternately); none: this checkout, built here.
 */
export async function traceHome({ stack, runs = 3, cpu = 4, dists = [], traceFile = null, log = console.log } = {}) {
  if (dists.length > 2) throw new Error('--dist takes at most two builds');
  return withStack(
    stack,
    async (s) => {
      const builds = (dists.length ? dists : [null]).map((dir, i) => ({
        label: dir ?? 'this checkout',
        outDir: dir ?? mkdtempSync(join(tmpdir(), 'fs-bench-web-')),
        own: !dir,
        port: i === 0 ? s.ports.web : s.ports.webAlt,
      }));
      const servers = [];
      let browser;
      try {
        browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
        for (const b of builds) {
          if (b.own) buildWebFor(s, b.outDir, log);
          servers.push(
            await serveHosting(b.outDir, b.port, { cspAdditions: emulatorCspSources(s.ports), precompress: true }),
          );
          b.origin = `http://127.0.0.1:${b.port}`;
          assertLocal(b.origin, s.projectId);
          // Lighthouse's mobile device: a Moto G Power's screen.
          b.context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            deviceScaleFactor: 1.75,
            isMobile: true,
            hasTouch: true,
          });
          await signIn(b.context, s, b.origin);
          b.mapFrame = sourceMapper(b.outDir);
        }
        const results = [];
        for (let run = 1; run <= runs; run++) {
          for (const b of run % 2 ? builds : [...builds].reverse()) {
            log(`[home-trace] run ${run} of ${runs}: ${b.label} /home at ${cpu}× CPU`);
            const { events, landed } = await traceOnce(b.context, b.origin, cpu, log);
            if (traceFile && run === runs)
              writeFileSync(
                `${traceFile.replace(/\.json$/, '')}-${builds.indexOf(b)}.json`,
                JSON.stringify({ traceEvents: events }),
              );
            results.push({ build: b.label, run, landed, ...analyseTrace(events, b.mapFrame, cpu) });
          }
        }
        return { cpu, runs, results };
      } finally {
        await browser?.close().catch(() => undefined);
        for (const server of servers) await new Promise((r) => server.close(r));
        for (const b of builds) if (b.own) rmSync(b.outDir, { recursive: true, force: true });
      }
    },
    { log },
  );
}

export function formatHomeTrace(r) {
  return r.results
    .map((x) =>
      [
        `/home trace, ${x.build}, run ${x.run} of ${r.runs} (${r.cpu}× CPU, applied; ended on ${x.landed}): FCP ${x.fcpMs} ms, ` +
          `${x.longTasks.length} long tasks, blocking ${x.blockingMs} ms at 4× (${x.blockingAfterFcpMs} ms after FCP)`,
        table(
          ['start ms', 'ms (traced)', 'started by', 'packages (ms)', 'our code on the stack (ms)'],
          x.longTasks.map((t) => [
            `${t.startMs}${t.afterFcp ? '' : ' (pre-FCP)'}`,
            t.durationMs,
            t.starter.slice(0, 70),
            t.packages.join(', '),
            t.ownCode.join(', ').slice(0, 160),
          ]),
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  // --analyse <trace.json> --dist <its build>: a trace kept earlier, read again.
  const kept = argValue(argv, 'analyse', null);
  if (kept) {
    const events = JSON.parse(readFileSync(kept, 'utf8')).traceEvents;
    const dist = argValue(argv, 'dist', '');
    const cpu = Number(argValue(argv, 'cpu', 4));
    const x = { build: dist, run: 1, landed: '(kept trace)', ...analyseTrace(events, sourceMapper(dist), cpu) };
    printAndSave(argv, { cpu, runs: 1, results: [x] }, formatHomeTrace);
    process.exit(0);
  }
  const result = await traceHome({
    runs: Number(argValue(argv, 'runs', 3)),
    cpu: Number(argValue(argv, 'cpu', 4)),
    dists: argValue(argv, 'dist', '').split(',').filter(Boolean),
    traceFile: argValue(argv, 'trace', null),
  });
  printAndSave(argv, result, formatHomeTrace);
  process.exit(0);
}
