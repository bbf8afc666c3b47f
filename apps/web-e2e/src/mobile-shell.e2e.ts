import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import {
  ADMIN_NAV_ROUTES,
  allConcretePaths,
  href,
  MORE_MENU_ROUTES,
  NOT_FOUND_TEXT,
  TAB_BAR_ROUTES,
  tabLabel,
} from '@fraudshield/domain';
import { createUser, signInThroughForm, useBrowser, waitForPath } from './support/harness';
import { blocking, OUTPUT_DIR, runAxe, settle, type AxeViolation } from './support/a11y';

// The phone layout. Below 40rem the top bar is one row (brand and wallet) and a
// bottom tab bar carries the navigation; the wide layout is the other files' (1280 px).
const SHOTS = join(OUTPUT_DIR, 'screenshots');
const MAX_HEADER_PX = 64;

let page: Page;
const session = useBrowser();
beforeAll(() => void mkdirSync(SHOTS, { recursive: true }));

async function phone(width: number, scheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const p = await (await session.newContext()).newPage();
  await p.setViewportSize({ width, height: 844 });
  await p.emulateMedia({ colorScheme: scheme });
  return p;
}

async function signIn(p: Page, options: { roles?: string[]; tag: string }) {
  await p.goto(href.login());
  await signInThroughForm(p, await createUser({ verified: true, ...options }));
  await waitForPath(p, href.home(), 60_000);
  await settle(p);
}

/** A client-side navigation, as a link would do (the app is already loaded). */
async function goClientSide(p: Page, path: string) {
  await p.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForPath(p, path);
}

const tabBar = (p: Page) => p.getByRole('navigation', { name: 'Main' });
const more = (p: Page) => tabBar(p).getByRole('button', { name: /^More/ });
const headerHeight = (p: Page) => p.locator('header.top-bar').evaluate((el) => el.getBoundingClientRect().height);
const overflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const ariaCurrent = (l: Locator) => l.getAttribute('aria-current');

