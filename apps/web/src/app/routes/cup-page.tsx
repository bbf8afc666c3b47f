import { href } from '@fraudshield/domain';
import { CupBracket } from '../../features/cup/components/cup-bracket';
import { PrefetchLink } from '../../lib/prefetch-link';

/** The cup's bracket: a round and a page at a time, opening on the caller's own tie. */
export default function CupPage() {
  return (
    <section className="cup-page">
      <CupBracket />
      <p>
        <PrefetchLink to={href.leaderboard()}>Leaderboard</PrefetchLink>
      </p>
    </section>
  );
}
