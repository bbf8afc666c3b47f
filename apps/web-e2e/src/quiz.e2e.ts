import type { Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
// Node side of the browser test: it may know the answers to play them; the app never does.
import { FRAUD_QUIZZES } from '@fraudshield/domain/answer-key';
import { createUser, signInThroughForm, useBrowser, waitForPath } from './support/harness';

let page: Page;
useBrowser({ onPage: (p) => (page = p) });

const quiz = FRAUD_QUIZZES.Vishing;

/**
 * Picks, for each question, the choice with the given answer-key index, found by its text: the
 * server shows every player the choices in their own order, so a position in the key
 * is not a position on screen.
 */
async function answer(keyChoices: number[]) {
  for (const [i, q] of quiz.entries()) {
    await page
      .getByRole('group', { name: new RegExp(`^${i + 1}\\. `) })
      .getByRole('radio', { name: q.choices[keyChoices[i]], exact: true })
      .check();
  }
  await page.getByTestId('quiz').getByRole('button', { name: 'Check my answers' }).click();
}

describe('a page check in the browser', () => {
  it('holds no answer before a try; a failed first try shows every answer and explanation; the pass after it pays nothing', async () => {
    page.setDefaultTimeout(60_000);
    const user = await createUser({ verified: true, tag: 'quiz' });
    await page.goto(href.login());
    await signInThroughForm(page, user);
    await waitForPath(page, href.home(), 60_000);
    await page.goto(href.fraud('Vishing'));
    const check = page.getByTestId('quiz');
    await check.locator('input[type="radio"]').first().waitFor({ state: 'attached' });
    await check.getByText(/correctly on your first try to earn 1\.0 cr/).waitFor();
    // At 390 px each question wraps inside its box: the legend sat on the top border, which ran into its text.
    await page.setViewportSize({ width: 390, height: 844 });
    const boxes = await check.locator('fieldset.quiz-q').evaluateAll((sets) =>
      sets.map((f) => {
        const legend = f.querySelector('legend')?.getBoundingClientRect();
        return {
          legendTop: legend?.top ?? 0,
          inside: f.getBoundingClientRect().top + parseFloat(getComputedStyle(f).borderTopWidth),
        };
      }),
    );
    expect(boxes).toHaveLength(quiz.length);
    for (const b of boxes) expect(b.legendTop).toBeGreaterThanOrEqual(b.inside);
    const before = await page.evaluate(() => document.documentElement.textContent ?? '');
    for (const q of quiz) expect(before).not.toContain(q.explanation);
    for (const why of quiz.flatMap((q) => q.whyWrong)) if (why) expect(before).not.toContain(why);

    await answer(quiz.map((q) => (q.answerIndex + 1) % q.choices.length));
    await page.getByTestId('quiz-score').getByText('0 of 3 right.').waitFor();
    const notes = await page.getByTestId('quiz-explanation').allTextContents();
    expect(notes).toEqual(
      quiz.map((q) => `Not this time. The right answer is “${q.choices[q.answerIndex]}”. ${q.explanation}`),
    );
    // Each wrong choice now says why it is wrong, the chosen one included.
    const whys = await page.getByTestId('quiz-why').allTextContents();
    for (const q of quiz)
      for (const why of q.whyWrong)
        if (why)
          expect(
            whys.some((w) => w.includes(why)),
            why,
          ).toBe(true);
    await check.getByText(/Your first try is used, so this check no longer pays\./).waitFor();

    await check.getByRole('button', { name: 'Try again' }).click();
    await answer(quiz.map((q) => q.answerIndex));
    await page.getByTestId('quiz-score').getByText('3 of 3 right. Passed.').waitFor();
    await page.getByTestId('balance').getByText('100.0 cr').waitFor();
  });
});
