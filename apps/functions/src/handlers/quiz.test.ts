import { describe, expect, it } from 'vitest';
import {
  choiceOrder,
  CURRENT_RULES,
  FRAUD_IDS,
  QUIZ_REWARD_TENTHS,
  quizPayTenths,
  tenthsToCredits,
} from '@fraudshield/domain';
import { DEFENSE_QUIZZES, FRAUD_QUIZZES, type QuizQuestion } from '@fraudshield/domain/answer-key';
import { callerCtx, fakePlayerDeps } from '../testing/fake-player-deps';
import type { CallerContext } from './context';
import { getQuiz, submitQuiz } from './quiz';

const quiz = DEFENSE_QUIZZES.EmailFiltering;
/** What a first pass pays a player who has been paid nothing this week (the reward, within the current rules' cap). */
const FIRST_PAY = quizPayTenths(0, CURRENT_RULES);

/** Where this player sees each question's right answer (the choices come in the player's own order). */
const shownRight = (uid: string, qs: readonly QuizQuestion[] = quiz): number[] =>
  qs.map((q) => choiceOrder(uid, q.id, q.choices.length).indexOf(q.answerIndex));
/** Right answers for this player, except a wrong one for the first question. */
const shownOneWrong = (uid: string): number[] =>
  shownRight(uid).map((a, i) => (i === 0 ? (a + 1) % quiz[0].choices.length : a));
/** The explanation of each wrong choice, in this player's order, null at the right one. */
const shownFeedback = (uid: string, qs: readonly QuizQuestion[] = quiz): (string | null)[][] =>
  qs.map((q) => choiceOrder(uid, q.id, q.choices.length).map((k) => q.whyWrong[k]));

