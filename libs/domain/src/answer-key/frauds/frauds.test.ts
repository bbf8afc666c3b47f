import { describe, it, expect } from 'vitest';
import { FRAUD_IDS, isDefenseId } from '../../catalog/ids';
import { effectiveness } from '../../game/matrix';
import { FRAUD_QUIZZES } from './index';

const inRange = (n: number, min: number, max: number) => n >= min && n <= max;
const nonEmpty = (s: string) => typeof s === 'string' && s.trim().length > 0;

// Moved from content/frauds/frauds.test.ts with the questions: `page.quiz` is now FRAUD_QUIZZES[id].
describe('fraud page checks', () => {
  it('has exactly one check per fraud id', () => {
    expect(Object.keys(FRAUD_QUIZZES).sort()).toEqual([...FRAUD_IDS].sort());
  });

  it('uses quiz ids that are unique across all pages', () => {
    const ids = FRAUD_IDS.flatMap((id) => FRAUD_QUIZZES[id].map((q) => q.id));
    expect(ids).toHaveLength(FRAUD_IDS.length * 3);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(FRAUD_IDS)('%s', (fraudId) => {
    const page = { quiz: FRAUD_QUIZZES[fraudId] };

    it('has exactly three well-formed quiz questions', () => {
      expect(page.quiz).toHaveLength(3);
      page.quiz.forEach((q, i) => {
        expect(q.id).toBe(`${fraudId}-${i + 1}`);
        expect(nonEmpty(q.prompt)).toBe(true);
        expect(inRange(q.choices.length, 3, 4)).toBe(true);
        q.choices.forEach((c) => expect(nonEmpty(c)).toBe(true));
        expect(new Set(q.choices).size).toBe(q.choices.length);
        expect(Number.isInteger(q.answerIndex)).toBe(true);
        expect(inRange(q.answerIndex, 0, q.choices.length - 1)).toBe(true);
        expect(nonEmpty(q.explanation)).toBe(true);
      });
    });

    it('varies the position of the right answer', () => {
      const positions = new Set(page.quiz.map((q) => q.answerIndex));
      expect(positions.size).toBeGreaterThan(1);
    });

    it('asks at least one defense question whose matrix claim agrees with the matrix', () => {
      const claims = page.quiz.flatMap((q) => (q.matrixClaim ? [q.matrixClaim] : []));
      expect(claims.length).toBeGreaterThanOrEqual(1);
      for (const claim of claims) {
        expect(claim.fraudId).toBe(fraudId);
        expect(isDefenseId(claim.defenseId)).toBe(true);
        expect(effectiveness(claim.fraudId, claim.defenseId), `${fraudId} x ${claim.defenseId}`).toBe(
          claim.effectiveness,
        );
      }
    });
  });
});
