import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCreditAmount, href } from '@fraudshield/domain';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { useWallet } from '../../features/squad/hooks/wallet-context';
import { useDefenses } from '../../features/squad/hooks/use-defenses';
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
import { drillQueryOptions } from '../../features/drills/api/drills';
import { BreachLearningNote } from '../../features/learning/components/breach-note';
import { Loading } from '../../components/loading';
import { PrefetchLink } from '../../lib/prefetch-link';
import { Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { errorText } from '../../lib/error-text';
import { LINEUP_ANCHOR, NextStepCard, useStepPlan } from './home-next-step';
import { Deferred } from '../boot/deferred';
import { profileQueryOptions } from '../../lib/profile';

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
  const wallet = useWallet();
  return (
    <Card title="Wallet" className="wallet-card">
      {wallet.error ? (
        <div data-testid="wallet-error">
          <ErrorState
            title="Your balance did not load"
            message={errorText(wallet.error)}
            onRetry={() => void wallet.refresh()}
            retrying={wallet.loading}
          />
        </div>
      ) : (
        <>
          <p className="big" data-testid="home-balance">
            {wallet.balance === null ? '—' : formatCreditAmount(wallet.balance)}
          </p>
          <Button size="sm" onClick={() => void wallet.refresh()} busy={wallet.loading} busyLabel="Please wait…">
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
function SquadSections({ uid }: { uid: string | null }) {
  const defenses = useDefenses(uid);
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
  if (defenses.waiting || defenses.error || defenses.defenses.length === 0) {
    return (
      <Card title="Your squad" id={LINEUP_ANCHOR}>
        {defenses.waiting ? <Loading /> : null}
        {defenses.error ? (
          <p className="form-error" role="alert">
            {defenses.error}
          </p>
        ) : null}
        {defenses.known && defenses.defenses.length === 0 ? <p>You own no defenses yet.</p> : null}
        <p>{shopLink}</p>
      </Card>
    );
  }
  return (
    <Card title="Lineup and Lead" id={LINEUP_ANCHOR}>
      <LineupEditor
        uid={uid}
        defenses={defenses.defenses}
        weekStatus={current?.status ?? null}
        headlineThreats={open ? current.headlineThreats : []}
        ownership={week.data?.ownership ?? null}
        drillBoosts={drillBoosts}
        renderDraft={
          uid && open
            ? (draft) => (
                <PracticeMatch
                  uid={uid}
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
        <SquadLimits defenses={defenses.defenses} />
      </details>
      <p>{shopLink}</p>
    </Card>
  );
}

/** The drill and today's case: the one that is the step to do now shows its case, the other one tap away. */
function Cases({ uid }: { uid: string | null }) {
  const plan = useStepPlan(uid);
  const now = plan?.current ?? null;
  return (
    <>
      <DrillCard uid={uid} expand={now === null ? null : now === 'drill'} />
      <DailyCard uid={uid} expand={now === null ? null : now === 'daily'} />
    </>
  );
}

/**
 * Each card reads its own data, so an answer arriving re-renders that card only, not the page
 * (on a phone's CPU, each whole-page render was a long task).
 */
export default function HomePage() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const client = useQueryClient();
  // The sections below the fold are drawn after the first paint, but their data is asked for now.
  useEffect(() => {
    if (uid) void client.prefetchQuery(profileQueryOptions(uid));
  }, [client, uid]);
  return (
    <section className="home">
      <h1>Home</h1>
      <p>Welcome{user?.displayName ? `, ${user.displayName}` : ''}.</p>
      <NextStepCard uid={uid} />
      <div className="grid home-glance">
        <WalletCard />
        <RankCard uid={uid} />
      </div>
      <WeekCard uid={uid} />
      {/* Above the fold: the heading, the next step and the glance cards, then the week. The drill
          and the daily case, the match report and the points chart are drawn after the first
          paint (when the browser is idle, or on scrolling to them), in a transition. */}
      <Deferred
        minHeight={RESERVED.drills}
        testId="drills-placeholder"
        fallback={<SectionPlaceholder title="Weekly drill" label="Loading your drill" />}
      >
        <Cases uid={uid} />
      </Deferred>
      <SquadSections uid={uid} />
      <Deferred
        minHeight={RESERVED.report}
        testId="report-placeholder"
        fallback={<SectionPlaceholder title="Last week's match report" label="Loading the match report…" lines={5} />}
      >
        <ReportsSection
          uid={uid}
          breachNote={uid ? (fraudId) => <BreachLearningNote uid={uid} fraudId={fraudId} /> : undefined}
        />
      </Deferred>
      <Deferred
        minHeight={RESERVED.points}
        testId="points-placeholder"
        fallback={<SectionPlaceholder title="Season points" label="Loading your points…" />}
      >
        <PointsCard uid={uid} />
      </Deferred>
    </section>
  );
}
