import type { Page } from 'playwright-core';
import {
  DEFENSE_IDS,
  documentTitle,
  FRAUD_IDS,
  href,
  LOADING_TEXT,
  matchRoute,
  NOT_FOUND_TEXT,
  ROUTE_LIST,
} from '@fraudshield/domain';
import { createUser, pathOf, signInThroughForm, toast, updateUser, useBrowser, waitForPath } from './support/harness';

/** Every verified-only path: the fixed pages plus one defense and one fraud page. */
const VERIFIED_PATHS = [
  ...ROUTE_LIST.filter((r) => r.guard === 'verified' && !r.pattern.includes(':')).map((r) => r.pattern),
  href.defense(DEFENSE_IDS[0]),
  href.fraud(FRAUD_IDS[FRAUD_IDS.length - 1]),
];

let page: Page;
useBrowser({ onPage: (p) => (page = p) });

/** Errors the page logs to its console (and uncaught ones), from now on. */
function consoleErrors(p: Page): string[] {
  const errors: string[] = [];
  p.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  p.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Loads `path` and waits for the connection probe the app sends on start. */
async function loadAndProbe(p: Page, path: string): Promise<number> {
  const probe = p.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/system_ping'));
  await p.goto(path);
  return (await probe).status();
}

describe('public pages', () => {
  it('splash, login and (signed in) home log no console errors; the first connection probe is answered', async () => {
    const errors = consoleErrors(page);
    expect(await loadAndProbe(page, href.splash())).toBe(200);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'FraudShield League' }));
    expect(await loadAndProbe(page, href.login())).toBe(200);
    await expectVisible(page.getByRole('button', { name: 'Sign in with Google' }));
    const player = await createUser({ verified: true });
    await signInThroughForm(page, player);
    await waitForPath(page, href.home());
    // A reload: the probe goes out before Auth has restored the player.
    expect(await loadAndProbe(page, href.home())).toBe(200);
    await expectVisible(page.getByTestId('home-balance').getByText('100.0 cr'));
    expect(errors).toEqual([]);
  });

  it('splash shows the welcome, the title and LOGIN / SIGN UP, which lead to the forms', async () => {
    await page.goto(href.splash());
    await expectVisible(page.getByRole('heading', { level: 1, name: 'FraudShield League' }));
    await expectVisible(page.getByText(/Welcome/).first());
    await page.getByRole('link', { name: 'LOGIN' }).click();
    await waitForPath(page, href.login());
    await expectVisible(page.getByRole('button', { name: 'Sign in with Google' }));
    await page.getByRole('link', { name: /Back/ }).click();
    await waitForPath(page, href.splash());
    await page.getByRole('link', { name: 'SIGN UP' }).click();
    await waitForPath(page, href.signup());
    await expectVisible(page.getByLabel(/Display name/));
    await expectVisible(page.getByRole('button', { name: 'Sign up with Google' }));
  });

  it('any other path, and defense or fraud names outside the lists, show 404 — Not Found', async () => {
    for (const path of ['/nope', '/defenses/NotADefense', '/frauds/NotAFraud', '/defenses/Phishing', '/home/extra']) {
      await page.goto(path);
      await expectVisible(page.getByRole('heading', { name: NOT_FOUND_TEXT }));
    }
  });
});

