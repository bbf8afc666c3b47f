import { useState } from 'react';
import { useUid } from '../../../lib/server-state/queries';
import {
  CURRENT_RULES_VERSION,
  DEFENSES,
  computeWeekReport,
  hashSeed,
  toMatchReportView,
  type DefenseId,
  type DrillResult,
  type FraudId,
  type MatchReportView,
} from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { MatchReport } from './match-report';

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
}): MatchReportView {
  const squad = {
    owned: input.deployed.map((defenseId) => ({
      defenseId,
      pricePaidTenths: DEFENSES[defenseId].priceTenths,
      deployed: true,
    })),
    lead: input.lead,
  };
  const report = computeWeekReport({
    weekSeed: input.seed,
    uid: input.uid,
    headlineThreats: input.headlineThreats,
    squad,
    rulesVersion: CURRENT_RULES_VERSION,
    ...(input.drill?.length ? { drill: input.drill } : {}),
  });
  return toMatchReportView(
    {
      id: 'practice',
      number: 0,
      seed: input.seed,
      seedHash: hashSeed(input.seed),
      headlineThreats: input.headlineThreats,
      rulesVersion: CURRENT_RULES_VERSION,
    },
    report,
  );
}

export interface PracticeMatchProps {
  deployed: readonly DefenseId[];
  lead: DefenseId | null;
  headlineThreats: readonly FraudId[];
  drill?: readonly DrillResult[];
}

/** "Play a practice match": this week's forecast against the lineup, now, unscored. */
export function PracticeMatch({ deployed, lead, headlineThreats, drill }: PracticeMatchProps) {
  // Shown to a signed-in player only: the draw is seeded with their uid, as the week's is.
  const uid = useUid() ?? '';
  const [report, setReport] = useState<MatchReportView | null>(null);
  return (
    <div className="practice-match">
      <Button
        type="button"
        disabled={deployed.length === 0}
        onClick={() => setReport(practiceReport({ seed: browserSeed(), uid, deployed, lead, headlineThreats, drill }))}
      >
        Play a practice match
      </Button>
      {report ? <MatchReport report={report} practice /> : null}
    </div>
  );
}
