import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceOrder, drawQuizQuestions, gradeQuiz, isFirstTry, shownIndexOf, type GradableQuestion } from './quiz';
import { QUIZ_QUESTIONS } from './constants';

const QUESTIONS: GradableQuestion[] = [
  { id: 'Phishing-1', answerIndex: 2 },
  { id: 'Phishing-2', answerIndex: 0 },
  { id: 'Phishing-3', answerIndex: 1 },
];
const FIRST = { firstTry: true };

describe('gradeQuiz', () => {
  it('passes and pays 1.0 cr when all three are right on the first try', () => {
    expect(gradeQuiz(QUESTIONS, [2, 0, 1], { firstTry: true })).toEqual({
      ok: true,
      results: [true, true, true],
      passed: true,
      rewardTenths: 10,
    });
  });

  it('pays nothing for a pass on a later try (a failed first try showed the answers)', () => {
    expect(gradeQuiz(QUESTIONS, [2, 0, 1], { firstTry: false })).toEqual({
      ok: true,
      results: [true, true, true],
      passed: true,
      rewardTenths: 0,
    });
  });

  it('fails and pays nothing with any wrong answer', () => {
    expect(gradeQuiz(QUESTIONS, [2, 1, 1], FIRST)).toEqual({
      ok: true,
      results: [true, false, true],
      passed: false,
      rewardTenths: 0,
    });
    expect(gradeQuiz(QUESTIONS, [0, 1, 0], FIRST)).toMatchObject({ results: [false, false, false], passed: false });
  });

  it('refuses wrong lengths and malformed answers', () => {
    const bad = { ok: false, code: 'invalid-input' };
    expect(gradeQuiz(QUESTIONS, [2, 0], FIRST)).toEqual(bad);
    expect(gradeQuiz(QUESTIONS, [2, 0, 1, 1], FIRST)).toEqual(bad);
    expect(gradeQuiz(QUESTIONS.slice(0, 2), [2, 0], FIRST)).toEqual(bad);
    expect(gradeQuiz(QUESTIONS, [2, 0, -1], FIRST)).toEqual(bad);
    expect(gradeQuiz(QUESTIONS, [2, 0, 1.5], FIRST)).toEqual(bad);
    expect(gradeQuiz(QUESTIONS, [2, 0, Number.NaN], FIRST)).toEqual(bad);
  });

  it('refuses an answer outside the choices when they are known', () => {
    const withChoices = QUESTIONS.map((q) => ({ ...q, choices: ['a', 'b', 'c'] }));
    expect(gradeQuiz(withChoices, [2, 0, 3], FIRST)).toEqual({ ok: false, code: 'invalid-input' });
    expect(gradeQuiz(withChoices, [2, 0, 1], FIRST)).toMatchObject({ ok: true, passed: true });
  });

  it('passes exactly when every answer matches, and pays only on the first try', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 3 }), { minLength: 3, maxLength: 3 }), fc.boolean(), (answers, firstTry) => {
        const g = gradeQuiz(QUESTIONS, answers, { firstTry });
        if (!g.ok) throw new Error(g.code);
        const allRight = answers.every((a, i) => a === QUESTIONS[i]!.answerIndex);
        expect(g.passed).toBe(allRight);
        expect(g.rewardTenths).toBe(allRight && firstTry ? 10 : 0);
      }),
    );
  });
});

describe('isFirstTry', () => {
  it('is true until a try of that page is recorded', () => {
    expect(isFirstTry({ quizPassed: [], quizTried: [] }, 'Phishing')).toBe(true);
    expect(isFirstTry({ quizPassed: [], quizTried: ['Ddos'] }, 'Phishing')).toBe(true);
    expect(isFirstTry({ quizPassed: [], quizTried: ['Phishing'] }, 'Phishing')).toBe(false);
  });

  it('counts a paid pass as a try, for players recorded before tries were', () => {
    expect(isFirstTry({ quizPassed: ['Phishing'] }, 'Phishing')).toBe(false);
    expect(isFirstTry({ quizPassed: ['Ddos'] }, 'Phishing')).toBe(true);
  });
});

describe('choiceOrder (choices shuffled per player on the server)', () => {
  it('is a permutation of 0..n-1, the same on every call for one player and question', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 0, max: 8 }), (uid, qid, n) => {
        const order = choiceOrder(uid, qid, n);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
        expect(choiceOrder(uid, qid, n)).toEqual(order);
        for (let k = 0; k < n; k++) expect(order[shownIndexOf(order, k)]).toBe(k);
      }),
    );
  });

  it('differs between players, so the right answer is not in one place for everyone', () => {
    const orders = new Set(Array.from({ length: 200 }, (_, i) => choiceOrder(`uid-${i}`, 'Phishing-1', 4).join()));
    // 24 orders exist for 4 choices; 200 players should meet nearly all of them.
    expect(orders.size).toBeGreaterThanOrEqual(20);
  });

  it("puts the key's right answer at every position about equally often across players", () => {
    const counts = [0, 0, 0];
    const players = 3000;
    for (let i = 0; i < players; i++) counts[shownIndexOf(choiceOrder(`player-${i}`, 'Ransomware-2', 3), 1)]++;
    for (const c of counts) expect(Math.abs(c / players - 1 / 3)).toBeLessThan(0.04);
  });

  it('refuses a count that is not a whole number', () => {
    expect(() => choiceOrder('u', 'q', -1)).toThrow(RangeError);
    expect(() => choiceOrder('u', 'q', 2.5)).toThrow(RangeError);
  });
});

describe('drawQuizQuestions', () => {
  const bank = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `q${i}` }));

  it('asks the whole bank, in its order, when it holds no more than a check shows (every page today)', () => {
    expect(drawQuizQuestions('uid-1', 'Phishing', bank(3))).toEqual(bank(3));
    expect(drawQuizQuestions('uid-2', 'Phishing', bank(2), 3)).toEqual(bank(2));
  });

  it("draws QUIZ_QUESTIONS of a larger bank per player: the same on every call, in the bank's order, different between players", () => {
    const b = bank(8);
    const seen = new Set<string>();
    const subsets = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const drawn = drawQuizQuestions(`uid-${i}`, 'Phishing', b);
      expect(drawn).toHaveLength(QUIZ_QUESTIONS);
      expect(drawQuizQuestions(`uid-${i}`, 'Phishing', b)).toEqual(drawn);
      expect(drawn.map((q) => Number(q.id.slice(1)))).toEqual(
        [...drawn.map((q) => Number(q.id.slice(1)))].sort((x, y) => x - y),
      );
      for (const q of drawn) seen.add(q.id);
      subsets.add(drawn.map((q) => q.id).join());
    }
    expect(seen.size).toBe(8);
    expect(subsets.size).toBeGreaterThan(30);
    expect(drawQuizQuestions('new-player-a', 'Phishing', b)).not.toEqual(
      drawQuizQuestions('new-player-b', 'Phishing', b),
    );
    expect(() => drawQuizQuestions('uid', 'Phishing', b, -1)).toThrow(RangeError);
  });
});
