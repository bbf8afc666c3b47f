import type { DefenseId, FraudId } from '@fraudshield/domain';
import { callableQuery } from '../../../lib/server-state/queries';

export type QuizPageId = FraudId | DefenseId;

/** The page's questions without their answers (the server grades), and whether it was passed. */
export function quizQueryOptions(uid: string | null, pageId: QuizPageId) {
  return callableQuery('quiz_get', uid, { pageId });
}
