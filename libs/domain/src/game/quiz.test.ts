import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeQuiz, type GradableQuestion } from './quiz';

const QUESTIONS: GradableQuestion[] = [
  { id: 'Phishing-1', answerIndex: 2 },
  { id: 'Phishing-2', answerIndex: 0 },
  { id: 'Phishing-3', answerIndex: 1 },
];

describe('gradeQuiz', () => {
  it('passes and pays 1.0 cr the first time all three are right', () => {
    expect(gradeQuiz(QUESTIONS, [2, 0, 1], false)).toEqual({
      ok: true,
      results: [true, true, true],
      passed: true,
      rewardTenths: 10,
    });
  });

  it('pays nothing for a pass already rewarded', () => {
    expect(gradeQuiz(QUESTIONS, [2, 0, 1], true)).toEqual({
      ok: true,
      results: [true, true, true],
      passed: true,
      rewardTenths: 0,
    });
  });

  it('fails and pays nothing with any wrong answer', () => {
    expect(gradeQuiz(QUESTIONS, [2, 1, 1], false)).toEqual({
      ok: true,
      results: [true, false, true],
      passed: false,
      rewardTenths: 0,
    });
    expect(gradeQuiz(QUESTIONS, [0, 1, 0], false)).toMatchObject({ results: [false, false, false], passed: false });
  });

  it('refuses wrong lengths and malformed answers', () => {
    const bad = { ok: false, code: 'invalid-input' };
    expect(gradeQuiz(QUESTIONS, [2, 0], false)).toEqual(bad);
    expect(gradeQuiz(QUESTIONS, [2, 0, 1, 1], false)).toEqual(bad);
    expect(gradeQuiz(QUESTIONS.slice(0, 2), [2, 0], false)).toEqual(bad);
    expect(gradeQuiz(QUESTIONS, [2, 0, -1], false)).toEqual(bad);
    expect(gradeQuiz(QUESTIONS, [2, 0, 1.5], false)).toEqual(bad);
    expect(gradeQuiz(QUESTIONS, [2, 0, Number.NaN], false)).toEqual(bad);
  });

  it('refuses an answer outside the choices when they are known', () => {
    const withChoices = QUESTIONS.map((q) => ({ ...q, choices: ['a', 'b', 'c'] }));
    expect(gradeQuiz(withChoices, [2, 0, 3], false)).toEqual({ ok: false, code: 'invalid-input' });
    expect(gradeQuiz(withChoices, [2, 0, 1], false)).toMatchObject({ ok: true, passed: true });
  });

  it('passes exactly when every answer matches, and pays at most once', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 3 }), { minLength: 3, maxLength: 3 }), fc.boolean(), (answers, already) => {
        const g = gradeQuiz(QUESTIONS, answers, already);
        if (!g.ok) throw new Error(g.code);
        const allRight = answers.every((a, i) => a === QUESTIONS[i]!.answerIndex);
        expect(g.passed).toBe(allRight);
        expect(g.rewardTenths).toBe(allRight && !already ? 10 : 0);
      }),
    );
  });
});
