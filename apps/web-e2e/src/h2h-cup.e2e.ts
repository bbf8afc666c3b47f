import type { Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
import { signInThroughForm, stackForTools, useBrowser, waitForPath } from './support/harness';
import { blocking, runAxe, settle } from './support/a11y';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { DEMO, seed } from '../../../tools/seed/seed.mjs';

/**
 * A head-to-head league and the cup at 390 px, on the demo season played through the callables
 * (the stored season, loaded like the other files that read it: the cup in round 2). The demo player sees
 * this week's fixture on Home, opens the league's table, then the cup's bracket at their own tie.
 * Axe clean, nothing wider than the screen.
 */
let page: Page;
useBrowser({ onPage: (p) => (page = p) });

const overflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectAxeClean(p: Page, where: string) {
  await settle(p);
  expect(blocking(await runAxe(p)), where).toEqual([]);
}

describe('head-to-head and the cup on a phone', () => {
  it('the fixture on Home, the H2H table, the cup bracket at 390 px', { timeout: 900_000 }, async () => {
    page.setDefaultTimeout(60_000);
    await seed({ ...stackForTools(), log: () => undefined });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(href.login());
    await signInThroughForm(page, { email: DEMO.player.email, password: DEMO.player.password });
    await waitForPath(page, href.home(), 60_000);

    // Home: the card sits below the squad, drawn after the first paint.
    const card = page.getByTestId('h2h-card');
    await card.scrollIntoViewIfNeeded();
    await card.waitFor();
    expect(await page.getByTestId('h2h-fixture').textContent()).toMatch(/^Week 4: (you against .+|a bye)/);
    expect(await page.getByTestId('h2h-last').textContent()).toMatch(
      /^Week 3: (you (won|drew|lost) -?\d+–-?\d+|a bye)/,
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId('h2h-table-link').click();
    await page.waitForURL(/\/h2h\/[A-Za-z0-9_-]+$/);
    const rows = page.getByTestId('h2h-table').getByTestId('h2h-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(7);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Weekend Rivals');
    // Three settled weeks, seven members: 3 fixtures a week, 18 played in all.
    const wdl = (await rows.locator('td:nth-child(3)').allTextContents()).map((t) => t.split('-').map(Number));
    expect(wdl.reduce((s, [w = 0, d = 0, l = 0]) => s + w + d + l, 0)).toBe(18);
    expect(await rows.filter({ hasText: '· you' }).count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(page, 'the H2H table at 390 px');

    await page.goto(href.home());
    await page.getByTestId('h2h-card').scrollIntoViewIfNeeded();
    await page.getByTestId('cup-link').click();
    await waitForPath(page, href.cup());
    await page.getByTestId('cup-ties').waitFor();
    expect(await page.getByTestId('cup-tie').count()).toBeGreaterThan(0);
    // Round 2 is drawn from round 1's winners; the demo player is in it or was knocked out.
    expect((await page.getByTestId('cup-mine').count()) + (await page.getByTestId('cup-out').count())).toBe(1);
    await page.getByRole('button', { name: 'Round 1' }).click();
    await page.getByText(/Round 1: week 3, decided/).waitFor();
    expect(await page.locator('.cup-won').count()).toBeGreaterThan(0);
    // Each tie two lines, a side each (not run on in one line, wrapping anywhere), and the points
    // in one column down the bracket.
    const ties = await page
      .getByTestId('cup-ties')
      .getByTestId('cup-tie')
      .evaluateAll((items) =>
        items.map((tie) => {
          const sides = [...tie.querySelectorAll('.cup-side')].map((s) => s.getBoundingClientRect());
          const points = [...tie.querySelectorAll('.cup-points')].map((p) =>
            Math.round(p.getBoundingClientRect().right),
          );
          const [a, b] = sides;
          return { stacked: sides.length === 2 && !!a && !!b && b.top >= a.bottom - 1, points };
        }),
      );
    expect(ties.filter((t) => !t.stacked)).toEqual([]);
    expect(new Set(ties.flatMap((t) => t.points)).size).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(page, 'the cup at 390 px');
  });
});
