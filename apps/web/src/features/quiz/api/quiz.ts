import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { DefenseId, FraudId, QuizResult, QuizView } from '@fraudshield/domain';
import { walletKeys } from '../../../lib/query-keys';
import { newRequestId } from '../../../lib/request-id';
import { quizKeys } from './quiz-keys';

export type QuizPageId = FraudId | DefenseId;

/** The page's questions without their answers (the server grades), and whether it was passed. */
export function quizQueryOptions(uid: string | null, pageId: QuizPageId) {
  return queryOptions({
    queryKey: quizKeys.page(uid, pageId),
    queryFn: uid ? (): Promise<QuizView> => callFunction('quiz_get', { pageId }) : skipToken,
    staleTime: 5 * 60_000,
  });
}

/**
 * Submits the answers, with a request id so that a retried request cannot count as a second
 * try. The result carries the new balance: it is written to the wallet cache at once and the
 * wallet query invalidated, so the balance in the bar moves with the reward. The page's first
 * try is now used, whatever the result.
 */
export function useSubmitQuiz(uid: string | null, pageId: QuizPageId) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...quizKeys.page(uid, pageId), 'submit'],
    mutationFn: (answers: number[]): Promise<QuizResult> =>
      callFunction('quiz_submit', { pageId, answers, requestId: newRequestId() }),
    onSuccess: (result) => {
      if (!uid) return;
      client.setQueryData(walletKeys.all(uid), result.balance);
      void client.invalidateQueries({ queryKey: walletKeys.all(uid) });
      client.setQueryData<QuizView>(quizKeys.page(uid, pageId), (old) =>
        old ? { ...old, tried: true, passed: old.passed || result.reward > 0 } : old,
      );
    },
  });
}
