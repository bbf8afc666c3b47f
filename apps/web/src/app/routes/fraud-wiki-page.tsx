import { lazy, Suspense, useState } from 'react';
import { CURRENT_RULES, percent, SEVERITIES, type Severity } from '@fraudshield/domain';
// The wiki lists and searches every fraud page's text; of the defenses it shows only the index.
import { FRAUD_PAGES } from '@fraudshield/domain/content';
import { DEFENSE_INDEX } from '@fraudshield/domain/content/wiki-index';
import { NO_DEFENSES, useDefenses } from '../../features/squad/api/queries';
import { filterFrauds, FraudList, type CoverageFilter } from '../../features/wiki/components/fraud-list';
import { HeatMap } from '../../features/wiki/components/heat-map';
import { DefenseIndex } from '../../features/wiki/components/defense-index';
import { useShopRules } from '../../lib/current-week';
import { TextInput, Select } from '../../components/ui/field';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/states';

const LossChart = lazy(() => import('../../features/wiki/components/loss-chart'));

const SEVERITY_OPTIONS = [
  { value: 'all', label: 'All severities' },
  ...SEVERITIES.map((s) => ({ value: s, label: `${s[0].toUpperCase()}${s.slice(1)}` })),
];
const COVERAGE_OPTIONS = [
  { value: 'all', label: 'All frauds' },
  { value: 'covered', label: 'Covered by my deployed squad' },
  { value: 'uncovered', label: 'Not covered by my deployed squad' },
];

export default function FraudWikiPage() {
  const defenses = useDefenses();
  const rules = useShopRules();
  const [query, setQuery] = useState('');
  const [severity, setSeverity] = useState<Severity | 'all'>('all');
  const [coverage, setCoverage] = useState<CoverageFilter>('all');
  const known = defenses.isSuccess;
  const { deployed, owned } = defenses.isSuccess ? defenses.data : NO_DEFENSES;
  const ids = filterFrauds(FRAUD_PAGES, { query, severity, coverage }, deployed);

  return (
    <section className="wiki" aria-labelledby="wiki-title">
      <h1 id="wiki-title">Fraud wiki</h1>
      <p className="lead">
        All 20 frauds of the game: how they work, how to spot them, and which defenses stop them. Pass each page's check
        to earn credits.
      </p>

      <Card title="Find a fraud">
        <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
          <TextInput
            label="Search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="e.g. invoice, text message"
            autoComplete="off"
          />
          <Select
            label="Severity"
            value={severity}
            onChange={(v) => setSeverity(v as Severity | 'all')}
            options={SEVERITY_OPTIONS}
          />
          <Select
            label="Your squad"
            value={coverage}
            onChange={(v) => setCoverage(v as CoverageFilter)}
            options={COVERAGE_OPTIONS}
            hint={known ? `${deployed.size} defense${deployed.size === 1 ? '' : 's'} deployed` : 'Loading your squad…'}
          />
        </form>
        <p aria-live="polite" className="field-hint" data-testid="wiki-count">
          Showing {ids.length} of 20 frauds.
        </p>
      </Card>

      <FraudList ids={ids} pages={FRAUD_PAGES} deployed={known ? deployed : null} />

      <Card title="The 20 defenses">
        <p>Each defense has its own page: how it works, what it stops, what it costs, and its check.</p>
        <DefenseIndex pages={DEFENSE_INDEX} owned={owned} deployed={deployed} rules={rules} />
      </Card>

      <Card title="Which defense stops which fraud">
        <p>
          Each row is a fraud, each column a defense, grouped by squad position. Alone, a strong counter blocks{' '}
          {percent(CURRENT_RULES.blockP.strong)} of the attacks of its fraud and a partial one{' '}
          {percent(CURRENT_RULES.blockP.partial)}; several together add up.
        </p>
        <HeatMap highlight={deployed} />
      </Card>

      <Card title="Where the money goes">
        <Suspense fallback={<Skeleton lines={5} label="Loading the chart" />}>
          <LossChart />
        </Suspense>
      </Card>
    </section>
  );
}
