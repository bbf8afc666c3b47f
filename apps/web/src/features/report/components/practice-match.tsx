import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callableQuery, useUid } from '../../../lib/server-state/queries';
import {
  CURRENT_RULES_VERSION,
  computeWeekReport,
  defensePriceTenths,
  hashSeed,
  isChipId,
  rulesFor,
  toMatchReportView,
  transferHit,
  type ChipId,
  type DefenseId,
  type DrillResult,
  type FraudId,
  type MatchReportView,
  type SquadPlanView,
} from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { CHIP_NAMES } from '../../../lib/rules-v5-words';
import { MatchReport, transfersLine } from './match-report';

/** Rules v5: the transfers a practice is scored with (this week's so far, from the plan). */
export interface PracticeTransfers {
  made: number;
  free: number;
  firstSquad?: boolean;
}

/** 32 random bytes as hex, from the browser's crypto. */
export function browserSeed(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Builds a practice report: this week's forecast against a lineup, with a seed made here, scored
 * by the same libs/domain code as a real week (computeWeekReport, toMatchReportView).
 */
export function practiceReport(input: {
  seed: string;
  uid: string;
  deployed: readonly DefenseId[];
  lead: DefenseId | null;
  headlineThreats: readonly FraudId[];
  /** This week's answered drill cases: a practice match is played with the drill, as the week will be. */
  drill?: readonly DrillResult[];
  /** Every owned card: the reserves play in a Full Bench week. */
  owned?: readonly DefenseId[];
  /** The rules the open week is played under (default: the current rules). */
  rulesVersion?: number;
  /** Rules v5: the chip to try and the week's transfers (their hit comes off the points). */
  chip?: ChipId | null;
  transfers?: PracticeTransfers;
}): MatchReportView {
  const rulesVersion = input.rulesVersion ?? CURRENT_RULES_VERSION;
  const reserves = (input.owned ?? []).filter((id) => !input.deployed.includes(id));
  const squad = {
    owned: [...input.deployed, ...reserves].map((defenseId) => ({
      defenseId,
      pricePaidTenths: defensePriceTenths(defenseId, rulesFor(rulesVersion)),
      deployed: input.deployed.includes(defenseId),
    })),
    lead: input.lead,
  };
  const report = computeWeekReport({
    weekSeed: input.seed,
    uid: input.uid,
    headlineThreats: input.headlineThreats,
    squad,
    rulesVersion,
    ...(input.drill?.length ? { drill: input.drill } : {}),
    ...(input.chip ? { chip: input.chip } : {}),
    ...(input.transfers ? { transfers: input.transfers } : {}),
  });
  return toMatchReportView(
    {
      id: 'practice',
      number: 0,
      seed: input.seed,
      seedHash: hashSeed(input.seed),
      headlineThreats: input.headlineThreats,
      rulesVersion,
    },
    report,
  );
}

/** The chips a practice may try: the one played this week, else none or any still to play. */
function chipChoices(plan: SquadPlanView): { value: string; label: string }[] {
  if (plan.chipThisWeek)
    return [{ value: plan.chipThisWeek, label: `${CHIP_NAMES[plan.chipThisWeek]} (played this week)` }];
  return [{ value: '', label: 'No chip' }, ...plan.chipsLeft.map((c) => ({ value: c, label: CHIP_NAMES[c] }))];
}

export interface PracticeMatchProps {
  deployed: readonly DefenseId[];
  lead: DefenseId | null;
  headlineThreats: readonly FraudId[];
  drill?: readonly DrillResult[];
}

/**
 * "Play a practice match": this week's forecast against the lineup, now, unscored. Under rules v5
 * it is played with this week's transfers so far (their hit, from the rules' transferHit) and a
 * chip to try, read from the plan and the squad the page has already asked for.
 */
export function PracticeMatch({ deployed, lead, headlineThreats, drill }: PracticeMatchProps) {
  // Shown to a signed-in player only: the draw is seeded with their uid, as the week's is.
  const signedIn = useUid();
  const uid = signedIn ?? '';
  const plan = useQuery(callableQuery('squad_getPlan', signedIn)).data ?? null;
  const owned = useQuery(callableQuery('user_getDefenses', signedIn)).data ?? null;
  const [picked, setPicked] = useState<string>('');
  const [report, setReport] = useState<MatchReportView | null>(null);
  const rulesVersion = plan?.rulesVersion ?? CURRENT_RULES_VERSION;
  const rules = rulesFor(rulesVersion);
  const choices = plan && rules.chips && plan.weekNumber !== null ? chipChoices(plan) : null;
  const chipValue = plan?.chipThisWeek ?? picked;
  const chip = choices && isChipId(chipValue) ? chipValue : null;
  const t = plan?.transfers ?? null;
  const transfers = t ? { made: t.made, free: t.free, firstSquad: t.freeWeek === 'first-squad' } : undefined;
  const hitLine = transfers
    ? transfersLine({
        chip,
        transfers: {
          ...transfers,
          hitPoints: transferHit(transfers.made, transfers.free, rules, {
            ...transfers,
            wildcard: chip === 'wildcard',
          }),
        },
      })
    : null;
  const play = () =>
    setReport(
      practiceReport({
        seed: browserSeed(),
        uid,
        deployed,
        lead,
        headlineThreats,
        drill,
        owned: owned?.map((d) => d.defenseId),
        rulesVersion,
        chip,
        transfers,
      }),
    );
  return (
    <div className="practice-match">
      {choices ? (
        <Select
          label="Chip in this practice"
          value={chipValue}
          onChange={setPicked}
          options={choices}
          hint="Try a chip before you play it: a practice plays nothing."
        />
      ) : null}
      {hitLine ? <p data-testid="practice-transfers">This week so far: {hitLine}</p> : null}
      <Button type="button" disabled={deployed.length === 0} onClick={play}>
        Play a practice match
      </Button>
      {report ? <MatchReport report={report} practice /> : null}
    </div>
  );
}
