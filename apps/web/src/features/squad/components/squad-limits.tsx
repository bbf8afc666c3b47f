import {
  MAX_DEPLOYED,
  MAX_OWNED,
  MAX_PER_POSITION,
  POSITIONS,
  positionCounts,
  type PlayerDefense,
} from '@fraudshield/domain';
import { toSquad } from '../utils/squad-state';
import './squad-limits.css';

/** The squad limits at a glance: owned, deployed, and each position's count. */
export function SquadLimits({ defenses }: { defenses: readonly PlayerDefense[] }) {
  const counts = positionCounts(toSquad(defenses));
  const deployed = defenses.filter((d) => d.deployed).length;
  return (
    <dl className="facts squad-limits" aria-label="Squad limits" data-testid="squad-limits">
      <div>
        <dt>Owned</dt>
        <dd data-testid="owned-count">
          {defenses.length} / {MAX_OWNED}
        </dd>
      </div>
      <div>
        <dt>Deployed</dt>
        <dd data-testid="deployed-count">
          {deployed} / {MAX_DEPLOYED}
        </dd>
      </div>
      {POSITIONS.map((p) => (
        <div key={p.id}>
          <dt>{p.label}</dt>
          <dd>
            {counts[p.id]} / {MAX_PER_POSITION}
          </dd>
        </div>
      ))}
    </dl>
  );
}
