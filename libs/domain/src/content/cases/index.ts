/**
 * The scenario cases (issue 15), public half: what a player sees before answering. The right
 * choice, red flags and habit are in the server-only answer key (`answer-key/cases`), keyed by
 * the same id, so nothing here gives an answer away.
 */
import { PHISHING_CASES } from './phishing';
import type { ScenarioCase } from './types';

export type { CaseLine, CaseMedium, ScenarioCase } from './types';

/** Every case, grouped by fraud. */
export const SCENARIO_CASES: readonly ScenarioCase[] = [...PHISHING_CASES];

const byId: ReadonlyMap<string, ScenarioCase> = new Map(SCENARIO_CASES.map((c) => [c.id, c]));

/** The case with this id, or undefined for an id that names no case. */
export function caseById(id: string): ScenarioCase | undefined {
  return byId.get(id);
}
