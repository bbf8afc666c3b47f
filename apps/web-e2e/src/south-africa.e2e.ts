import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
// Node side of the browser test: it may know the answers to play them; the app never does.
import { FRAUD_QUIZZES } from '@fraudshield/domain/answer-key';
import { FRAUD_PAGES } from '@fraudshield/domain/content';
import { createUser, signInThroughForm, useBrowser, waitForPath } from './support/harness';
import { blocking, OUTPUT_DIR, runAxe, settle, type AxeViolation } from './support/a11y';

// The "In South Africa" block of a fraud page, and the check's reasons for each wrong
// choice, at the wide layout (1280 px) and on a phone (390 px), light and dark, with axe clean.
const SHOTS = join(OUTPUT_DIR, 'screenshots');
const FRAUD = 'SimSwap' as const;
const sa = FRAUD_PAGES[FRAUD].southAfrica;
const quiz = FRAUD_QUIZZES[FRAUD];

const session = useBrowser();
beforeAll(() => void mkdirSync(SHOTS, { recursive: true }));

async function open(width: number, scheme: 'light' | 'dark'): Promise<Page> {
  const p = await (await session.newContext()).newPage();
  await p.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await p.emulateMedia({ colorScheme: scheme });
  p.setDefaultTimeout(60_000);
  await p.goto(href.login());
  await signInThroughForm(p, await createUser({ verified: true, tag: `sa-${width}-${scheme}` }));
  await waitForPath(p, href.home(), 60_000);
  await p.goto(href.fraud(FRAUD));
  await settle(p);
  return p;
}

const overflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each([1280, 390])('a fraud page at %i px', (width) => {
  it.each(['light', 'dark'] as const)(
    '%s: shows the In South Africa block, explains each wrong choice after a try, and stays axe clean',
    async (scheme) => {
      const page = await open(width, scheme);
      const block = page.locator('[data-section="in-south-africa"]');
      await block.getByRole('heading', { level: 2, name: 'In South Africa' }).waitFor();
      await block.getByRole('heading', { level: 3, name: 'The next 10 minutes' }).waitFor();
      for (const step of sa.nextTenMinutes) await block.getByText(step, { exact: true }).waitFor();
      const contacts = block.getByTestId('sa-channels');
      for (const c of sa.reportTo) await contacts.getByText(c.name, { exact: true }).waitFor();
      expect(await contacts.getByRole('link').count()).toBe(sa.reportTo.length);
      if (sa.localCase) await block.getByText(sa.localCase.summary).waitFor();
      // Nothing sticks out sideways: every line wraps inside the page.
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await block.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `fraud-in-south-africa-${width}-${scheme}.png`), fullPage: false });

      const failures: Record<string, AxeViolation[]> = {};
      const before = blocking(await runAxe(page));
      if (before.length) failures.page = before;

      // A try of the check, all wrong: every wrong choice then says why, next to the choice.
      const check = page.getByTestId('quiz');
      await check.locator('input[type="radio"]').first().waitFor({ state: 'attached' });
      for (const [i, q] of quiz.entries()) {
        const wrong = q.choices[(q.answerIndex + 1) % q.choices.length];
        await page
          .getByRole('group', { name: new RegExp(`^${i + 1}\\. `) })
          .getByRole('radio', { name: wrong, exact: true })
          .check();
      }
      await check.getByRole('button', { name: 'Check my answers' }).click();
      await page.getByTestId('quiz-score').getByText('0 of 3 right.').waitFor();
      const whys = await page.getByTestId('quiz-why').allTextContents();
      expect(whys).toHaveLength(quiz.reduce((n, q) => n + q.choices.length - 1, 0));
      for (const q of quiz)
        for (const why of q.whyWrong)
          if (why)
            expect(
              whys.some((w) => w.endsWith(why)),
              why,
            ).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await check.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `fraud-quiz-feedback-${width}-${scheme}.png`), fullPage: false });
      const after = blocking(await runAxe(page));
      if (after.length) failures['graded check'] = after;
      expect(failures).toEqual({});
    },
    180_000,
  );
});
