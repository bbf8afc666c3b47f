import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Check } from 'lucide-react';
import {
  CHECK_GENUINE,
  DEFENSES,
  FRAUDS,
  LEAD_MULTIPLIER,
  bestLead,
  checkTitle,
  formatCreditAmount,
  href,
  uncounteredThreats,
} from '@fraudshield/domain';
import { useBalance, useDefenses } from '../../features/squad/api/queries';
import { useUid } from '../../lib/server-state/queries';
import { dailyQueryOptions, drillQueryOptions } from '../../features/drills/api/queries';
import { DAILY_ANCHOR, DRILL_ANCHOR } from '../../features/drills/utils/anchors';
import { checkQueryOptions } from '../../features/learning/api/queries';
import { useNow } from '../../features/week/hooks/use-now';
import { formatCountdown } from '../../features/week/utils/countdown';
import { currentWeekQueryOptions } from '../../lib/current-week';
import { planSteps, type Step, type StepId } from '../../lib/next-step';
import { PrefetchLink } from '../../lib/prefetch-link';
import { NEXT_STEP_ANCHOR } from '../../lib/next-step-link';
import { jumpTo } from './home-jump';
import { LastWeekLine } from './home-last-week';
import { Card } from '../../components/ui/card';
import { buttonClassName } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/states';

/** Where the lineup editor is on the home page. */
export const LINEUP_ANCHOR = 'lineup';

const STEP_LABEL: Record<StepId, string> = {
  squad: 'Squad',
  lead: 'Lead',
  check: 'Check',
  drill: 'Drill',
  daily: "Today's case",
  wait: 'Report',
};

function Action({ anchor, children, placeholder }: { anchor: string; children: ReactNode; placeholder?: string }) {
  return (
    <a
      href={`#${anchor}`}
      className={buttonClassName('primary')}
      onClick={jumpTo(anchor, placeholder)}
      data-testid="next-step-action"
    >
      {children}
    </a>
  );
}

function Countdown({ deadline }: { deadline: string }) {
  const now = useNow();
  return <strong>{formatCountdown(Date.parse(deadline), now)}</strong>;
}

/** The reads the step plan depends on (one subscription each, for the plan and the card alike). */
function useStepQueries() {
  const uid = useUid();
  return {
    uid,
    defenses: useDefenses(),
    week: useQuery(currentWeekQueryOptions(uid)),
    drill: useQuery(drillQueryOptions(uid)),
    daily: useQuery(dailyQueryOptions(uid)),
    check: useQuery(checkQueryOptions(uid)),
  };
}

/**
 * The step plan of the player's week, once it is known (null until then). A check that did not
 * load leaves its step out rather than holding up the card: the progress page still shows it.
 *
 * The squad and the Lead come first and depend on the squad and the week alone, so when one of
 * them is the step to do now, the plan is known before the drill, today's case and the check
 * have answered: the card says it then (it is the first screen's largest text, and each read is a
 * round trip on a phone's network). Their steps show as still to do until they answer; the check's
 * step joins the row then, as it did when the whole plan arrived at once.
 */
function planOf({ uid, defenses, week, drill, daily, check }: ReturnType<typeof useStepQueries>) {
  const settled = (q: { isPending: boolean; fetchStatus: string }) => !q.isPending || q.fetchStatus === 'idle';
  if (uid === null || !defenses.isSuccess || !week.isSuccess) return null;
  const list = defenses.data.list;
  const current = week.data.week;
  const squad = {
    owned: list.length,
    deployed: list.filter((x) => x.deployed).map((x) => x.defenseId),
    lead: list.find((x) => x.lead)?.defenseId ?? null,
    week: current ? { status: current.status, headlineThreats: current.headlineThreats } : null,
  };
  if (!settled(drill) || !settled(daily) || !settled(check)) {
    // Not answered yet: a drill and a case still to do (as the card's placeholder shows them).
    const early = planSteps({
      ...squad,
      drill: current?.status === 'open' ? { total: 1, answered: 0, open: true } : null,
      daily: { answered: false },
      check: null,
    });
    return early.current === 'squad' || early.current === 'lead' ? early : null;
  }
  // Only this week's drill counts: a drill still cached from last week is not this week's step done.
  const d = drill.data?.weekId && drill.data.weekId === current?.id ? drill.data : null;
  return planSteps({
    ...squad,
    drill: d ? { total: d.cases.length, answered: d.cases.filter((c) => c.answer).length, open: d.open } : null,
    daily: daily.data?.case ? { answered: daily.data.answer !== null } : null,
    check: check.data?.kind ? { kind: check.data.kind, answered: check.data.answered, total: check.data.total } : null,
  });
}

