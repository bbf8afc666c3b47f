import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { href, OFFLINE_NOTICE } from '@fraudshield/domain';
import { createUser, e2e, signInThroughForm, useBrowser, waitForPath } from './support/harness';
import { OUTPUT_DIR } from './support/a11y';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { emulatorCspSources, serveHosting } from '../../../tools/emulators/hosting.mjs';

// The installable app. These run on the build with the service worker (swWebUrl), in
// contexts that allow it; every other file blocks service workers.

const session = useBrowser();

async function swPage(baseURL = e2e().swWebUrl, width = 390): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.newContext(baseURL, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 844 });
  return { context, page };
}

/** Waits for the worker to be active, and returns its script and scope. */
function workerReady(page: Page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return {
      script: reg.active?.scriptURL ?? null,
      scope: reg.scope,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

/** Every URL in the page's Cache Storage, by cache. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return out;
  });
}

/** The URL Hosting serves a built file at (cleanUrls: login.html is /login, index.html is /). */
function served(file: string): string {
  const clean = file.endsWith('.html') ? file.slice(0, -'.html'.length) : file;
  return `/${clean === 'index' ? '' : clean}`;
}

/** What the worker must precache: every page, chunk, stylesheet, icon and the manifest of the build. */
function buildFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(path);
      } else if (/\.(html|js|css|png|webmanifest)$/.test(entry.name) && !/^(sw|workbox-[\w-]+)\.js$/.test(entry.name)) {
        out.push(relative(dir, path));
      }
    }
  };
  walk(dir);
  return out.map(served).sort();
}

const entryChunk = (page: Page) =>
  page.evaluate(() => (document.querySelector('script[type="module"][src]') as HTMLScriptElement).src);