describe('quiz handlers', () => {
  it('quiz_get never sends answerIndex, explanation or matrix claims', async () => {
    const fake = fakePlayerDeps();
    const view = await getQuiz(callerCtx(), { pageId: 'Deepfake' }, fake.deps);
    expect(view.questions).toHaveLength(FRAUD_QUIZZES.Deepfake.length);
    for (const q of view.questions) expect(Object.keys(q).sort()).toEqual(['choices', 'id', 'prompt']);
    expect(view.passed).toBe(false);
    expect(view.tried).toBe(false);
  });

  it('a pass on the first try pays the reward (within the week’s cap) once and shows every explanation and why each other choice is wrong', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    const right = shownRight(ctx.uid);
    const passed = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: right }, fake.deps);
    expect(passed).toEqual({
      results: [true, true, true],
      correctAnswers: right,
      explanations: quiz.map((q) => q.explanation),
      feedback: shownFeedback(ctx.uid),
      passed: true,
      reward: tenthsToCredits(FIRST_PAY),
      balance: tenthsToCredits(1000 + FIRST_PAY),
    });

    const again = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: right }, fake.deps);
    expect(again).toMatchObject({ passed: true, reward: 0, balance: tenthsToCredits(1000 + FIRST_PAY) });
    expect(fake.ledger(ctx.uid).map((e) => [e.kind, e.deltaTenths, e.detail])).toEqual([
      ['open', 1000, 'Starting balance'],
      ['quiz', FIRST_PAY, 'Passed the EmailFiltering check'],
    ]);
    expect(fake.player(ctx.uid)).toMatchObject({ quizPassed: ['EmailFiltering'], quizTried: ['EmailFiltering'] });
    expect(await getQuiz(ctx, { pageId: 'EmailFiltering' }, fake.deps)).toMatchObject({ passed: true, tried: true });
  });

  it('a failed first try shows every right answer and explanation, and no later try pays', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    const failed = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: shownOneWrong(ctx.uid) }, fake.deps);
    expect(failed).toEqual({
      results: [false, true, true],
      correctAnswers: shownRight(ctx.uid),
      explanations: quiz.map((q) => q.explanation),
      feedback: shownFeedback(ctx.uid),
      passed: false,
      reward: 0,
      balance: 100,
    });

    // The answers just shown pass the check, and pay nothing.
    const copied = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: failed.correctAnswers }, fake.deps);
    expect(copied).toMatchObject({ results: [true, true, true], passed: true, reward: 0, balance: 100 });
    expect(fake.ledger(ctx.uid).map((e) => [e.kind, e.deltaTenths, e.detail])).toEqual([
      ['open', 1000, 'Starting balance'],
      ['quiz', 0, 'First try of the EmailFiltering check: 2 of 3 right'],
    ]);
    expect(fake.player(ctx.uid)).toMatchObject({ balanceTenths: 1000, quizPassed: [], quizTried: ['EmailFiltering'] });
    expect(await getQuiz(ctx, { pageId: 'EmailFiltering' }, fake.deps)).toMatchObject({ passed: false, tried: true });
    // Other pages still have their first try.
    expect(await getQuiz(ctx, { pageId: 'Phishing' }, fake.deps)).toMatchObject({ passed: false, tried: false });
  });

  it('pays nothing for a pass after a failed first try', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: shownOneWrong(ctx.uid) }, fake.deps);
    const second = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: shownRight(ctx.uid) }, fake.deps);
    expect(second).toMatchObject({ passed: true, reward: 0, balance: 100 });
    expect(fake.player(ctx.uid)?.balanceTenths).toBe(1000);
  });

  it('a retried request replays the first try instead of counting as a later one', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    const right = shownRight(ctx.uid);
    const first = await submitQuiz(
      ctx,
      { pageId: 'EmailFiltering', answers: right, requestId: 'quiz-request-1' },
      fake.deps,
    );
    const retried = await submitQuiz(
      ctx,
      { pageId: 'EmailFiltering', answers: right, requestId: 'quiz-request-1' },
      fake.deps,
    );
    expect(first).toMatchObject({
      passed: true,
      reward: tenthsToCredits(FIRST_PAY),
      balance: tenthsToCredits(1000 + FIRST_PAY),
    });
    expect(retried).toEqual(first);
    expect(fake.ledger(ctx.uid)).toHaveLength(2);
  });

  it('first passes of many pages in one week pay at most the week’s cap (rules v5); the next week pays again', async () => {
    const fake = fakePlayerDeps({ latestWeek: 4 });
    const ctx = callerCtx();
    const pass = (pageId: (typeof FRAUD_IDS)[number]) =>
      submitQuiz(ctx, { pageId, answers: shownRight(ctx.uid, FRAUD_QUIZZES[pageId]) }, fake.deps);
    const rewards: number[] = [];
    for (const pageId of FRAUD_IDS.slice(0, 6)) rewards.push((await pass(pageId)).reward);
    const cap = CURRENT_RULES.incomeCaps?.quizPerWeekTenths ?? Infinity;
    const paid = rewards.reduce((a, r) => a + Math.round(r * 10), 0);
    expect(paid).toBe(Math.min(cap, 6 * QUIZ_REWARD_TENTHS));
    expect(fake.player(ctx.uid)?.balanceTenths).toBe(1000 + paid);
    expect(fake.player(ctx.uid)?.quizPassed).toHaveLength(6);
    fake.setLatestWeek(5);
    expect((await pass(FRAUD_IDS[6])).reward).toBe(tenthsToCredits(FIRST_PAY));
  });

  it('a player who passed before tries were recorded is not on a first try', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await getQuiz(ctx, { pageId: 'Phishing' }, fake.deps);
    fake.setPlayer(ctx.uid, { quizPassed: ['Phishing'] });
    const answers = shownRight(ctx.uid, FRAUD_QUIZZES.Phishing);
    expect(await submitQuiz(ctx, { pageId: 'Phishing', answers }, fake.deps)).toMatchObject({
      passed: true,
      reward: 0,
      balance: 100,
    });
    expect(fake.ledger(ctx.uid)).toHaveLength(1);
  });

  it('sends each player the choices in their own order, the same order on every call', async () => {
    const fake = fakePlayerDeps();
    const views = await Promise.all(
      Array.from({ length: 12 }, async () => getQuiz(callerCtx(), { pageId: 'Ransomware' }, fake.deps)),
    );
    const key = FRAUD_QUIZZES.Ransomware;
    for (const view of views) {
      view.questions.forEach((q, i) => expect([...q.choices].sort()).toEqual([...key[i].choices].sort()));
    }
    // Twelve players do not all see the first question in one order.
    expect(new Set(views.map((v) => v.questions[0].choices.join('|'))).size).toBeGreaterThan(1);
    // And one player sees the same order again.
    const ctx = callerCtx();
    const once = await getQuiz(ctx, { pageId: 'Ransomware' }, fake.deps);
    expect(await getQuiz(ctx, { pageId: 'Ransomware' }, fake.deps)).toEqual(once);
    expect(once.questions.map((q) => q.choices)).toEqual(
      key.map((q) => choiceOrder(ctx.uid, q.id, q.choices.length).map((k) => q.choices[k])),
    );
  });

  it('grades the position the player saw, not the position in the answer key', async () => {
    // A player whose order differs from the key's for a question: answering with the key's
    // positions (what a leaked key or another player's "the answer is B" gives) fails.
    let ctx: CallerContext = callerCtx();
    while (shownRight(ctx.uid).every((a, i) => a === quiz[i].answerIndex)) ctx = callerCtx();
    const fake = fakePlayerDeps();
    const keyPositions = quiz.map((q) => q.answerIndex);
    const result = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: keyPositions }, fake.deps);
    expect(result.passed).toBe(false);
    expect(result.results).toEqual(quiz.map((q, i) => shownRight(ctx.uid)[i] === q.answerIndex));
    // The right answer each player is shown, looked up in their own view, is the key's right choice.
    const view = await getQuiz(ctx, { pageId: 'EmailFiltering' }, fake.deps);
    view.questions.forEach((q, i) =>
      expect(q.choices[result.correctAnswers[i]]).toBe(quiz[i].choices[quiz[i].answerIndex]),
    );
  });

  it("explains every wrong choice after a try, in the player's order, and sends no explanation before", async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    const view = await getQuiz(ctx, { pageId: 'BruteForce' }, fake.deps);
    expect(JSON.stringify(view)).not.toMatch(/whyWrong|feedback|explanation/);
    const result = await submitQuiz(ctx, { pageId: 'BruteForce', answers: [0, 0, 0] }, fake.deps);
    result.feedback.forEach((perChoice, i) => {
      expect(perChoice).toHaveLength(view.questions[i].choices.length);
      perChoice.forEach((why, c) => {
        if (c === result.correctAnswers[i]) expect(why).toBeNull();
        else expect(why, `${view.questions[i].id}: ${view.questions[i].choices[c]}`).toMatch(/\w{3,}/);
      });
    });
  });

  it('refuses an answer position beyond the choices shown as invalid-input', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await expect(submitQuiz(ctx, { pageId: 'Phishing', answers: [9, 0, 0] }, fake.deps)).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect(await getQuiz(ctx, { pageId: 'Phishing' }, fake.deps)).toMatchObject({ tried: false });
  });

  it('refuses a wrong number of answers as invalid-input, without using up the first try', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await expect(submitQuiz(ctx, { pageId: 'Phishing', answers: [0] }, fake.deps)).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect(fake.ledger(ctx.uid)).toHaveLength(1);
    expect(await getQuiz(ctx, { pageId: 'Phishing' }, fake.deps)).toMatchObject({ tried: false });
  });
});
