import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/states';
import { QueryState } from '../../../components/ui/query-state';
import { reportQueryOptions } from '../api/queries';
import { MatchReport, type BreachNote } from './match-report';
import { useUid } from '../../../lib/server-state/queries';

/** Loads and shows one week's report; a player who did not play that week is told so. */
export function ReportPanel({ weekId, breachNote }: { weekId: string; breachNote?: BreachNote }) {
  const uid = useUid();
  const query = useQuery(reportQueryOptions(uid, weekId));
  return (
    <QueryState
      query={query}
      lines={5}
      loadingLabel="Loading the match report…"
      errorTitle="The match report did not load"
      testId="report"
    >
      {(report) =>
        report ? (
          <MatchReport report={report} breachNote={breachNote} />
        ) : (
          // No report for that week is an answer (null), not a failure: the player joined after it was settled.
          <div data-testid="report-empty">
            <EmptyState title="No report for you that week">
              You joined after it was settled. Your first report comes with the next settled week.
            </EmptyState>
          </div>
        )
      }
    </QueryState>
  );
}
