import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  DEFENSES,
  FRAUDS,
  href,
  rulesFor,
  tripleLeadTargets,
  type ChipId,
  type SquadPlanView,
} from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Feedback } from '../../../components/ui/feedback';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/error-text';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { CHIP_NAMES, chipList, nextTransferLine } from '../../../lib/rules-v5-words';
import { callableQuery, useUid } from '../../../lib/server-state/queries';
import { useDefenses, usePlan } from '../api/queries';
import { usePlayChip } from '../api/mutations';

/**
 * Why a chip cannot be played now, in words that say what stops it (null: it can be). The order
 * follows the rules' own checks (chips.ts playChip): rules with chips, the week open, the chip
 * not played this season, no other chip this week.
 */
export function chipBlockedReason(plan: SquadPlanView, chip: ChipId, weekOpen: boolean): string | null {
  const playedIn = plan.chipsPlayed[chip];
  if (playedIn !== undefined) {
    return playedIn === plan.weekNumber
      ? 'Played this week: a chip cannot be taken back.'
      : `Played in week ${playedIn}: each chip is played once a season.`;
  }
  if (!plan.chipsLeft.includes(chip)) return "This week's rules have no chips.";
  if (!weekOpen || plan.weekNumber === null) return 'No week is open: a chip is played before a week’s deadline.';
  if (plan.chipThisWeek !== null) return `${CHIP_NAMES[plan.chipThisWeek]} is played this week: one chip a week.`;
  return null;
}

/** The squad page's plan: the forecasts published ahead, this week's transfers and the chips. */
export function PlanPanel() {
  const plan = usePlan();
  return (
    <Card title="Plan" className="plan-panel" data-testid="plan-panel">
      <QueryState query={plan} lines={4} loadingLabel="Loading your plan…" errorTitle="Your plan did not load">
        {(view) => <Plan plan={view} />}
      </QueryState>
    </Card>
  );
}

function Plan({ plan }: { plan: SquadPlanView }) {
  const week = useQuery(callableQuery('week_getCurrent', useUid()));
  // The plan names the open week; the week's status says whether its deadline has passed since.
  const weekOpen = plan.weekNumber !== null && (week.data?.week?.status ?? 'open') === 'open';
  return (
    <>
      <Transfers plan={plan} />
      <Forecasts plan={plan} />
      <Chips plan={plan} weekOpen={weekOpen} />
    </>
  );
}

function Transfers({ plan }: { plan: SquadPlanView }) {
  const t = plan.transfers;
  if (!t) {
    return (
      <p data-testid="plan-transfers">
        {plan.weekNumber === null
          ? 'Transfers are counted once a week is open.'
          : "This week's rules have no transfers: every buy is free."}
      </p>
    );
  }
  return (
    <>
      <p data-testid="plan-transfers">
        Free transfers this week: <strong data-testid="plan-free">{t.free}</strong> (unused ones roll over, up to{' '}
        {t.maxFree}). Transfers made: <strong data-testid="plan-made">{t.made}</strong>
        {t.freeWeek ? ', all free this week' : ''}.
        {t.hitPoints > 0 ? (
          <>
            {' '}
            Points hit so far: <strong data-testid="plan-hit">−{t.hitPoints}</strong> (−{t.hitPerTransfer} for each
            transfer beyond the free ones).
          </>
        ) : null}
      </p>
      <p className="field-hint" data-testid="plan-next-transfer">
        {nextTransferLine(t, rulesFor(plan.rulesVersion))}
      </p>
    </>
  );
}

