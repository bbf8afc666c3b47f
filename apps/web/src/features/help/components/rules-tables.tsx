import {
  blockChance,
  CURRENT_RULES,
  DEFENSE_IDS,
  DEFENSES,
  defensePriceTenths,
  formatChance,
  formatCredits,
  FRAUD_IDS,
  FRAUDS,
  href,
  POSITIONS,
  RULE_SECTIONS,
  rulesSummary,
  SEVERITIES,
  type DefenseId,
  type Ruleset,
} from '@fraudshield/domain';
import { Table } from '../../../components/ui/table';
import { SeverityBadge } from '../../../components/ui/badge';
import { PrefetchLink } from '../../../lib/prefetch-link';

/** One table of rule numbers: a row per rule, its label and its value (each row marked by its key). */
export function RuleRowsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly { key: string; label: string; value: string }[];
}) {
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <th scope="col">Rule</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-rule={r.key}>
            <th scope="row">{r.label}</th>
            <td>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Every rule number, straight from rulesSummary() (the same constants the engine uses). */
export function RulesTable() {
  const rows = rulesSummary();
  return (
    <div data-testid="rules">
      {RULE_SECTIONS.map((section) => {
        const mine = rows.filter((r) => r.section === section.id);
        if (mine.length === 0) return null;
        return <RuleRowsTable key={section.id} caption={section.title} rows={mine} />;
      })}
    </div>
  );
}

const EXAMPLE: DefenseId[] = ['UserEducation', 'EmailFiltering', 'MultiFactorAuth'];

// The rules new weeks are played under: the numbers the example and the table say are the engine's.
const {
  blockP: BLOCK_P,
  severityPoints: SEVERITY_POINTS,
  breachPenalty: BREACH_PENALTY,
  leadMultiplier: LEAD_MULTIPLIER,
  leadOnBreaches: LEAD_ON_BREACHES,
} = CURRENT_RULES;

/** The scoring formula with a worked example computed by the engine's own functions. */
export function ScoringFormula() {
  const chance = blockChance(EXAMPLE, 'Phishing');
  const sev = FRAUDS.Phishing.severity;
  return (
    <div data-testid="scoring">
      <p>Each deployed defense that counters the attack adds its own chance to stop it:</p>
      <ul className="wiki-list">
        <li>strong counter: p = {BLOCK_P.strong}</li>
        <li>partial counter: p = {BLOCK_P.partial}</li>
      </ul>
      <p className="formula">P(block) = 1 − (1 − p₁) × (1 − p₂) × …</p>
      <p>
        Example: against Phishing, a squad with {EXAMPLE.map((d) => DEFENSES[d].name).join(', ')} (strong, strong,
        partial) blocks with P = 1 − (1 − {BLOCK_P.strong}) × (1 − {BLOCK_P.strong}) × (1 − {BLOCK_P.partial}) ={' '}
        <strong>{formatChance(chance)}</strong>. Phishing is {sev} severity, so a block scores +{SEVERITY_POINTS[sev]}{' '}
        (×
        {LEAD_MULTIPLIER} = +{SEVERITY_POINTS[sev] * LEAD_MULTIPLIER} if your Lead is one of the strong counters) and a
        breach costs −{BREACH_PENALTY[sev]}
        {LEAD_ON_BREACHES
          ? ` (×${LEAD_MULTIPLIER} = −${BREACH_PENALTY[sev] * LEAD_MULTIPLIER} with such a Lead: the Lead counts both ways)`
          : ''}
        .
      </p>
      <Table caption="Points by severity">
        <thead>
          <tr>
            <th scope="col">Severity</th>
            <th scope="col" className="num">
              Blocked
            </th>
            <th scope="col" className="num">
              Blocked with Lead
            </th>
            <th scope="col" className="num">
              Breached
            </th>
            {LEAD_ON_BREACHES ? (
              <th scope="col" className="num">
                Breached with Lead
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {SEVERITIES.map((s) => (
            <tr key={s}>
              <th scope="row">
                <SeverityBadge severity={s} />
              </th>
              <td className="num">+{SEVERITY_POINTS[s]}</td>
              <td className="num">+{SEVERITY_POINTS[s] * LEAD_MULTIPLIER}</td>
              <td className="num">−{BREACH_PENALTY[s]}</td>
              {LEAD_ON_BREACHES ? <td className="num">−{BREACH_PENALTY[s] * LEAD_MULTIPLIER}</td> : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** The defenses' prices under `rules` (the page passes the shop's: what a buy is charged now). */
export function PriceTable({ rules = CURRENT_RULES }: { rules?: Ruleset }) {
  const price = (d: DefenseId) => defensePriceTenths(d, rules);
  return (
    <Table caption="Defenses by position and price">
      <thead>
        <tr>
          <th scope="col">Position</th>
          <th scope="col">Defense</th>
          <th scope="col" className="num">
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {POSITIONS.flatMap((p) =>
          DEFENSE_IDS.filter((d) => DEFENSES[d].position === p.id)
            .sort((a, b) => price(b) - price(a))
            .map((d) => (
              <tr key={d}>
                <td>{p.label}</td>
                <th scope="row">
                  <PrefetchLink to={href.defense(d)}>{DEFENSES[d].name}</PrefetchLink>
                </th>
                <td className="num">{formatCredits(price(d))}</td>
              </tr>
            )),
        )}
      </tbody>
    </Table>
  );
}

export function FraudWeightTable() {
  const ids = [...FRAUD_IDS].sort((a, b) => FRAUDS[b].weight - FRAUDS[a].weight);
  return (
    <Table caption="Frauds by draw weight and severity">
      <thead>
        <tr>
          <th scope="col">Fraud</th>
          <th scope="col" className="num">
            Weight
          </th>
          <th scope="col">Severity</th>
        </tr>
      </thead>
      <tbody>
        {ids.map((f) => (
          <tr key={f}>
            <th scope="row">
              <PrefetchLink to={href.fraud(f)}>{FRAUDS[f].name}</PrefetchLink>
            </th>
            <td className="num">{FRAUDS[f].weight}</td>
            <td>
              <SeverityBadge severity={FRAUDS[f].severity} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
