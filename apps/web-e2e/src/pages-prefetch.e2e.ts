import type { BrowserContext, Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
import { createUser, signInThroughForm, useBrowser, waitForPath } from './support/harness';

/** Page chunks are named after their route module (apps/web/src/app/routes/<name>.tsx). */
const chunk = (name: string) => new RegExp(`/assets/${name}-[A-Za-z0-9_-]+\\.js$`);
const IDLE_CHUNKS = [
  'home-page',
  'defense-shop-page',
  'help-page',
  'settings-page',
  'leaderboard-page',
  'fraud-wiki-page',
];

let context: BrowserContext;
let page: Page;
let requested: string[];
useBrowser({
  onPage: (p, c) => {
    page = p;
    context = c;
    requested = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  },
});

const fetched = (name: string) => requested.some((p) => chunk(name).test(p));
async function waitForChunk(name: string, timeout = 20_000) {
  if (fetched(name)) return;
  await page.waitForRequest((r) => chunk(name).test(new URL(r.url()).pathname), { timeout });
}

describe('pages load on demand and ahead of time', () => {
  it('a signed-out visitor loads only the pages it opens', async () => {
    await page.goto(href.splash());
    await page.getByRole('heading', { name: 'FraudShield League' }).waitFor();
    await page.getByRole('link', { name: 'LOGIN' }).click();
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    expect(fetched('splash-page')).toBe(true);
    expect(fetched('login-page')).toBe(true);
    for (const name of [...IDLE_CHUNKS, 'admin-page', 'defense-page', 'fraud-page', 'signup-page'])
      expect(fetched(name)).toBe(false);
  });

  it('when idle after sign-in, the main pages are fetched ahead; the admin page only for admins', async () => {
    const player = await createUser({ verified: true });
    await signInThroughForm(page, player);
    await waitForPath(page, href.home());
    for (const name of IDLE_CHUNKS) await waitForChunk(name);
    expect(fetched('admin-page')).toBe(false);
    expect(fetched('defense-page')).toBe(false);

    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, href.splash());
    const admin = await createUser({ verified: true, roles: ['admin'] });
    await signInThroughForm(page, admin);
    await waitForPath(page, href.home());
    await waitForChunk('admin-page');
    expect(pathOfPage()).toBe(href.home());
  });

  it('on the fraud wiki, hovering a fraud link (100 ms) or focusing a defense link fetches that page ahead', async () => {
    const player = await createUser({ verified: true });
    await signInThroughForm(page, player);
    await waitForPath(page, href.home());
    // The fraud cards must stay where they are when the player's squad arrives: a card that
    // moves under the pointer ends the hover before its 100 ms (and jumps under a finger).
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { fraudCardShifts: string[] }).fraudCardShifts = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources?: { node?: Node | null }[] }[]) {
          for (const source of entry.sources ?? []) {
            const node = source.node as Element | null | undefined;
            if (node?.closest?.('.fraud-card'))
              moved.push(node.closest('.fraud-card')?.querySelector('h3')?.textContent ?? '?');
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(href.fraudWiki());
    await page.getByText('0 defenses deployed').waitFor();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { fraudCardShifts: string[] }).fraudCardShifts)).toEqual([]);
    /** Hovering or focusing the link fetches its page's chunk, and the wiki stays where it is. */
    const fetchesAhead = async (path: string, name: string, act: 'hover' | 'focus') => {
      const link = page.locator(`a[href="${path}"]`).first();
      await link.waitFor();
      expect(fetched(name)).toBe(false);
      await link[act]();
      await waitForChunk(name, 5_000);
      expect(pathOfPage()).toBe(href.fraudWiki());
    };
    await fetchesAhead(href.fraud('Phishing'), 'fraud-page', 'hover');
    // The wiki's heat map links every defense as well.
    await fetchesAhead(href.defense('MultiFactorAuth'), 'defense-page', 'focus');
  });

  it('a page chunk that fails to load shows a load error with a retry that works', async () => {
    const player = await createUser({ verified: true });
    const blocked = chunk('leaderboard-page');
    await context.route(
      (url) => blocked.test(url.pathname),
      (route) => route.abort('failed'),
    );
    await signInThroughForm(page, player);
    await waitForPath(page, href.home());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await context.unroute((url) => blocked.test(url.pathname));
    await context.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
  });
});

function pathOfPage() {
  return new URL(page.url()).pathname;
}
