import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCreditAmount, href } from '@fraudshield/domain';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { useWallet } from '../../features/squad/hooks/wallet-context';
import { useDefenses } from '../../features/squad/hooks/use-defenses';
import { DefenseList } from '../../features/squad/components/defense-list';
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
import { BreachLearningNote } from '../../features/learning/components/breach-note';
import { ProgressCard } from '../../features/learning/components/progress-card';
import { Loading } from '../../components/loading';
import { PrefetchLink } from '../../lib/prefetch-link';
import { Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/states';
import { Deferred } from '../../lib/deferred';
import { profileQueryOptions } from '../../lib/profile';

/**
 * Space reserved for the sections drawn after the first paint (their usual height on a phone),
 * so nothing above them moves when they arrive.
 */
const RESERVED = { drills: '28rem', report: '36rem', points: '22rem' } as const;

/** The placeholder of a section drawn after the first paint: its card title and skeleton. */
function SectionPlaceholder({ title, label, lines = 3 }: { title: string; label: string; lines?: number }) {
  return (
    <Card title={title}>
      <Skeleton lines={lines} label={label} />
    </Card>
  );
}

/** The wallet's balance: the one part of the page the balance renders. */
function WalletCard() {
  const wallet = useWallet();
  return (
    <Card title="Wallet">
      <p className="big" data-testid="home-balance">
        {wallet.balance === null ? '—' : formatCreditAmount(wallet.balance)}
      </p>
      <Button onClick={() => void wallet.refresh()} busy={wallet.loading} busyLabel="Please wait…">
        Refresh
      </Button>
    </Card>
  );
}

/** The squad (defenses, then lineup and Lead): the part of the page the defenses and the week render. */
function SquadSections({ uid }: { uid: string | null }) {
  const defenses = useDefenses(uid);
  const week = useQuery(currentWeekQueryOptions(uid));
  const current = week.data?.week ?? null;
  return (
    <>
      <Card title="Your defenses">
        {defenses.waiting ? <Loading /> : null}
        {defenses.error ? (
          <p className="form-error" role="alert">
            {defenses.error}
          </p>
        ) : null}
        {!defenses.loading && !defenses.error ? <DefenseList defenses={defenses.defenses} /> : null}
        {defenses.defenses.length ? <SquadLimits defenses={defenses.defenses} /> : null}
        <p>
          <PrefetchLink to={href.defenseShop()}>Visit the defense shop</PrefetchLink>
        </p>
      </Card>
      {!defenses.error && defenses.defenses.length > 0 ? (
        <Card title="Lineup and Lead">
          <LineupEditor
            uid={uid}
            defenses={defenses.defenses}
            weekStatus={current?.status ?? null}
            headlineThreats={current?.status === 'open' ? current.headlineThreats : []}
            ownership={week.data?.ownership ?? null}
            renderDraft={
              uid && current?.status === 'open'
                ? (draft) => <PracticeMatch uid={uid} deployed={draft.deployed} lead={draft.lead} headlineThreats={current.headlineThreats} />
                : undefined
            }
          />
        </Card>
      ) : null}
    </>
  );
}

/**
 * Each card reads its own data, so an answer arriving re-renders that card only, not the page
 * (issue 17: on a phone's CPU, each whole-page render was a long task).
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
      <div className="grid">
        <WalletCard />
        <RankCard uid={uid} />
        <WeekCard uid={uid} />
      </div>
      {/* Above the fold: the heading and the three cards, then the squad. The cases, the match
          report and the points chart are drawn after the first paint (when the browser is idle,
          or on scrolling to them), in a transition. */}
      <Deferred minHeight={RESERVED.drills} testId="drills-placeholder" fallback={<SectionPlaceholder title="Daily case" label="Loading today's case" />}>
        <DailyCard uid={uid} />
        <DrillCard uid={uid} />
      </Deferred>
      <SquadSections uid={uid} />
      <Deferred minHeight={RESERVED.report} testId="report-placeholder" fallback={<SectionPlaceholder title="Last week's match report" label="Loading the match report…" lines={5} />}>
        <ReportsSection uid={uid} breachNote={uid ? (fraudId) => <BreachLearningNote uid={uid} fraudId={fraudId} /> : undefined} />
      </Deferred>
      <Deferred minHeight={RESERVED.points} testId="points-placeholder" fallback={<SectionPlaceholder title="Season points" label="Loading your points…" />}>
        <PointsCard uid={uid} />
      </Deferred>
      <ProgressCard />
    </section>
  );
}
