import type { Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
// Node side of the browser test: it may know the answers to play them; the app never does.
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { createUser, signInThroughForm, useBrowser, waitForPath } from './support/harness';
import { settle } from './support/a11y';

/**
 * Scroll that behaves like a native app, on a phone: a tab opens its page at the top, Back and
 * Forward come back to where the player was, a tap on the current tab scrolls to the top, and an
 * answer's verdict comes into view below the sticky header.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const session = useBrowser();

async function signedInPhone(tag: string): Promise<Page> {
  const context = await session.newContext(undefined, PHONE);
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.goto(href.login());
  await signInThroughForm(page, await createUser({ verified: true, tag }));
  await waitForPath(page, href.home(), 60_000);
  await settle(page);
  return page;
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Scrolls as a player does (the wheel), so the page's scroll events fire. */
async function scrollTo(page: Page, top: number): Promise<number> {
  await page.evaluate((y) => window.scrollTo(0, y), top);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, top);
  // One frame for the scroll event to be handled.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  return scrollY(page);
}
const tab = (page: Page, name: string) => page.getByTestId('tab-bar').getByRole('link', { name, exact: true });
const headerBottom = (page: Page) => page.locator('header.top-bar').evaluate((el) => el.getBoundingClientRect().bottom);

describe('scroll at 390 px', () => {
  it('a tab opens its page at the top, Back and Forward restore the place, the current tab scrolls to the top', async () => {
    const page = await signedInPhone('scroll-tabs');
    await tab(page, 'Shop').click();
    await waitForPath(page, href.defenseShop());
    await settle(page);
    const inShop = await scrollTo(page, 900);
    expect(inShop).toBe(900);

    // Another tab: its page from the top.
    await tab(page, 'Home').click();
    await waitForPath(page, href.home());
    await page.waitForFunction(() => window.scrollY === 0);
    await settle(page);
    const onHome = await scrollTo(page, 400);
    expect(onHome).toBeGreaterThan(100);

    // Back: the shop where the player left it; Forward: Home where they left it.
    await page.goBack();
    await waitForPath(page, href.defenseShop());
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, inShop);
    await page.goForward();
    await waitForPath(page, href.home());
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, onHome);

    // Home, tapped on Home scrolled down: back to its top, the Next step in view.
    await tab(page, 'Home').click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await scrollY(page)).toBe(0);
  });

  it("after answering today's case its verdict shows below the sticky header", async () => {
    const page = await signedInPhone('scroll-daily');
    const daily = page.getByTestId('daily');
    await daily.scrollIntoViewIfNeeded();
    const open = daily.getByRole('button', { name: "Open today's case" });
    if (await open.isVisible()) await open.click();
    const unanswered = daily.locator('article.case:not(.case-answered)');
    const caseId = (await unanswered.getAttribute('data-case-id')) as string;
    const choice = unanswered.locator(`button[value="${caseKeyById(caseId)?.answerId}"]`);
    // The choices at the top of the screen, the case's text scrolled past, as a player who read it:
    // the verdict renders above them, at the case's top.
    await choice.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await choice.click();
    const verdict = daily.locator('article.case-answered .case-result');
    await verdict.waitFor();
    await page.waitForFunction(() => {
      const header = document.querySelector('header.top-bar')?.getBoundingClientRect().bottom ?? 0;
      const box = document.querySelector('[data-testid="daily"] .case-result')?.getBoundingClientRect();
      return box !== undefined && box.top >= header && box.top < window.innerHeight / 2;
    });
    const box = await verdict.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(await headerBottom(page));
  });
});
