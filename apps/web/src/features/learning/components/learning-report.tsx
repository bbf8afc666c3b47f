import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import {
  checkTitle,
  FRAUDS,
  formatMastery,
  formatRate,
  href,
  masteryExplained,
  MASTERY_HELP_ID,
  masteryLevel,
  trendWeekLabel,
  weeksBeforeCheck,
  WEEKS_PLAYED_HELP_ID,
  type CheckSummaryView,
  type FraudMasteryView,
  type LearningGain,
  type LearningReportView,
  type MasteryLevel,
} from '@fraudshield/domain';
import { Card } from '../../../components/ui/card';
import { Badge, type Tone } from '../../../components/ui/badge';
import { Stat } from '../../../components/ui/stat';
import { Table } from '../../../components/ui/table';
import { QueryState } from '../../../components/ui/query-state';
import { FraudIcon } from '../../../components/icons';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { learningReportQueryOptions } from '../api/queries';
import { reviewWhen } from '../utils/review-when';
import { progressAnchor, progressHref } from '../utils/progress-anchor';
import './learning.css';
import { useUid } from '../../../lib/server-state/queries';

const LEVEL: Record<MasteryLevel, { label: string; tone: Tone }> = {
  strong: { label: 'Strong', tone: 'success' },
  fair: { label: 'Fair', tone: 'info' },
  low: { label: 'Low', tone: 'danger' },
};

function MasteryTile({ f, week }: { f: FraudMasteryView; week: number }) {
  const level = f.practised ? masteryLevel(f.mastery) : null;
  return (
    <li
      id={progressAnchor(f.fraudId)}
      className="ui-card mastery-tile"
      data-testid="mastery-tile"
      data-fraud={f.fraudId}
    >
      <h3>
        <FraudIcon id={f.fraudId} />
        <PrefetchLink to={href.fraud(f.fraudId)}>{FRAUDS[f.fraudId].name}</PrefetchLink>
      </h3>
      {level ? (
        <>
          <p className="mastery-score">
            <span className="visually-hidden">Mastery </span>
            <span className="mastery-value" data-testid="mastery-value">
              {formatMastery(f.mastery)}
            </span>
            <Badge tone={LEVEL[level].tone}>{LEVEL[level].label}</Badge>
          </p>
          <div className="mastery-bar" aria-hidden="true">
            <span style={{ width: `${Math.round(Math.max(0, f.mastery) * 100)}%` }} />
          </div>
          <p className="mastery-counts">
            Frauds spotted {f.counts.hits} of {f.counts.fraudSeen} · false alarms {f.counts.falseAlarms} of{' '}
            {f.counts.genuineSeen}
          </p>
        </>
      ) : (
        <p className="mastery-none">Not practised yet</p>
      )}
      {f.review ? (
        <p>
          <Badge tone="warning">{reviewWhen(f.review.dueWeek, week)}</Badge>
        </p>
      ) : null}
    </li>
  );
}

/** The 20 frauds in one grid; /progress#mastery-<fraud> (the match report's links) scrolls to one. */
export function MasteryGrid({ report }: { report: LearningReportView }) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'center' });
  }, [hash]);
  return (
    <ul className="mastery-grid" data-testid="mastery-grid" aria-label="Mastery per fraud">
      {report.frauds.map((f) => (
        <MasteryTile key={f.fraudId} f={f} week={report.week} />
      ))}
    </ul>
  );
}

