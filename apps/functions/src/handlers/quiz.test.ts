import { describe, expect, it } from 'vitest';
import { DEFENSE_QUIZZES, FRAUD_QUIZZES } from '@fraudshield/domain/answer-key';
import { callerCtx, fakePlayerDeps } from '../testing/fake-player-deps';
import { getQuiz, submitQuiz } from './quiz';

const quiz = DEFENSE_QUIZZES.EmailFiltering;
const right = quiz.map((q) => q.answerIndex);
const oneWrong = quiz.map((q, i) => (i === 0 ? (q.answerIndex + 1) % q.choices.length : q.answerIndex));

describe('quiz handlers', () => {
  it('quiz_get never sends answerIndex, explanation or matrix claims', async () => {
    const fake = fakePlayerDeps();
    const view = await getQuiz(callerCtx(), { pageId: 'Deepfake' }, fake.deps);
    expect(view.questions).toHaveLength(FRAUD_QUIZZES.Deepfake.length);
    for (const q of view.questions) expect(Object.keys(q).sort()).toEqual(['choices', 'id', 'prompt']);
    expect(view.passed).toBe(false);
    expect(view.tried).toBe(false);
  });

  it('a pass on the first try pays 1.0 cr once and shows every explanation', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    const passed = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: right }, fake.deps);
    expect(passed).toEqual({ results: [true, true, true], correctAnswers: right, explanations: quiz.map((q) => q.explanation), passed: true, reward: 1, balance: 101 });

    const again = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: right }, fake.deps);
    expect(again).toMatchObject({ passed: true, reward: 0, balance: 101 });
    expect(fake.ledger(ctx.uid).map((e) => [e.kind, e.deltaTenths, e.detail])).toEqual([
      ['open', 1000, 'Starting balance'],
      ['quiz', 10, 'Passed the EmailFiltering check'],
    ]);
    expect(fake.player(ctx.uid)).toMatchObject({ quizPassed: ['EmailFiltering'], quizTried: ['EmailFiltering'] });
    expect(await getQuiz(ctx, { pageId: 'EmailFiltering' }, fake.deps)).toMatchObject({ passed: true, tried: true });
  });

  it('a failed first try shows every right answer and explanation, and no later try pays', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    const failed = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: oneWrong }, fake.deps);
    expect(failed).toEqual({
      results: [false, true, true],
      correctAnswers: right,
      explanations: quiz.map((q) => q.explanation),
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
    await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: oneWrong }, fake.deps);
    const second = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: right }, fake.deps);
    expect(second).toMatchObject({ passed: true, reward: 0, balance: 100 });
    expect(fake.player(ctx.uid)?.balanceTenths).toBe(1000);
  });

  it('a retried request replays the first try instead of counting as a later one', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    const first = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: right, requestId: 'quiz-request-1' }, fake.deps);
    const retried = await submitQuiz(ctx, { pageId: 'EmailFiltering', answers: right, requestId: 'quiz-request-1' }, fake.deps);
    expect(first).toMatchObject({ passed: true, reward: 1, balance: 101 });
    expect(retried).toEqual(first);
    expect(fake.ledger(ctx.uid)).toHaveLength(2);
  });

  it('a player who passed before tries were recorded is not on a first try', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await getQuiz(ctx, { pageId: 'Phishing' }, fake.deps);
    fake.setPlayer(ctx.uid, { quizPassed: ['Phishing'] });
    const answers = FRAUD_QUIZZES.Phishing.map((q) => q.answerIndex);
    expect(await submitQuiz(ctx, { pageId: 'Phishing', answers }, fake.deps)).toMatchObject({ passed: true, reward: 0, balance: 100 });
    expect(fake.ledger(ctx.uid)).toHaveLength(1);
  });

  it('refuses a wrong number of answers as invalid-input, without using up the first try', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await expect(submitQuiz(ctx, { pageId: 'Phishing', answers: [0] }, fake.deps)).rejects.toMatchObject({ code: 'invalid-input' });
    expect(fake.ledger(ctx.uid)).toHaveLength(1);
    expect(await getQuiz(ctx, { pageId: 'Phishing' }, fake.deps)).toMatchObject({ tried: false });
  });
});
