import { formatPoints } from '../../../lib/points';
import type { H2hFixtureView } from '@fraudshield/domain';

const OUTCOME_TEXT = { win: 'won', draw: 'drew', loss: 'lost' } as const;

/** One fixture in words: who, and the score once the week is settled. */
export function FixtureLine({ fixture, testId }: { fixture: H2hFixtureView; testId?: string }) {
  if (!fixture.opponent)
    return (
      <p data-testid={testId}>
        Week {fixture.week}: a bye (an odd number of members this week), so no match and no points.
      </p>
    );
  if (!fixture.settled)
    return (
      <p data-testid={testId}>
        Week {fixture.week}: you against <strong>{fixture.opponent.name}</strong>. More points this week wins.
      </p>
    );
  return (
    <p data-testid={testId}>
      Week {fixture.week}: you {fixture.outcome ? OUTCOME_TEXT[fixture.outcome] : 'played'}{' '}
      <strong>{score(fixture.myPoints, fixture.theirPoints)}</strong> against {fixture.opponent.name}.
    </p>
  );
}

/** Points with a true minus sign; "−36 to 78" where a dash beside a minus would read as a range. */
function score(mine: number | null, theirs: number | null): string {
  const n = (x: number | null) => (x === null ? '' : formatPoints(x));
  return (mine ?? 0) < 0 || (theirs ?? 0) < 0 ? `${n(mine)} to ${n(theirs)}` : `${n(mine)}–${n(theirs)}`;
}
