import { describe, expect, it } from 'vitest';
import { DEFENSE_PAGES, FRAUD_PAGES } from '@fraudshield/domain';
import { callerCtx, fakePlayerDeps } from '../testing/fake-player-deps';
import { getQuiz, submitQuiz } from './quiz';

describe('quiz handlers', () => {
  it('quiz_get never sends answerIndex, explanation or matrix claims', async () => {
    const fake = fakePlayerDeps();
    const view = await getQuiz(callerCtx(), { pageId: 'Deepfake' }, fake.deps);
    expect(view.questions).toHaveLength(FRAUD_PAGES.Deepfake.quiz.length);
    for (const q of view.questions) expect(Object.keys(q).sort()).toEqual(['choices', 'id', 'prompt']);
    expect(view.passed).toBe(false);
  });

  it('pays the first pass once; a failed try reveals only the answers it got right', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    const quiz = DEFENSE_PAGES.EmailFiltering.quiz;
    const right = quiz.map((q) => q.answerIndex);
    const wrong = quiz.map((q, i) => (i === 0 ? (q.answerIndex + 1) % q.choices.length : q.answerIndex));

    const failed = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: wrong }, fake.deps);
    expect(failed).toEqual({
      results: [false, true, true],
      correctAnswers: [-1, right[1], right[2]],
      explanations: ['', quiz[1]?.explanation, quiz[2]?.explanation],
      passed: false,
      reward: 0,
      balance: 100,
    });

    const passed = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: right }, fake.deps);
    expect(passed).toMatchObject({ passed: true, reward: 1, balance: 101, correctAnswers: right });
    expect(passed.explanations).toEqual(quiz.map((q) => q.explanation));

    const again = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: right }, fake.deps);
    expect(again).toMatchObject({ passed: true, reward: 0, balance: 101 });
    expect(fake.ledger(ctx.uid).map((e) => e.kind)).toEqual(['open', 'quiz']);
    expect(fake.player(ctx.uid)?.quizPassed).toEqual(['EmailFiltering']);
    expect((await getQuiz(ctx, { pageId: 'EmailFiltering' }, fake.deps)).passed).toBe(true);
  });

  it('refuses a wrong number of answers as invalid-input', async () => {
    const fake = fakePlayerDeps();
    await expect(submitQuiz(callerCtx(), { pageId: 'Phishing', answers: [0] }, fake.deps)).rejects.toMatchObject({ code: 'invalid-input' });
  });
});
