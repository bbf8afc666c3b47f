import { formatShare, type DefenseId, type OwnershipView } from '@fraudshield/domain';
import './shop.css';

export interface OwnershipShareProps {
  ownership: OwnershipView | null | undefined;
  defenseId: DefenseId;
}

/**
 * "Owned by 34% of players": one card's share in the last settled week, from what settlement
 * counted (week_getCurrent). Nothing at all before a week has settled: never a made-up number.
 */
export function OwnershipShare({ ownership, defenseId }: OwnershipShareProps) {
  const card = ownership?.cards.find((c) => c.defenseId === defenseId);
  if (!ownership || !card) return null;
  return (
    <p className="ownership-share" data-testid={`ownership-${defenseId}`}>
      Owned by <strong>{formatShare(card.owned)}</strong> of players in week {ownership.weekNumber}
      {card.deployed > 0 ? <> · deployed by {formatShare(card.deployed)}</> : null}
      {card.lead > 0 ? <> · Lead for {formatShare(card.lead)}</> : null}
    </p>
  );
}
