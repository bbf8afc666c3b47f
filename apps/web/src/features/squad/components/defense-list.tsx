import { DEFENSES, href, type PlayerDefense } from '@fraudshield/domain';
import { PrefetchLink } from '../../../lib/prefetch-link';

export function DefenseList({ defenses }: { defenses: readonly PlayerDefense[] }) {
  if (defenses.length === 0) return <p>You own no defenses yet.</p>;
  return (
    <ul className="defense-list" aria-label="Your defenses">
      {defenses.map((d) => (
        <li key={d.defenseId}>
          <PrefetchLink to={href.defense(d.defenseId)}>{DEFENSES[d.defenseId]?.name ?? d.defenseId}</PrefetchLink>
          {d.deployed ? <span className="tag">deployed</span> : null}
          {d.lead ? <span className="tag">lead</span> : null}
        </li>
      ))}
    </ul>
  );
}
