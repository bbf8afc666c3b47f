import { useState, type FormEvent, type ReactNode } from 'react';
import {
  DEFENSES,
  FRAUDS,
  CURRENT_RULES,
  MAX_DEPLOYED,
  rulesFor,
  blockChance,
  canSetLineup,
  chanceWithDrill,
  formatChance,
  href,
  type ChipId,
  type CurrentWeekStatus,
  type DefenseId,
  type DrillBoosts,
  type FraudId,
  type OwnershipView,
  type PlayerDefense,
  type Ruleset,
} from '@fraudshield/domain';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { Button } from '../../../components/ui/button';
import { Table } from '../../../components/ui/table';
import { Feedback } from '../../../components/ui/feedback';
import { errorText } from '../../../lib/error-text';
import { refusalMessage } from './refusal';
import { useSetLineup, useSquadChangeBusy } from '../api/mutations';
import { usePlan } from '../api/queries';
import { toSquad } from '../utils/squad-state';
import { WhatIf } from './what-if';
import { OwnershipShare } from './ownership-share';

/**
 * Who plays and what the Lead scores this week, in words, with the chip played (if any): every
 * number from the week's rules (v6: a Triple Lead leaves the Lead no bonus on the other attacks; v7:
 * it counts on a covered threat the Lead counters partly too).
 */
export function lineupRule(chip: ChipId | null, rules: Ruleset = CURRENT_RULES): string {
  const lead = `the Lead scores ×${rules.leadMultiplier} on a block when it is a strong counter of the attack`;
  if (chip === 'fullBench')
    return `Full Bench is played this week: every card you own plays, deployed or not; ${lead}.`;
  if (chip === 'tripleLead' && rules.chips) {
    const c = rules.chips;
    const covered = c.tripleLeadSeverities
      ? `a ${c.tripleLeadSeverities.join(' or ')}-severity headline threat`
      : 'any attack';
    const others = c.tripleLeadOthersMultiplier ?? rules.leadMultiplier;
    const rest =
      others === rules.leadMultiplier
        ? `, ×${rules.leadMultiplier} on any other`
        : others === 1
          ? ', and no bonus (×1) on every other attack'
          : `, ×${others} on every other attack`;
    // v7: whenever the Lead counters a covered threat, strongly or partly.
    const counters = c.tripleLeadCoversPartial
      ? `when it counters ${covered}, strongly or partly`
      : `when it is a strong counter of ${covered}`;
    return `Only deployed defenses play; Triple Lead is played this week: the Lead scores ×${c.tripleLeadMultiplier} ${counters}${rest}.`;
  }
  return `Only deployed defenses play; ${lead}.`;
}

interface Draft {
  deployed: DefenseId[];
  lead: DefenseId | null;
}

function draftOf(defenses: readonly PlayerDefense[]): Draft {
  const deployed = defenses.filter((d) => d.deployed).map((d) => d.defenseId);
  return { deployed, lead: defenses.find((d) => d.lead)?.defenseId ?? deployed[0] ?? null };
}

function sameDraft(a: Draft, b: Draft): boolean {
  return (
    a.lead === b.lead && a.deployed.length === b.deployed.length && a.deployed.every((d) => b.deployed.includes(d))
  );
}

export interface LineupEditorProps {
  defenses: readonly PlayerDefense[];
  weekStatus: CurrentWeekStatus;
  /** The open week's headline threats: the draft's block chance against each is shown. */
  headlineThreats?: readonly FraudId[];
  /** Shown under the form for the draft lineup (the home page puts the practice match here). */
  renderDraft?: (draft: { deployed: DefenseId[]; lead: DefenseId | null }) => ReactNode;
  /** Each card's ownership share in the last settled week (shown under its name); null before one. */
  ownership?: OwnershipView | null;
  /**
   * This week's drill boosts: the block chances and the what-if odds are the ones the
   * week is scored with, and say how much of each chance the drill adds.
   */
  drillBoosts?: DrillBoosts;
}

/** One headline threat's block chance, with what the drill adds to it when it does. */
function ThreatChance({
  fraudId,
  deployed,
  boost,
}: {
  fraudId: FraudId;
  deployed: readonly DefenseId[];
  boost: number;
}) {
  const own = blockChance(deployed, fraudId);
  const withDrill = chanceWithDrill(own, boost);
  return (
    <span data-testid={`chance-${fraudId}`}>
      {FRAUDS[fraudId].name} <strong>{formatChance(withDrill)}</strong>
      {boost > 0 ? (
        <>
          {' '}
          (your lineup {formatChance(own)}, +{formatChance(withDrill - own)} from your drill)
        </>
      ) : null}
    </span>
  );
}

/** Deploy up to 7 owned defenses and pick the Lead. Keyed by the saved squad: a save resets it. */
export function LineupEditor(props: LineupEditorProps) {
  const key = props.defenses.map((d) => `${d.defenseId}:${d.deployed ? 1 : 0}${d.lead ? 'L' : ''}`).join(',');
  // The mutation lives here, so its outcome outlives the form, which restarts from the saved squad after a save.
  const setLineup = useSetLineup();
  return <LineupForm key={key} {...props} setLineup={setLineup} />;
}

