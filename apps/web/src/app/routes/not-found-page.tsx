import { Link } from 'react-router';
import { href, NOT_FOUND_TEXT } from '@fraudshield/domain';
import { Loading } from '../../components/loading';
import { useAuth } from '../../features/auth/hooks/auth-context';

/**
 * Prerendered (404.html). Nothing here depends on the player, so it paints at once; the spec's
 * Loading… still shows under it while the auth state initializes (last, so nothing moves when it goes).
 */
export default function NotFoundPage() {
  const initializing = useAuth().viewer.status === 'initializing';
  return (
    <section>
      <h1>{NOT_FOUND_TEXT}</h1>
      <p>
        There is no page here. <Link to={href.splash()}>Go to the start</Link>.
      </p>
      {initializing ? <Loading /> : null}
    </section>
  );
}
