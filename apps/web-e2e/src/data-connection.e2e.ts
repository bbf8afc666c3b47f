import type { Page } from 'playwright-core';
import { href, OFFLINE_NOTICE } from '@fraudshield/domain';
import { controlEmulators, createUser, signInThroughForm, useBrowser, waitForPath } from './support/harness';

let page: Page;
let consoleLines: string[];
useBrowser({
  onPage: (p) => {
    page = p;
    consoleLines = [];
    page.on('console', (m) => consoleLines.push(m.text()));
  },
});

/** A new verified player signs in through the form and waits for Home's balance (100.0 cr). */
async function signInToLoadedHome(): Promise<void> {
  const user = await createUser({ verified: true });
  await page.goto(href.login());
  await signInThroughForm(page, user);
  await waitForPath(page, href.home());
  await page.getByTestId('home-balance').getByText('100.0 cr').waitFor({ timeout: 120_000 });
}

describe('data layer', () => {
  it('after sign-in the balance reads 100.0 cr (shell and home) and the defense list loads', async () => {
    await signInToLoadedHome();
    // The shell's balance chip (always visible when signed in) shows the same figure.
    expect((await page.getByTestId('balance').innerText()).trim()).toBe('100.0 cr');
    await page.getByText('You own no defenses yet').first().waitFor();
    expect(consoleLines.filter((l) => l === 'Connected to Firebase Emulators')).toHaveLength(1);
    // Signing out clears the user's data from the shell.
    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, href.splash());
    // The auth event that clears the shell may land a moment after the navigation.
    await page.getByTestId('balance').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.getByTestId('balance').count()).toBe(0);
  });
});

describe('connection state', () => {
  it('shows the offline notice when the Functions emulator stops, and hides it when it is back', async () => {
    await signInToLoadedHome();
    expect(await page.getByText(OFFLINE_NOTICE).count()).toBe(0);

    await controlEmulators('stop');
    try {
      // The next call cannot connect: Offline at once.
      await page.getByRole('button', { name: 'Refresh' }).first().click();
      await page.getByRole('alert').getByText(OFFLINE_NOTICE).waitFor({ timeout: 15_000 });
    } finally {
      await controlEmulators('start');
    }
    // Back-off probes find the backend again.
    await page.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached', timeout: 90_000 });
  }, 300_000);
});
