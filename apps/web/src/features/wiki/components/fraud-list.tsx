import {
  DEFENSES,
  FRAUD_IDS,
  FRAUDS,
  href,
  MATRIX,
  SEVERITIES,
  type DefenseId,
  type FraudId,
  type Severity,
} from '@fraudshield/domain';
import type { FraudPage } from '@fraudshield/domain/content';
import { Badge, SeverityBadge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/states';
import { FraudIcon } from '../../../components/icons';
import { PrefetchLink } from '../../../lib/prefetch-link';

export type CoverageFilter = 'all' | 'covered' | 'uncovered';
export type Coverage = 0 | 1 | 2;

export interface FraudFilters {
  query: string;
  severity: Severity | 'all';
  coverage: CoverageFilter;
}

/** Best effectiveness among the deployed defenses against a fraud: 0 none, 1 partial, 2 strong. */
export function coverageOf(fraudId: FraudId, deployed: ReadonlySet<DefenseId>): Coverage {
  let best: Coverage = 0;
  for (const d of deployed) best = Math.max(best, MATRIX[fraudId][d]) as Coverage;
  return best;
}

function haystack(page: FraudPage): string {
  return [page.title, page.tagline, ...page.whatItIs, ...page.warningSigns].join(' ').toLowerCase();
}

export function filterFrauds(
  pages: Record<FraudId, FraudPage>,
  filters: FraudFilters,
  deployed: ReadonlySet<DefenseId>,
): FraudId[] {
  const q = filters.query.trim().toLowerCase();
  return FRAUD_IDS.filter((id) => {
    if (filters.severity !== 'all' && FRAUDS[id].severity !== filters.severity) return false;
    if (filters.coverage !== 'all') {
      const covered = coverageOf(id, deployed) > 0;
      if (filters.coverage === 'covered' ? !covered : covered) return false;
    }
    return q === '' || haystack(pages[id]).includes(q) || id.toLowerCase().includes(q);
  }).sort(
    (a, b) =>
      SEVERITIES.indexOf(FRAUDS[b].severity) - SEVERITIES.indexOf(FRAUDS[a].severity) ||
      FRAUDS[b].weight - FRAUDS[a].weight,
  );
}

const COVERAGE_BADGE = [
  <Badge key="0" tone="danger">
    Not covered
  </Badge>,
  <Badge key="1" tone="warning">
    Partly covered
  </Badge>,
  <Badge key="2" tone="success">
    Strongly covered
  </Badge>,
] as const;

export function FraudList({
  ids,
  pages,
  deployed,
}: {
  ids: FraudId[];
  pages: Record<FraudId, FraudPage>;
  deployed: ReadonlySet<DefenseId> | null;
}) {
  if (ids.length === 0)
    return <EmptyState title="No fraud matches">Clear the search or change the filters.</EmptyState>;
  return (
    <ul className="fraud-grid" data-testid="fraud-list">
      {ids.map((id) => {
        const covering = deployed ? [...deployed].filter((d) => MATRIX[id][d] > 0) : [];
        return (
          <li key={id} className="ui-card fraud-card">
            <h3>
              <FraudIcon id={id} />
              <PrefetchLink to={href.fraud(id)}>{pages[id].title}</PrefetchLink>
            </h3>
            <p>{pages[id].tagline}</p>
            <p className="button-row">
              <SeverityBadge severity={FRAUDS[id].severity} />
              <Badge>Weight {FRAUDS[id].weight}</Badge>
            </p>
            {/* A row of its own, held by a blank pill while the squad loads: the badge then takes
                its place, where on the row above it wrapped onto a new line in narrow cards and
                every card moved down under the pointer (or finger) when the squad arrived. */}
            <p className="button-row" data-testid="fraud-coverage">
              {deployed ? (
                COVERAGE_BADGE[coverageOf(id, deployed)]
              ) : (
                <span className="badge badge-pending" aria-hidden="true">
                  {'\u00a0'}
                </span>
              )}
            </p>
            {covering.length > 0 ? (
              <p className="field-hint">Your deployed cover: {covering.map((d) => DEFENSES[d].name).join(', ')}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
