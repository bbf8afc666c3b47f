import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { Stat } from '../../../components/ui/stat';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states';
import { errorText } from '../../../lib/error-text';
import { profileQueryOptions } from '../../../lib/profile';

// recharts is large: its own chunk, fetched only when there is something to draw.
const PointsChart = lazy(() => import('./points-chart'));

/** Season points and a chart of points per settled week. */
export function PointsCard({ uid }: { uid: string | null }) {
  const query = useQuery(profileQueryOptions(uid));
  const weeks = query.data?.pointsByWeek ?? [];
  return (
    <Card title="Season points">
      {query.isPending && uid ? <Skeleton lines={3} label="Loading your points…" /> : null}
      {query.isError ? (
        <ErrorState title="Your points did not load" message={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
      {query.isSuccess && weeks.length === 0 ? (
        <div data-testid="points-empty">
          <EmptyState title="No settled weeks yet">Your points per week appear here after the first settles.</EmptyState>
        </div>
      ) : null}
      {query.isSuccess && weeks.length > 0 ? (
        <>
          <Stat label="Season total" value={query.data.seasonPoints} hint={`${weeks.length} weeks played`} data-testid="season-points" />
          <Suspense fallback={<Skeleton lines={4} label="Loading the chart…" />}>
            <PointsChart data={weeks} />
          </Suspense>
        </>
      ) : null}
    </Card>
  );
}
