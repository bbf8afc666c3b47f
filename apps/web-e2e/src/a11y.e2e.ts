import type { BrowserContext, Page } from 'playwright-core';
import { href, ROUTE_LIST } from '@fraudshield/domain';
import {
  createUser,
  newAppContext,
  signInThroughForm,
  useBrowser,
  waitForPath,
  type TestUser,
} from './support/harness';
import { blocking, runAxe, settle, writeReport, type AxeViolation } from './support/a11y';

/** Every fixed verified page, plus fraud and defense pages that cover each layout variant. */
const VERIFIED_PATHS = [
  ...ROUTE_LIST.filter((r) => r.guard === 'verified' && !r.pattern.includes(':')).map((r) => r.pattern),
  href.fraud('Phishing'),
  href.fraud('AccAndInvFraud'),
  href.fraud('SyntIdentityTheft'),
  href.defense('MultiFactorAuth'),
  href.defense('RegularPasswordChanges'),
  href.defense('VpnUsage'),
];
const PUBLIC_PATHS = [href.splash(), href.login(), href.signup(), '/no-such-page'];

type Scheme = 'light' | 'dark';
const results: Record<string, Record<Scheme, { violations: number; blocking: AxeViolation[]; all: string[] }>> = {};

let context: BrowserContext;
let page: Page;
const session = useBrowser({
  onPage: (p, c) => ((page = p), (context = c)),
  afterAll: () => writeReport('axe-results.json', results),
});

async function check(path: string, scheme: Scheme, on: Page = page): Promise<AxeViolation[]> {
  await on.emulateMedia({ colorScheme: scheme });
  await on.goto(path);
  await settle(on);
  return record(path, scheme, on);
}

/**
 * Light and dark from one load: light first, then the system switched to dark on the open page, as
 * a player's phone does at dusk. The app follows the switch live (CSS media queries; the charts'
 * colours listen for it: use-chart-colors.ts), and colours have no transitions, so axe sees the
 * dark page once the next frames are drawn. Returns the blocking violations by scheme.
 */
async function checkBoth(path: string, on: Page): Promise<Record<string, AxeViolation[]>> {
  const failures: Record<string, AxeViolation[]> = {};
  const light = await check(path, 'light', on);
  if (light.length) failures[`${path} (light)`] = light;
  await on.emulateMedia({ colorScheme: 'dark' });
  await on.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await settle(on);
  const dark = await record(path, 'dark', on);
  if (dark.length) failures[`${path} (dark)`] = dark;
  return failures;
}

async function record(path: string, scheme: Scheme, on: Page): Promise<AxeViolation[]> {
  const violations = await runAxe(on);
  const bad = blocking(violations);
  results[path] ??= {} as Record<Scheme, { violations: number; blocking: AxeViolation[]; all: string[] }>;
  results[path][scheme] = {
    violations: violations.length,
    blocking: bad,
    all: violations.map((v) => `${v.impact}: ${v.id}`),
  };
  return bad;
}

async function signIn(user: TestUser): Promise<void> {
  await signInThroughForm(page, user);
  await waitForPath(page, href.home(), 60_000);
}

describe('axe: no serious or critical violations', () => {
  it('public pages, light and dark', async () => {
    const failures: Record<string, AxeViolation[]> = {};
    for (const path of PUBLIC_PATHS) Object.assign(failures, await checkBoth(path, page));
    expect(failures).toEqual({});
  });

  it('the verify-email page of an unverified player and the admin page of an admin', async () => {
    const unverified = await createUser({ verified: false, tag: 'axe-unverified' });
    await signInThroughForm(page, unverified);
    await waitForPath(page, href.verifyEmail(), 60_000);
    const failures: Record<string, AxeViolation[]> = {};
    const bad = await check(href.verifyEmail(), 'light');
    if (bad.length) failures[href.verifyEmail()] = bad;
    await context.close();
    context = await session.newContext();
    page = await context.newPage();
    await signIn(await createUser({ verified: true, roles: ['admin'], tag: 'axe-admin' }));
    Object.assign(failures, await checkBoth(href.admin(), page));
    expect(failures).toEqual({});
  }, 180_000);
});

describe('axe: every page of a verified player, light and dark', () => {
  let shared: BrowserContext;
  let sharedPage: Page;
  beforeAll(async () => {
    shared = await newAppContext(session.browser);
    sharedPage = await shared.newPage();
    await signInThroughForm(sharedPage, await createUser({ verified: true, tag: 'axe' }));
    await waitForPath(sharedPage, href.home(), 60_000);
  });
  afterAll(async () => shared?.close());

  it.each(VERIFIED_PATHS)(
    '%s',
    async (path) => {
      expect(await checkBoth(path, sharedPage)).toEqual({});
    },
    150_000,
  );
});

describe('keyboard', () => {
  it('tabs to the main navigation with a visible focus ring, and Enter follows the link', async () => {
    await signIn(await createUser({ verified: true, tag: 'kbd' }));
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // From the top of the page, where a keyboard user starts (after the sign-in form's button goes
    // away, Chrome carries on from its place in <main>: the count then depended on Home's controls).
    await page.locator('.skip-link').focus();
    let reached = false;
    // Chromium tabs on from where the signed-in form's button was, through Home's controls below it.
    for (let i = 0; i < 16 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await nav.evaluate((el) => el.contains(document.activeElement));
    }
    expect(reached).toBe(true);
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    // Move to the wiki link by keyboard and follow it.
    for (let i = 0; i < 10; i += 1) {
      const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (text.includes('Fraud wiki')) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await waitForPath(page, href.fraudWiki());
  });

  it('the skip link moves focus past the navigation', async () => {
    await signIn(await createUser({ verified: true, tag: 'skip' }));
    // A fresh load puts focus at the top of the document.
    await page.goto(href.home());
    await settle(page);
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(first).toContain('Skip to content');
    await expect(page.locator('.skip-link').isVisible()).resolves.toBe(true);
  });

  it('the quiz and the delete dialog work by keyboard', async () => {
    await signIn(await createUser({ verified: true, tag: 'kbd-quiz' }));
    await page.goto(href.fraud('Phishing'));
    await settle(page);
    const firstRadio = page.locator('[data-testid="quiz"] input[type="radio"]').first();
    await firstRadio.waitFor({ state: 'attached', timeout: 60_000 });
    await firstRadio.focus();
    await page.keyboard.press('Space');
    await expect(firstRadio.isChecked()).resolves.toBe(true);

    await page.goto(href.settings());
    await settle(page);
    const opener = page.getByRole('button', { name: 'Delete my account…' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor({ state: 'visible' });
    // Focus is trapped inside; Escape closes and returns focus to the opener.
    await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  }, 180_000);
});