function TrendTable({ report }: { report: LearningReportView }) {
  if (report.trend.length === 0)
    return <p>Each week you answer a case or a check shows here, with your mastery after it.</p>;
  return (
    <Table caption="Your weeks" data-testid="learning-trend">
      <thead>
        <tr>
          <th scope="col">Week</th>
          <th scope="col">Frauds spotted</th>
          <th scope="col">False alarms</th>
          <th scope="col">Mastery after it</th>
        </tr>
      </thead>
      <tbody>
        {report.trend.map((w) => (
          <tr key={w.week}>
            <th scope="row">{trendWeekLabel(w.week)}</th>
            <td>{w.counts.fraudSeen ? `${w.counts.hits} of ${w.counts.fraudSeen}` : '—'}</td>
            <td>{w.counts.genuineSeen ? `${w.counts.falseAlarms} of ${w.counts.genuineSeen}` : '—'}</td>
            <td>
              {formatMastery(w.mastery)}
              <span className="trend-bar" aria-hidden="true">
                <span style={{ width: `${Math.round(Math.max(0, w.mastery) * 100)}%` }} />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Reviews({ report }: { report: LearningReportView }) {
  if (report.reviews.length === 0)
    return <p>Nothing is up for review. A case you get wrong, or a fraud whose mastery is low, comes back here.</p>;
  return (
    <ul className="review-list" data-testid="review-list">
      {report.reviews.map((r) => (
        <li key={r.fraudId}>
          <PrefetchLink to={progressHref(r.fraudId)}>{FRAUDS[r.fraudId].name}</PrefetchLink>:{' '}
          {reviewWhen(r.dueWeek, report.week).toLowerCase()}
          {report.reviewsThisWeek.includes(r.fraudId) ? ' (in this week’s drill)' : ''} · box {r.box}
        </li>
      ))}
    </ul>
  );
}

function checkLine(c: CheckSummaryView): string {
  const title = checkTitle(c.kind);
  switch (c.status) {
    case 'done':
      return `${title}: done${c.result ? ` (${c.result.hits} of ${c.result.fraudSeen} frauds spotted, ${c.result.falseAlarms} false alarms in ${c.result.genuineSeen} genuine)` : ''}.`;
    case 'open':
      return `${title}: open now${c.answered ? `, ${c.answered} of ${c.total} answered` : ''}.`;
    case 'waiting':
      return `${title}: opens after ${c.weeksToGo} more ${c.weeksToGo === 1 ? 'week' : 'weeks'} played.`;
    case 'missed':
      return `${title}: missed (not started before the next check opened).`;
    default:
      return `${title}: not available.`;
  }
}

function change(x: number | null, better: 'up' | 'down'): string {
  if (x === null) return '—';
  const points = Math.round(x * 100);
  const sign = points > 0 ? '+' : points < 0 ? '\u2212' : '±';
  const good = points === 0 ? '' : points > 0 === (better === 'up') ? ' (better)' : ' (worse)';
  return `${sign}${Math.abs(points)} points${good}`;
}

function GainTable({ gain }: { gain: LearningGain }) {
  const rate = (r: number | null) => (r === null ? '—' : formatRate(r));
  return (
    <>
      <Table caption={`Placement check vs ${checkTitle(gain.against).toLowerCase()}`} data-testid="learning-gain">
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">Placement</th>
            <th scope="col">{checkTitle(gain.against)}</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Frauds spotted</th>
            <td>{rate(gain.before.hitRate)}</td>
            <td>{rate(gain.after.hitRate)}</td>
            <td>{change(gain.hitRateChange, 'up')}</td>
          </tr>
          <tr>
            <th scope="row">False alarms on genuine messages</th>
            <td>{rate(gain.before.falseAlarmRate)}</td>
            <td>{rate(gain.after.falseAlarmRate)}</td>
            <td>{change(gain.falseAlarmRateChange, 'down')}</td>
          </tr>
        </tbody>
      </Table>
      {gain.perFraud.length ? (
        <p>
          Fraud by fraud (the same kind of case in both checks):{' '}
          {gain.perFraud
            .map(
              (p) =>
                `${FRAUDS[p.fraudId].name}${p.genuine ? ' (genuine)' : ''} ${p.before ? 'right' : 'wrong'} → ${p.after ? 'right' : 'wrong'}`,
            )
            .join('; ')}
          .
        </p>
      ) : null}
    </>
  );
}

function Checks({ report }: { report: LearningReportView }) {
  return (
    <>
      <p>
        The placement check measures where you start; the delayed checks, after {weeksBeforeCheck('delayed-1')} and{' '}
        {weeksBeforeCheck('delayed-2')} weeks played since it, measure what stayed. Each is{' '}
        {report.checks[0]?.total ?? 0} cases you have never seen, kept out of your drills until then.
      </p>
      <ul data-testid="check-list">
        {report.checks.map((c) => (
          <li key={c.kind}>{checkLine(c)}</li>
        ))}
      </ul>
      {report.gain ? (
        <GainTable gain={report.gain} />
      ) : (
        <p>Your learning gain shows here once the placement and a delayed check are both done.</p>
      )}
    </>
  );
}

/** The learning report: overall, mastery per fraud, the trend, what comes back for review, the checks and the gain. */
export function LearningReport() {
  const uid = useUid();
  const query = useQuery(learningReportQueryOptions(uid));
  return (
    <QueryState
      query={query}
      loadingLabel="Loading your progress…"
      errorTitle="Your progress did not load"
      testId="learning-report"
      lines={6}
      minHeight="30rem"
    >
      {(report) => (
        <div data-testid="learning-report">
          <Card title="Overall">
            <div className="stats">
              <Stat
                label="Mean mastery"
                value={report.overall.mastery === null ? '—' : formatMastery(report.overall.mastery)}
                data-testid="overall-mastery"
              />
              <Stat label="Frauds practised" value={`${report.overall.practised} of ${report.frauds.length}`} />
              <Stat label="Weeks played" value={report.overall.weeksPlayed} data-testid="weeks-played" />
              <Stat
                label="Frauds spotted"
                value={`${report.overall.counts.hits} of ${report.overall.counts.fraudSeen}`}
              />
              <Stat
                label="False alarms"
                value={`${report.overall.counts.falseAlarms} of ${report.overall.counts.genuineSeen}`}
              />
            </div>
            <p className="field-hint" data-testid="mastery-explained">
              {masteryExplained('you')}{' '}
              <PrefetchLink to={`${href.help()}#${MASTERY_HELP_ID}`}>Exact definition</PrefetchLink>
            </p>
            <p className="field-hint">
              A week played is a Threat Week in which you answered at least one case or check.{' '}
              <PrefetchLink to={`${href.help()}#${WEEKS_PLAYED_HELP_ID}`}>What counts</PrefetchLink>
            </p>
          </Card>
          <Card title="Mastery per fraud">
            <MasteryGrid report={report} />
          </Card>
          <Card title="Coming up for review">
            <Reviews report={report} />
          </Card>
          <Card title="Week by week">
            <TrendTable report={report} />
          </Card>
          <Card title="Checks and learning gain">
            <Checks report={report} />
          </Card>
        </div>
      )}
    </QueryState>
  );
}
