/**
 * The answer key: every wiki page's 3-question check with its right answers, explanations and
 * matrix claims. SERVER ONLY. Answers never reach the browser before a try is submitted
 * (GAME.md), so this is its own entry (`@fraudshield/domain/answer-key`) that lint forbids in
 * apps/web and libs/firebase-client, that no other entry of this lib imports, and that the
 * bundle check of `npm test` looks for in the web build. The browser gets a page's questions
 * from quiz_get and the answers, after a try, from quiz_submit.
 */
import type { DefenseId, FraudId } from '../catalog/ids';
import { DEFENSE_QUIZZES } from './defenses';
import { FRAUD_QUIZZES } from './frauds';
import type { QuizQuestion } from './types';

export type { MatrixClaim, QuizQuestion, QuizTeaches } from './types';
export { DEFENSE_QUIZZES, FRAUD_QUIZZES };

/** The fields of a question that only the server may know: what quiz_get leaves out. */
export const ANSWER_FIELDS = [
  'answerIndex',
  'whyWrong',
  'explanation',
  'matrixClaim',
  'teaches',
] as const satisfies readonly (keyof QuizQuestion)[];

/** A page's check, or undefined for an id that names no page. */
export function quizOf(pageId: string): readonly QuizQuestion[] | undefined {
  return Object.hasOwn(FRAUD_QUIZZES, pageId)
    ? FRAUD_QUIZZES[pageId as FraudId]
    : Object.hasOwn(DEFENSE_QUIZZES, pageId)
      ? DEFENSE_QUIZZES[pageId as DefenseId]
      : undefined;
}

/** All 120 questions of the 40 pages, frauds first. */
export function allQuizQuestions(): QuizQuestion[] {
  return [...Object.values(FRAUD_QUIZZES), ...Object.values(DEFENSE_QUIZZES)].flat();
}

export { CASE_KEYS, caseKeyById, type CaseKey, type CaseRedFlag } from './cases';
