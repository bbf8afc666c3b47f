import type { Page } from 'playwright-core';
import { href, type DefenseId, type FraudId, type WeekView } from '@fraudshield/domain';
import { callAs, createCaller, signInThroughForm, useBrowser, waitForPath } from './support/harness';

/**
 * What a stranger met playing a week at 390 px: long text (a seed's SHA-256, a table's column
 * heading) must wrap or fit inside the phone's width, never push the page sideways.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const session = useBrowser();

async function phonePage(): Promise<Page> {
  const context = await session.newContext(undefined, PHONE);
  context.setDefaultTimeout(60_000);
  return context.newPage();
}

/** How far the page reaches past the screen's right edge (0 when nothing sticks out). */
const sideways = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The elements inside `selector` whose right edge is past the element's own (what a phone cuts off). */
const stickingOut = (p: Page, selector: string) =>
  p.evaluate((sel) => {
    const box = document.querySelector(sel);
    if (!box) return ['(none found)'];
    const right = box.getBoundingClientRect().right;
    return [...box.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > right + 1)
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 30)}`);
  }, selector);

/** An open week (as first-week.e2e.ts: the admin opens one through the callable when none is). */
async function openWeek(): Promise<WeekView> {
  const admin = await createCaller({ tag: 'ps-admin', roles: ['admin'], displayName: 'Admin' });
  const current = await callAs<{ week: WeekView | null }>(admin, 'week_getCurrent');
  if (current.week) return current.week;
  return callAs<WeekView>(admin, 'admin_openWeek', {
    deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    headlineThreats: ['Phishing', 'Vishing', 'SimSwap'] satisfies FraudId[],
  });
}

describe('a stranger’s week at 390 px', () => {
  it(
    '"Check this draw" wraps the seed’s SHA-256 inside the report: nothing is cut off or scrolls sideways',
    { timeout: 300_000 },
    async () => {
      await openWeek();
      const player = await createCaller({ tag: 'ps-draw', displayName: 'Stranger' });
      await callAs(player, 'user_getBalance');
      const cards: DefenseId[] = ['UserEducation', 'VerificationProtocols'];
      for (const [i, defenseId] of cards.entries())
        await callAs(player, 'shop_buyDefense', { defenseId, requestId: `ps-buy-${Date.now().toString(36)}-${i}` });
      await callAs(player, 'squad_setLineup', { deployed: cards, lead: 'UserEducation' });

      const page = await phonePage();
      await page.goto(href.login());
      await signInThroughForm(page, player);
      await waitForPath(page, href.home());
      // The practice match draws and checks a report as a settled week's does (the same CheckDraw).
      const play = page.getByRole('button', { name: 'Play a practice match' });
      await play.scrollIntoViewIfNeeded();
      await play.click();
      const practice = page.getByTestId('practice-report');
      await practice.getByRole('button', { name: 'Check this draw' }).click();
      const check = practice.getByTestId('draw-check');
      await check.getByText('This draw checks out.').waitFor();
      await check.scrollIntoViewIfNeeded();
      expect(await stickingOut(page, '[data-testid="practice-report"] [data-testid="draw-check"]')).toEqual([]);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    },
  );

  it('the shop’s six squad counters sit two or more a row at 390 px, not one row each', async () => {
    const player = await createCaller({ tag: 'ps-limits', displayName: 'Stranger' });
    const page = await phonePage();
    await page.goto(href.login());
    await signInThroughForm(page, player);
    await waitForPath(page, href.home());
    await page.goto(href.defenseShop());
    const limits = page.getByTestId('squad-limits');
    await limits.getByTestId('owned-count').waitFor();
    const tops = await limits
      .locator(':scope > div')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(6);
    // Six counters in at most three rows (they took six, one each); owned and deployed share one.
    expect(new Set(tops).size).toBeLessThanOrEqual(3);
    expect(tops[0]).toBe(tops[1]);
    expect(await stickingOut(page, '[data-testid="squad-limits"]')).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  it('a head-to-head table’s headings stay on one line each at 390 px (W-D-L is not split at its hyphens)', async () => {
    const owner = await createCaller({ tag: 'ps-h2h', displayName: 'Stranger With A Long Name' });
    const { leagueId, code } = await callAs<{ leagueId: string; code: string }>(owner, 'league_create', {
      name: 'Weekend Rivals Of The Long Name',
      kind: 'h2h',
    });
    const rival = await createCaller({ tag: 'ps-h2h-rival', displayName: 'Rival' });
    await callAs(rival, 'league_join', { code });

    const page = await phonePage();
    await page.goto(href.login());
    await signInThroughForm(page, owner);
    await waitForPath(page, href.home());
    await page.goto(href.h2h(leagueId));
    const table = page.getByTestId('h2h-table');
    await table.getByTestId('h2h-row').first().waitFor();
    // Each column heading is one line high: its text's line boxes all share one top.
    const split = await table.locator('thead th').evaluateAll((ths) =>
      ths
        .filter((th) => {
          const range = document.createRange();
          range.selectNodeContents(th);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        })
        .map((th) => th.textContent?.trim()),
    );
    expect(split).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});
