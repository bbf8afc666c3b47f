import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useUid } from '../../lib/server-state/queries';
import { LeaderboardTable } from '../../features/leaderboard/components/leaderboard-table';
import { LeaguesPanel } from '../../features/leagues/components/leagues-panel';
import { myLeaguesQueryOptions } from '../../features/leagues/api/queries';
import { Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';

/** ?league=<id> shows that mini-league's table; without it, the season's. */
const LEAGUE_PARAM = 'league';

export default function LeaderboardPage() {
  const uid = useUid();
  const [params, setParams] = useSearchParams();
  const leagues = useQuery(myLeaguesQueryOptions(uid));
  const leagueId = params.get(LEAGUE_PARAM);
  const league = leagues.data?.find((l) => l.leagueId === leagueId) ?? null;
  const select = (id: string | null) => setParams(id ? { [LEAGUE_PARAM]: id } : {});
  return (
    <section className="leaderboard-page">
      <h1>Leaderboard</h1>
      <p className="lead">
        Season points decide the table; on equal points the player who joined earlier ranks higher.
      </p>
      <div className="game-tabs" role="group" aria-label="Tables">
        <Button size="sm" aria-pressed={!leagueId} onClick={() => select(null)}>
          Season
        </Button>
        {/* A team league's owner runs it from its dashboard: only leagues they play in have a table. */}
        {(leagues.data ?? [])
          .filter((l) => l.member !== false)
          .map((l) => (
            <Button
              key={l.leagueId}
              size="sm"
              aria-pressed={leagueId === l.leagueId}
              onClick={() => select(l.leagueId)}
            >
              {l.name}
            </Button>
          ))}
      </div>
      <Card title={leagueId ? (league ? `${league.name} table` : 'League table') : 'Season table'}>
        {league ? (
          <p className="field-hint">
            Invite code <code>{league.code}</code>: share it so friends can join.
          </p>
        ) : null}
        <LeaderboardTable
          key={leagueId ?? 'global'}
          leagueId={leagueId}
          caption={leagueId ? `${league?.name ?? 'League'} table` : 'Season table'}
        />
      </Card>
      <LeaguesPanel selected={leagueId} onSelect={select} />
    </section>
  );
}
