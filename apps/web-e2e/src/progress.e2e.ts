import type { Locator, Page } from 'playwright-core';
import { CHECK_SIZE, FRAUD_IDS, href } from '@fraudshield/domain';
import { SCENARIO_CASES } from '@fraudshield/domain/content';
// Node side of the browser test: it may know the answers to play them; the app never does.
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { createUser, signInThroughForm, useBrowser, waitForPath } from './support/harness';
import { blocking, runAxe, settle } from './support/a11y';

/**
 * The learning report in Chromium: a new player takes the placement check on /progress
 * (one unseen case at a time, nothing graded in the page before each answer), then reads mastery
 * of all 20 frauds, at 1280 and at 390 px, axe clean, light and dark, with nothing wider than the
 * screen.
 */
let page: Page;
useBrowser({ onPage: (p) => (page = p) });

const overflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Answers a case as a player does, whichever way the case view offers its choices (a radio and "Answer", or one button each). */
async function answerCase(article: Locator, choiceId: string) {
  const radio = article.locator(`input[type="radio"][value="${choiceId}"]`);
  if (await radio.count()) {
    await radio.check();
    await article.getByRole('button', { name: 'Answer' }).click();
    return;
  }
  const id = (await article.getAttribute('data-case-id')) as string;
  const label = SCENARIO_CASES.find((c) => c.id === id)!.choices.find((ch) => ch.id === choiceId)!.label;
  await article.getByRole('button', { name: label, exact: true }).click();
}

async function expectAxeClean(p: Page, where: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await p.emulateMedia({ colorScheme: scheme });
    await settle(p);
    const bad = blocking(await runAxe(p));
    expect(bad, `${where} (${scheme})`).toEqual([]);
  }
  await p.emulateMedia({ colorScheme: 'light' });
}

describe('/progress', () => {
  it(
    'a new player takes the placement check and reads mastery of all 20 frauds, at 1280 and 390 px, axe clean',
    { timeout: 300_000 },
    async () => {
      page.setDefaultTimeout(60_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      const user = await createUser({ verified: true, tag: 'progress' });
      await page.goto(href.login());
      await signInThroughForm(page, user);
      await waitForPath(page, href.home(), 60_000);
      // Home links to it, from the drill card.
      await page.getByTestId('drill-progress-link').getByRole('link', { name: 'Your progress' }).click();
      await waitForPath(page, href.progress());
      await page.getByRole('heading', { level: 1, name: 'Progress' }).waitFor();

      const grid = page.getByTestId('mastery-grid');
      await grid.waitFor();
      expect(await grid.getByTestId('mastery-tile').count()).toBe(FRAUD_IDS.length);
      expect(await grid.getByText('Not practised yet').count()).toBe(FRAUD_IDS.length);
      await page.getByTestId('check-progress').getByText(`0 of ${CHECK_SIZE} answered`).waitFor();
      await expectAxeClean(page, '/progress, before the check');

      // The placement check, one case at a time: the right answer to the first half, a wrong one after.
      const seen = new Set<string>();
      for (let i = 1; i <= CHECK_SIZE; i++) {
        const article = page.getByTestId(`check-case-${i}`);
        await article.waitFor();
        const id = (await article.getAttribute('data-case-id')) as string;
        seen.add(id);
        const key = caseKeyById(id)!;
        // Nothing graded is in the page before the answer.
        expect(await page.evaluate(() => document.documentElement.textContent ?? '')).not.toContain(key.habit);
        const c = SCENARIO_CASES.find((x) => x.id === id)!;
        const choice = i <= CHECK_SIZE / 2 ? key.answerId : c.choices.find((ch) => ch.id !== key.answerId)!.id;
        await answerCase(article, choice);
        await article.getByText(key.habit).waitFor();
        // The next case is already below the explanation: no tap to move on.
      }
      expect(seen.size).toBe(CHECK_SIZE);
      await page.getByTestId('check-result').waitFor();
      await page
        .getByTestId('check-list')
        .getByText(/Placement check: done/)
        .waitFor();
      // The report moved: the eight frauds of the check are practised now.
      await expect
        .poll(async () => grid.getByText('Not practised yet').count(), { timeout: 30_000 })
        .toBe(FRAUD_IDS.length - CHECK_SIZE);
      await page.getByTestId('review-list').waitFor();
      await expectAxeClean(page, '/progress, after the check');
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // At 390 px: reached from the tab bar's "More" menu, the same report, nothing wider than the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(href.home());
      await page.getByTestId('tab-bar').getByRole('button', { name: /More/ }).click();
      await page.getByTestId('tab-bar').getByRole('link', { name: 'Progress' }).click();
      await waitForPath(page, href.progress());
      await grid.waitFor();
      expect(await grid.getByTestId('mastery-tile').count()).toBe(FRAUD_IDS.length);
      await page.getByTestId('check-none').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, '/progress at 390 px');
    },
  );
});
