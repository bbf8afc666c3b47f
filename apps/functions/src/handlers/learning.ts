import {
  caseForPlayer,
  checkResult,
  checkSummaries,
  checkTitle,
  DomainError,
  learningReport,
  openCheck,
  recordCheckAnswer,
  type CallableResponse,
  type CheckAnswer,
  type ScenarioCase,
} from '@fraudshield/domain';
import type { CaseKey } from '@fraudshield/domain/answer-key';
import type { CallerContext, Parsed } from './context';
import type { PlayerStore } from './player-ports';
import { answerView } from './drill';
import { bankOf, learningOf, loggedCase, withAnswers } from './learning-record';

/**
 * Measured learning: the caller's learning report and their placement and delayed
 * checks. Every call reads the caller's own record only (the uid comes from the ID token; the
 * callables take no input that could name anyone else). A check's cases leave as their public
 * half; the grade, the right choice, the flags and the habit only in the answer to the player's
 * own answer, like the drill's.
 */
export interface LearningDeps {
  players: PlayerStore;
  /** The public case catalog (SCENARIO_CASES). */
  cases: readonly ScenarioCase[];
  /** The server-only answer key. */
  keyOf(caseId: string): CaseKey | undefined;
}

function caseOf(deps: LearningDeps, caseId: string): ScenarioCase | undefined {
  return deps.cases.find((c) => c.id === caseId);
}

export async function getLearningReport(
  ctx: CallerContext,
  _input: Parsed<'learning_getReport'>,
  deps: LearningDeps,
): Promise<CallableResponse<'learning_getReport'>> {
  const player = await deps.players.getOrCreate(ctx, ctx.now);
  const week = await deps.players.latestWeek();
  const bank = bankOf(deps.cases, deps.keyOf);
  return learningReport(learningOf(player, ctx.uid, bank, week), week, ctx.uid, bank);
}

export async function getCheck(
  ctx: CallerContext,
  _input: Parsed<'learning_getCheck'>,
  deps: LearningDeps,
): Promise<CallableResponse<'learning_getCheck'>> {
  const player = await deps.players.getOrCreate(ctx, ctx.now);
  const week = await deps.players.latestWeek();
  const record = learningOf(player, ctx.uid, bankOf(deps.cases, deps.keyOf), week);
  const checks = checkSummaries(record, week);
  const kind = openCheck(record, week);
  if (!kind) {
    const waiting = checks.find((c) => c.status === 'waiting');
    return {
      kind: null,
      cases: [],
      answered: 0,
      total: 0,
      next: waiting ? { kind: waiting.kind, weeksToGo: waiting.weeksToGo ?? 0 } : null,
      checks,
    };
  }
  const check = record.checks[kind];
  const cases = check.caseIds.flatMap((id) => {
    const c = caseOf(deps, id);
    const key = deps.keyOf(id);
    if (!c || !key) return [];
    const a = check.answers.find((x) => x.caseId === id);
    return [{ case: caseForPlayer(c, ctx.uid), answer: a ? answerView(c, key, a) : null }];
  });
  return { kind, cases, answered: check.answers.length, total: check.caseIds.length, next: null, checks };
}

/**
 * Answers one case of the caller's open check: once, graded on the server. No credits; the answer
 * moves the learning record like any graded answer (and a wrong one puts its fraud up for review),
 * in one player change with a `check` ledger line and the answer log.
 */
export async function answerCheck(
  ctx: CallerContext,
  input: Parsed<'learning_answerCheck'>,
  deps: LearningDeps,
): Promise<CallableResponse<'learning_answerCheck'>> {
  const c = caseOf(deps, input.caseId);
  const key = deps.keyOf(input.caseId);
  if (!c || !key) throw new DomainError('not-in-check');
  if (!c.choices.some((ch) => ch.id === input.choiceId)) throw new DomainError('invalid-input', 'unknown choice');
  await deps.players.getOrCreate(ctx, ctx.now);
  const week = await deps.players.latestWeek();
  const bank = bankOf(deps.cases, deps.keyOf);
  return deps.players.change(ctx.uid, { requestId: input.requestId, kind: 'check', now: ctx.now }, (player) => {
    const record = learningOf(player, ctx.uid, bank, week);
    if (openCheck(record, week) !== input.kind) throw new DomainError('check-closed');
    const check = record.checks[input.kind];
    if (!check.caseIds.includes(c.id)) throw new DomainError('not-in-check');
    if (check.answers.some((a) => a.caseId === c.id)) throw new DomainError('case-already-answered');
    const correct = input.choiceId === key.answerId;
    const answer: CheckAnswer = {
      caseId: c.id,
      fraudId: c.fraudId,
      genuine: key.legitimate,
      choiceId: input.choiceId,
      correct,
      week,
    };
    const updated = withAnswers(player, player, bank, week, [], (r) => recordCheckAnswer(r, input.kind, answer));
    const after = updated.learning!.checks[input.kind];
    const done = after.answers.length >= after.caseIds.length;
    return {
      player: updated,
      entry: {
        kind: 'check',
        deltaTenths: 0,
        detail: `${checkTitle(input.kind)}: case ${c.id} answered ${correct ? 'right' : 'wrong'}`,
      },
      result: {
        ...answerView(c, key, answer),
        kind: input.kind,
        answered: after.answers.length,
        total: after.caseIds.length,
        result: done ? checkResult(after.answers) : null,
      },
      answers: { week, answers: [loggedCase('check', c, key.legitimate, input.choiceId, correct)] },
    };
  });
}
