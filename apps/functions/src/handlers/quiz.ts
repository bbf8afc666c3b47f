import { DomainError, gradeQuiz, isFirstTry, tenthsToCredits, type CallableResponse, type QuizResult } from '@fraudshield/domain';
import { quizOf, type QuizQuestion } from '@fraudshield/domain/answer-key';
import type { CallerContext, Parsed } from './context';
import type { PlayerDeps } from './player-ports';

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
export async function submitQuiz(ctx: CallerContext, input: Parsed<'quiz_submit'>, deps: PlayerDeps): Promise<CallableResponse<'quiz_submit'>> {
  const questions = questionsOf(input.pageId);
  await deps.players.getOrCreate(ctx, ctx.now);
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
    return {
      player: {
        ...player,
        balanceTenths,
        quizTried: [...(player.quizTried ?? []), input.pageId],
        quizPassed: grade.passed ? [...player.quizPassed, input.pageId] : player.quizPassed,
      },
      entry: {
        kind: 'quiz',
        deltaTenths: grade.rewardTenths,
        detail: grade.passed ? `Passed the ${input.pageId} check` : `First try of the ${input.pageId} check: ${right} of ${questions.length} right`,
      },
      result,
    };
  });
}
