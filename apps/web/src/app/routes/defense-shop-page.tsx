import { DEFENSE_IDS, DEFENSES, href } from '@fraudshield/domain';
import { PrefetchLink } from '../../lib/prefetch-link';

export default function DefenseShopPage() {
  return (
    <section>
      <h1>Defense shop</h1>
      <p>Every defense in the league. Buying arrives soon.</p>
      <ul className="link-grid" aria-label="Defenses">
        {DEFENSE_IDS.map((id) => (
          <li key={id}>
            <PrefetchLink to={href.defense(id)}>{DEFENSES[id].name}</PrefetchLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
