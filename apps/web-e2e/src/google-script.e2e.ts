import type { Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
import { createUser, e2e, signInThroughForm, uniqueEmail, useBrowser, waitForPath } from './support/harness';

/**
 * Google's script (https://apis.google.com/js/api.js, loaded by the auth SDK's popup/redirect
 * resolver) is fetched only where Google sign-in can happen. Lighthouse runs as a phone, and on a
 * phone the SDK sets the resolver up at once on every page it is given to, so these pages are
 * opened with a phone's user agent (Lighthouse's). Offline the script fails to load: a console
 * error on every page, best practices 96. The popup must still open within the click.
 */
const session = useBrowser();
const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const GOOGLE_SCRIPT = /^https:\/\/apis\.google\.com\/js\/api\.js/;

/** Every request the page makes for Google's script, from now on. */
function googleScriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (GOOGLE_SCRIPT.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Lets the auth SDK finish starting (the resolver would load the script then): quiet network, and a margin. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
}

async function chooseNewGoogleAccount(widget: Page, email: string, name: string) {
  await widget.waitForLoadState('domcontentloaded');
  await widget.locator('.js-new-account').click();
  await widget.locator('#email-input').fill(email);
  await widget.locator('#display-name-input').fill(name);
  await widget.locator('#sign-in').click();
}

describe("Google's script only where Google sign-in can happen", () => {
  it('/ (signed out) and /home (signed in) request no api.js', async () => {
    const user = await createUser({ verified: true, tag: 'no-gapi' });
    const context = await session.newContext(e2e().webUrl, { userAgent: PHONE });

    const splash = await context.newPage();
    const onSplash = googleScriptRequests(splash);
    await splash.goto(href.splash());
    await splash.getByRole('link', { name: 'LOGIN' }).waitFor();
    await settle(splash);
    expect(onSplash).toEqual([]);

    // Sign in on the login page (which may load it), then open /home in a fresh page.
    const login = await context.newPage();
    await signInThroughForm(login, user);
    await waitForPath(login, href.home(), 60_000);
    await login.close();

    const home = await context.newPage();
    const onHome = googleScriptRequests(home);
    await home.goto(href.home());
    await home.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await home.getByRole('button', { name: 'Log out' }).waitFor();
    await settle(home);
    expect(onHome).toEqual([]);
  });

  it('the login page loads it before enabling the Google button, and the popup opens and signs in', async () => {
    const context = await session.newContext(e2e().webUrl, { userAgent: PHONE });
    const page = await context.newPage();
    const requested = googleScriptRequests(page);
    await page.goto(href.login());
    const google = page.getByRole('button', { name: 'Sign in with Google' });
    const popupOpened = context.waitForEvent('page');
    await google.click(); // Playwright waits for the button to be enabled: the script is here by then
    expect(requested.length).toBeGreaterThan(0);
    const popup = await popupOpened;
    expect(popup.url()).toContain('authType=signInViaPopup');
    await chooseNewGoogleAccount(popup, uniqueEmail('gapi-popup'), 'Katherine Johnson');
    await waitForPath(page, href.home(), 60_000);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
  });
});
