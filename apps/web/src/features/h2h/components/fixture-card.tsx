import { useQuery } from '@tanstack/react-query';
import { href } from '@fraudshield/domain';
import { Card } from '../../../components/ui/card';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { useUid } from '../../../lib/server-state/queries';
import { h2hQueryOptions } from '../api/queries';
import { FixtureLine } from './fixture-line';

/**
 * Home's head-to-head card: this week's fixture in the caller's first H2H league, and the last
 * result. Draws nothing for a player in no H2H league (or while it loads: it sits below the fold).
 */
export default function FixtureCard() {
  const uid = useUid();
  const query = useQuery(h2hQueryOptions(uid));
  const view = query.data;
  if (!view) return null;
  return (
    <Card title="Head-to-head" data-testid="h2h-card">
      {view.fixture ? (
        <FixtureLine fixture={view.fixture} testId="h2h-fixture" />
      ) : (
        <p>Your fixtures start in week {view.firstWeek ?? '—'}.</p>
      )}
      {view.lastResult ? <FixtureLine fixture={view.lastResult} testId="h2h-last" /> : null}
      <p>
        <PrefetchLink to={href.h2h(view.leagueId)} data-testid="h2h-table-link">
          {view.name}: the table
        </PrefetchLink>
        {' · '}
        <PrefetchLink to={href.cup()} data-testid="cup-link">
          The cup
        </PrefetchLink>
      </p>
    </Card>
  );
}
