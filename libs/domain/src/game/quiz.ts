/**
 * Grading a wiki page's check. Answers are graded on the server against the answer key's
 * answerIndex (`@fraudshield/domain/answer-key`). Only a pass on the first try of a page pays
 * QUIZ_REWARD_TENTHS: every try shows which answers were right and why, so a later try proves
 * nothing and pays nothing.
 */
import { QUIZ_QUESTIONS, QUIZ_REWARD_TENTHS } from './constants';

export interface GradableQuestion {
  readonly id: string;
  readonly answerIndex: number;
  /** When given, an answer must index into it. */
  readonly choices?: readonly unknown[];
}

export interface QuizGrade {
  readonly ok: true;
  /** Per question: answered right? */
  readonly results: boolean[];
  /** All QUIZ_QUESTIONS answered right. */
  readonly passed: boolean;
  /** QUIZ_REWARD_TENTHS for a pass on the first try, else 0 (retries are free and unpaid). */
  readonly rewardTenths: number;
}

export type QuizRefusal = 'invalid-input';

/**
 * Grades a check. Refuses ('invalid-input', the errors table's code) unless there are exactly QUIZ_QUESTIONS questions
 * and as many answers, each a non-negative integer (within the choices when they are known).
 * `firstTry`: no try of this page was submitted before (the server keeps that record).
 */
export function gradeQuiz(
  questions: readonly GradableQuestion[],
  answers: readonly number[],
  { firstTry }: { readonly firstTry: boolean },
): QuizGrade | { readonly ok: false; readonly code: QuizRefusal } {
  if (questions.length !== QUIZ_QUESTIONS || answers.length !== questions.length) {
    return { ok: false, code: 'invalid-input' };
  }
  for (const [i, question] of questions.entries()) {
    const answer = answers[i];
    if (answer === undefined || !Number.isInteger(answer) || answer < 0) {
      return { ok: false, code: 'invalid-input' };
    }
    if (question.choices && answer >= question.choices.length) {
      return { ok: false, code: 'invalid-input' };
    }
  }
  const results = questions.map((q, i) => answers[i] === q.answerIndex);
  const passed = results.every(Boolean);
  const rewardTenths = passed && firstTry ? QUIZ_REWARD_TENTHS : 0;
  return { ok: true, results, passed, rewardTenths };
}

/** What the server records of a player's checks. */
export interface QuizRecord {
  /** Pages whose check was passed and paid. */
  readonly quizPassed: readonly string[];
  /** Pages with a submitted try (absent for players from before tries were recorded). */
  readonly quizTried?: readonly string[];
}

/** Whether a try of this page is the player's first: none recorded, and no paid pass. */
export function isFirstTry(record: QuizRecord, pageId: string): boolean {
  return !record.quizPassed.includes(pageId) && !(record.quizTried ?? []).includes(pageId);
}
