import {
  DEFENSE_PAGES,
  FRAUD_PAGES,
  DomainError,
  gradeQuiz,
  tenthsToCredits,
  type CallableResponse,
  type QuizQuestion,
  type QuizResult,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from '../callables/define';
import type { PlayerDeps } from './player-deps';

type PageId = Parsed<'quiz_get'>['pageId'];

function questionsOf(pageId: PageId): QuizQuestion[] {
  const page = (FRAUD_PAGES as Record<string, { quiz: QuizQuestion[] } | undefined>)[pageId] ?? (DEFENSE_PAGES as Record<string, { quiz: QuizQuestion[] } | undefined>)[pageId];
  if (!page || page.quiz.length === 0) throw new DomainError('unknown-page');
  return page.quiz;
}

/** A page's check without its answers: only id, prompt and choices leave the server. */
export async function getQuiz(ctx: CallerContext, input: Parsed<'quiz_get'>, deps: PlayerDeps): Promise<CallableResponse<'quiz_get'>> {
  const questions = questionsOf(input.pageId);
  const player = await deps.players.getOrCreate(ctx, ctx.now);
  return {
    pageId: input.pageId,
    questions: questions.map((q) => ({ id: q.id, prompt: q.prompt, choices: [...q.choices] })),
    passed: player.quizPassed.includes(input.pageId),
  };
}

/**
 * Grades a check on the server. The first pass of a page pays QUIZ_REWARD_TENTHS, once: the
 * page joins quizPassed in the same transaction as the credit. A try reveals the right answer
 * and its explanation only for the questions it got right (all of them with a pass), so a
 * failed try cannot be copied into a paid first pass.
 */
export async function submitQuiz(ctx: CallerContext, input: Parsed<'quiz_submit'>, deps: PlayerDeps): Promise<CallableResponse<'quiz_submit'>> {
  const questions = questionsOf(input.pageId);
  await deps.players.getOrCreate(ctx, ctx.now);
  return deps.players.change(ctx.uid, { now: ctx.now }, (player) => {
    const grade = gradeQuiz(questions, input.answers, player.quizPassed.includes(input.pageId));
    if (!grade.ok) throw new DomainError(grade.code, 'answer each question once');
    const balanceTenths = player.balanceTenths + grade.rewardTenths;
    const result: QuizResult = {
      results: grade.results,
      correctAnswers: questions.map((q, i) => (grade.results[i] ? q.answerIndex : -1)),
      explanations: questions.map((q, i) => (grade.results[i] ? q.explanation : '')),
      passed: grade.passed,
      reward: tenthsToCredits(grade.rewardTenths),
      balance: tenthsToCredits(balanceTenths),
    };
    if (grade.rewardTenths === 0) return { player, entry: null, result };
    return {
      player: { ...player, balanceTenths, quizPassed: [...player.quizPassed, input.pageId] },
      entry: { kind: 'quiz', deltaTenths: grade.rewardTenths, detail: `Passed the ${input.pageId} check` },
      result,
    };
  });
}
