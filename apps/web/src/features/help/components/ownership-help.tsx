import { DEFENSES, MAX_OWNED, MAX_PER_POSITION, formatShare, type OwnershipView } from '@fraudshield/domain';
import { Table } from '../../../components/ui/table';

/** How many cards the Help page lists, most owned first. */
export const OWNERSHIP_HELP_TOP = 5;

/**
 * Ownership on the Help page: what the share means, from the squad limits, and the most owned
 * cards of the last settled week from what settlement counted (none before a week has settled).
 */
export function OwnershipHelp({ ownership }: { ownership: OwnershipView | null | undefined }) {
  const top = ownership
    ? [...ownership.cards]
        .sort((a, b) => b.owned - a.owned || DEFENSES[a.defenseId].name.localeCompare(DEFENSES[b.defenseId].name))
        .slice(0, OWNERSHIP_HELP_TOP)
    : [];
  return (
    <div data-testid="ownership-help">
      <p>
        Each defense in the shop and in your lineup shows its ownership: the share of the players in the table (those
        who have fielded a squad) who owned it when the last week was settled, and of those, the share who deployed it
        and made it their Lead. Settlement counts every squad in the table once it has scored the week, so the shares
        change only when a week settles. A squad holds at most {MAX_OWNED} defenses and {MAX_PER_POSITION} per position,
        so the shares of one position add up to at most {MAX_PER_POSITION * 100}%. A card everyone owns gains you
        nothing over your rivals when it blocks; a card few own is a differential.
      </p>
      {ownership && top.length ? (
        <Table caption={`Most owned in week ${ownership.weekNumber} (${ownership.players} players)`}>
          <thead>
            <tr>
              <th scope="col">Defense</th>
              <th scope="col">Owned</th>
              <th scope="col">Deployed</th>
              <th scope="col">Lead</th>
            </tr>
          </thead>
          <tbody>
            {top.map((c) => (
              <tr key={c.defenseId}>
                <th scope="row">{DEFENSES[c.defenseId].name}</th>
                <td>{formatShare(c.owned)}</td>
                <td>{formatShare(c.deployed)}</td>
                <td>{formatShare(c.lead)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p data-testid="ownership-help-empty">No week has been settled yet, so there are no shares to show.</p>
      )}
    </div>
  );
}
