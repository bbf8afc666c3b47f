import type { BrowserContext, Page, Route } from 'playwright-core';
import { AUTH_MESSAGES, EMAIL_REQUIRED_FOR_RESET, href, PASSWORD_RESET_SENT } from '@fraudshield/domain';
import {
  createUser,
  e2e,
  lookupUser,
  oobCodes,
  setEmailPrivacy,
  uniqueEmail,
  useBrowser,
  waitForPath,
} from './support/harness';

let context: BrowserContext;
let page: Page;
useBrowser({ onPage: (p, c) => ((page = p), (context = c)) });

const formError = (p: Page) => p.locator('#auth-error');

async function signUpThroughForm(p: Page, input: { email: string; password: string; displayName?: string }) {
  await p.goto(href.signup());
  if (input.displayName) await p.getByLabel(/Display name/).fill(input.displayName);
  await p.getByLabel('Email').fill(input.email);
  await p.getByLabel('Password').fill(input.password);
  await p.getByRole('button', { name: 'Sign up', exact: true }).click();
}

describe('sign-up and email verification', () => {
  it('registers, sets the display name, sends a verification email continuing to /login, and notices verification by itself', async () => {
    const email = uniqueEmail('signup');
    await page.goto(href.defenseShop());
    await waitForPath(page, href.login());
    await page.getByRole('link', { name: 'Sign up' }).click();
    await signUpThroughForm(page, { email, password: 'signup-pass-1', displayName: 'Ada Lovelace' });
    await waitForPath(page, href.verifyEmail());
    await page.getByText(email).waitFor();

    const account = await lookupUser(email);
    expect(account?.displayName).toBe('Ada Lovelace');
    const [verify] = (await oobCodes(email)).filter((c) => c.requestType === 'VERIFY_EMAIL');
    expect(verify).toBeDefined();
    const continueUrl = new URL(verify?.oobLink as string).searchParams.get('continueUrl');
    expect(continueUrl).toBe(`${e2e().webUrl}${href.login()}`);

    // Open the link elsewhere (the mail client); this tab notices and moves on to the remembered page.
    const mail = await context.newPage();
    await mail.goto(verify?.oobLink as string);
    await mail.close();
    await waitForPath(page, href.defenseShop(), 60_000);
    await page.getByRole('heading', { level: 1, name: 'Defense shop' }).waitFor();
  });

  it('display name is optional; resend has a cool-down; the check button notices verification and continues', async () => {
    const email = uniqueEmail('nodisplay');
    await page.clock.install();
    await signUpThroughForm(page, { email, password: 'signup-pass-2' });
    await waitForPath(page, href.verifyEmail());
    // Freeze the page's clock: timers run only when the test moves time (no background polling).
    await page.clock.pauseAt(new Date(Date.now() + 500));
    expect((await lookupUser(email))?.displayName ?? '').toBe('');

    // Resend waits for its cool-down.
    const resend = page.getByRole('button', { name: /Resend email/ });
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.fastForward(31_000);
    await page.getByRole('button', { name: 'Resend email', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resend email', exact: true }).click();
    await page.getByText('We sent a new verification email.').waitFor();
    const sent = (await oobCodes(email)).filter((c) => c.requestType === 'VERIFY_EMAIL');
    expect(sent.length).toBe(2);
    expect(await page.getByRole('button', { name: /Resend email \(in/ }).isDisabled()).toBe(true);

    // Not yet verified: the button says so.
    await page.getByRole('button', { name: 'I have verified my email' }).click();
    await page.getByText(/Not verified yet/).waitFor();

    // Verify, then the button continues (default: /home).
    const res = await fetch(sent[1]?.oobLink as string, { redirect: 'manual' });
    expect(res.status).toBe(303);
    await page.getByRole('button', { name: 'I have verified my email' }).click();
    await waitForPath(page, href.home());
    await page.clock.resume();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });

  it('log out is offered on /verify-email', async () => {
    await signUpThroughForm(page, { email: uniqueEmail('logout'), password: 'signup-pass-3' });
    await waitForPath(page, href.verifyEmail());
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, href.splash());
    await page.goto(href.verifyEmail());
    await waitForPath(page, href.login());
  });

  it('signing up with an email already in use says so under the form', async () => {
    const existing = await createUser();
    await signUpThroughForm(page, { email: existing.email, password: 'whatever-123' });
    await formError(page).getByText(AUTH_MESSAGES.emailInUse).waitFor();
    expect(new URL(page.url()).pathname).toBe(href.signup());
  });
});

describe('sign-in form', () => {
  it('requires an email of email type and a password; display name only on signup', async () => {
    await page.goto(href.login());
    const email = page.getByLabel('Email');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel('Password').getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel(/Display name/).count()).toBe(0);
    await page.goto(href.signup());
    expect(await page.getByLabel(/Display name/).getAttribute('required')).toBeNull();
  });

  it('shows Please wait… on a disabled button while submitting, then navigates', async () => {
    const user = await createUser({ verified: true });
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await context.route(/accounts:signInWithPassword/, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(href.login());
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const waiting = page.getByRole('button', { name: 'Please wait…' });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    release();
    await waitForPath(page, href.home());
  });

  it('maps sign-in errors to the inline messages (default and enumeration-protected projects)', async () => {
    const user = await createUser({ verified: true });
    await page.goto(href.login());
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await formError(page).getByText(AUTH_MESSAGES.wrongPassword).waitFor();
    // The button is usable again after an error.
    expect(await page.getByRole('button', { name: 'Log in' }).isEnabled()).toBe(true);

    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await formError(page).getByText(AUTH_MESSAGES.userNotFound).waitFor();

    await setEmailPrivacy(true);
    try {
      await page.getByRole('button', { name: 'Log in' }).click();
      await formError(page).getByText(AUTH_MESSAGES.invalidCredential).waitFor();
    } finally {
      await setEmailPrivacy(false);
    }
  });

  it('forgot password: with no email it says so inline; with one it sends the reset email and alerts', async () => {
    const user = await createUser({ verified: true });
    await page.goto(href.login());
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await formError(page).getByText(EMAIL_REQUIRED_FOR_RESET).waitFor();
    expect((await oobCodes()).filter((c) => c.requestType === 'PASSWORD_RESET' && c.email === user.email)).toHaveLength(
      0,
    );

    await page.getByLabel('Email').fill(user.email);
    const dialog = page.waitForEvent('dialog');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const alert = await dialog;
    expect(alert.message()).toBe(PASSWORD_RESET_SENT);
    await alert.accept();
    const resets = (await oobCodes(user.email)).filter((c) => c.requestType === 'PASSWORD_RESET');
    expect(resets).toHaveLength(1);
  });
});
