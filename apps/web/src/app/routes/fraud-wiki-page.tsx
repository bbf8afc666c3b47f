import { FRAUD_IDS, FRAUDS, href } from '@fraudshield/domain';
import { PrefetchLink } from '../../lib/prefetch-link';

export default function FraudWikiPage() {
  return (
    <section>
      <h1>Fraud wiki</h1>
      <p>Every fraud the league can throw at your squad.</p>
      <ul className="link-grid" aria-label="Frauds">
        {FRAUD_IDS.map((id) => (
          <li key={id}>
            <PrefetchLink to={href.fraud(id)}>{FRAUDS[id].name}</PrefetchLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
