import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { Stat } from '../../../components/ui/stat';
import { Skeleton } from '../../../components/ui/states';
import { QueryState } from '../../../components/ui/query-state';
import { profileQueryOptions } from '../../../lib/profile';
import { currentWeekQueryOptions } from '../../../lib/current-week';
import { useUid } from '../../../lib/server-state/queries';

// recharts is large: its own chunk, fetched only when there is something to draw.
const PointsChart = lazy(() => import('./points-chart'));

/** Season points and a chart of points per settled week. */
export function PointsCard() {
  const uid = useUid();
  const query = useQuery(profileQueryOptions(uid));
  // "no settled weeks" only when none has settled; a player who joined since is told so.
  const week = useQuery(currentWeekQueryOptions(uid));
  const settledWeeks = week.data?.lastSettled?.number ?? 0;
  const empty = settledWeeks
    ? {
        title: 'No points yet',
        body: `You have not played a settled week yet (${settledWeeks === 1 ? 'week 1 was' : `weeks 1–${settledWeeks} were`} settled before you had a squad): your points per week appear here after the next one.`,
      }
    : { title: 'No settled weeks yet', body: 'Your points per week appear here after the first settles.' };
  return (
    <Card title="Season points">
      <QueryState
        query={query}
        loadingLabel="Loading your points…"
        errorTitle="Your points did not load"
        testId="points"
        empty={{ when: (p) => p.pointsByWeek.length === 0, ...empty }}
      >
        {(profile) => (
          <>
            <Stat
              label="Season total"
              value={profile.seasonPoints}
              hint={`${profile.pointsByWeek.length} ${profile.pointsByWeek.length === 1 ? 'week' : 'weeks'} scored`}
              data-testid="season-points"
            />
            <details className="points-chart-details">
              <summary>Points per week</summary>
              <Suspense fallback={<Skeleton lines={4} label="Loading the chart…" />}>
                <PointsChart data={profile.pointsByWeek} />
              </Suspense>
            </details>
          </>
        )}
      </QueryState>
    </Card>
  );
}
