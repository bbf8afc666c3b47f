import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { CheckAnswerResult, CheckKind, CheckView, LearningReportView } from '@fraudshield/domain';
import { newRequestId } from '../../../lib/request-id';
import { learningKeys } from './learning-keys';

/** The caller's learning report. Fresh on every visit (answers elsewhere move it), cached for the match report's notes. */
export function learningReportQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: learningKeys.report(uid),
    queryFn: uid ? (): Promise<LearningReportView> => callFunction('learning_getReport') : skipToken,
  });
}

/** The caller's open check (placement or delayed), its cases as their public half. */
export function checkQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: learningKeys.check(uid),
    queryFn: uid ? (): Promise<CheckView> => callFunction('learning_getCheck') : skipToken,
  });
}

/**
 * Answers one case of the open check (the request id makes a retry harmless). The answer goes
 * straight into the cached check, so the case shows its explanation and the finished check its
 * result without a refetch; the report, which the answer moved, is refetched.
 */
export function useAnswerCheck(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: CheckKind; caseId: string; choiceId: string }): Promise<CheckAnswerResult> =>
      callFunction('learning_answerCheck', { ...input, requestId: newRequestId() }),
    onSuccess: (result) => {
      client.setQueryData(learningKeys.check(uid), (view: CheckView | undefined) =>
        view && view.kind === result.kind
          ? {
              ...view,
              answered: result.answered,
              cases: view.cases.map((c) => (c.case.id === result.caseId ? { ...c, answer: result } : c)),
            }
          : view,
      );
      void client.invalidateQueries({ queryKey: learningKeys.report(uid) });
    },
  });
}
