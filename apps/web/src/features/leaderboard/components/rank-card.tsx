import { useInfiniteQuery } from '@tanstack/react-query';
import { href } from '@fraudshield/domain';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { Card } from '../../../components/ui/card';
import { Stat } from '../../../components/ui/stat';
import { QueryState } from '../../../components/ui/query-state';
import { leaderboardQueryOptions } from '../api/queries';
import { movementLabel, movementText } from '../utils/movement';
import { useUid } from '../../../lib/server-state/queries';

/**
 * The height the rank takes on a phone, where it shares a row with the wallet: held by
 * the skeleton and by the answer alike, so the card's footer link never moves when it arrives.
 */
const RANK_HEIGHT = '8rem';

/** The player's season rank and movement (shares the leaderboard's first page in the cache). */
export function RankCard() {
  const uid = useUid();
  const query = useInfiniteQuery(leaderboardQueryOptions(uid, null));
  return (
    <Card title="Your rank" footer={<PrefetchLink to={href.leaderboard()}>Leaderboard and leagues</PrefetchLink>}>
      <QueryState
        query={query}
        lines={2}
        minHeight={RANK_HEIGHT}
        loadingLabel="Loading your rank…"
        errorTitle="Your rank did not load"
      >
        {(data) => {
          const first = data.pages[0];
          const me = first?.me ?? null;
          if (!me && first?.notYetPlaying) {
            return (
              // As short as the ranked answer, so it fits the rank's height (the table says the rest).
              <div style={{ minHeight: RANK_HEIGHT }}>
                <Stat
                  label="Season rank"
                  value={<span className="stat-text">Not yet playing.</span>}
                  hint="You join the table once a week you played is settled."
                  data-testid="rank-not-playing"
                />
              </div>
            );
          }
          if (!me)
            return (
              <div style={{ minHeight: RANK_HEIGHT }}>
                <p data-testid="rank-empty">Not ranked yet: you appear on the table after your first callable.</p>
              </div>
            );
          return (
            <div style={{ minHeight: RANK_HEIGHT }}>
              <Stat
                label="Season rank"
                value={
                  <>
                    #{me.rank}{' '}
                    <span aria-label={`Movement: ${movementLabel(me.entry.movement)}`}>
                      {movementText(me.entry.movement)}
                    </span>
                  </>
                }
                hint={`of ${first?.total ?? 0} players · ${me.entry.points} points`}
                data-testid="home-rank"
              />
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}
