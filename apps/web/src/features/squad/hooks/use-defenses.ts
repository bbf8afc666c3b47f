import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isAppError } from '@fraudshield/firebase-client';
import type { DefenseId, PlayerDefense } from '@fraudshield/domain';
import { errorText } from '../../../lib/error-text';
import { DEFENSES_LOAD_FAILED, defensesQueryOptions } from '../api/get-defenses';

/** The player's defenses as the screens read them: the list and its owned and deployed sets. */
export interface DefensesView {
  list: PlayerDefense[];
  owned: ReadonlySet<DefenseId>;
  deployed: ReadonlySet<DefenseId>;
}

/** React Query's `select`: computed once per answer, shared by every screen that reads it. */
export function toDefensesView(list: PlayerDefense[]): DefensesView {
  return {
    list,
    owned: new Set(list.map((d) => d.defenseId)),
    deployed: new Set(list.filter((d) => d.deployed).map((d) => d.defenseId)),
  };
}

const NONE: DefensesView = toDefensesView([]);

export interface DefensesState {
  defenses: PlayerDefense[];
  owned: ReadonlySet<DefenseId>;
  deployed: ReadonlySet<DefenseId>;
  /** A request is in flight (the first load or a reload). */
  loading: boolean;
  /** The first answer is still on its way: nothing to show yet. */
  waiting: boolean;
  /** The lists are an answer (not waiting, not failed): "not owned" can be said. */
  known: boolean;
  /** The mapped message of a failure (never a raw one), or 'Failed to load defenses'. */
  error: string | null;
  /** The query itself, for <QueryState>. */
  query: UseQueryResult<DefensesView>;
  reload(): Promise<void>;
}

/**
 * The signed-in player's defenses, the one hook every screen uses: empty with no user and after
 * a failure; keyed by uid, so a new user reloads.
 */
export function useDefenses(uid: string | null): DefensesState {
  const query = useQuery({ ...defensesQueryOptions(uid), select: toDefensesView });
  const failed = uid !== null && query.isError;
  const view = uid && !failed ? (query.data ?? NONE) : NONE;
  const loading = uid !== null && query.isFetching;
  const waiting = loading && view.list.length === 0;
  return {
    defenses: view.list,
    owned: view.owned,
    deployed: view.deployed,
    loading,
    waiting,
    known: !failed && !waiting,
    error: failed ? (isAppError(query.error) ? errorText(query.error) : DEFENSES_LOAD_FAILED) : null,
    query,
    reload: async () => {
      if (uid) await query.refetch();
    },
  };
}
