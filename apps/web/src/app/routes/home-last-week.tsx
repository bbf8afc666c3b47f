import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/states';
import { leaderboardQueryOptions } from '../../features/leaderboard/api/queries';
import { movementLabel } from '../../features/leaderboard/utils/movement';
import { currentWeekQueryOptions } from '../../lib/current-week';
import { profileQueryOptions } from '../../lib/profile';
import { useUid } from '../../lib/server-state/queries';
import { jumpTo } from './home-next-step';

/** The match report's section on Home (reports-section's card). */
const REPORT_ANCHOR = 'report';

const signed = (points: number) => (points > 0 ? `+${points}` : points < 0 ? `\u2212${-points}` : '0');

/**
 * Last week first: the settled week's points and the rank's move, at the top of Home, with the
 * match report one tap away. Nothing shows before a week has settled; once the week says one has,
 * the card holds its place while the points load.
 */
export function LastWeekCard() {
  const uid = useUid();
  const week = useQuery(currentWeekQueryOptions(uid));
  const profile = useQuery(profileQueryOptions(uid));
  const board = useInfiniteQuery(leaderboardQueryOptions(uid, null));
  const last = week.data?.lastSettled ?? null;
  if (!last) return null;
  // Known to exist once the week has answered: its place is held while the points load.
  if (!profile.data)
    return (
      <Card title={`Week ${last.number} result`} data-testid="last-week" className="last-week">
        <Skeleton lines={2} label="Loading last week's result…" />
      </Card>
    );
  const scored = profile.data.pointsByWeek.find((w) => w.weekNumber === last.number) ?? null;
  const me = board.data?.pages[0]?.me ?? null;
  return (
    <Card title={`Week ${last.number} result`} data-testid="last-week" className="last-week">
      {scored ? (
        <p>
          <strong className="big" data-testid="last-week-points">
            {signed(scored.points)} points
          </strong>
          {me ? (
            <span data-testid="last-week-rank">
              {' '}
              · rank #{me.rank}, {me.entry.movement === null ? 'new on the table' : movementLabel(me.entry.movement)}
            </span>
          ) : null}
        </p>
      ) : (
        <p data-testid="last-week-points">Your squad did not play week {last.number}: no points that week.</p>
      )}
      <p>
        <a href={`#${REPORT_ANCHOR}`} onClick={jumpTo(REPORT_ANCHOR, 'report-placeholder')}>
          See the match report
        </a>
      </p>
    </Card>
  );
}
