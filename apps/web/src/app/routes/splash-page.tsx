import { Link } from 'react-router';
import { href } from '@fraudshield/domain';
import { Pending } from '../../components/pending';
import { useAuth } from '../../features/auth/hooks/auth-context';

/** Prerendered (index.html): the text paints at once; the buttons wait, under Loading…, for the auth state. */
export default function SplashPage() {
  const initializing = useAuth().viewer.status === 'initializing';
  return (
    <section className="splash">
      <p className="welcome">Welcome to the league where your defenses face real-world fraud.</p>
      <h1>FraudShield League</h1>
      <p>Build a squad of security defenses, face each week&apos;s frauds, and learn what really stops them.</p>
      <Pending pending={initializing} className="actions">
        <Link className="button primary" to={href.login()}>
          LOGIN
        </Link>
        <Link className="button" to={href.signup()}>
          SIGN UP
        </Link>
      </Pending>
    </section>
  );
}
