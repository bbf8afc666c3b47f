import type { CSSProperties, ReactNode } from 'react';
import { errorText } from '../../lib/error-text';
import { EmptyState, ErrorState, Skeleton } from './states';

/** What QueryState reads of a useQuery / useInfiniteQuery result. */
export interface QueryStateQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch(): unknown;
}

export interface QueryStateProps<T> {
  query: QueryStateQuery<T>;
  /** Said to screen readers while the skeleton shows, e.g. "Loading your points…". */
  loadingLabel: string;
  lines?: number;
  /**
   * The height the content usually takes, held while the skeleton shows: a card above the fold
   * then does not grow when its answer arrives and push the cards below it (layout shift).
   */
  minHeight?: CSSProperties['minHeight'];
  /** The error's heading, e.g. "Your points did not load"; the message comes from the error's code. */
  errorTitle: string;
  /** When the answer holds nothing to show: the empty state instead of the content. */
  empty?: { when(data: T): boolean; title: ReactNode; body?: ReactNode; action?: ReactNode };
  /** Wraps the error in data-testid `${testId}-error` and the empty state in `${testId}-empty`. */
  testId?: string;
  children(data: T): ReactNode;
}

/**
 * The one way to show a query's state: a skeleton while the first answer is on its way (nothing
 * while the query is disabled, e.g. no user), the error with a retry, the empty state, or the content.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  lines = 3,
  minHeight,
  errorTitle,
  empty,
  testId,
  children,
}: QueryStateProps<T>) {
  const wrap = (kind: 'error' | 'empty', node: ReactNode) =>
    testId ? <div data-testid={`${testId}-${kind}`}>{node}</div> : node;
  if (query.isError) {
    return wrap(
      'error',
      <ErrorState
        title={errorTitle}
        message={errorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />,
    );
  }
  if (query.isPending || query.data === undefined) {
    return query.fetchStatus === 'idle' ? null : <Skeleton lines={lines} label={loadingLabel} minHeight={minHeight} />;
  }
  const data = query.data;
  if (empty?.when(data)) {
    return wrap(
      'empty',
      <EmptyState title={empty.title} action={empty.action}>
        {empty.body}
      </EmptyState>,
    );
  }
  return <>{children(data)}</>;
}
