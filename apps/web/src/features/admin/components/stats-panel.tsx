import { useQuery } from '@tanstack/react-query';
import { DEFENSES, type AdminStats } from '@fraudshield/domain';
import { Stat } from '../../../components/ui/stat';
import { Table } from '../../../components/ui/table';
import { QueryState } from '../../../components/ui/query-state';
import { adminStatsQueryOptions } from '../api/queries';
import { useUid } from '../../../lib/server-state/queries';

/** Players, squads, this season's weeks in play, the most-owned defenses and the spread of season points. */
export function StatsPanel() {
  const uid = useUid();
  const query = useQuery(adminStatsQueryOptions(uid));
  return (
    <QueryState
      query={query}
      lines={4}
      loadingLabel="Loading the stats…"
      errorTitle="The stats did not load"
      testId="stats"
    >
      {(s) => <Stats s={s} />}
    </QueryState>
  );
}

function Stats({ s }: { s: AdminStats }) {
  const maxSpread = Math.max(1, ...s.pointsSpread.map((b) => b.count));
  return (
    <div data-testid="admin-stats">
      <div className="stats">
        <Stat label="Players" value={s.players} data-testid="stat-players" />
        <Stat label="With a squad" value={s.squads} data-testid="stat-squads" />
        {s.playedLastWeek ? (
          <Stat
            label={`Played week ${s.playedLastWeek.weekNumber}`}
            value={s.playedLastWeek.count}
            data-testid="stat-played"
          />
        ) : null}
        {s.drillsDoneThisWeek ? (
          <Stat
            label={`Drill done, week ${s.drillsDoneThisWeek.weekNumber}`}
            value={s.drillsDoneThisWeek.count}
            data-testid="stat-drills"
          />
        ) : null}
      </div>
      <h3>Most-owned defenses</h3>
      {s.mostOwned.length === 0 ? (
        <p data-testid="stats-empty">No defenses bought yet.</p>
      ) : (
        <ol>
          {s.mostOwned.map((m) => (
            <li key={m.defenseId}>
              {DEFENSES[m.defenseId]?.name ?? m.defenseId}: {m.count}
            </li>
          ))}
        </ol>
      )}
      <h3>Points spread</h3>
      {s.pointsSpread.length === 0 ? (
        <p>No points yet.</p>
      ) : (
        <Table caption="Season points spread" hideCaption>
          <thead>
            <tr>
              <th scope="col">Points</th>
              <th scope="col">Players</th>
            </tr>
          </thead>
          <tbody>
            {s.pointsSpread.map((b) => (
              <tr key={b.label}>
                <th scope="row">{b.label}</th>
                <td>
                  <span
                    className="spread-bar"
                    style={{
                      display: 'inline-block',
                      width: `${(b.count / maxSpread) * 8}em`,
                      background: 'currentColor',
                      height: '0.6em',
                      opacity: 0.4,
                    }}
                  />{' '}
                  {b.count}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
