import { useParams } from 'react-router';
import { FRAUDS, isFraudId } from '@fraudshield/domain';

export default function FraudPage() {
  const { name } = useParams();
  // The guard shows 404 for names outside the list, so this is always a known fraud.
  if (!isFraudId(name)) return null;
  return (
    <article>
      <h1>{FRAUDS[name].name}</h1>
      <p>The full page for this fraud arrives soon.</p>
    </article>
  );
}
