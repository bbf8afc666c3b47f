import { Link } from 'react-router';
import { href } from '@fraudshield/domain';

export default function SplashPage() {
  return (
    <section className="splash">
      <p className="welcome">Welcome to the league where your defenses face real-world fraud.</p>
      <h1>FraudShield League</h1>
      <p>Build a squad of security defenses, face each week&apos;s frauds, and learn what really stops them.</p>
      <div className="actions">
        <Link className="button primary" to={href.login()}>
          LOGIN
        </Link>
        <Link className="button" to={href.signup()}>
          SIGN UP
        </Link>
      </div>
    </section>
  );
}