describe('guards', () => {
  it('a signed-out visitor is sent to /login from every protected page, then back to the page asked for', async () => {
    for (const path of [...VERIFIED_PATHS, href.verifyEmail(), href.admin()]) {
      await page.goto(path);
      await waitForPath(page, href.login());
    }
    const user = await createUser({ verified: true });
    await page.goto(`${href.leaderboard()}?tab=week`);
    await waitForPath(page, href.login());
    await signInThroughForm(page, user);
    await waitForPath(page, href.leaderboard());
    expect(new URL(page.url()).search).toBe('?tab=week');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Leaderboard' }));
  });

  it('after a plain login the player lands on /home', async () => {
    const user = await createUser({ verified: true });
    await signInThroughForm(page, user);
    await waitForPath(page, href.home());
  });

  it('a verified player sees every verified page, each with Log out; log out signs out', async () => {
    const user = await createUser({ verified: true });
    await signInThroughForm(page, user);
    await waitForPath(page, href.home());
    // Through the top navigation (client-side), then into a defense and a fraud page.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [
      ['Defense shop', href.defenseShop()],
      ['Fraud wiki', href.fraudWiki()],
      ['Leaderboard', href.leaderboard()],
      ['Help', href.help()],
      ['Settings', href.settings()],
      ['Home', href.home()],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await waitForPath(page, path);
      await expectVisible(page.getByRole('heading', { level: 1, name: label }));
      await expectVisible(page.getByRole('button', { name: 'Log out' }));
      // Each page has its own document title, from the route catalog (WCAG 2.4.2).
      expect(await page.title()).toBe(documentTitle(matchRoute(path)));
      expect(await page.title()).toBe(`${label} · FraudShield League`);
    }
    // The wiki links every defense (heat map) and every fraud without waiting for player data.
    await nav.getByRole('link', { name: 'Fraud wiki' }).click();
    await page
      .locator(`a[href="${href.defense('MultiFactorAuth')}"]`)
      .first()
      .click();
    await waitForPath(page, href.defense('MultiFactorAuth'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Multi-Factor Authentication' }));
    await expectVisible(page.getByRole('button', { name: 'Log out' }));
    expect(await page.title()).toBe('Multi-Factor Authentication · Defense · FraudShield League');
    await nav.getByRole('link', { name: 'Fraud wiki' }).click();
    await page
      .locator(`a[href="${href.fraud('Phishing')}"]`)
      .first()
      .click();
    await waitForPath(page, href.fraud('Phishing'));
    await expectVisible(page.getByRole('button', { name: 'Log out' }));
    // A full load of a deep link works as well.
    await page.goto(VERIFIED_PATHS[VERIFIED_PATHS.length - 1] as string);
    await expectVisible(page.getByRole('heading', { level: 1 }));
    expect(pathOf(page)).toBe(VERIFIED_PATHS[VERIFIED_PATHS.length - 1]);
    // Signed-in visitors are moved off the login and signup forms.
    await page.goto(href.login());
    await waitForPath(page, href.home());
    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, href.splash());
    await page.goto(href.home());
    await waitForPath(page, href.login());
  });

  it('an unverified player is sent to /verify-email from every verified-only page and from /admin', async () => {
    const user = await createUser({ verified: false });
    await signInThroughForm(page, user);
    await waitForPath(page, href.verifyEmail());
    for (const path of [...VERIFIED_PATHS, href.admin()]) {
      await page.goto(path);
      await waitForPath(page, href.verifyEmail());
    }
    await expectVisible(page.getByText(user.email));
  });

  it('a non-admin who opens /admin goes to /home; an admin (roles claim) sees it and its link', async () => {
    const player = await createUser({ verified: true });
    await signInThroughForm(page, player);
    await waitForPath(page, href.home());
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.goto(href.admin());
    await waitForPath(page, href.home());
    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, href.splash());

    const admin = await createUser({ verified: true, roles: ['admin'] });
    await page.goto(href.admin());
    await waitForPath(page, href.login());
    await signInThroughForm(page, admin);
    await waitForPath(page, href.admin());
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Admin' }));
    await expectVisible(page.getByRole('link', { name: 'Admin' }));
  });

  it('a role granted while signed in shows after "Check for new roles" in Settings, without signing out', async () => {
    const player = await createUser({ verified: true, tag: 'late-admin' });
    await signInThroughForm(page, player);
    await waitForPath(page, href.home());
    await page.goto(href.settings());
    await expectVisible(page.getByTestId('settings-roles').getByText('player'));
    await updateUser(player.uid, { customAttributes: JSON.stringify({ roles: ['admin'] }) });
    await page.getByRole('button', { name: 'Check for new roles' }).click();
    await expectVisible(toast(page, 'Your roles: admin.'));
    await expectVisible(page.getByTestId('settings-roles').getByText('admin'));
    await page.getByRole('link', { name: 'Admin' }).click();
    await waitForPath(page, href.admin());
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Admin' }));
  });

  it('while auth initializes, Loading… shows and no other page flashes', async () => {
    const user = await createUser({ verified: true });
    await signInThroughForm(page, user);
    await waitForPath(page, href.home());
    // Record every path and every h1 / status text the app shows while it reloads.
    await page.addInitScript(() => {
      const w = window as unknown as { __seen: string[] };
      w.__seen = [];
      const note = () => {
        const texts = [...document.querySelectorAll('main h1, main [role=status]')].map((e) => e.textContent ?? '');
        w.__seen.push(`${location.pathname}|${texts.join('/')}`);
      };
      new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Home' }));
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    const shown = seen.filter((s) => !s.endsWith('|'));
    expect(shown[0]).toBe(`/home|${LOADING_TEXT}`);
    expect(shown.every((s) => s.startsWith('/home|'))).toBe(true);
    expect(shown.some((s) => s.includes('Log in'))).toBe(false);
  });
});

async function expectVisible(locator: ReturnType<Page['getByText']>) {
  await locator.waitFor({ state: 'visible' });
}
