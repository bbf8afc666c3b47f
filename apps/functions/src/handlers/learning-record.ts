import {
  learningRecordOf,
  prepareWeek,
  recordAnswers,
  type BankEntry,
  type GradedAnswer,
  type LearningRecord,
  type ScenarioCase,
} from '@fraudshield/domain';
import type { CaseKey } from '@fraudshield/domain/answer-key';
import type { LoggedAnswer, PlayerDoc } from './records';

/**
 * The learning record's side of every graded answer: drill, review, daily case, quiz
 * and check handlers all record their answers through here, inside the player change that grades
 * them, so the per-fraud record moves in the same transaction as the answer.
 */

const banks = new WeakMap<readonly ScenarioCase[], BankEntry[]>();

/** What the learning rules need of the case bank (genuine or not comes from the answer key): built once per catalog. */
export function bankOf(cases: readonly ScenarioCase[], keyOf: (caseId: string) => CaseKey | undefined): BankEntry[] {
  let bank = banks.get(cases);
  if (!bank) {
    bank = cases.map((c) => ({ id: c.id, fraudId: c.fraudId, genuine: keyOf(c.id)?.legitimate ?? false }));
    banks.set(cases, bank);
  }
  return bank;
}

/** Cases a player answered before learning records existed: their stored drill answers and last daily case. */
function legacySeen(player: PlayerDoc | null): string[] {
  if (!player || player.learning) return [];
  const drills = Object.values(player.drills ?? {}).flatMap((week) => Object.keys(week));
  return player.daily?.last ? [...drills, player.daily.last.caseId] : drills;
}

/** The player's learning record (a fresh one, with its check plan, before their first graded answer). */
export function learningOf(
  player: PlayerDoc | null,
  uid: string,
  bank: readonly BankEntry[],
  week: number,
): LearningRecord {
  return learningRecordOf(player?.learning, uid, bank, week, legacySeen(player));
}

/**
 * `updated` with graded answers given in Threat Week `week` recorded on the learning record read
 * from `before` (the player as the change found it, so a first record gets the same check plan the
 * reads showed): the week's review cases fixed first (prepareWeek), then `update` (e.g. a check
 * answer) or the answers themselves.
 */
export function withAnswers(
  before: PlayerDoc,
  updated: PlayerDoc,
  bank: readonly BankEntry[],
  week: number,
  answers: readonly GradedAnswer[],
  update: (record: LearningRecord) => LearningRecord = (r) => recordAnswers(r, answers, week),
): PlayerDoc {
  const record = prepareWeek(learningOf(before, before.uid, bank, week), week, before.uid, bank);
  return { ...updated, learning: update(record) };
}

/** A graded case answer as the log keeps it. */
export function loggedCase(
  source: GradedAnswer['source'],
  c: { id: string; fraudId: ScenarioCase['fraudId'] },
  genuine: boolean,
  choiceId: string,
  correct: boolean,
): LoggedAnswer {
  return { source, ref: c.id, fraudId: c.fraudId, genuine, choice: choiceId, correct };
}
