import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS } from '../catalog/ids';
import { ANSWER_FIELDS, allQuizQuestions, quizOf } from './index';

describe('the answer key', () => {
  it('holds the 120 questions of the 40 pages, with ids unique across all of them', () => {
    const ids = allQuizQuestions().map((q) => q.id);
    expect(ids).toHaveLength(120);
    expect(new Set(ids).size).toBe(120);
  });

  it('finds a page check by page id, and nothing for other strings', () => {
    for (const id of [...FRAUD_IDS, ...DEFENSE_IDS])
      expect(quizOf(id)?.map((q) => q.id)).toEqual([1, 2, 3].map((n) => `${id}-${n}`));
    for (const id of ['Nope', 'phishing', 'toString', '__proto__', 'constructor', ''])
      expect(quizOf(id)).toBeUndefined();
  });

  it('names as answer fields exactly what a question holds beyond its id, prompt and choices', () => {
    const keys = new Set(allQuizQuestions().flatMap((q) => Object.keys(q)));
    for (const shown of ['id', 'prompt', 'choices']) keys.delete(shown);
    expect([...keys].sort()).toEqual([...ANSWER_FIELDS].sort());
  });
});
