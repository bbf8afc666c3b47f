import type { ConsoleMessage, Page } from 'playwright-core';
import { href, LOADING_TEXT, NOT_FOUND_TEXT } from '@fraudshield/domain';
import { createUser, e2e, signInThroughForm, useBrowser, waitForPath } from './support/harness';

// /, /login, /signup and the 404 page arrive as prerendered HTML (apps/web/vite-prerender.ts)
// and are hydrated, not re-rendered: the markup paints before any script, React adopts it with no
// mismatch, no console error or warning, and the pages work as before.

let page: Page;
const session = useBrowser({ onPage: (p) => (page = p) });

const PAGES = [
  {
    path: href.splash(),
    status: 200,
    h1: 'FraudShield League',
    pending: 'LOGIN',
    ready: () => page.getByRole('link', { name: 'SIGN UP' }),
  },
  {
    path: href.login(),
    status: 200,
    h1: 'Log in',
    pending: 'Sign in with Google',
    ready: () => page.getByRole('button', { name: 'Sign in with Google' }),
  },
  {
    path: href.signup(),
    status: 200,
    h1: 'Sign up',
    pending: 'Sign up with Google',
    ready: () => page.getByLabel(/Display name/),
  },
  {
    path: '/no-such-page',
    status: 404,
    h1: NOT_FOUND_TEXT,
    pending: null,
    ready: () => page.getByRole('link', { name: 'Go to the start' }),
  },
];

/**
 * Every console error and warning, and uncaught errors (React reports hydration mismatches there).
 * Not counted: Chromium's note that the document itself came with status 404, which the 404 page
 * does (Hosting serves 404.html with 404).
 */
function consoleProblems(p: Page): string[] {
  const seen: string[] = [];
  p.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    const documentStatus =
      /^Failed to load resource: the server responded with a status of 404/.test(m.text()) &&
      m.location().url === p.url();
    if (!documentStatus || new URL(p.url()).pathname !== '/no-such-page')
      seen.push(`${m.type()}: ${m.text()} ${m.location().url}`);
  });
  p.on('pageerror', (e) => seen.push(`uncaught: ${e.message}`));
  return seen;
}

/**
 * Keeps the h1 the HTML parser made (before any script ran) in window.__parsedH1, so the test can
 * tell hydration (React adopts that element) from a fresh client render (React replaces it).
 */
async function keepParsedHeading(p: Page): Promise<void> {
  await p.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { __parsedH1: Element | null }).__parsedH1 = document.querySelector('main h1');
    });
  });
}

describe('prerendered public pages', () => {
  it.each(PAGES)(
    '$path paints from the HTML alone: heading at once, Loading… where the auth state is needed',
    async ({ path, status, h1, pending }) => {
      const context = await session.browser.newContext({ baseURL: e2e().webUrl, javaScriptEnabled: false });
      try {
        const bare = await context.newPage();
        const res = await bare.goto(path);
        expect(res?.status()).toBe(status);
        await bare.getByRole('heading', { level: 1, name: h1 }).waitFor({ state: 'visible' });
        await bare.getByRole('status').filter({ hasText: LOADING_TEXT }).waitFor({ state: 'visible' });
        // What waits for the auth state is laid out but not shown (and not reachable).
        if (pending) expect(await bare.getByText(pending, { exact: true }).isVisible()).toBe(false);
      } finally {
        await context.close();
      }
    },
  );

  it.each(PAGES)(
    '$path hydrates the prerendered markup with no console error or hydration warning, then works',
    async ({ path, h1, ready }) => {
      const problems = consoleProblems(page);
      await keepParsedHeading(page);
      await page.goto(path);
      await ready().waitFor({ state: 'visible' });
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor({ state: 'visible' });
      await page.getByText(LOADING_TEXT).waitFor({ state: 'detached' });
      // The h1 the parser made is still the one on screen: React hydrated it rather than rendering afresh.
      expect(
        await page.evaluate(() => {
          const parsed = (window as unknown as { __parsedH1: Element | null }).__parsedH1;
          return parsed !== null && parsed === document.querySelector('main h1');
        }),
      ).toBe(true);
      expect(problems).toEqual([]);
    },
  );

  it.each(PAGES)(
    '$path fetches no script but the boot script until its first paint is on screen',
    async ({ path, ready }) => {
      await page.goto(path);
      await ready().waitFor({ state: 'visible' });
      // The 404 page's link is in the HTML, on screen before the boot script has started anything:
      // the app has run (and so every script it hydrates with is requested) once "Loading…" is gone.
      await page.getByText(LOADING_TEXT).waitFor({ state: 'detached' });
      const { fcp, scripts } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter(
            (r) =>
              /\/assets\/.+\.js$/.test(new URL(r.name).pathname) &&
              !/\/assets\/boot-[^/]+\.js$/.test(new URL(r.name).pathname),
          )
          .map((r) => ({ file: new URL(r.name).pathname, start: Math.round(r.startTime * 10) / 10 })),
      }));
      expect(fcp).not.toBeNull();
      expect(scripts.length).toBeGreaterThan(0);
      // Lighthouse counts a request that starts before the first paint into that paint (and the largest).
      expect(
        scripts.filter((s) => s.start < (fcp as number)),
        `first paint at ${fcp} ms`,
      ).toEqual([]);
    },
  );

  it('signs in from the prerendered /login and lands on /home', async () => {
    const problems = consoleProblems(page);
    const player = await createUser({ verified: true });
    await page.goto(href.login());
    await signInThroughForm(page, player);
    await waitForPath(page, href.home());
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ state: 'visible' });
    expect(problems).toEqual([]);
  });

  it('a signed-in player opening /login ends on /home, and never sees the form on the way', async () => {
    const player = await createUser({ verified: true });
    await signInThroughForm(page, player);
    await waitForPath(page, href.home());
    // Record, on every frame from the first parse, whether the login form was visible on /login.
    await page.addInitScript(() => {
      const w = window as unknown as { __formShown: boolean };
      w.__formShown = false;
      const look = () => {
        const button = document.querySelector('button.google');
        if (location.pathname === '/login' && button && getComputedStyle(button).visibility === 'visible')
          w.__formShown = true;
        requestAnimationFrame(look);
      };
      look();
    });
    await page.goto(href.login());
    await waitForPath(page, href.home());
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (window as unknown as { __formShown: boolean }).__formShown)).toBe(false);
  });

  it('a route that is not prerendered gets the bare app shell, never the splash; unknown names still show 404', async () => {
    for (const path of [href.home(), href.fraudWiki(), href.defense('MultiFactorAuth'), '/defenses/NotADefense']) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('data-prerendered');
    }
    await page.goto('/defenses/NotADefense');
    await page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT }).waitFor({ state: 'visible' });
  });
});
