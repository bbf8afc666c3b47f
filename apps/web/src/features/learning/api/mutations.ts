import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { CheckAnswerResult, CheckKind, CheckView } from '@fraudshield/domain';
import { newRequestId } from '../../../lib/request-id';
import { callableMutationKey, useUid } from '../../../lib/server-state/queries';
import { invalidate, writeQuery } from '../../../lib/server-state/writers';
import { checkQueryOptions } from './queries';

/**
 * Answers one case of the open check (the request id makes a retry harmless). The answer goes
 * straight into the cached check, so the case shows its explanation and the finished check its
 * result without a refetch; the report, which the answer moved, is refetched.
 */
export function useAnswerCheck() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'learning', 'learning_answerCheck'),
    mutationFn: (input: { kind: CheckKind; caseId: string; choiceId: string }): Promise<CheckAnswerResult> =>
      callFunction('learning_answerCheck', { ...input, requestId: newRequestId() }),
    onSuccess: (result) => {
      writeQuery(client, checkQueryOptions(uid), (view: CheckView | undefined) =>
        view && view.kind === result.kind
          ? {
              ...view,
              answered: result.answered,
              cases: view.cases.map((c) => (c.case.id === result.caseId ? { ...c, answer: result } : c)),
            }
          : view,
      );
      void invalidate(client, uid, 'learning_getReport');
    },
  });
}
