import {
  DEFENSE_IDS,
  DEFENSES,
  defensePriceTenths,
  formatCredits,
  href,
  POSITIONS,
  type DefenseId,
  type Ruleset,
} from '@fraudshield/domain';
import type { WikiIndexEntry } from '@fraudshield/domain/content';
import { Badge } from '../../../components/ui/badge';
import { DefenseIcon } from '../../../components/icons';
import { PrefetchLink } from '../../../lib/prefetch-link';

/** The 20 defense pages by position, with the player's ownership. */
export function DefenseIndex({
  pages,
  owned,
  deployed,
  rules,
}: {
  pages: Readonly<Record<DefenseId, WikiIndexEntry>>;
  owned: ReadonlySet<DefenseId>;
  deployed: ReadonlySet<DefenseId>;
  /** The rules the shop trades under now: the prices shown are the ones it charges. */
  rules: Ruleset;
}) {
  return (
    <div className="defense-index" data-testid="defense-index">
      {POSITIONS.map((p) => (
        <section key={p.id} aria-labelledby={`pos-${p.id}`}>
          <h3 id={`pos-${p.id}`}>{p.label}</h3>
          <ul className="counter-list">
            {DEFENSE_IDS.filter((d) => DEFENSES[d].position === p.id).map((d) => (
              <li key={d} title={pages[d].tagline}>
                <DefenseIcon id={d} />
                <PrefetchLink to={href.defense(d)}>{pages[d].title}</PrefetchLink>
                <span className="field-hint">{formatCredits(defensePriceTenths(d, rules))}</span>
                {deployed.has(d) ? (
                  <Badge tone="success">Deployed</Badge>
                ) : owned.has(d) ? (
                  <Badge tone="info">Owned</Badge>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
