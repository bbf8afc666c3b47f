import { SCENARIO_CASES } from '@fraudshield/domain/content';
import { caseKeyById } from '@fraudshield/domain/answer-key';
import type { BankEntry } from '@fraudshield/domain';
import { bankOf } from '../handlers/learning-record';

/** The case bank as the learning rules read it: the catalog's cases, genuine or not from the answer key. */
export function caseBank(): readonly BankEntry[] {
  return bankOf(SCENARIO_CASES, caseKeyById);
}
