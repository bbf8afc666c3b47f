import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { href, weekIdOf } from '@fraudshield/domain';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { Card } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { currentWeekQueryOptions } from '../../../lib/current-week';
import { ReportPanel } from './report-panel';
import type { BreachNote } from './match-report';
import { useUid } from '../../../lib/server-state/queries';

/** The query parameter that picks a settled week's report on the home page (/home?week=3). */
export const REPORT_WEEK_PARAM = 'week';

export function reportHref(weekNumber: number): string {
  return `${href.home()}?${REPORT_WEEK_PARAM}=${weekNumber}`;
}

/**
 * Match reports on the home page: last week's by default, any settled week through ?week=N,
 * with links to every settled week so each report stays reachable.
 */
export function ReportsSection({ breachNote }: { breachNote?: BreachNote }) {
  const uid = useUid();
  const [params] = useSearchParams();
  const week = useQuery(currentWeekQueryOptions(uid));
  const last = week.data?.lastSettled ?? null;
  const asked = Number(params.get(REPORT_WEEK_PARAM));
  const chosen = Number.isInteger(asked) && asked >= 1 && last && asked <= last.number ? asked : (last?.number ?? null);

  return (
    <Card title={chosen && last && chosen !== last.number ? 'Match report' : "Last week's match report"} id="report">
      <QueryState
        query={week}
        loadingLabel="Loading…"
        errorTitle="The weeks did not load"
        testId="reports"
        empty={{
          when: (data) => !data.lastSettled,
          title: 'No match report yet',
          body: 'When the first week is settled, its attacks and what you can learn from them show here.',
        }}
      >
        {() => (uid && chosen ? <ReportPanel weekId={weekIdOf(chosen)} breachNote={breachNote} /> : null)}
      </QueryState>
      {last && last.number > 1 ? (
        <nav aria-label="Match reports">
          <p>
            Other weeks:{' '}
            {Array.from({ length: last.number }, (_, i) => last.number - i).map((n, i) => (
              <span key={n}>
                {i ? ' · ' : ''}
                {n === chosen ? (
                  <strong aria-current="page">Week {n}</strong>
                ) : (
                  <PrefetchLink to={reportHref(n)}>Week {n}</PrefetchLink>
                )}
              </span>
            ))}
          </p>
        </nav>
      ) : null}
    </Card>
  );
}