/** The step plan of the player's week (null until everything it depends on has answered). */
export function useStepPlan() {
  return planOf(useStepQueries());
}

/**
 * The one thing to do now, at the top of Home: pick your squad → set your Lead → an open check →
 * this week's drill → today's case → wait for the report at the deadline, done steps ticked.
 */

export function NextStepCard() {
  const balance = useBalance().data ?? null;
  // One subscription per read: each answer renders the card once (it was subscribed twice).
  const reads = useStepQueries();
  const { defenses, week, drill, daily, check } = reads;
  const plan = planOf(reads);
  const { hash, key } = useLocation();

  // "Back to your next step" (/home#next-step) lands here, from Home itself or from another page.
  useEffect(() => {
    if (hash !== `#${NEXT_STEP_ANCHOR}`) return;
    document.getElementById(NEXT_STEP_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash, key]);

  // Until the plan is known: the same box and the same row of steps, so nothing below moves when it arrives.
  if (!plan || !week.data) {
    return (
      <Card title="Next step" data-testid="next-step" className="next-step" id={NEXT_STEP_ANCHOR}>
        <div className="next-step-main">
          <LastWeekLine holdRoom />
          <div className="next-step-body" key="skeleton">
            <Skeleton lines={3} label="Working out your next step…" />
          </div>
        </div>
        <StepList steps={STEP_IDS.map((id) => ({ id, done: false, applies: true }))} current={null} />
      </Card>
    );
  }

  const list = defenses.data?.list ?? [];
  const deployed = list.filter((d) => d.deployed).map((d) => d.defenseId);
  const current = week.data.week;
  const d = drill.data?.weekId && drill.data.weekId === current?.id ? drill.data : null;
  // What changed comes before the chores: a headline threat that nothing in the squad counters.
  const uncovered =
    current?.status === 'open' && deployed.length > 0 ? uncounteredThreats(deployed, current.headlineThreats) : [];

  let body: ReactNode;
  switch (plan.current) {
    case 'squad':
      body = (
        <>
          <p>
            <strong>Pick your squad.</strong> You have {balance === null ? 'your credits' : formatCreditAmount(balance)}{' '}
            to spend on defenses
            {current?.status === 'open' ? ": the ones that counter this week's headline threats block most." : '.'}
          </p>
          <PrefetchLink to={href.defenseShop()} className={buttonClassName('primary')} data-testid="next-step-action">
            Open the defense shop
          </PrefetchLink>
        </>
      );
      break;
    case 'lead': {
      const best = current ? bestLead(deployed, current.headlineThreats) : null;
      // A Lead already set but off this week's forecast (seen playing: "Set your Lead" read as if none was set).
      const lead = list.find((x) => x.lead && x.deployed)?.defenseId ?? null;
      body = (
        <>
          {lead && current?.status === 'open' ? (
            <p>
              <strong>Change your Lead.</strong> {DEFENSES[lead].name} strongly counters none of this week&apos;s
              headline threats: pick one that does{best ? <>, such as {DEFENSES[best].name}</> : null}.
            </p>
          ) : (
            <p>
              <strong>Set your Lead.</strong> Your Lead&apos;s blocks score ×{LEAD_MULTIPLIER} when it is a strong
              counter of the attack: pick one that strongly counters a headline threat
              {best ? <>, such as {DEFENSES[best].name}</> : null}.
            </p>
          )}
          <Action anchor={LINEUP_ANCHOR} placeholder="squad-placeholder">
            Choose your Lead
          </Action>
        </>
      );
      break;
    }
    case 'check': {
      const v = check.data;
      const placement = v?.kind === 'placement';
      body = (
        <>
          <p>
            <strong>
              {placement
                ? 'Take your placement check.'
                : `Take your ${v?.kind ? checkTitle(v.kind).toLowerCase() : 'check'}.`}
            </strong>{' '}
            {v?.answered ? `${v.answered} of ${v.total} answered: ` : ''}
            {placement
              ? `${v?.total} short cases you have not seen, ${CHECK_GENUINE} of them genuine, nothing at stake. Taken before your first drill, it measures where you start, so your progress page can show what you learn.`
              : `${v?.total} cases you have not seen, nothing at stake: against your placement check, they show what you have learned and kept.`}
          </p>
          <PrefetchLink to={href.progress()} className={buttonClassName('primary')} data-testid="next-step-action">
            {v?.answered ? 'Go on with the check' : 'Start the check'}
          </PrefetchLink>
        </>
      );
      break;
    }
    case 'drill': {
      const answered = d?.cases.filter((c) => c.answer).length ?? 0;
      body = (
        <>
          <p>
            <strong>Do this week&apos;s drill.</strong> {answered} of {d?.cases.length} cases answered: each one you get
            right before the deadline raises your block chance against its fraud this week.
          </p>
          <Action anchor={DRILL_ANCHOR} placeholder="drills-placeholder">
            {answered ? 'Go on with the drill' : 'Start the drill'}
          </Action>
        </>
      );
      break;
    }
    case 'daily':
      body = (
        <>
          <p>
            <strong>Answer today&apos;s case.</strong> A right answer pays {formatCreditAmount(daily.data?.reward ?? 0)}{' '}
            and your streak is {daily.data?.streak ?? 0} {daily.data?.streak === 1 ? 'day' : 'days'}.
          </p>
          <Action anchor={DAILY_ANCHOR} placeholder="drills-placeholder">
            Open today&apos;s case
          </Action>
        </>
      );
      break;
    default:
      body =
        current?.status === 'open' ? (
          <p>
            <strong>All set for week {current.number}.</strong> It is scored at the deadline, in{' '}
            <Countdown deadline={current.deadline} />: your match report then shows here. Meanwhile, the wiki&apos;s
            page checks pay credits.
          </p>
        ) : current?.status === 'locked' ? (
          <p>
            <strong>Week {current.number} is being scored.</strong> Your match report shows here in a few minutes.
          </p>
        ) : (
          <p>
            <strong>Your squad is ready.</strong> The next Threat Week opens soon; until then, the wiki&apos;s page
            checks pay credits.
          </p>
        );
  }

  return (
    <Card title="Next step" data-testid="next-step" className="next-step" id={NEXT_STEP_ANCHOR}>
      {/* Last week's line and the step keep one height together, line or no line (next-step-main):
          with no line, the step (a new box, not the skeleton's moved) takes its room. */}
      <div className="next-step-main">
        <LastWeekLine />
        {uncovered.length ? (
          <p className="next-step-change" data-testid="next-step-uncovered">
            <strong>
              Nothing in your squad counters {uncovered.map((f) => FRAUDS[f].name).join(' or ')}, this week&apos;s
              headline {uncovered.length === 1 ? 'threat' : 'threats'}.
            </strong>{' '}
            <PrefetchLink to={`${href.defenseShop()}?counters=week`}>Find a counter in the shop</PrefetchLink>
          </p>
        ) : null}
        <div className="next-step-body" key="step" data-testid="next-step-current" data-step={plan.current}>
          {body}
        </div>
      </div>
      <StepList steps={plan.steps} current={plan.current} />
    </Card>
  );
}

const STEP_IDS: readonly StepId[] = ['squad', 'lead', 'drill', 'daily', 'wait'];

/** The week's steps in a row, the done ones ticked, the current one marked. */
function StepList({ steps, current }: { steps: readonly Step[]; current: StepId | null }) {
  return (
    <ol className="next-steps" aria-label="Your week">
      {steps.map((s) => (
        <li
          key={s.id}
          data-step={s.id}
          data-done={s.done || undefined}
          aria-current={s.id === current ? 'step' : undefined}
          className={s.applies ? undefined : 'not-now'}
        >
          {/* The mark's place is kept when not done: a chip is as wide before the plan arrives as after. */}
          {s.done ? <Check size={14} aria-label="done" /> : <span className="step-mark" aria-hidden="true" />}
          {STEP_LABEL[s.id]}
          {!s.applies && !s.done ? <span className="visually-hidden"> (not now)</span> : null}
        </li>
      ))}
    </ol>
  );
}
