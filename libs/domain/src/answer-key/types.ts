import type { DefenseId, FraudId } from '../catalog/ids';

/**
 * What a quiz answer claims about the matrix, so a test can check it against the matrix.
 * effectiveness: 0 none, 1 partial, 2 strong.
 */
export interface MatrixClaim {
  fraudId: FraudId;
  defenseId: DefenseId;
  effectiveness: 0 | 1 | 2;
}

export interface QuizQuestion {
  /** Stable id, unique across all pages, e.g. "Phishing-1". */
  id: string;
  prompt: string;
  /** 3 or 4 choices. */
  choices: string[];
  /** Index into choices of the one right answer. */
  answerIndex: number;
  /**
   * Per choice, why it is wrong: the mistake a real person makes by choosing it. Null
   * at answerIndex and only there. Server only, like the rest of the key: a player sees these
   * after answering, with the choices in their own order.
   */
  whyWrong: readonly (string | null)[];
  /** Shown after answering: why the right answer is right. */
  explanation: string;
  /** Present when the right answer states how well a defense works against a fraud. */
  matrixClaim?: MatrixClaim;
  /**
   * What on the question's own page it tests, when it tests something the page teaches: a figure
   * of the page (its statistic id) or a phrase quoted from the page's text. The content check
   * verifies the page says it and that the right answer and explanation use it. Server only.
   */
  teaches?: QuizTeaches;
}

/** A figure of the page (by statistic id) or a phrase quoted from the page's text. */
export type QuizTeaches = { figure: string } | { phrase: string };
