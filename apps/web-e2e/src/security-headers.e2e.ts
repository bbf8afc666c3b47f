import type { Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { DEFENSE_IDS, FRAUD_IDS, href, ROUTE_LIST } from '@fraudshield/domain';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { addCspSources, emulatorCspSources, headersFor, localHeadersFor, serveHosting } from '../../../tools/emulators/hosting.mjs';
import {
  createUser,
  CSP_VIOLATION_MESSAGE,
  e2e,
  newAppContext,
  signInThroughForm,
  useBrowser,
  waitForPath,
} from './support/harness';

/**
 * The app under firebase.json's response headers (served by the suite as Hosting serves them,
 * plus the emulator origins in the policy): the headers arrive, and signing in, a callable and a
 * lazy page (with its dialog) all work with no Content-Security-Policy violation. The last test
 * serves the same build under a policy without the Functions emulator and sees the violation:
 * the check can fail. (Every other browser test fails on a CSP console message too: useBrowser.)
 */

interface Watch {
  /** securitypolicyviolation events in the page: "<directive> <blocked URI>". */
  violations(): Promise<string[]>;
  /** Console messages that report a policy violation. */
  consoleCsp: string[];
}

/** Records CSP violations of every page the context opens, from the DOM event and the console. */
async function watchCsp(context: BrowserContext, page: Page): Promise<Watch> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const consoleCsp: string[] = [];
  page.on('console', (msg) => {
    if (CSP_VIOLATION_MESSAGE.test(msg.text())) consoleCsp.push(msg.text());
  });
  return {
    consoleCsp,
    violations: () => page.evaluate(() => [...(window as unknown as { __cspViolations: string[] }).__cspViolations]),
  };
}

const session = useBrowser();

describe('security headers', () => {
  it('every page and asset comes with firebase.json headers, the policy adding only the emulator origins', async () => {
    const { webUrl, authPort, functionsPort } = e2e();
    const cspAdditions = emulatorCspSources({ auth: authPort, functions: functionsPort });
    const index = await (await fetch(`${webUrl}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    expect(asset).toBeTruthy();
    for (const path of ['/', href.home(), href.fraud('Phishing'), asset as string]) {
      const res = await fetch(`${webUrl}${path}`);
      const expected = localHeadersFor(path, { cspAdditions }) as Record<string, string>;
      expect(Object.keys(expected)).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'X-Content-Type-Options',
          'Referrer-Policy',
          'Permissions-Policy',
        ]),
      );
      for (const [key, value] of Object.entries(expected))
        expect(`${path} ${key}: ${res.headers.get(key)}`).toBe(`${path} ${key}: ${value}`);
      // The production policy, emulator origins aside, is the one firebase.json deploys.
      const deployed = (headersFor(path) as Record<string, string>)['Content-Security-Policy'];
      expect(res.headers.get('Content-Security-Policy')).toBe(addCspSources(deployed, cspAdditions));
    }
  });

  it('sign-in, a callable and a lazy page work under the policy, with no violation', async () => {
    const user = await createUser({ verified: true, tag: 'csp' });
    const context = await session.newContext();
    const page = await context.newPage();
    const watch = await watchCsp(context, page);

    await page.goto(href.login());
    await signInThroughForm(page, user);
    await waitForPath(page, href.home());
    // user_getBalance answered: the new player's starting balance.
    await page.getByTestId('home-balance').getByText('100.0 cr').waitFor({ timeout: 120_000 });
    // A lazy page, reached in the app, with its Radix dialog (which injects a scroll-lock style).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await waitForPath(page, href.settings());
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // A second lazy page with a chart, and a callable behind it (the profile).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fraud wiki' }).click();
    await waitForPath(page, href.fraudWiki());
    await page.getByRole('heading', { level: 1, name: 'Fraud wiki' }).waitFor();

    expect(await watch.violations()).toEqual([]);
    expect(watch.consoleCsp).toEqual([]);
  }, 240_000);

  it('every page, signed out and signed in as an admin, with its dialogs: no Content-Security-Policy violation (no inline styles)', async () => {
    const user = await createUser({ verified: true, roles: ['admin'], tag: 'csp-all' });
    const context = await session.newContext();
    const page = await context.newPage();
    const watch = await watchCsp(context, page);
    const seen: string[] = [];
    const visit = async (path: string, heading?: RegExp) => {
      await page.goto(path);
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
      seen.push(path);
    };
    // Signed out: the prerendered pages and the 404 page.
    await visit(href.splash(), /FraudShield League/);
    await visit(href.signup(), /Sign up/);
    await visit('/no-such-page', /404/);
    await visit(href.login(), /Log in/);
    await signInThroughForm(page, user);
    await waitForPath(page, href.home());
    // Every signed-in route of the catalog (one defense and one fraud page for the patterns), admin included.
    const paths = ROUTE_LIST.filter(
      (r) => (r.guard === 'verified' || r.guard === 'admin') && !r.pattern.includes(':'),
    ).map((r) => r.pattern);
    for (const path of [...paths, href.defense(DEFENSE_IDS[0]), href.fraud(FRAUD_IDS[0])]) {
      await visit(path);
      await page.locator('main h1').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    // Radix dialogs lock the page's scroll with injected rules (a <style> element, before the CSP refused inline styles).
    await visit(href.settings(), /Settings/);
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor({ state: 'visible' });
    // The scroll lock's rules apply (from the adopted stylesheet): the page cannot scroll under the dialog.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    expect(seen.length).toBeGreaterThanOrEqual(paths.length + 6);
    expect(await watch.violations()).toEqual([]);
    expect(watch.consoleCsp).toEqual([]);
  }, 480_000);

  it('the same check sees a violation when the policy leaves out the Functions emulator', async () => {
    const { authPort } = e2e();
    // The policy as the suite serves it, minus the Functions emulator's origin.
    const server = (await serveHosting(e2e().webDir, 0, {
      cspAdditions: { 'connect-src': [`http://127.0.0.1:${authPort}`], 'frame-src': [`http://127.0.0.1:${authPort}`] },
    })) as Server;
    // Not a session context: the violations it provokes are wanted, and useBrowser fails a test on any.
    let context: BrowserContext | undefined;
    try {
      const address = server.address();
      const strictUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      context = await newAppContext(session.browser, strictUrl);
      const page = await context.newPage();
      const watch = await watchCsp(context, page);
      // The connection probe (system_ping) goes out as soon as the app starts.
      await page.goto(href.login());
      await expect
        .poll(() => watch.violations(), { timeout: 60_000 })
        .toContainEqual(
          expect.stringMatching(new RegExp(`^connect-src http://127\\.0\\.0\\.1:${e2e().functionsPort}`)),
        );
      await expect.poll(() => watch.consoleCsp.length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      await context?.close();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  }, 180_000);
});
