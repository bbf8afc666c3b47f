import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS } from '../catalog/ids';
import { allQuizQuestions, quizOf } from './index';
import type { QuizQuestion } from './types';

/**
 * The shape of the 120 questions: a player must not pass by picking the longest
 * choice or a favourite position, and most questions ask about real behaviour, not the game.
 */
const MAX_LONGEST_IS_RIGHT = 0.4;
/** Each position's share of right answers stays within this many points of uniform (1/n). */
const POSITION_TOLERANCE = 0.1;
const MAX_MATRIX_PER_PAGE = 1 / 3;

/** True when the right answer is strictly the longest choice (a tie gives no clue). */
export function longestIsRight(q: Pick<QuizQuestion, 'choices' | 'answerIndex'>): boolean {
  const right = q.choices[q.answerIndex].length;
  return q.choices.every((c, i) => i === q.answerIndex || c.length < right);
}

/** Share of right answers at each position, per number of choices. */
export function positionShares(qs: readonly Pick<QuizQuestion, 'choices' | 'answerIndex'>[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const n of new Set(qs.map((q) => q.choices.length))) {
    const group = qs.filter((q) => q.choices.length === n);
    out.set(
      n,
      Array.from({ length: n }, (_, i) => group.filter((q) => q.answerIndex === i).length / group.length),
    );
  }
  return out;
}

describe('quiz shape', () => {
  const all = allQuizQuestions();

  it('measures what it claims to (the helpers can fail)', () => {
    expect(longestIsRight({ choices: ['a', 'bbb', 'cc'], answerIndex: 1 })).toBe(true);
    expect(longestIsRight({ choices: ['aaa', 'bbb', 'cc'], answerIndex: 1 })).toBe(false);
    expect(positionShares([{ choices: ['a', 'b', 'c'], answerIndex: 0 }]).get(3)).toEqual([1, 0, 0]);
  });

  it(`has the right answer as the longest choice in at most ${MAX_LONGEST_IS_RIGHT * 100}% of questions`, () => {
    const longest = all.filter(longestIsRight);
    expect(longest.length / all.length, `${longest.length} of ${all.length}`).toBeLessThanOrEqual(MAX_LONGEST_IS_RIGHT);
  });

  it(`spreads right answers over the positions (each within ±${POSITION_TOLERANCE * 100} points of uniform)`, () => {
    for (const [n, shares] of positionShares(all)) {
      shares.forEach((share, i) => {
        expect(
          Math.abs(share - 1 / n),
          `${n}-choice questions, position ${i + 1}: ${(share * 100).toFixed(1)}%`,
        ).toBeLessThanOrEqual(POSITION_TOLERANCE);
      });
    }
  });

  it.each([...FRAUD_IDS, ...DEFENSE_IDS])('%s asks at most a third of its questions about the game matrix', (id) => {
    const quiz = quizOf(id) ?? [];
    expect(quiz).toHaveLength(3);
    const matrix = quiz.filter((q) => q.matrixClaim !== undefined).map((q) => q.id);
    expect(matrix.length / quiz.length, matrix.join(', ')).toBeLessThanOrEqual(MAX_MATRIX_PER_PAGE);
  });
});
