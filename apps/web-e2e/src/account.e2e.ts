import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { href, type AccountExport } from '@fraudshield/domain';
import { createUser, lookupUser, signInThroughForm, useBrowser, waitForPath } from './support/harness';

/**
 * Deleting an account in Settings: the password is asked for again (the server wants a sign-in
 * at most 5 minutes old), a wrong one deletes nothing, the right one removes the player and the
 * sign-in and signs out, and the account no longer signs in. (What an old token gets from the
 * callables afterwards is checked in apps/functions/src/account.int.test.ts.) And the other way
 * round: the download of everything we hold about the player.
 */

let page: Page;
useBrowser({ onPage: (p) => (page = p) });

describe('download my data', () => {
  it('Settings downloads everything we hold about the player as one JSON file', { timeout: 240_000 }, async () => {
    page.setDefaultTimeout(60_000);
    const player = await createUser({ verified: true, tag: 'export-me' });
    await signInThroughForm(page, player);
    await waitForPath(page, href.home());
    await page.getByTestId('balance-chip').getByText(/100/).waitFor();
    await page.goto(href.settings());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fraudshield-league-data-\d{4}-\d\d-\d\d\.json$/);
    const text = readFileSync(await download.path(), 'utf8');
    const data = JSON.parse(text) as AccountExport;
    expect(data.uid).toBe(player.uid);
    expect(data.account?.email).toBe(player.email);
    const paths = data.documents.map((d) => d.path);
    expect(paths).toContain(`players/${player.uid}`);
    expect(paths).toContain(`players/${player.uid}/ledger/0000000001`);
    expect(data.documents.find((d) => d.path === `players/${player.uid}`)?.data).toMatchObject({ balanceTenths: 1000 });
  });
});

describe('delete account', () => {
  it(
    'confirms the password again, then deletes, signs out, and the account cannot sign in',
    { timeout: 240_000 },
    async () => {
      page.setDefaultTimeout(60_000);
      const player = await createUser({ verified: true, tag: 'delete-me' });
      await signInThroughForm(page, player);
      await waitForPath(page, href.home());
      await page.getByTestId('balance-chip').getByText(/100/).waitFor();
      await page.goto(href.settings());
      await page.getByRole('button', { name: 'Delete my account…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByText(/confirm your password or Google account again/).waitFor();
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      const confirm = dialog.getByRole('button', { name: 'Delete account' });
      await expect(confirm.isDisabled()).resolves.toBe(true);

      await dialog.getByLabel('Your password').fill('not-the-password');
      await confirm.click();
      await dialog.getByRole('alert').getByText('Incorrect password.').waitFor();
      expect(await lookupUser(player.email)).not.toBeNull();

      await dialog.getByLabel('Your password').fill(player.password);
      await confirm.click();
      await waitForPath(page, href.splash());
      await expect.poll(() => lookupUser(player.email), { timeout: 30_000 }).toBeNull();

      await page.goto(href.login());
      await signInThroughForm(page, player);
      await page.getByText(/No account found with that email\.|Incorrect email or password\./).waitFor();
    },
  );
});
