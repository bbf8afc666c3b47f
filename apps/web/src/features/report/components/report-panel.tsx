import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states';
import { errorText } from '../../../lib/error-text';
import { reportQueryOptions } from '../api/get-report';
import { MatchReport } from './match-report';

/** Loads and shows one week's report; a player who did not play that week is told so. */
export function ReportPanel({ uid, weekId }: { uid: string; weekId: string }) {
  const query = useQuery(reportQueryOptions(uid, weekId));
  if (query.isPending) return <Skeleton lines={5} label="Loading the match report…" />;
  if (query.isError) {
    const reason = (query.error as { reason?: string }).reason;
    if (reason === 'no-report') {
      return (
        <div data-testid="report-empty">
          <EmptyState title="No report for you that week">You joined after it was settled. Your first report comes with the next settled week.</EmptyState>
        </div>
      );
    }
    return (
      <div data-testid="report-error">
        <ErrorState title="The match report did not load" message={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  return <MatchReport report={query.data} uid={uid} />;
}
