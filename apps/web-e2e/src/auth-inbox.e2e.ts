import type { BrowserContext, Page } from 'playwright-core';
import {
  CURRENT_RULES,
  DEFENSES,
  defensePriceTenths,
  formatCredits,
  href,
  PASSWORD_RESET_SENT,
  STARTING_BALANCE_TENTHS,
} from '@fraudshield/domain';
import {
  createUser,
  e2e,
  linkIn,
  lookupUser,
  signInThroughForm,
  uniqueEmail,
  useBrowser,
  waitForEmail,
  waitForPath,
} from './support/harness';

// On the local stack, the Auth emulator's emails arrive in the local inbox (maildev) as
// real emails, relayed by tools/emulators/mail-relay.mjs, and their links complete the flow.
let page: Page;
let context: BrowserContext;
useBrowser({
  onPage: (p, c) => {
    page = p;
    context = c;
  },
});

/** Signs up a new account through the form and waits for /verify-email. */
async function signUp(p: Page, email: string): Promise<void> {
  await p.goto(href.signup());
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password', { exact: true }).fill('inbox-pass-1');
  await p.getByRole('button', { name: 'Sign up', exact: true }).click();
  await waitForPath(p, href.verifyEmail());
}

/** Home shows the starting wallet, and a defense can be bought in the shop: the callables see a verified player. */
async function playsAsVerified(p: Page): Promise<void> {
  await p.getByTestId('home-balance').getByText(formatCredits(STARTING_BALANCE_TENTHS)).waitFor({ timeout: 60_000 });
  await p.goto(href.defenseShop());
  const name = DEFENSES.UserEducation.name;
  await p.getByRole('button', { name: `Buy ${name}`, exact: true }).click();
  const sold = p.getByRole('button', { name: `Sell ${name}`, exact: true });
  const refused = p.getByTestId('shop-error');
  await sold.or(refused).first().waitFor();
  expect((await refused.isVisible()) ? await refused.textContent() : 'bought').toBe('bought');
}

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
    // Verified in place, without signing out and in again.
    await playsAsVerified(page);
  });

  it('the link opened in another tab of the same browser lets both tabs play at once, 100.0 cr and a first buy, without signing out', async () => {
    const email = uniqueEmail('inbox-tab');
    await signUp(page, email);
    const mail = await waitForEmail(email, /verify your email/i);
    // The player opens the email's link in a new tab, as from a webmail tab of the same browser.
    const mailTab = await context.newPage();
    await mailTab.goto(linkIn(mail));
    await waitForPath(mailTab, href.home(), 60_000);
    await playsAsVerified(mailTab);
    // The first tab, still on /verify-email, notices by itself and lets the player in too: its
    // wallet reads (it may have read before the other tab's buy: Refresh reads it again).
    await waitForPath(page, href.home(), 60_000);
    await page
      .getByTestId('home-balance')
      .getByText(/^\d+\.\d cr$/)
      .waitFor({ timeout: 60_000 });
    await page.getByTestId('home-balance').locator('xpath=..').getByRole('button', { name: 'Refresh' }).click();
    await page
      .getByTestId('home-balance')
      .getByText(formatCredits(STARTING_BALANCE_TENTHS - defensePriceTenths('UserEducation', CURRENT_RULES)))
      .waitFor({ timeout: 60_000 });
    expect(await page.getByText('Verify your email address to play.').count()).toBe(0);
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
