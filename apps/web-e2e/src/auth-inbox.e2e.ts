import type { Page } from 'playwright-core';
import { href, PASSWORD_RESET_SENT } from '@fraudshield/domain';
import { createUser, e2e, linkIn, lookupUser, signInThroughForm, uniqueEmail, useBrowser, waitForEmail, waitForPath } from './support/harness';

// Issue 19: on the local stack, the Auth emulator's emails arrive in the local inbox (maildev) as
// real emails, relayed by tools/emulators/mail-relay.mjs, and their links complete the flow.
let page: Page;
useBrowser({ onPage: (p) => (page = p) });

/** Every URL the page's main frame went through, redirects included. */
function navigations(p: Page): string[] {
  const seen: string[] = [];
  p.on('framenavigated', (frame) => {
    if (frame === p.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

describe('auth emails through the local inbox', () => {
  it('a new account: the verification email is in the local inbox, its link goes to /login and the player reaches /home verified', async () => {
    const email = uniqueEmail('inbox-verify');
    await page.goto(href.signup());
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('inbox-pass-1');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await waitForPath(page, href.verifyEmail());
    // The page says where the inbox is (emulator builds only).
    const hint = page.getByTestId('local-inbox-hint');
    await hint.getByRole('link', { name: e2e().mailUrl }).waitFor();

    const mail = await waitForEmail(email, /verify your email/i);
    const seen = navigations(page);
    await page.goto(linkIn(mail));
    await waitForPath(page, href.home(), 60_000);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(seen).toContain(`${e2e().webUrl}${href.login()}`);
    expect((await lookupUser(email))?.emailVerified).toBe(true);
  });

  it('forgot password: the reset email is in the local inbox, its page sets a new password, and the player signs in with it', async () => {
    const user = await createUser({ verified: true, tag: 'inbox-reset' });
    await page.goto(href.login());
    await page.getByLabel('Email').fill(user.email);
    const dialog = page.waitForEvent('dialog');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const alert = await dialog;
    expect(alert.message()).toBe(PASSWORD_RESET_SENT);
    await alert.accept();
    await page.getByTestId('local-inbox-hint').getByRole('link', { name: e2e().mailUrl }).waitFor();

    const mail = await waitForEmail(user.email, /reset your .*password/i);
    await page.goto(linkIn(mail));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill('brand-new-pass-9');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('heading', { name: 'Your password is changed' }).waitFor();
    await page.getByRole('link', { name: 'Log in with your new password' }).click();
    await waitForPath(page, href.login());

    // The old password no longer works; the new one does.
    await signInThroughForm(page, user);
    await page.locator('#auth-error').waitFor();
    await signInThroughForm(page, { email: user.email, password: 'brand-new-pass-9' });
    await waitForPath(page, href.home());
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });
});