interface FormProps extends LineupEditorProps {
  setLineup: ReturnType<typeof useSetLineup>;
}

function LineupForm({
  defenses,
  weekStatus,
  headlineThreats = [],
  renderDraft,
  ownership,
  drillBoosts,
  setLineup,
}: FormProps) {
  const saved = draftOf(defenses);
  const [draft, setDraft] = useState<Draft>(saved);
  // A client-side refusal (the squad rules); the server's answer comes from the mutation.
  const [refusal, setRefusal] = useState<string | null>(null);
  const edited = () => {
    setRefusal(null);
    setLineup.reset();
  };
  const busy = useSquadChangeBusy();
  // The chip played this week changes who plays and what the Lead scores: said here, not contradicted.
  const plan = usePlan().data;
  const chip = plan?.chipThisWeek ?? null;
  const weekRules = plan ? rulesFor(plan.rulesVersion) : CURRENT_RULES;

  if (defenses.length === 0) {
    return (
      <p>
        Buy defenses in the <PrefetchLink to={href.defenseShop()}>defense shop</PrefetchLink> to build your lineup.
      </p>
    );
  }

  const check = canSetLineup(toSquad(defenses), draft.deployed, draft.lead, weekStatus);
  const changed = !sameDraft(draft, saved);

  const toggle = (id: DefenseId, on: boolean) => {
    edited();
    setDraft((d) => {
      const deployed = on ? [...d.deployed.filter((x) => x !== id), id] : d.deployed.filter((x) => x !== id);
      // The Lead must be deployed: keep it, or the first deployed takes over.
      const lead = d.lead && deployed.includes(d.lead) ? d.lead : (deployed[0] ?? null);
      return { deployed, lead };
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || setLineup.isPending || !changed) return;
    if (!check.ok) {
      setLineup.reset();
      setRefusal(refusalMessage(check.code));
      return;
    }
    setRefusal(null);
    // Keep the owned order: the server's "first deployed" is the first in purchase order.
    const deployed = defenses.map((d) => d.defenseId).filter((id) => draft.deployed.includes(id));
    setLineup.mutate({ deployed, lead: draft.lead });
  };

  const tooMany = draft.deployed.length > MAX_DEPLOYED;
  return (
    <>
      <form onSubmit={submit} aria-label="Lineup" className="lineup">
        <p data-testid="lineup-rule">
          Deployed <strong data-testid="lineup-count">{draft.deployed.length}</strong> of {MAX_DEPLOYED}.{' '}
          {lineupRule(chip, weekRules)}
        </p>
        <Table caption="Your lineup" hideCaption>
          <thead>
            <tr>
              <th scope="col">Defense</th>
              <th scope="col">Deploy</th>
              <th scope="col">Lead</th>
            </tr>
          </thead>
          <tbody>
            {defenses.map((d) => {
              const name = DEFENSES[d.defenseId].name;
              const on = draft.deployed.includes(d.defenseId);
              return (
                <tr key={d.defenseId}>
                  <th scope="row">
                    {name}
                    <OwnershipShare ownership={ownership} defenseId={d.defenseId} />
                  </th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Deploy ${name}`}
                      checked={on}
                      onChange={(e) => toggle(d.defenseId, e.currentTarget.checked)}
                    />
                  </td>
                  <td>
                    <input
                      type="radio"
                      name="lead"
                      aria-label={`Lead ${name}`}
                      checked={draft.lead === d.defenseId}
                      disabled={!on}
                      onChange={() => {
                        edited();
                        setDraft((x) => ({ ...x, lead: d.defenseId }));
                      }}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        {headlineThreats.length ? (
          <p className="field-hint" data-testid="lineup-coverage">
            Block chance against this week&apos;s headline threats:{' '}
            {headlineThreats.map((f, i) => (
              <span key={f}>
                {i ? ' · ' : ''}
                <ThreatChance fraudId={f} deployed={draft.deployed} boost={drillBoosts?.[f] ?? 0} />
              </span>
            ))}
          </p>
        ) : null}
        {headlineThreats.length ? (
          <WhatIf
            owned={defenses.map((d) => d.defenseId)}
            deployed={draft.deployed}
            lead={draft.lead}
            headlineThreats={headlineThreats}
            drillBoosts={drillBoosts}
          />
        ) : null}
        <Feedback error={tooMany && refusalMessage('too-many-deployed')} testId="lineup-too-many" />
        {weekStatus === 'locked' ? <p className="notice">{refusalMessage('week-locked')}</p> : null}
        <Button
          type="submit"
          variant="primary"
          disabled={!changed || tooMany || busy || weekStatus === 'locked'}
          busy={setLineup.isPending}
          busyLabel="Saving…"
        >
          Save lineup
        </Button>
        <Feedback
          testId="lineup"
          error={refusal ?? (setLineup.error && errorText(setLineup.error))}
          ok={setLineup.isSuccess && 'Lineup saved.'}
        />
      </form>
      {renderDraft
        ? renderDraft({
            deployed: defenses.map((d) => d.defenseId).filter((id) => draft.deployed.includes(id)),
            lead: draft.lead,
          })
        : null}
    </>
  );
}
