import type { Firestore } from 'firebase-admin/firestore';
import { SCENARIO_CASES } from '@fraudshield/domain/content';
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { firestorePlayerStore } from './player-firestore';
import type { LearningDeps } from '../handlers/learning';

/** Measured learning's outside world: the player store (with the latest week), the cases and the answer key. */
export function learningDeps(db: Firestore): LearningDeps {
  return { players: firestorePlayerStore(db), cases: SCENARIO_CASES, keyOf: (caseId) => caseKeyById(caseId) };
}