function Forecasts({ plan }: { plan: SquadPlanView }) {
  if (plan.forecasts.length === 0) return <p data-testid="plan-forecasts">No forecast is published yet.</p>;
  return (
    <section aria-labelledby="plan-forecasts-title" data-testid="plan-forecasts">
      <h3 id="plan-forecasts-title">Forecasts ahead</h3>
      <ul className="plan-forecasts">
        {plan.forecasts.map((f) => (
          <li key={f.weekNumber} data-testid={`plan-forecast-${f.weekNumber}`}>
            <strong>
              Week {f.weekNumber}
              {f.weekNumber === plan.weekNumber ? ' (this week)' : ''}:
            </strong>{' '}
            {f.headlineThreats.map((id, i) => (
              <span key={id}>
                {i > 0 ? ', ' : ''}
                <PrefetchLink to={href.fraud(id)}>{FRAUDS[id].name}</PrefetchLink>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Chips({ plan, weekOpen }: { plan: SquadPlanView; weekOpen: boolean }) {
  const play = usePlayChip();
  const [asking, setAsking] = useState<ChipId | null>(null);
  const confirm = () => {
    if (!asking) return;
    play.mutate(asking, { onSettled: () => setAsking(null) });
  };
  return (
    <section aria-labelledby="plan-chips-title" data-testid="plan-chips">
      <h3 id="plan-chips-title">Chips</h3>
      <p className="field-hint">Each chip once a season, one a week, before the deadline.</p>
      <div aria-live="polite">
        <Feedback
          testId="chip"
          error={play.error && errorText(play.error)}
          ok={play.data && play.variables ? `${CHIP_NAMES[play.variables]} played for this week.` : null}
        />
      </div>
      <ul className="plan-chips">
        {chipList(rulesFor(plan.rulesVersion)).map((chip) => {
          const blocked = chipBlockedReason(plan, chip.id, weekOpen);
          const playedIn = plan.chipsPlayed[chip.id];
          const playedThisWeek = plan.chipThisWeek === chip.id;
          return (
            <li key={chip.id} data-testid={`chip-${chip.id}`}>
              <p>
                <strong>{chip.name}</strong>{' '}
                {playedIn !== undefined ? (
                  <Badge tone={playedThisWeek ? 'success' : 'neutral'}>
                    {playedThisWeek ? 'Played this week' : `Played in week ${playedIn}`}
                  </Badge>
                ) : null}
                <br />
                {chip.description}
              </p>
              {playedIn !== undefined ? (
                // A played chip is spent for the season: it says so, with no button that can never work.
                <p className="field-hint" data-testid={`chip-played-${chip.id}`}>
                  {playedIn === plan.weekNumber
                    ? `Played in week ${playedIn} (this week): a chip cannot be taken back.`
                    : `Played in week ${playedIn}: each chip is played once a season.`}
                </p>
              ) : (
                <>
                  <Button
                    size="sm"
                    aria-describedby={blocked ? `chip-why-${chip.id}` : undefined}
                    disabled={blocked !== null || play.isPending}
                    busy={play.isPending && play.variables === chip.id}
                    busyLabel="Playing…"
                    onClick={() => {
                      play.reset();
                      setAsking(chip.id);
                    }}
                  >
                    Play {chip.name}
                  </Button>
                  {blocked ? (
                    <p className="field-hint" id={`chip-why-${chip.id}`} data-testid={`chip-why-${chip.id}`}>
                      {blocked}
                    </p>
                  ) : null}
                </>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !play.isPending) setAsking(null);
        }}
        title={asking ? `Play ${CHIP_NAMES[asking]} in week ${plan.weekNumber ?? ''}?` : ''}
        description="A chip cannot be taken back: once played, it is used for the season."
        footer={
          <>
            <Button onClick={() => setAsking(null)} disabled={play.isPending}>
              Cancel
            </Button>
            <Button variant="primary" onClick={confirm} busy={play.isPending} busyLabel="Playing…">
              {asking ? `Play ${CHIP_NAMES[asking]}` : 'Play'}
            </Button>
          </>
        }
      >
        {asking ? <p>{chipList(rulesFor(plan.rulesVersion)).find((c) => c.id === asking)?.description}</p> : null}
        {asking === 'fullBench' ? <FullBenchEffect /> : null}
        {asking === 'tripleLead' ? <TripleLeadEffect plan={plan} /> : null}
      </Dialog>
    </section>
  );
}

/**
 * What a Full Bench adds for this squad, before it is played: the reserves (owned, not deployed)
 * that would play too, or that it adds nothing while every owned card is deployed (seen playing:
 * the demo player spent it on a squad of four, all deployed).
 */
function FullBenchEffect() {
  const defenses = useDefenses().data;
  if (!defenses) return null;
  const reserves = defenses.list.filter((d) => !d.deployed).map((d) => DEFENSES[d.defenseId].name);
  return (
    <p data-testid="chip-effect">
      {reserves.length === 0
        ? `You deploy every card you own (${defenses.list.length}): Full Bench adds none this week. Buy reserves first, or keep it for a week you own more than you deploy.`
        : `Your ${reserves.length === 1 ? 'reserve plays' : `${reserves.length} reserves play`} too: ${reserves.join(', ')}.`}
    </p>
  );
}

/**
 * What a Triple Lead does for this squad's Lead, before it is played: the week's headline threats
 * it would triple (tripleLeadTargets, by the week's rules), or that it only takes the Lead's bonus
 * away this week (seen playing: the demo player's Lead countered none of the week's very-high
 * threats, and the confirmation did not say so).
 */
function TripleLeadEffect({ plan }: { plan: SquadPlanView }) {
  const defenses = useDefenses().data;
  const threats = plan.forecasts.find((f) => f.weekNumber === plan.weekNumber)?.headlineThreats;
  if (!defenses || !threats) return null;
  const lead = defenses.list.find((d) => d.lead)?.defenseId ?? null;
  if (!lead) return <p data-testid="chip-effect">You have no Lead: pick one on your home page first.</p>;
  const names = (ids: readonly string[]) => ids.map((f) => FRAUDS[f as keyof typeof FRAUDS].name).join(', ');
  const targets = tripleLeadTargets(lead, threats, rulesFor(plan.rulesVersion));
  return (
    <p data-testid="chip-effect">
      {targets.length === 0
        ? `Your Lead, ${DEFENSES[lead].name}, counters none of this week's headline threats that a Triple Lead covers: played now, it only takes the Lead's bonus away. Change your Lead first, or keep the chip for another week.`
        : `Your Lead, ${DEFENSES[lead].name}, counters ${names(targets)}: its points on ${targets.length === 1 ? 'that threat' : 'those threats'} count ×${rulesFor(plan.rulesVersion).chips?.tripleLeadMultiplier ?? ''} this week.`}
    </p>
  );
}
