import { DEFENSE_IDS, DEFENSES, FRAUD_IDS, FRAUDS, href, MATRIX, POSITIONS, type DefenseId } from '@fraudshield/domain';
import { Table } from '../../../components/ui/table';
import { DefenseIcon } from '../../../components/icons';
import { PrefetchLink } from '../../../lib/prefetch-link';

const LABEL = ['None', 'Partial', 'Strong'] as const;
const MARK = ['·', 'P', 'S'] as const;

/** Defenses grouped by position, in shop order, so the columns read as the squad does. */
const COLUMNS: DefenseId[] = POSITIONS.flatMap((p) => DEFENSE_IDS.filter((d) => DEFENSES[d].position === p.id));

/**
 * The full defense × fraud matrix as a heat map. Each cell carries its level as a letter and as
 * hidden text, so the colour is never the only signal.
 */
export function HeatMap({ highlight }: { highlight?: ReadonlySet<DefenseId> }) {
  return (
    <div className="heat-map">
      <p className="heat-legend" aria-hidden="true">
        <span className="heat-cell heat-2">S</span> strong <span className="heat-cell heat-1">P</span> partial{' '}
        <span className="heat-cell heat-0">·</span> no effect
        {highlight && highlight.size > 0 ? (
          <span className="heat-legend-mine"> · underlined columns are deployed in your squad</span>
        ) : null}
      </p>
      <Table caption="Effectiveness of each defense (columns) against each fraud (rows)" data-testid="heat-map">
        <thead>
          <tr>
            <th scope="col" className="heat-corner">
              Fraud
            </th>
            {COLUMNS.map((d) => (
              <th key={d} scope="col" className={`heat-col${highlight?.has(d) ? ' heat-mine' : ''}`}>
                <PrefetchLink to={href.defense(d)} className="heat-col-link" title={DEFENSES[d].name}>
                  <DefenseIcon id={d} size={16} />
                  <span className="heat-col-name">{DEFENSES[d].name}</span>
                </PrefetchLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FRAUD_IDS.map((f) => (
            <tr key={f}>
              <th scope="row" className="heat-row">
                <PrefetchLink to={href.fraud(f)}>{FRAUDS[f].name}</PrefetchLink>
              </th>
              {COLUMNS.map((d) => {
                const e = MATRIX[f][d];
                return (
                  <td key={d} className={`heat-cell heat-${e}`}>
                    <span aria-hidden="true">{MARK[e]}</span>
                    <span className="visually-hidden">{LABEL[e]}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
