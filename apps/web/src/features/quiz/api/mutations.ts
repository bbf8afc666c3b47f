import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { QuizResult, QuizView } from '@fraudshield/domain';
import { newRequestId } from '../../../lib/request-id';
import { callableMutationKey } from '../../../lib/server-state/queries';
import { useUid } from '../../../lib/server-state/queries';
import { invalidate, writeBalance, writeQuery } from '../../../lib/server-state/writers';
import { quizQueryOptions, type QuizPageId } from './queries';

/**
 * Submits the answers, with a request id so that a retried request cannot count as a second
 * try. The result carries the new balance: it is written to the wallet cache at once and the
 * wallet query invalidated, so the balance in the bar moves with the reward. The page's first
 * try is now used, whatever the result.
 */
export function useSubmitQuiz(pageId: QuizPageId) {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'quiz', 'quiz_submit', pageId),
    mutationFn: (answers: number[]): Promise<QuizResult> =>
      callFunction('quiz_submit', { pageId, answers, requestId: newRequestId() }),
    onSuccess: (result) => {
      writeBalance(client, uid, result.balance);
      void invalidate(client, uid, 'user_getBalance');
      writeQuery(client, quizQueryOptions(uid, pageId), (old: QuizView | undefined) =>
        old ? { ...old, tried: true, passed: old.passed || result.reward > 0 } : old,
      );
    },
  });
}
