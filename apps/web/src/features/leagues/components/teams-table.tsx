import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { formatTenths } from '@fraudshield/domain';
import { Card } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { ShowMore } from './show-more';
import { Table } from '../../../components/ui/table';
import { myLeaguesQueryOptions, teamsTableQueryOptions } from '../api/queries';
import { useUid } from '../../../lib/server-state/queries';
import './team-league.css';

/**
 * The league of teams: team leagues their owners entered, ranked by season score (the sum of
 * their weekly mean points). Only team figures: a league's name, members who played, mean points.
 */
export function TeamsTable() {
  const uid = useUid();
  const page = useInfiniteQuery(teamsTableQueryOptions(uid));
  const mine = useQuery(myLeaguesQueryOptions(uid));
  const myIds = new Set((mine.data ?? []).map((l) => l.leagueId));
  return (
    <Card title="Teams">
      <QueryState
        query={page}
        lines={4}
        loadingLabel="Loading the league of teams…"
        errorTitle="The league of teams did not load"
        testId="teams-table"
        empty={{
          when: (d) => d.pages.every((p) => p.rows.length === 0),
          title: 'No teams in the table yet',
          body: 'A team appears once its owner enters it and at least 5 of its members have played a settled week.',
        }}
      >
        {({ pages }) => (
          <>
            <Table caption="League of teams" hideCaption className="stack-table" data-testid="teams-table-rows">
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Team</th>
                  <th scope="col">Season score</th>
                  <th scope="col">Latest week</th>
                </tr>
              </thead>
              <tbody>
                {pages
                  .flatMap((p) => p.rows)
                  .map((r) => (
                    <tr
                      key={r.leagueId}
                      data-testid="teams-table-row"
                      aria-current={myIds.has(r.leagueId) || undefined}
                    >
                      <td data-label="Rank">{r.rank}</td>
                      <th scope="row">
                        {r.name}
                        {myIds.has(r.leagueId) ? <span className="field-hint"> · yours</span> : null}
                      </th>
                      <td data-label="Season score">
                        {formatTenths(r.seasonScoreTenths)}
                        <span className="field-hint">
                          {' '}
                          over {r.weeksCounted} {r.weeksCounted === 1 ? 'week' : 'weeks'}
                        </span>
                      </td>
                      <td data-label="Latest week">
                        {r.latestWeek === null ? (
                          '–'
                        ) : (
                          <>
                            Week {r.latestWeek}: {r.latestMeanTenths === null ? '–' : formatTenths(r.latestMeanTenths)}
                            <span className="field-hint"> · {r.latestPlayers} played</span>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </Table>
            <ShowMore pages={page} what="teams" />
            <p className="field-hint">
              A week counts for a team once at least {pages[0]?.minPlayers} of its members played it; with fewer, its
              mean is not shown.
            </p>
          </>
        )}
      </QueryState>
    </Card>
  );
}
