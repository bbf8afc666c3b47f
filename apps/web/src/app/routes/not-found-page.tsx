import { Link } from 'react-router';
import { href, NOT_FOUND_TEXT } from '@fraudshield/domain';

export default function NotFoundPage() {
  return (
    <section>
      <h1>{NOT_FOUND_TEXT}</h1>
      <p>
        There is no page here. <Link to={href.splash()}>Go to the start</Link>.
      </p>
    </section>
  );
}
