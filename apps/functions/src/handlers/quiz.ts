import { DomainError, gradeQuiz, isFirstTry, isFraudId, tenthsToCredits, type CallableResponse, type FraudId, type GradedAnswer, type QuizResult } from '@fraudshield/domain';
import { quizOf, type QuizQuestion } from '@fraudshield/domain/answer-key';
import type { CallerContext, Parsed } from './context';
import type { PlayerDeps } from './player-ports';
import type { LoggedAnswer } from '../infra/player-store';
import { withAnswers } from './learning-record';

type PageId = Parsed<'quiz_get'>['pageId'];

function questionsOf(pageId: PageId): readonly QuizQuestion[] {
  const quiz = quizOf(pageId);
  if (!quiz || quiz.length === 0) throw new DomainError('unknown-page');
  return quiz;
}

/** A page's check without its answers: only id, prompt and choices leave the server. */
export async function getQuiz(ctx: CallerContext, input: Parsed<'quiz_get'>, deps: PlayerDeps): Promise<CallableResponse<'quiz_get'>> {
  const questions = questionsOf(input.pageId);
  const player = await deps.players.getOrCreate(ctx, ctx.now);
  return {
    pageId: input.pageId,
    questions: questions.map((q) => ({ id: q.id, prompt: q.prompt, choices: [...q.choices] })),
    passed: player.quizPassed.includes(input.pageId),
    tried: !isFirstTry(player, input.pageId),
  };
}

/**
 * Grades a check on the server. Every try, right or wrong, gets back the right answers and
 * every explanation (a learner needs them most after a miss), so only a pass on the FIRST try
 * of a page pays QUIZ_REWARD_TENTHS. The first try is recorded (quizTried, and quizPassed with
 * the credit on a pass) in the same transaction that grades it, so racing tries have one first.
 * Later tries are graded and write nothing. A retried request (same requestId) replays the
 * first try's result instead of counting as a later try.
 */
/**
 * The fraud a question counts for in the learning record (issue 32): a fraud page's own fraud; on
 * a defense page, the fraud its matrix claim names; none for a defense question without one.
 */
export function questionFraud(pageId: string, q: QuizQuestion): FraudId | null {
  if (isFraudId(pageId)) return pageId;
  return q.matrixClaim?.fraudId ?? null;
}

export async function submitQuiz(ctx: CallerContext, input: Parsed<'quiz_submit'>, deps: PlayerDeps): Promise<CallableResponse<'quiz_submit'>> {
  const questions = questionsOf(input.pageId);
  await deps.players.getOrCreate(ctx, ctx.now);
  const week = await deps.players.latestWeek();
  return deps.players.change(ctx.uid, { requestId: input.requestId, kind: 'quiz', now: ctx.now }, (player) => {
    const firstTry = isFirstTry(player, input.pageId);
    const grade = gradeQuiz(questions, input.answers, { firstTry });
    if (!grade.ok) throw new DomainError(grade.code, 'answer each question once');
    const balanceTenths = player.balanceTenths + grade.rewardTenths;
    const result: QuizResult = {
      results: grade.results,
      correctAnswers: questions.map((q) => q.answerIndex),
      explanations: questions.map((q) => q.explanation),
      passed: grade.passed,
      reward: tenthsToCredits(grade.rewardTenths),
      balance: tenthsToCredits(balanceTenths),
    };
    if (!firstTry) return { player, entry: null, result };
    const right = grade.results.filter(Boolean).length;
    // Only the first try is a measure (later ones come after the answers were shown): it moves the learning record.
    const logged: LoggedAnswer[] = questions.map((q, i) => ({ source: 'quiz', ref: q.id, fraudId: questionFraud(input.pageId, q), genuine: false, choice: String(input.answers[i]), correct: grade.results[i] === true }));
    const graded: GradedAnswer[] = logged.flatMap((a) => (a.fraudId ? [{ source: 'quiz' as const, fraudId: a.fraudId, genuine: false, correct: a.correct, caseId: null }] : []));
    const updated = {
      ...player,
      balanceTenths,
      quizTried: [...(player.quizTried ?? []), input.pageId],
      quizPassed: grade.passed ? [...player.quizPassed, input.pageId] : player.quizPassed,
    };
    return {
      player: withAnswers(player, updated, deps.bank, week, graded),
      answers: { week, answers: logged },
      entry: {
        kind: 'quiz',
        deltaTenths: grade.rewardTenths,
        detail: grade.passed ? `Passed the ${input.pageId} check` : `First try of the ${input.pageId} check: ${right} of ${questions.length} right`,
      },
      result,
    };
  });
}
