import { memo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { leaderboardQueryOptions } from '../../features/leaderboard/api/queries';
import { movementLabel } from '../../features/leaderboard/utils/movement';
import { currentWeekQueryOptions } from '../../lib/current-week';
import { profileQueryOptions } from '../../lib/profile';
import { useUid } from '../../lib/server-state/queries';
import { signedPoints } from '../../lib/points';
import { jumpTo } from './home-jump';

/** The match report's section on Home (reports-section's card). */
const REPORT_ANCHOR = 'report';

/**
 * Last week first: the settled week's points and the rank's move, the first line of Home's Next
 * step card (what changed comes before the chores), with the match report one tap away. Nothing
 * shows before a week has settled; once the week says one has, the line holds its place while
 * the points load.
 */
export const LastWeekLine = memo(function LastWeekLine({ holdRoom = false }: { holdRoom?: boolean }) {
  const uid = useUid();
  const week = useQuery(currentWeekQueryOptions(uid));
  const last = week.data?.lastSettled ?? null;
  // The points are asked for once the week says one has settled: before the first screen is
  // drawn, Home starts only the reads that screen needs (the season points card, drawn later,
  // asks for them otherwise).
  const profile = useQuery({ ...profileQueryOptions(uid), enabled: last !== null });
  const board = useInfiniteQuery(leaderboardQueryOptions(uid, null));
  // Its room is kept while the week loads, and while the card holds it (until the step shows: the
  // room then goes in the same frame as the step arrives, so nothing on screen moves); a season
  // with no settled week yet has no line.
  if (!week.data || (!last && holdRoom))
    return <p className="next-step-change last-week" aria-hidden="true" data-testid="last-week-reserve" />;
  if (!last) return null;
  const scored = profile.data?.pointsByWeek.find((w) => w.weekNumber === last.number) ?? null;
  const me = board.data?.pages[0]?.me ?? null;
  // A player who has never played a settled week (one who just joined): the week was settled
  // before they had a squad, and there is no report of theirs to link to. The words stay as short
  // as the line's other states (one line on a phone): they replace the '…' once the points answer,
  // and a longer line would push the cards below it down (mobile-shell.e2e.ts, at 412 px). The
  // season points card below says when their first points come.
  const newcomer = profile.data !== undefined && profile.data.pointsByWeek.length === 0;
  return (
    <p className="next-step-change last-week" data-testid="last-week">
      <strong>Week {last.number}:</strong>{' '}
      {!profile.data ? (
        <span data-testid="last-week-points">…</span>
      ) : scored ? (
        <>
          <strong data-testid="last-week-points">{signedPoints(scored.points)} points</strong>
          {me ? (
            <span data-testid="last-week-rank">
              , rank #{me.rank} ({me.entry.movement === null ? 'new on the table' : movementLabel(me.entry.movement)})
            </span>
          ) : null}
          .
        </>
      ) : newcomer ? (
        <span data-testid="last-week-points">settled before you had a squad.</span>
      ) : (
        <span data-testid="last-week-points">your squad did not play it, no points.</span>
      )}
      {newcomer ? null : (
        <>
          {' '}
          <a href={`#${REPORT_ANCHOR}`} onClick={jumpTo(REPORT_ANCHOR, 'report-placeholder')}>
            Match report
          </a>
        </>
      )}
    </p>
  );
});
