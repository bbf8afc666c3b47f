import type { ReactNode } from 'react';
import {
  DEFENSES,
  formatChance,
  formatCreditAmount,
  FRAUDS,
  href,
  isLeadStrongest,
  leadEffectLabel,
  leadMultiplierOfWeek,
  rulesFor,
  type FraudId,
  type MatchReportView,
} from '@fraudshield/domain';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { Badge, SeverityBadge } from '../../../components/ui/badge';
import { Stat } from '../../../components/ui/stat';
import { FraudIcon } from '../../../components/icons';
import { CHIP_NAMES, chipDescription } from '../../../lib/rules-v5-words';
import { CheckDraw } from './check-draw';
import { signedPoints } from '../../../lib/points';
import './match-report.css';

/** Rules v5: the week's transfers in one line (the hit is already in the week's points). */
export function transfersLine(report: Pick<MatchReportView, 'chip' | 'transfers'>): string | null {
  const t = report.transfers;
  if (!t) return null;
  const made = `${t.made} ${t.made === 1 ? 'transfer' : 'transfers'}`;
  if (t.firstSquad) return `${made}: your first squad, free.`;
  if (report.chip === 'wildcard') return `${made}: free with the Wildcard.`;
  const free = `${t.free} free`;
  return t.hitPoints > 0
    ? `${made} with ${free}: −${t.hitPoints} points hit, already in the week's total.`
    : `${made} with ${free}: no points hit.`;
}

/** What the page shows under a breach (the learning feature's note on that fraud), if anything. */
export type BreachNote = (fraudId: FraudId) => ReactNode;

/**
 * One settled week: the attacks, each a line (blocked or breached, points) that opens on who
 * engaged, the chance, the roll and the lesson (and for a breach, the page's note on that fraud);
 * the week's total and the draw check.
 */
