import { href } from '@fraudshield/domain';
import { Card } from '../../../components/ui/card';
import { PrefetchLink } from '../../../lib/prefetch-link';

/** Home's way to the learning report (no data of its own: the progress page loads it). */
export function ProgressCard() {
  return (
    <Card title="Your progress" data-testid="progress-card">
      <p>How well you tell each fraud from the real thing, what comes back for review, and your placement check.</p>
      <p>
        <PrefetchLink to={href.progress()}>See your progress</PrefetchLink>
      </p>
    </Card>
  );
}
