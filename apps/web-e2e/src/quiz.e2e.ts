import type { Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
// Node side of the browser test: it may know the answers to play them; the app never does.
import { FRAUD_QUIZZES } from '@fraudshield/domain/answer-key';
import { createUser, signInThroughForm, useBrowser, waitForPath } from './support/harness';

let page: Page;
useBrowser({ onPage: (p) => (page = p) });

const quiz = FRAUD_QUIZZES.Vishing;

async function answer(choices: number[]) {
  for (const [i, q] of quiz.entries()) await page.locator(`input[name="${q.id}"][value="${choices[i]}"]`).check();
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
    const before = await page.evaluate(() => document.documentElement.textContent ?? '');
    for (const q of quiz) expect(before).not.toContain(q.explanation);

    await answer(quiz.map((q) => (q.answerIndex + 1) % q.choices.length));
    await page.getByTestId('quiz-score').getByText('0 of 3 right.').waitFor();
    const notes = await page.getByTestId('quiz-explanation').allTextContents();
    expect(notes).toEqual(quiz.map((q) => `Not this time. The right answer is “${q.choices[q.answerIndex]}”. ${q.explanation}`));
    await check.getByText(/Your first try is used, so this check no longer pays\./).waitFor();

    await check.getByRole('button', { name: 'Try again' }).click();
    await answer(quiz.map((q) => q.answerIndex));
    await page.getByTestId('quiz-score').getByText('3 of 3 right. Passed.').waitFor();
    await page.getByTestId('balance').getByText('100.0 cr').waitFor();
  });
});
