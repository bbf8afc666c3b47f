import { useQuery } from '@tanstack/react-query';
import type { PlayerDefense } from '@fraudshield/domain';
import { defensesErrorMessage, defensesQueryOptions } from '../api/get-defenses';

export interface DefensesState {
  defenses: PlayerDefense[];
  loading: boolean;
  error: string | null;
  reload(): Promise<void>;
}

const NONE: PlayerDefense[] = [];

/** The signed-in player's defenses: empty with no user and after a failure; keyed by uid, so a new user reloads. */
export function useDefenses(uid: string | null): DefensesState {
  const query = useQuery(defensesQueryOptions(uid));
  const failed = uid !== null && query.isError;
  return {
    defenses: uid && !failed ? (query.data ?? NONE) : NONE,
    loading: uid !== null && query.isFetching,
    error: failed ? defensesErrorMessage(query.error) : null,
    reload: async () => {
      if (uid) await query.refetch();
    },
  };
}
