import type { BrowserContext, Page } from 'playwright-core';
import { AUTH_MESSAGES, href, LINK_MESSAGES } from '@fraudshield/domain';
import {
  createUser,
  e2e,
  lookupUser,
  signInThroughForm,
  toast,
  uniqueEmail,
  useBrowser,
  waitForPath,
} from './support/harness';

/**
 * Google sign-in against the Auth emulator's account chooser. Offline, Google's api.js is served
 * by the test-only gapi shim (support/gapi-shim.js); without it both flows fail with
 * auth/internal-error.
 */
let context: BrowserContext;
let page: Page;
const session = useBrowser();

/** Fills the emulator's "Add new account" form on its sign-in page. */
async function chooseNewGoogleAccount(widget: Page, email: string, name: string) {
  await widget.waitForLoadState('domcontentloaded');
  await widget.locator('.js-new-account').click();
  await widget.locator('#email-input').fill(email);
  await widget.locator('#display-name-input').fill(name);
  await widget.locator('#sign-in').click();
}

describe('Google sign-in', () => {
  it('by popup (default build): signs in, verified, and lands on the remembered page', async () => {
    context = await session.newContext(e2e().webUrl);
    page = await context.newPage();
    await page.goto(href.help());
    await waitForPath(page, href.login());
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const popup = await popupOpened;
    expect(popup.url()).toContain('authType=signInViaPopup');
    await chooseNewGoogleAccount(popup, uniqueEmail('google-popup'), 'Grace Hopper');
    await waitForPath(page, href.help(), 60_000);
    await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
  });

  it('by popup from the signup page: closing the popup says so under the form', async () => {
    context = await session.newContext(e2e().webUrl);
    page = await context.newPage();
    await page.goto(href.signup());
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState('domcontentloaded');
    await popup.close();
    // The SDK reports a closed popup after its own ~8–10 s delay.
    await page.locator('#auth-error').getByText(AUTH_MESSAGES.popupClosed).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(href.signup());
  });

  it('Settings: a password player links Google by popup, then unlinks it', async () => {
    const user = await createUser({ verified: true, tag: 'link-google' });
    context = await session.newContext(e2e().webUrl);
    page = await context.newPage();
    await signInThroughForm(page, user);
    await waitForPath(page, href.home(), 60_000);
    await page.goto(href.settings());
    const google = page.getByTestId('google-status');
    await google.getByText('Not linked').waitFor();
    const popupOpened = context.waitForEvent('page');
    await google.getByRole('button', { name: 'Link Google account' }).click();
    const popup = await popupOpened;
    expect(popup.url()).toContain('authType=linkViaPopup');
    await chooseNewGoogleAccount(popup, user.email, user.displayName);
    await toast(page, LINK_MESSAGES.linked).waitFor({ timeout: 60_000 });
    await google.getByText('Linked', { exact: true }).waitFor();
    expect((await lookupUser(user.email))?.providerUserInfo?.map((p) => p.providerId).sort()).toEqual([
      'google.com',
      'password',
    ]);

    await google.getByRole('button', { name: 'Unlink Google' }).click();
    await toast(page, LINK_MESSAGES.unlinked).waitFor();
    await google.getByText('Not linked').waitFor();
    expect((await lookupUser(user.email))?.providerUserInfo?.map((p) => p.providerId)).toEqual(['password']);
  });

  it('by redirect (redirect build): leaves for the account chooser, comes back signed in on the remembered page', async () => {
    context = await session.newContext(e2e().redirectWebUrl);
    page = await context.newPage();
    await page.goto(href.settings());
    await waitForPath(page, href.login());
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(/authType=signInViaRedirect/);
    await chooseNewGoogleAccount(page, uniqueEmail('google-redirect'), 'Alan Turing');
    await page.waitForURL((url) => url.origin === e2e().redirectWebUrl && url.pathname === href.settings(), {
      timeout: 60_000,
    });
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
  });
});
