/**
 * The answer key of the scenario cases (issue 15): for each case the right choice, whether it is
 * genuine, the red flags to highlight and the habit. SERVER ONLY, like the quiz answers: the
 * browser gets a case's key from the server after the player answers.
 */
import { PHISHING_KEYS } from './phishing';
import type { CaseKey } from './types';

export type { CaseKey, CaseRedFlag } from './types';

/** Every case's key, in the order of SCENARIO_CASES. */
export const CASE_KEYS: readonly CaseKey[] = [...PHISHING_KEYS];

const byId: ReadonlyMap<string, CaseKey> = new Map(CASE_KEYS.map((k) => [k.id, k]));

/** The key of the case with this id, or undefined for an id that names no case. */
export function caseKeyById(id: string): CaseKey | undefined {
  return byId.get(id);
}