export function MatchReport({
  report,
  practice = false,
  breachNote,
}: {
  report: MatchReportView;
  practice?: boolean;
  breachNote?: BreachNote;
}) {
  const blocked = report.attacks.filter((a) => a.blocked).length;
  // The multiplier of the rules the week was played under (v4: a Lead doubles a breach's penalty too).
  const rules = rulesFor(report.rulesVersion);
  // A Triple Lead week (rules v5+) multiplies by the chip's number on the attacks the chip covers,
  // and (v6) by ×1 on every other one: the domain's own leadMultiplierOfWeek, as the week was settled.
  const leadTimes = (fraudId: FraudId) => leadMultiplierOfWeek(fraudId, report.chip, report.headlineThreats, rules);
  // v6: an attack the Lead strongly counters but the Triple Lead does not cover earns no Lead bonus
  // (the engine marks it not leadDoubled); the line says so, so the missing double is no surprise.
  const leadLabel = (a: MatchReportView['attacks'][number]): string | null => {
    if (a.leadDoubled) return leadEffectLabel(a, leadTimes(a.fraudId));
    const counted = a.blocked || rules.leadOnBreaches;
    return report.chip === 'tripleLead' &&
      counted &&
      leadTimes(a.fraudId) === 1 &&
      isLeadStrongest(report.deployed, report.lead, a.fraudId, rules)
      ? 'Lead: no bonus (Triple Lead week)'
      : null;
  };
  const transfers = transfersLine(report);
  const titleId = practice ? 'practice-report-title' : 'report-title';
  return (
    <article
      aria-labelledby={titleId}
      data-testid={practice ? 'practice-report' : 'match-report'}
      className={practice ? 'practice' : undefined}
    >
      <h3 id={titleId}>{practice ? 'Practice match (unscored)' : `Week ${report.weekNumber} match report`}</h3>
      {practice ? (
        <p className="notice" data-testid="practice-notice">
          Practice only: not scored, no credits, nothing saved. Your attacks and rolls came from a random seed made in
          this browser, with the same rules code as a real week.
        </p>
      ) : null}
      <div className="stats" data-testid="report-summary">
        <Stat label="Points" value={signedPoints(report.totalPoints)} data-testid="report-points" />
        <Stat label="Blocked" value={`${blocked} of ${report.attacks.length}`} />
        <Stat
          label={practice ? 'Credits (a real week would pay)' : 'Credits earned'}
          value={`+${formatCreditAmount(report.creditsEarned)}`}
        />
        <Stat
          label="Lead"
          value={<span className="stat-text">{report.lead ? DEFENSES[report.lead].name : 'none'}</span>}
        />
      </div>
      {report.chip ? (
        <p data-testid="report-chip">
          <Badge tone="brand">{CHIP_NAMES[report.chip]}</Badge>{' '}
          {practice ? 'tried in this practice' : 'played this week'}. {chipDescription(report.chip, rules)}
        </p>
      ) : null}
      {transfers ? <p data-testid="report-transfers">Transfers: {transfers}</p> : null}
      <ol className="game-attacks" aria-label="Attacks">
        {report.attacks.map((a, i) => {
          const fraud = FRAUDS[a.fraudId];
          const lessonDefense = a.lesson?.defenseId ?? null;
          const leadText = leadLabel(a);
          return (
            <li
              key={`${a.fraudId}-${i}`}
              className={`game-attack ${a.blocked ? 'blocked' : 'breached'}`}
              data-testid="attack"
            >
              <details>
                <summary>
                  <h4>
                    <FraudIcon id={a.fraudId} />
                    {fraud.name}
                    <Badge tone={a.blocked ? 'success' : 'danger'}>{a.blocked ? 'Blocked' : 'Breached'}</Badge>
                    <strong>{signedPoints(a.points)} pts</strong>
                    {leadText ? (
                      <Badge tone={a.leadDoubled ? (a.blocked ? 'brand' : 'danger') : 'neutral'}>{leadText}</Badge>
                    ) : null}
                  </h4>
                </summary>
                <p>
                  <SeverityBadge severity={a.severity ?? fraud.severity} />
                </p>
                <p>
                  {a.engaged.length
                    ? `Engaged: ${a.engaged.map((e) => `${DEFENSES[e.defenseId].name} (${e.effectiveness === 2 ? 'strong' : 'partial'})`).join(', ')}.`
                    : 'No deployed defense engaged.'}
                </p>
                <p>
                  Chance to block <strong>{formatChance(a.chance)}</strong>
                  {a.drillAdded !== undefined && a.drillAdded > 0 ? (
                    <>
                      {' '}
                      (<strong>+{formatChance(a.drillAdded)}</strong> from your drill)
                    </>
                  ) : null}
                  , roll <strong>{a.roll.toFixed(4)}</strong>:{' '}
                  {a.blocked ? 'under the chance, so blocked.' : 'not under the chance, so it got through.'}
                </p>
                <p className="lesson">
                  {a.lesson?.text ?? ''} Learn more:{' '}
                  <PrefetchLink to={href.fraud(a.fraudId)}>{fraud.name}</PrefetchLink>
                  {lessonDefense ? (
                    <>
                      {' · '}
                      <PrefetchLink to={href.defense(lessonDefense)}>{DEFENSES[lessonDefense].name}</PrefetchLink>
                    </>
                  ) : null}
                </p>
                {!a.blocked && breachNote ? breachNote(a.fraudId) : null}
              </details>
            </li>
          );
        })}
      </ol>
      <p>
        {report.cleanSheetBonus ? `Clean sheet +${report.cleanSheetBonus}. ` : ''}
        {report.passwordFatigue
          ? `Password fatigue ${signedPoints(report.passwordFatigue)} (Regular Password Changes was deployed). `
          : ''}
        {report.transfers?.hitPoints ? `Transfer hit −${report.transfers.hitPoints}. ` : ''}
        Week total <strong>{signedPoints(report.totalPoints)}</strong> points.
      </p>
      <CheckDraw report={report} />
    </article>
  );
}
