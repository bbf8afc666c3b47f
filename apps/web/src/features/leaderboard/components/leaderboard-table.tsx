import { useInfiniteQuery } from '@tanstack/react-query';
import type { LeaderboardEntry, LeaderboardPage } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Table } from '../../../components/ui/table';
import { QueryState } from '../../../components/ui/query-state';
import { leaderboardQueryOptions } from '../api/queries';
import { movementLabel, movementText } from '../utils/movement';
import './leaderboard.css';
import { useUid } from '../../../lib/server-state/queries';

/** What a player who has never fielded a squad reads above the table. */
export const NOT_YET_PLAYING =
  'Deploy at least one defense before a deadline: you join the table when that week is settled. The table ranks only players who have fielded a squad.';

function Rows({ entries, myId }: { entries: readonly LeaderboardEntry[]; myId: string | null }) {
  return (
    <>
      {entries.map((e) => {
        const mine = e.id === myId;
        return (
          <tr
            key={e.id}
            className={mine ? 'game-me' : undefined}
            aria-current={mine ? 'true' : undefined}
            data-testid={mine ? 'my-row' : undefined}
          >
            <td>{e.rank}</td>
            <th scope="row">
              {e.displayName || 'Player'}
              {mine ? ' (you)' : ''}
            </th>
            <td className="num">{e.points}</td>
            <td aria-label={movementLabel(e.movement)}>{movementText(e.movement)}</td>
          </tr>
        );
      })}
    </>
  );
}

/** A table (the season's, or a league's): the top, then "me" and my neighbours, then more. */
export function LeaderboardTable({ leagueId, caption }: { leagueId: string | null; caption: string }) {
  const uid = useUid();
  const query = useInfiniteQuery(leaderboardQueryOptions(uid, leagueId));
  return (
    <QueryState
      query={query}
      lines={5}
      loadingLabel="Loading the table…"
      errorTitle="The table did not load"
      testId="leaderboard"
      empty={{
        when: (data) => data.pages.every((p) => p.entries.length === 0),
        title: 'No players in this table yet',
        body: 'Players appear once they have fielded a squad in a settled week.',
      }}
    >
      {(data) => <Standings caption={caption} pages={data.pages} more={query} />}
    </QueryState>
  );
}

interface StandingsProps {
  caption: string;
  pages: readonly LeaderboardPage[];
  more: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown };
}

function Standings({ caption, pages, more }: StandingsProps) {
  const entries = pages.flatMap((p) => p.entries);
  const first = pages[0];
  const me = first?.me ?? null;
  const shown = new Set(entries.map((e) => e.id));
  // Rows name players by their season id, never by uid: the player's own row is the one with their id.
  const myId = me?.entry.id ?? null;
  // The player's own rank and the players around them, when they are below the rows shown.
  const around = me
    ? me.neighbours
        .concat(me.entry)
        .filter((e) => !shown.has(e.id))
        .sort((a, b) => a.rank - b.rank)
    : [];
  return (
    <>
      {me ? (
        <p data-testid="my-rank">
          You are <strong>#{me.rank}</strong> of {first?.total} with {me.entry.points} points (
          {movementLabel(me.entry.movement)}).
        </p>
      ) : first?.notYetPlaying ? (
        <p data-testid="not-yet-playing">
          <strong>You are not yet playing.</strong> {NOT_YET_PLAYING}
        </p>
      ) : null}
      <Table caption={caption} hideCaption data-testid="leaderboard-table">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col" className="num">
              Points
            </th>
            <th scope="col">Move</th>
          </tr>
        </thead>
        <tbody>
          <Rows entries={entries} myId={myId} />
          {around.length ? (
            <>
              <tr aria-hidden="true">
                <td colSpan={4}>…</td>
              </tr>
              <Rows entries={around} myId={myId} />
            </>
          ) : null}
        </tbody>
      </Table>
      {more.hasNextPage ? (
        <Button busy={more.isFetchingNextPage} busyLabel="Loading…" onClick={() => void more.fetchNextPage()}>
          Show more
        </Button>
      ) : null}
    </>
  );
}
