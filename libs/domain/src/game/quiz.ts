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

/** FNV-1a, 32 bits: a small, stable string hash (no platform crypto in this lib). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a seeded generator of numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The order in which one player sees a question's choices: a permutation of 0..n-1,
 * where position i shows the answer key's choice order[i]. It depends only on the player and
 * the question, so quiz_get shows it and quiz_submit maps the answers back without storing
 * anything, and two players compare no "the answer is C". A Fisher-Yates shuffle seeded by the
 * player's uid and the question id.
 */
export function choiceOrder(playerSeed: string, questionId: string, n: number): number[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`choiceOrder: n must be a whole number, got ${n}`);
  const order = Array.from({ length: n }, (_, i) => i);
  const random = mulberry32(fnv1a(`${playerSeed}\u0000${questionId}`));
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** Where the key's choice `keyIndex` appears for the player (the inverse of choiceOrder). */
export function shownIndexOf(order: readonly number[], keyIndex: number): number {
  return order.indexOf(keyIndex);
}

/**
 * The questions one player's check of a page asks: all of them when the page's bank holds no more
 * than `shown`, else `shown` of them drawn for the player (seeded by the uid and the page, so
 * quiz_get and quiz_submit draw the same ones without storing anything), kept in the bank's
 * order. Two players then compare different questions as well as different orders.
 */
export function drawQuizQuestions<Q extends { readonly id: string }>(
  playerSeed: string,
  pageId: string,
  bank: readonly Q[],
  shown: number = QUIZ_QUESTIONS,
): Q[] {
  if (!Number.isInteger(shown) || shown < 0)
    throw new RangeError(`drawQuizQuestions: shown must be a whole number, got ${shown}`);
  if (bank.length <= shown) return [...bank];
  const picked = new Set(choiceOrder(playerSeed, `quiz:${pageId}`, bank.length).slice(0, shown));
  return bank.filter((_, i) => picked.has(i));
}