describe('the service worker', () => {
  it('installs, precaches the shell, the prerendered pages and every chunk; a second load of / comes from it, not the network', async () => {
    const { context, page } = await swPage();
    const origin = e2e().swWebUrl;
    await page.goto(href.splash());
    await page.getByRole('heading', { name: 'FraudShield League' }).waitFor();
    const first = await workerReady(page);
    expect(first).toEqual({ script: `${origin}/sw.js`, scope: `${origin}/`, controlled: false });

    const stored = await cachedUrls(page);
    const names = Object.keys(stored);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^workbox-precache-v2-/);
    const precached = (stored[names[0] as string] ?? []).map((u) => {
      const url = new URL(u);
      expect(url.origin).toBe(origin);
      return url.pathname;
    });
    expect(precached.sort()).toEqual(buildFiles(e2e().swWebDir));
    for (const page of ['/', '/login', '/signup', '/404', '/app', '/manifest.webmanifest', '/icons/icon-512.png'])
      expect(precached).toContain(page);
    for (const chunk of [
      'home-page',
      'defense-shop-page',
      'fraud-wiki-page',
      'leaderboard-page',
      'help-page',
      'settings-page',
      'admin-page',
      'fraud-page',
      'defense-page',
    ]) {
      expect(precached.some((p) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(p))).toBe(true);
    }

    // Second load: the document and the entry chunk are answered by the worker, which fetches
    // nothing from the network for them. reload() returns at the load event, which comes before
    // the first paint here, and the boot script requests the entry only after that paint: the
    // test waits for the entry's answer itself, not for the prerendered heading.
    const entry = await entryChunk(page);
    const fromWorker = new Map<string, boolean>();
    const workerFetched: string[] = [];
    page.on('response', (r) => fromWorker.set(r.url(), r.fromServiceWorker()));
    context.on('request', (r) => {
      if (r.serviceWorker()) workerFetched.push(r.url());
    });
    const entryAnswer = page.waitForResponse((r) => r.url() === entry, { timeout: 60_000 });
    await page.reload();
    await page.getByRole('heading', { name: 'FraudShield League' }).waitFor();
    expect((await entryAnswer).fromServiceWorker()).toBe(true);
    expect((await workerReady(page)).controlled).toBe(true);
    expect(fromWorker.get(`${origin}/`)).toBe(true);
    expect(workerFetched.filter((u) => u.split('?')[0] === entry || u.split('?')[0] === `${origin}/`)).toEqual([]);
  }, 180_000);

  it('stores nothing behind sign-in; offline, a reload opens the shell with the offline notice, and a missing chunk still shows the load error and its retry', async () => {
    const { context, page } = await swPage();
    const origin = e2e().swWebUrl;
    await page.goto(href.login());
    await workerReady(page);
    await signInThroughForm(page, await createUser({ verified: true, tag: 'sw' }));
    await waitForPath(page, href.home(), 60_000);
    await page.getByTestId('balance').getByText('100.0 cr').waitFor({ timeout: 120_000 });
    // Callables have answered (balance, defenses, week…): none of it is in Cache Storage.
    const stored = await cachedUrls(page);
    expect(Object.keys(stored)).toHaveLength(1);
    const all = Object.values(stored).flat();
    expect(all.filter((u) => !u.startsWith(`${origin}/`))).toEqual([]);
    expect(all.map((u) => new URL(u).pathname).sort()).toEqual(buildFiles(e2e().swWebDir));

    // Take the leaderboard chunk out of the cache, to see a chunk that cannot load offline.
    const leaderboard = await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const req of await cache.keys()) {
          if (/\/assets\/leaderboard-page-[\w-]+\.js$/.test(new URL(req.url).pathname)) {
            await cache.delete(req);
            return req.url;
          }
        }
      }
      return null;
    });
    expect(leaderboard).not.toBeNull();

    await context.setOffline(true);
    await page.reload();
    // The shell and the page from the worker, the player from Auth's local persistence, and the
    // spec's offline notice.
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: 60_000 });
    await page.getByRole('alert').getByText(OFFLINE_NOTICE).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await page.screenshot({ path: join(OUTPUT_DIR, 'screenshots', 'offline-home-390-light.png') });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor({ timeout: 30_000 });
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor({ timeout: 60_000 });
    await page.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached', timeout: 90_000 });
  }, 300_000);

  it('a new version waits until the player chooses "Update", which reloads into it', async () => {
    // A copy of the build on its own port (its own origin and worker), so this test can deploy a new sw.js.
    const dir = mkdtempSync(join(tmpdir(), 'fs-sw-e2e-'));
    cpSync(e2e().swWebDir, dir, { recursive: true });
    const cspAdditions = emulatorCspSources({ auth: e2e().authPort, functions: e2e().functionsPort });
    let server = (await serveHosting(dir, 0, { cspAdditions })) as Server;
    try {
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const { page } = await swPage(origin);
      await page.goto(href.splash());
      await workerReady(page);
      await page.reload();
      expect((await workerReady(page)).controlled).toBe(true);
      expect(await page.getByTestId('update-prompt').count()).toBe(0);

      // "Deploy" a new version: any change to sw.js makes the browser install it.
      appendFileSync(join(dir, 'sw.js'), '\n// next version\n');
      // serveHosting keeps each file's gzip in memory: a fresh server on the same port serves the new sw.js.
      const port = typeof address === 'object' && address ? address.port : 0;
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      server = (await serveHosting(dir, port, { cspAdditions })) as Server;
      await page.reload();
      const prompt = page.getByTestId('update-prompt');
      await prompt.getByText('A new version of FraudShield League is ready.').waitFor({ timeout: 60_000 });
      // It waits: the old worker still controls the page.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
        true,
      );

      await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
      await Promise.all([
        page.waitForEvent('load', { timeout: 60_000 }),
        prompt.getByRole('button', { name: 'Update' }).click(),
      ]);
      await page.getByRole('heading', { name: 'FraudShield League' }).waitFor();
      // Reloaded (the marker is gone), under the new worker, and nothing waits any more.
      expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(
        false,
      );
      expect(
        await page.evaluate(async () => ((await navigator.serviceWorker.getRegistration())?.waiting ?? null) === null),
      ).toBe(true);
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
