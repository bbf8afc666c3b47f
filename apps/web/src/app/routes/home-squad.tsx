import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { href } from '@fraudshield/domain';
import { useDefenses } from '../../features/squad/api/queries';
import { LineupEditor } from '../../features/squad/components/lineup-editor';
import { SquadLimits } from '../../features/squad/components/squad-limits';
import { PracticeMatch } from '../../features/report/components/practice-match';
import { drillQueryOptions } from '../../features/drills/api/queries';
import { currentWeekQueryOptions } from '../../lib/current-week';
import { PrefetchLink } from '../../lib/prefetch-link';
import { callableQuery, useUid } from '../../lib/server-state/queries';
import { planSummary } from '../../lib/rules-v5-words';
import { Card } from '../../components/ui/card';
import { QueryState } from '../../components/ui/query-state';
import { LINEUP_ANCHOR } from './home-next-step';

/** The spec's text for a failed load of the defenses. */
const DEFENSES_LOAD_FAILED = 'Failed to load defenses';

/**
 * The squad: the lineup and Lead with this week's odds (the drill's boosts included),
 * the limits, and the shop; a new player is sent to the shop.
 */
export default function SquadSections() {
  const uid = useUid();
  const defenses = useDefenses();
  const week = useQuery(currentWeekQueryOptions(uid));
  const drill = useQuery(drillQueryOptions(uid));
  const planLine = planSummary(useQuery(callableQuery('squad_getPlan', uid)).data);
  const current = week.data?.week ?? null;
  const open = current?.status === 'open';
  // This week's drill, when it is this open week's: its boosts and its answered cases.
  const thisWeek = open && drill.data?.weekId === current.id ? drill.data : null;
  const drillBoosts = useMemo(
    () => (thisWeek ? Object.fromEntries(thisWeek.boosts.map((b) => [b.fraudId, b.boost])) : undefined),
    [thisWeek],
  );
  const drillResults = useMemo(
    () =>
      thisWeek?.cases.flatMap((c) =>
        c.answer ? [{ caseId: c.case.id, fraudId: c.answer.fraudId, correct: c.answer.correct }] : [],
      ) ?? [],
    [thisWeek],
  );
  const shopLink = <PrefetchLink to={href.defenseShop()}>Visit the defense shop</PrefetchLink>;
  const list = defenses.data?.list ?? [];
  if (list.length === 0) {
    return (
      <Card title="Your squad" id={LINEUP_ANCHOR}>
        <QueryState
          query={defenses}
          lines={2}
          loadingLabel="Loading your squad…"
          errorTitle={DEFENSES_LOAD_FAILED}
          testId="squad"
        >
          {() => <p>You own no defenses yet.</p>}
        </QueryState>
        <p>{shopLink}</p>
      </Card>
    );
  }
  return (
    <Card title="Lineup and Lead" id={LINEUP_ANCHOR}>
      <LineupEditor
        defenses={list}
        weekStatus={current?.status ?? null}
        headlineThreats={open ? current.headlineThreats : []}
        ownership={week.data?.ownership ?? null}
        drillBoosts={drillBoosts}
        renderDraft={
          uid && open
            ? (draft) => (
                <PracticeMatch
                  deployed={draft.deployed}
                  lead={draft.lead}
                  headlineThreats={current.headlineThreats}
                  drill={drillResults}
                />
              )
            : undefined
        }
      />
      <details className="squad-limits-details">
        <summary>Squad limits</summary>
        <SquadLimits defenses={list} />
      </details>
      {planLine ? <p data-testid="home-plan-line">{planLine}</p> : null}
      <p>{shopLink}</p>
    </Card>
  );
}
