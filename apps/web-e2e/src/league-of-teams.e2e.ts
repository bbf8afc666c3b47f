import type { Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
import { signInThroughForm, stackForTools, useBrowser, waitForPath } from './support/harness';
import { blocking, runAxe, settle } from './support/a11y';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { DEMO, seed } from '../../../tools/seed/seed.mjs';

/**
 * The league of teams in Chromium, on the demo season `npm start` seeds: two team leagues entered
 * by their owners ("Grade 10 Maths", run by the demo player, and "Finance Team"), ranked by their
 * members' mean weekly points. Reached from the leaderboard page; the owner's dashboard shows the
 * league entered. At 1280 and 390 px, axe clean (light and dark), nothing wider than the screen.
 */
let page: Page;
useBrowser({ onPage: (p) => (page = p) });

const overflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectAxeClean(p: Page, where: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await p.emulateMedia({ colorScheme: scheme });
    await settle(p);
    expect(blocking(await runAxe(p)), `${where} (${scheme})`).toEqual([]);
  }
  await p.emulateMedia({ colorScheme: 'light' });
}

describe('the league of teams', () => {
  it(
    'the seeded teams are ranked, the demo player’s own is marked, at 1280 and 390 px, axe clean; the owner’s dashboard shows it entered',
    { timeout: 400_000 },
    async () => {
      page.setDefaultTimeout(60_000);
      await seed({ ...stackForTools(), log: () => undefined });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(href.login());
      await signInThroughForm(page, { email: DEMO.player.email, password: DEMO.player.password });
      await waitForPath(page, href.home(), 60_000);

      await page.goto(href.leaderboard());
      await page.getByTestId('league-of-teams-link').click();
      await waitForPath(page, href.leagueOfTeams());
      const table = page.getByTestId('teams-table-rows');
      await table.waitFor();
      const rows = table.getByTestId('teams-table-row');
      const names = await rows.locator('th').allTextContents();
      expect(names.some((n) => n.startsWith('Grade 10 Maths'))).toBe(true);
      expect(names.some((n) => n.startsWith('Finance Team'))).toBe(true);
      const mine = rows.filter({ hasText: 'Grade 10 Maths' });
      await mine.getByText('· yours').waitFor();
      expect(await mine.textContent()).toMatch(/over 3 weeks.*Week \d+: -?\d+\.\d · \d+ played/);
      const ranks = (await rows.locator('td:first-child').allTextContents()).map(Number);
      expect(ranks[0]).toBe(1);
      expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
      // Team figures only: no member of either league is named.
      expect(await page.locator('main').textContent()).not.toMatch(/Ada Firewall|Grace Patch|@fraudshield\.test/);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, 'the league of teams at 1280 px');

      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, 'the league of teams at 390 px');

      // The owner's switch on the dashboard shows the league entered.
      await page.goto(href.leaderboard());
      await page.getByRole('link', { name: /Dashboard of Grade 10 Maths/ }).click();
      await page.waitForURL(/\/leagues\/[A-Za-z0-9_-]+$/);
      const entered = page.getByRole('checkbox', { name: /Enter Grade 10 Maths in the league of teams/ });
      await entered.waitFor();
      expect(await entered.isChecked()).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    },
  );
});
