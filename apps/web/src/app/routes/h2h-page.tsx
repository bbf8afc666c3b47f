import { useParams } from 'react-router';
import { href } from '@fraudshield/domain';
import { H2hTable } from '../../features/h2h/components/h2h-table';
import { PrefetchLink } from '../../lib/prefetch-link';

/** A head-to-head league: the caller's fixtures and the table (members only: the server refuses anyone else). */
export default function H2hPage() {
  const { leagueId = '' } = useParams();
  return (
    <section className="h2h-page">
      <H2hTable leagueId={leagueId} />
      <p>
        <PrefetchLink to={href.cup()}>The cup</PrefetchLink> ·{' '}
        <PrefetchLink to={href.leaderboard()}>Leaderboard</PrefetchLink>
      </p>
    </section>
  );
}
