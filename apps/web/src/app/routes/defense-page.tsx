import { useParams } from 'react-router';
import { DEFENSES, isDefenseId } from '@fraudshield/domain';

export default function DefensePage() {
  const { name } = useParams();
  // The guard shows 404 for names outside the list, so this is always a known defense.
  if (!isDefenseId(name)) return null;
  return (
    <article>
      <h1>{DEFENSES[name].name}</h1>
      <p>The full page for this defense arrives soon.</p>
    </article>
  );
}
