import type { Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
import { createUser, e2e, signInThroughForm, uniqueEmail, useBrowser, waitForPath } from './support/harness';

/**
 * Google's script (https://apis.google.com/js/api.js, loaded by the auth SDK's popup/redirect
 * resolver) is fetched only where Google sign-in can happen. Lighthouse runs as a phone, and on a
 * phone the SDK sets the resolver up at once on every page it is given to, so these pages are
 * opened with a phone's user agent (Lighthouse's). Offline the script fails to load: a console
 * error on every page, best practices 96. It loads when the player reaches for a Google button
 * (hover, touch, focus), not with the login, signup or settings page; the popup still opens from the tap.
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

/** Every console error the page logs from now on (a failed request is one). */
function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
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

  it('/login, /signup and /settings load no api.js and log no error; a tap on the Google button loads it and the popup opens and signs in', async () => {
    const user = await createUser({ verified: true, tag: 'gapi-settings' });
    const context = await session.newContext(e2e().webUrl, { userAgent: PHONE });

    // Settings (signed in): Link Google and a Google-only deletion would open the popup; the page alone loads nothing of Google's.
    const signIn = await context.newPage();
    await signInThroughForm(signIn, user);
    await waitForPath(signIn, href.home(), 60_000);
    await signIn.close();
    const settings = await context.newPage();
    const onSettings = googleScriptRequests(settings);
    const settingsErrors = consoleErrors(settings);
    await settings.goto(href.settings());
    await settings.getByRole('button', { name: 'Link Google account' }).waitFor();
    await settle(settings);
    expect(onSettings).toEqual([]);
    expect(settingsErrors).toEqual([]);
    await settings.close();

    const fresh = await session.newContext(e2e().webUrl, { userAgent: PHONE });
    for (const [path, name] of [
      [href.signup(), 'Sign up with Google'],
      [href.login(), 'Sign in with Google'],
    ] as const) {
      const page = await fresh.newPage();
      const requested = googleScriptRequests(page);
      const errors = consoleErrors(page);
      await page.goto(path);
      const google = page.getByRole('button', { name });
      await google.waitFor();
      // Filling in the form is not reaching for Google.
      await page.getByLabel('Email').fill('someone@example.test');
      await settle(page);
      expect(requested, path).toEqual([]);
      expect(errors, path).toEqual([]);
      if (path === href.signup()) {
        await page.close();
        continue;
      }
      // The tap: Google's script loads, and the popup still opens from it.
      const popupOpened = fresh.waitForEvent('page');
      await google.click();
      const popup = await popupOpened;
      expect(requested.length).toBeGreaterThan(0);
      expect(popup.url()).toContain('authType=signInViaPopup');
      await chooseNewGoogleAccount(popup, uniqueEmail('gapi-popup'), 'Katherine Johnson');
      await waitForPath(page, href.home(), 60_000);
      await page.getByRole('button', { name: 'Log out' }).waitFor();
    }
  });
});
