import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import type { CaseAnswerView, DailyAnswerResult, DailyView, DrillView } from '@fraudshield/domain';
import { walletKeys } from '../../../lib/query-keys';
import { newRequestId } from '../../../lib/request-id';

/** Query keys of the player's own drill and daily case (under ['u', uid]). */
export const drillKeys = {
  drill: (uid: string | null) => ['u', uid, 'drill'] as const,
  daily: (uid: string | null) => ['u', uid, 'daily'] as const,
};

export function drillQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: drillKeys.drill(uid),
    queryFn: uid ? (): Promise<DrillView> => callFunction('drill_get') : skipToken,
    staleTime: 60_000,
  });
}

export function dailyQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: drillKeys.daily(uid),
    queryFn: uid ? (): Promise<DailyView> => callFunction('daily_get') : skipToken,
    staleTime: 60_000,
  });
}

/** Answers a drill case once (the request id makes a retry harmless); the drill is refetched. */
export function useAnswerDrill(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { weekId: string; caseId: string; choiceId: string }): Promise<CaseAnswerView> =>
      callFunction('drill_answer', { ...input, requestId: newRequestId() }),
    onSuccess: (answer) => {
      // The answer shows at once (the next case moves up); the refetch brings the new boosts.
      client.setQueryData<DrillView>(drillKeys.drill(uid), (v) =>
        v ? { ...v, cases: v.cases.map((c) => (c.case.id === answer.caseId ? { ...c, answer } : c)) } : v,
      );
      void client.invalidateQueries({ queryKey: drillKeys.drill(uid) });
    },
  });
}

/** Answers today's case; the reward moves the wallet. */
export function useAnswerDaily(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { day: string; caseId: string; choiceId: string }): Promise<DailyAnswerResult> =>
      callFunction('daily_answer', { ...input, requestId: newRequestId() }),
    onSuccess: (result) => {
      if (!uid) return;
      client.setQueryData(walletKeys.all(uid), result.balance);
      void client.invalidateQueries({ queryKey: walletKeys.all(uid) });
      void client.invalidateQueries({ queryKey: drillKeys.daily(uid) });
    },
  });
}
