import { useQuery } from '@tanstack/react-query';
import { H2H_DRAW_POINTS, H2H_WIN_POINTS, href } from '@fraudshield/domain';
import { Card } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { Table } from '../../../components/ui/table';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { useUid } from '../../../lib/server-state/queries';
import { h2hQueryOptions } from '../api/queries';
import { FixtureLine } from './fixture-line';
import { formatPoints } from '../../../lib/points';

/** An H2H league: the caller's fixture and last result, then the table of every settled week. */
export function H2hTable({ leagueId }: { leagueId: string }) {
  const uid = useUid();
  const query = useQuery(h2hQueryOptions(uid, leagueId));
  return (
    <QueryState
      query={query}
      lines={6}
      loadingLabel="Loading the league…"
      errorTitle="The league did not load"
      testId="h2h"
    >
      {(view) =>
        view ? (
          <>
            <h1>{view.name}</h1>
            <Card title="Your fixtures">
              {view.fixture ? <FixtureLine fixture={view.fixture} testId="h2h-fixture" /> : null}
              {view.lastResult ? <FixtureLine fixture={view.lastResult} testId="h2h-last" /> : null}
              {!view.fixture && !view.lastResult ? <p>Your fixtures start in week {view.firstWeek ?? '—'}.</p> : null}
            </Card>
            <Card title="Table">
              {view.settledThrough === 0 || view.table.every((r) => r.played === 0) ? (
                <p>No fixture has been settled yet: the table fills in as weeks settle.</p>
              ) : null}
              <Table caption={`${view.name} table`} hideCaption data-testid="h2h-table">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Player</th>
                    <th scope="col" title="Won–drawn–lost" style={{ whiteSpace: 'nowrap' }}>
                      W-D-L
                    </th>
                    <th scope="col">Pts</th>
                    <th scope="col" title="Week points scored in the fixtures: the first tie-break">
                      For
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.table.map((r) => (
                    <tr key={r.id} data-testid="h2h-row" aria-current={r.me || undefined}>
                      <td>{r.rank}</td>
                      <th scope="row">
                        {r.name}
                        {r.me ? <span className="field-hint"> · you</span> : null}
                        {!r.member ? <span className="field-hint"> · left</span> : null}
                      </th>
                      <td>
                        {r.won}-{r.drawn}-{r.lost}
                      </td>
                      <td>{r.points}</td>
                      <td>{formatPoints(r.pointsFor)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <p className="field-hint">
                Each week you meet one member: more points that week wins ({H2H_WIN_POINTS} table points), level is a
                draw ({H2H_DRAW_POINTS} each). Level on table points, the one with more points for is higher. Up to{' '}
                {view.maxMembers} members; with an odd number, one member a week has a bye.
              </p>
              {/* The headings' titles are tooltips, which a phone never shows: the words are here too. */}
              <p className="field-hint" data-testid="h2h-columns">
                W-D-L: won, drawn, lost. For: the week points scored in your fixtures only (not in a bye week), so it
                can be less than season points.
              </p>
            </Card>
            {view.leagues.length > 1 ? (
              <nav aria-label="Your head-to-head leagues">
                {view.leagues
                  .filter((l) => l.leagueId !== view.leagueId)
                  .map((l) => (
                    <PrefetchLink key={l.leagueId} to={href.h2h(l.leagueId)}>
                      {l.name}
                    </PrefetchLink>
                  ))}
              </nav>
            ) : null}
          </>
        ) : null
      }
    </QueryState>
  );
}
