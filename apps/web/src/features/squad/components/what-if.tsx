import { useMemo } from 'react';
import {
  CURRENT_RULES,
  DEFENSES,
  MAX_DEPLOYED,
  expectedWeek,
  usualWeekRange,
  USUAL_RANGE,
  type DefenseId,
  type DrillBoosts,
  type FraudId,
} from '@fraudshield/domain';
import { Table } from '../../../components/ui/table';

export interface WhatIfProps {
  /** Every owned defense, in owned order. */
  owned: readonly DefenseId[];
  deployed: readonly DefenseId[];
  lead: DefenseId | null;
  headlineThreats: readonly FraudId[];
  /** This week's drill boosts: the odds are the ones the week is scored with. */
  drillBoosts?: DrillBoosts;
}

const pct = (p: number) => `${Math.round(p * 100)}%`;
const points = (x: number) => (x < 0 ? `\u2212${Math.abs(Math.round(x))}` : String(Math.round(x)));
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;

/** The lineup after toggling one card: the Lead stays if still deployed, else the first deployed leads. */
function toggled(deployed: readonly DefenseId[], lead: DefenseId | null, id: DefenseId) {
  const on = deployed.includes(id);
  const next = on ? deployed.filter((d) => d !== id) : [...deployed, id];
  return { deployed: next, lead: lead && next.includes(lead) ? lead : (next[0] ?? null) };
}

/**
 * What-if: the exact expected points and clean-sheet chance of the draft lineup under this week's
 * forecast (libs/domain expectedWeek, the engine's own rules, no sampling), and what toggling each
 * owned card would change. A full recomputation is a closed form over the 20 frauds per lineup.
 */
export function WhatIf({ owned, deployed, lead, headlineThreats, drillBoosts }: WhatIfProps) {
  const drilled = !!drillBoosts && Object.values(drillBoosts).some((b) => (b ?? 0) > 0);
  const result = useMemo(() => {
    const now = expectedWeek(deployed, lead, headlineThreats, CURRENT_RULES, drillBoosts);
    // What the drill adds: the same lineup without it.
    const bare = drillBoosts ? expectedWeek(deployed, lead, headlineThreats) : now;
    const rows = owned.map((id) => {
      const t = toggled(deployed, lead, id);
      const on = deployed.includes(id);
      if (!on && deployed.length >= MAX_DEPLOYED) return { id, on, allowed: false, points: 0, clean: 0 };
      const e = expectedWeek(t.deployed, t.lead, headlineThreats, CURRENT_RULES, drillBoosts);
      return {
        id,
        on,
        allowed: true,
        points: e.expectedPoints - now.expectedPoints,
        clean: e.cleanSheetChance - now.cleanSheetChance,
      };
    });
    const usual = usualWeekRange(deployed, lead, headlineThreats, CURRENT_RULES, drillBoosts);
    return { now, bare, rows, usual };
  }, [owned, deployed, lead, headlineThreats, drillBoosts]);
  return (
    <section aria-label="What if" data-testid="what-if" className="what-if">
      <h3>What if</h3>
      <p>
        This lineup this week: usually between{' '}
        <strong data-testid="what-if-range">
          {points(result.usual.low)} and {points(result.usual.high)} points
        </strong>{' '}
        ({Math.round((USUAL_RANGE.high - USUAL_RANGE.low) * 10)} weeks in 10), about{' '}
        <strong data-testid="what-if-points">{result.now.expectedPoints.toFixed(1)}</strong> on average; no breach at
        all in <strong data-testid="what-if-clean">{pct(result.now.cleanSheetChance)}</strong> of weeks
        {drilled ? (
          <span data-testid="what-if-drill">
            {' '}
            (your drill adds {signed(result.now.expectedPoints - result.bare.expectedPoints)} points on average and
            makes a week without a breach {pct(result.now.cleanSheetChance - result.bare.cleanSheetChance)} likelier)
          </span>
        ) : null}
        . Worked out exactly from the rules.
      </p>
      <details className="what-if-cards">
        <summary>What each card changes</summary>
        <Table caption="What each card changes" hideCaption>
          <thead>
            <tr>
              <th scope="col">Card</th>
              <th scope="col">If you</th>
              <th scope="col">Expected points</th>
              <th scope="col">Clean sheet</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((r) => (
              <tr key={r.id} data-testid="what-if-row">
                <th scope="row">{DEFENSES[r.id].name}</th>
                <td>{r.on ? 'bench it' : 'deploy it'}</td>
                <td>{r.allowed ? signed(r.points) : `lineup full (${MAX_DEPLOYED})`}</td>
                <td>{r.allowed ? `${r.clean >= 0 ? '+' : '−'}${Math.abs(Math.round(r.clean * 100))} pts` : ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </section>
  );
}
