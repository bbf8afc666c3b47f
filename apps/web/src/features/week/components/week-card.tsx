import { useQuery } from '@tanstack/react-query';
import {
  DEFENSES,
  FRAUDS,
  countersOf,
  headlineOutlook,
  href,
  percent,
  rulesFor,
  type WeekView,
} from '@fraudshield/domain';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { Card } from '../../../components/ui/card';
import { Badge, SeverityBadge } from '../../../components/ui/badge';
import { QueryState } from '../../../components/ui/query-state';
import { FraudIcon } from '../../../components/icons';
import { currentWeekQueryOptions } from '../../../lib/current-week';
import { useNow } from '../hooks/use-now';
import { formatCountdown } from '../utils/countdown';
import './week-card.css';
import { useUid } from '../../../lib/server-state/queries';

const STATUS_TEXT: Record<WeekView['status'], string> = {
  open: 'Open: set your squad before the deadline.',
  locked: 'Locked: the deadline has passed; waiting for settlement.',
  settled: 'Settled.',
};

function Countdown({ deadline }: { deadline: string }) {
  const now = useNow();
  return (
    <p>
      Deadline <time dateTime={deadline}>{new Date(deadline).toLocaleString()}</time>:{' '}
      <strong data-testid="week-countdown">{formatCountdown(Date.parse(deadline), now)}</strong>
    </p>
  );
}

/** What the forecast does to the draw, worked out from the rules the week is played under (libs/domain headlineOutlook). */
function HeadlineHint({
  threats,
  rulesVersion,
}: {
  threats: WeekView['headlineThreats'];
  rulesVersion: WeekView['rulesVersion'];
}) {
  const o = headlineOutlook(threats, rulesFor(rulesVersion));
  return (
    <p className="field-hint" data-testid="headline-hint">
      Each one&apos;s draw weight is ×{o.multiplier} this week: together they are about{' '}
      {percent(Math.round(o.share * 100) / 100)} of the attacks you can expect ({o.expectedAttacks.toFixed(1)} of your{' '}
      {o.attacksPerWeek}).
    </p>
  );
}

/** The current week: status, deadline countdown, headline threats and their strong counters. */
export function WeekCard() {
  const uid = useUid();
  const query = useQuery(currentWeekQueryOptions(uid));
  const week = query.data?.week ?? null;
  return (
    <Card
      title={week ? `Week ${week.number}` : 'This week'}
      actions={week ? <Badge tone={week.status === 'open' ? 'success' : 'warning'}>{week.status}</Badge> : undefined}
      data-testid="week-card"
    >
      <QueryState
        query={query}
        loadingLabel="Loading the week…"
        // At least the "No week is open" state's height (an open week's is taller).
        minHeight="11.8rem"
        errorTitle="The week did not load"
        testId="week"
        empty={{
          when: (data) => !data.week,
          title: 'No week is open',
          body: 'The next Threat Week opens soon: build your squad meanwhile.',
        }}
      >
        {({ week }) =>
          week ? (
            <>
              <p data-testid="week-status">{STATUS_TEXT[week.status]}</p>
              {week.status === 'open' ? <Countdown deadline={week.deadline} /> : null}
              <h3>Headline threats</h3>
              <HeadlineHint threats={week.headlineThreats} rulesVersion={week.rulesVersion} />
              <ul className="game-threats" aria-label="Headline threats">
                {week.headlineThreats.map((f) => (
                  <li key={f}>
                    <FraudIcon id={f} />
                    <PrefetchLink to={href.fraud(f)}>{FRAUDS[f].name}</PrefetchLink>
                    <SeverityBadge severity={FRAUDS[f].severity} />
                    <span className="field-hint">
                      Strong counters:{' '}
                      {countersOf(f)
                        .strong.map((d) => DEFENSES[d].name)
                        .join(', ') || 'none'}
                    </span>
                  </li>
                ))}
              </ul>
              <details className="game-code" data-testid="week-commitment">
                <summary>How the draw is kept fair</summary>
                <p className="field-hint">
                  Your attacks and rolls come from a secret seed, fixed before the deadline and revealed at settlement,
                  when every report can be checked against it. Its fingerprint (SHA-256), published now:{' '}
                  <code>{week.seedHash}</code>
                </p>
              </details>
            </>
          ) : null
        }
      </QueryState>
    </Card>
  );
}