describe('at 390 px', () => {
  it('the tab bar reaches every main page and marks the current one; "More" holds Progress, Help, Settings, Create a team league, Admin and Log out', async () => {
    page = await phone(390);
    await signIn(page, { roles: ['admin'], tag: 'tabs' });
    const bar = tabBar(page);
    // Exactly one "Main" navigation is displayed, fixed at the bottom of the screen.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    // The wide layout's links and Log out are not displayed.
    expect(await page.locator('header').getByRole('link', { name: 'Leaderboard' }).count()).toBe(0);
    expect(await page.locator('header').getByRole('button', { name: 'Log out' }).count()).toBe(0);

    for (const route of TAB_BAR_ROUTES) {
      const tab = bar.getByRole('link', { name: tabLabel(route), exact: true });
      await tab.click();
      await waitForPath(page, route.pattern);
      await page.getByRole('heading', { level: 1, name: route.title }).waitFor();
      expect(await ariaCurrent(tab)).toBe('page');
      // Only the current tab is marked.
      for (const other of TAB_BAR_ROUTES.filter((r) => r !== route)) {
        expect(await ariaCurrent(bar.getByRole('link', { name: tabLabel(other), exact: true }))).toBeNull();
      }
      expect(await headerHeight(page)).toBeLessThanOrEqual(MAX_HEADER_PX);
    }

    for (const route of [...MORE_MENU_ROUTES, ...ADMIN_NAV_ROUTES]) {
      await more(page).click();
      expect(await more(page).getAttribute('aria-expanded')).toBe('true');
      await bar.getByRole('link', { name: route.title, exact: true }).click();
      await waitForPath(page, route.pattern);
      await page.getByRole('heading', { level: 1, name: route.title }).waitFor();
      // The menu closed; "More" says which of its pages is open.
      expect(await more(page).getAttribute('aria-expanded')).toBe('false');
      expect(await more(page).getAttribute('class')).toContain('current');
      expect(await more(page).locator('.tab-label').innerText()).toBe('More');
      expect(await more(page).evaluate((el) => el.textContent)).toBe(`More, current page: ${route.title}`);
      expect(await headerHeight(page)).toBeLessThanOrEqual(MAX_HEADER_PX);
    }
    await page.screenshot({ path: join(SHOTS, 'mobile-admin-390-light.png') });

    await more(page).click();
    await bar.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, href.splash());
    // Log out leaves the page first, then signs out: the bar goes once the signed-out state renders.
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).count(), { timeout: 10_000 }).toBe(0);
  }, 240_000);

  it('by keyboard: Tab reaches the tab bar after the wallet, Enter opens "More", Escape closes it and returns focus', async () => {
    page = await phone(390);
    await signIn(page, { tag: 'tabs-kbd' });
    const bar = tabBar(page);
    // From the top of the page, where a keyboard user starts. (After the sign-in form's button goes
    // away, Chrome carries on from its place in <main>, so the count depended on how many controls
    // Home has: the Next step action.)
    await page.locator('.skip-link').focus();
    let reached = false;
    // Chromium tabs on from where the signed-in form's button was, through Home's controls below it.
    for (let i = 0; i < 16 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await bar.evaluate((el) => el.contains(document.activeElement));
    }
    expect(reached).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineWidth);
    expect(parseFloat(ring)).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 6; i += 1) {
      if ((await page.evaluate(() => document.activeElement?.textContent ?? '')).startsWith('More')) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    expect(await more(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Progress');
    await page.keyboard.press('Escape');
    expect(await more(page).getAttribute('aria-expanded')).toBe('false');
    expect(await more(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitForPath(page, href.settings());
  }, 180_000);

  it('axe finds no serious or critical violation in the shell, menu closed and open, light and dark', async () => {
    const failures: Record<string, AxeViolation[]> = {};
    for (const scheme of ['light', 'dark'] as const) {
      page = await phone(390, scheme);
      await signIn(page, { roles: ['admin'], tag: `tabs-axe-${scheme}` });
      const closed = blocking(await runAxe(page));
      if (closed.length) failures[`home ${scheme}`] = closed;
      await page.screenshot({ path: join(SHOTS, `mobile-home-390-${scheme}.png`), fullPage: false });
      await more(page).click();
      await tabBar(page).getByRole('link', { name: 'Settings' }).waitFor();
      const open = blocking(await runAxe(page));
      if (open.length) failures[`home, More open, ${scheme}`] = open;
      await page.screenshot({ path: join(SHOTS, `mobile-more-390-${scheme}.png`), fullPage: false });
    }
    expect(failures).toEqual({});
  }, 240_000);

  it('/verify-email does not scroll sideways for a long email address (an address of 70 characters ran 218 px past 390)', async () => {
    // A phone's layout viewport (isMobile) widens to what overflows, as a real phone's does.
    const ctx = await session.newContext(undefined, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    page = await ctx.newPage();
    await page.goto(href.login());
    await signInThroughForm(
      page,
      await createUser({ tag: 'averyveryverylongmailboxnamethatonephonecannotfitonaline' }),
    );
    await waitForPath(page, href.verifyEmail(), 60_000);
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    expect(await overflow(page)).toBe(0);
  }, 120_000);
});

describe('at 360 px', () => {
  it('no page scrolls sideways and the header stays at most 64 px', async () => {
    page = await phone(360);
    const wide: Record<string, number> = {};
    const tall: Record<string, number> = {};
    const measure = async (path: string) => {
      const o = await overflow(page);
      if (o > 0) wide[path] = o;
      const h = await headerHeight(page);
      if (h > MAX_HEADER_PX) tall[path] = h;
    };
    for (const path of [href.splash(), href.login(), href.signup(), '/no-such-page']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      if (path.startsWith('/no-')) await page.getByText(NOT_FOUND_TEXT).waitFor();
      await measure(path);
    }
    await signIn(page, { roles: ['admin'], tag: 'narrow' });
    const notInApp: string[] = [href.splash(), href.login(), href.signup(), href.verifyEmail()];
    const verified = allConcretePaths().filter((p) => !notInApp.includes(p));
    expect(verified.length).toBe(51);
    const heading = () => page.evaluate(() => document.querySelector('main h1')?.textContent ?? '');
    for (const path of verified) {
      const before = new URL(page.url()).pathname === path ? null : await heading();
      await goClientSide(page, path);
      // That page's own heading has replaced the previous page's.
      if (before !== null)
        await page.waitForFunction((prev) => (document.querySelector('main h1')?.textContent ?? prev) !== prev, before);
      await settle(page);
      await measure(path);
    }
    await goClientSide(page, href.fraudWiki());
    await settle(page);
    await page.screenshot({ path: join(SHOTS, 'mobile-wiki-360-light.png') });
    // Every tab label and the product's name fit whole (none cut to "Leaderb…").
    const cut = await page
      .locator('.tab-label, .brand-name')
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent));
    expect({ wide, tall, cut }).toEqual({ wide: {}, tall: {}, cut: [] });
  }, 300_000);
});

describe("at Lighthouse's phone size (412 × 823)", () => {
  it('/home: the three cards above the fold do not move while their answers arrive (the rank and the week hold their place)', async () => {
    const p = await (await session.newContext()).newPage();
    await p.setViewportSize({ width: 412, height: 823 });
    await signIn(p, { tag: 'home-shift' });
    // Every layout shift of the next load that moves something in the three cards' grid.
    await p.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { __moved: string[] }).__moved = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node | null }[];
        })[]) {
          for (const source of entry.sources) {
            const el = source.node instanceof Element ? source.node : source.node?.parentElement;
            if (el?.closest('.home .grid'))
              moved.push(
                `${el.closest('section')?.getAttribute('data-testid') ?? el.tagName} moved (score ${entry.value.toFixed(4)})`,
              );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await p.reload();
    await p
      .locator('[data-testid="home-rank"], [data-testid="rank-empty"], [data-testid="rank-not-playing"]')
      .first()
      .waitFor({ timeout: 60_000 });
    await p.locator('[data-testid="week-status"], [data-testid="week-empty"]').first().waitFor({ timeout: 60_000 });
    await settle(p);
    expect(await p.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([]);
    await p.close();
  }, 120_000);
});
