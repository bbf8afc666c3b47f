import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { CaseAnswerView, DailyAnswerResult, DrillView } from '@fraudshield/domain';
import { newRequestId } from '../../../lib/request-id';
import { callableMutationKey, useUid } from '../../../lib/server-state/queries';
import { invalidate, writeBalance, writeQuery } from '../../../lib/server-state/writers';
import { drillQueryOptions } from './queries';

/** Answers a drill case once (the request id makes a retry harmless); the drill is refetched. */
export function useAnswerDrill() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'drills', 'drill_answer'),
    mutationFn: (input: { weekId: string; caseId: string; choiceId: string }): Promise<CaseAnswerView> =>
      callFunction('drill_answer', { ...input, requestId: newRequestId() }),
    onSuccess: (answer) => {
      // The answer shows at once (the next case moves up); the refetch brings the new boosts.
      writeQuery(client, drillQueryOptions(uid), (v: DrillView | undefined) =>
        v ? { ...v, cases: v.cases.map((c) => (c.case.id === answer.caseId ? { ...c, answer } : c)) } : v,
      );
      void invalidate(client, uid, 'drill_get');
    },
  });
}

/** Answers today's case; the reward moves the wallet. */
export function useAnswerDaily() {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationKey: callableMutationKey(uid, 'drills', 'daily_answer'),
    mutationFn: (input: { day: string; caseId: string; choiceId: string }): Promise<DailyAnswerResult> =>
      callFunction('daily_answer', { ...input, requestId: newRequestId() }),
    onSuccess: (result) => {
      writeBalance(client, uid, result.balance);
      void invalidate(client, uid, 'user_getBalance', 'daily_get');
    },
  });
}
