import { useQuery } from '@tanstack/react-query';
import { FRAUDS, formatMastery, type FraudId } from '@fraudshield/domain';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { learningReportQueryOptions } from '../api/queries';
import { reviewWhen } from '../utils/review-when';
import { progressHref } from '../utils/progress-anchor';
// The feature's one stylesheet, shared with the progress page: Home and /progress load it as one chunk.
import './learning.css';
import { useUid } from '../../../lib/server-state/queries';

/**
 * Under a breach in the match report: the player's mastery of that fraud and when it comes back
 * for review, linking to its tile on the progress page. One report query serves every breach.
 */
export function BreachLearningNote({ fraudId }: { fraudId: FraudId }) {
  const uid = useUid();
  const query = useQuery(learningReportQueryOptions(uid));
  const name = FRAUDS[fraudId].name;
  const f = query.data?.frauds.find((x) => x.fraudId === fraudId);
  const week = query.data?.week ?? 0;
  const text = !f
    ? `Your progress on ${name}`
    : !f.practised
      ? `${name}: not practised yet`
      : `Your mastery of ${name}: ${formatMastery(f.mastery)}${f.review ? ` · ${reviewWhen(f.review.dueWeek, week).toLowerCase()}` : ''}`;
  return (
    <p className="breach-learning" data-testid="breach-learning">
      <PrefetchLink to={progressHref(fraudId)}>{text}</PrefetchLink>
    </p>
  );
}
