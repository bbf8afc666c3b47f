import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCreditAmount, href } from '@fraudshield/domain';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { useBalance, useDefenses } from '../../features/squad/api/queries';
import { LineupEditor } from '../../features/squad/components/lineup-editor';
import { SquadLimits } from '../../features/squad/components/squad-limits';
import { currentWeekQueryOptions } from '../../lib/current-week';
import { WeekCard } from '../../features/week/components/week-card';
import { PointsCard } from '../../features/week/components/points-card';
import { RankCard } from '../../features/leaderboard/components/rank-card';
import { ReportsSection } from '../../features/report/components/reports-section';
import { PracticeMatch } from '../../features/report/components/practice-match';
import { DailyCard } from '../../features/drills/components/daily-card';
import { DrillCard } from '../../features/drills/components/drill-card';
import { drillQueryOptions } from '../../features/drills/api/queries';
import { BreachLearningNote } from '../../features/learning/components/breach-note';
import { LazyFixtureCard } from '../../features/h2h/components/lazy-fixture-card';
import { PrefetchLink } from '../../lib/prefetch-link';
import { Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/states';
import { QueryState } from '../../components/ui/query-state';
import { useUid } from '../../lib/server-state/queries';
import { LINEUP_ANCHOR, NextStepCard, useStepPlan } from './home-next-step';
import { Deferred } from '../boot/deferred';
import { profileQueryOptions } from '../../lib/profile';
import { useWeekClock } from '../../lib/week-clock';

/** The spec's text for a failed load of the defenses. */
const DEFENSES_LOAD_FAILED = 'Failed to load defenses';

/**
 * Space reserved for the sections drawn after the first paint (their usual height on a phone),
 * so nothing above them moves when they arrive.
 */
const RESERVED = { drills: '28rem', report: '20rem', points: '22rem' } as const;

/** The placeholder of a section drawn after the first paint: its card title and skeleton. */
function SectionPlaceholder({ title, label, lines = 3 }: { title: string; label: string; lines?: number }) {
  return (
    <Card title={title}>
      <Skeleton lines={lines} label={label} />
    </Card>
  );
}

/**
 * The wallet's balance: the one part of the page the balance renders. A failed read shows the
 * error with Try again, never a balance of 0.0 cr.
 */
function WalletCard() {
  const wallet = useBalance();
  return (
    <Card title="Wallet" className="wallet-card">
      {wallet.isError ? (
        <QueryState
          query={wallet}
          loadingLabel="Loading your balance…"
          errorTitle="Your balance did not load"
          testId="wallet"
        >
          {() => null}
        </QueryState>
      ) : (
        <>
          <p className="big" data-testid="home-balance">
            {wallet.data === undefined ? '—' : formatCreditAmount(wallet.data)}
          </p>
          <Button size="sm" onClick={() => void wallet.refetch()} busy={wallet.isFetching} busyLabel="Please wait…">
            Refresh
          </Button>
        </>
      )}
    </Card>
  );
}

/**
 * The squad: the lineup and Lead with this week's odds (the drill's boosts included),
 * the limits, and the shop; a new player is sent to the shop.
 */
function SquadSections() {
  const uid = useUid();
  const defenses = useDefenses();
  const week = useQuery(currentWeekQueryOptions(uid));
  const drill = useQuery(drillQueryOptions(uid));
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
      <p>{shopLink}</p>
    </Card>
  );
}

/** The drill and today's case: the one that is the step to do now shows its case, the other one tap away. */
function Cases() {
  const plan = useStepPlan();
  const now = plan?.current ?? null;
  return (
    <>
      <DrillCard expand={now === null ? null : now === 'drill'} />
      <DailyCard expand={now === null ? null : now === 'daily'} />
    </>
  );
}

/**
 * Each card reads its own data, so an answer arriving re-renders that card only, not the page
 * (on a phone's CPU, each whole-page render was a long task).
 */
export default function HomePage() {
  const { user } = useAuth();
  const uid = useUid();
  const client = useQueryClient();
  // The week's lock, settle and next opening, and a return to the tab, refresh the Next step.
  useWeekClock(uid);
  // The sections below the fold are drawn after the first paint, but their data is asked for now.
  useEffect(() => {
    if (uid) void client.prefetchQuery(profileQueryOptions(uid));
  }, [client, uid]);
  return (
    <section className="home">
      <h1>Home</h1>
      <p>Welcome{user?.displayName ? `, ${user.displayName}` : ''}.</p>
      <NextStepCard />
      <div className="grid home-glance">
        <WalletCard />
        <RankCard />
      </div>
      <WeekCard />
      {/* Above the fold: the heading, the next step and the glance cards, then the week. The drill
          and the daily case, the match report and the points chart are drawn after the first
          paint (when the browser is idle, or on scrolling to them), in a transition. */}
      <Deferred
        minHeight={RESERVED.drills}
        testId="drills-placeholder"
        fallback={<SectionPlaceholder title="Weekly drill" label="Loading your drill" />}
      >
        <Cases />
      </Deferred>
      <SquadSections />
      {/* The head-to-head fixture: its own chunk, fetched after the first paint; nothing shows outside an H2H league. */}
      <Deferred fallback={null}>
        <LazyFixtureCard />
      </Deferred>
      <Deferred
        minHeight={RESERVED.report}
        testId="report-placeholder"
        fallback={<SectionPlaceholder title="Last week's match report" label="Loading the match report…" lines={5} />}
      >
        <ReportsSection breachNote={uid ? (fraudId) => <BreachLearningNote fraudId={fraudId} /> : undefined} />
      </Deferred>
      <Deferred
        minHeight={RESERVED.points}
        testId="points-placeholder"
        fallback={<SectionPlaceholder title="Season points" label="Loading your points…" />}
      >
        <PointsCard />
      </Deferred>
    </section>
  );
}
