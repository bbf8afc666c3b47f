import {
  choiceOrder,
  DomainError,
  drawQuizQuestions,
  gradeQuiz,
  isFirstTry,
  isFraudId,
  shownIndexOf,
  tenthsToCredits,
  type CallableResponse,
  type FraudId,
  type GradedAnswer,
  type QuizResult,
} from '@fraudshield/domain';
import { quizOf, type QuizQuestion } from '@fraudshield/domain/answer-key';
import type { CallerContext, Parsed } from './context';
import type { PlayerDeps } from './player-ports';
import { withAnswers } from './learning-record';
import { quizPay, withIncome } from './income';
import type { LoggedAnswer } from './records';

type PageId = Parsed<'quiz_get'>['pageId'];

/**
 * The questions of a page's check that this player is asked: drawn for them from the page's bank
 * (drawQuizQuestions; all of it while a bank holds no more than a check shows).
 */
function questionsOf(pageId: PageId, uid: string): readonly QuizQuestion[] {
  const quiz = quizOf(pageId);
  if (!quiz || quiz.length === 0) throw new DomainError('unknown-page');
  return drawQuizQuestions(uid, pageId, quiz);
}

/** The order this player sees a question's choices in: position i shows the key's choice order[i]. */
function orderFor(uid: string, q: QuizQuestion): number[] {
  return choiceOrder(uid, q.id, q.choices.length);
}

/**
 * A page's check without its answers: only id, prompt and choices leave the server, the choices
 * in the caller's own order, so the right answer's position is not shared between
 * players and a position learned from someone else means nothing.
 */
export async function getQuiz(
  ctx: CallerContext,
  input: Parsed<'quiz_get'>,
  deps: PlayerDeps,
): Promise<CallableResponse<'quiz_get'>> {
  const questions = questionsOf(input.pageId, ctx.uid);
  const player = await deps.players.getOrCreate(ctx, ctx.now);
  return {
    pageId: input.pageId,
    questions: questions.map((q) => ({
      id: q.id,
      prompt: q.prompt,
      choices: orderFor(ctx.uid, q).map((k) => q.choices[k]),
    })),
    passed: player.quizPassed.includes(input.pageId),
    tried: !isFirstTry(player, input.pageId),
  };
}

/**
 * Grades a check on the server. The answers are positions in the caller's own order of the
 * choices; they are mapped back to the key's order before grading. Every try, right or wrong,
 * gets back the right answers, every explanation and, per choice, why it is wrong (a learner
 * needs them most after a miss), all in the caller's order, so only a pass on the FIRST try
 * of a page pays QUIZ_REWARD_TENTHS. The first try is recorded (quizTried, and quizPassed with
 * the credit on a pass) in the same transaction that grades it, so racing tries have one first.
 * Later tries are graded and write nothing. A retried request (same requestId) replays the
 * first try's result instead of counting as a later try.
 */
/**
 * The fraud a question counts for in the learning record: a fraud page's own fraud; on
 * a defense page, the fraud its matrix claim names; none for a defense question without one.
 */
function questionFraud(pageId: string, q: QuizQuestion): FraudId | null {
  if (isFraudId(pageId)) return pageId;
  return q.matrixClaim?.fraudId ?? null;
}

export async function submitQuiz(
  ctx: CallerContext,
  input: Parsed<'quiz_submit'>,
  deps: PlayerDeps,
): Promise<CallableResponse<'quiz_submit'>> {
  const questions = questionsOf(input.pageId, ctx.uid);
  await deps.players.getOrCreate(ctx, ctx.now);
  const week = await deps.players.latestWeek();
  const orders = questions.map((q) => orderFor(ctx.uid, q));
  // A position outside the shown choices has no key index: -1 keeps it out of range, so the
  // grader refuses it as before.
  const keyAnswers = input.answers.map((shown, i) => (orders[i] && shown < orders[i].length ? orders[i][shown] : -1));
  return deps.players.change(ctx.uid, { requestId: input.requestId, kind: 'quiz', now: ctx.now }, (player) => {
    const firstTry = isFirstTry(player, input.pageId);
    const grade = gradeQuiz(questions, keyAnswers, { firstTry });
    if (!grade.ok) throw new DomainError(grade.code, 'answer each question once');
    // Within the week's cap under rules v5 (uncapped before); only a first try pays at all.
    const rewardTenths = firstTry ? quizPay(player, week, grade.rewardTenths) : 0;
    const balanceTenths = player.balanceTenths + rewardTenths;
    const result: QuizResult = {
      results: grade.results,
      correctAnswers: questions.map((q, i) => shownIndexOf(orders[i], q.answerIndex)),
      explanations: questions.map((q) => q.explanation),
      feedback: questions.map((q, i) => orders[i].map((k) => q.whyWrong[k] ?? null)),
      passed: grade.passed,
      reward: tenthsToCredits(rewardTenths),
      balance: tenthsToCredits(balanceTenths),
    };
    if (!firstTry) return { player, entry: null, result };
    const right = grade.results.filter(Boolean).length;
    // Only the first try is a measure (later ones come after the answers were shown): it moves the learning record.
    const logged: LoggedAnswer[] = questions.map((q, i) => ({
      source: 'quiz',
      ref: q.id,
      fraudId: questionFraud(input.pageId, q),
      genuine: false,
      choice: String(keyAnswers[i]),
      correct: grade.results[i] === true,
    }));
    const graded: GradedAnswer[] = logged.flatMap((a) =>
      a.fraudId
        ? [{ source: 'quiz' as const, fraudId: a.fraudId, genuine: false, correct: a.correct, caseId: null }]
        : [],
    );
    const updated = {
      ...player,
      balanceTenths,
      quizTried: [...(player.quizTried ?? []), input.pageId],
      quizPassed: grade.passed ? [...player.quizPassed, input.pageId] : player.quizPassed,
      ...(rewardTenths > 0 ? { income: withIncome(player, week, 'quiz', rewardTenths) } : {}),
    };
    return {
      player: withAnswers(player, updated, deps.bank, week, graded),
      answers: { week, answers: logged },
      entry: {
        kind: 'quiz',
        deltaTenths: rewardTenths,
        detail: grade.passed
          ? `Passed the ${input.pageId} check`
          : `First try of the ${input.pageId} check: ${right} of ${questions.length} right`,
      },
      result,
    };
  });
}
