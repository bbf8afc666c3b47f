import { lazy } from 'react';
import { formatCreditAmount } from '@fraudshield/domain';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { useBalance } from '../../features/squad/api/queries';
import { WeekCard } from '../../features/week/components/week-card';
import { RankCard } from '../../features/leaderboard/components/rank-card';
import { LazyFixtureCard } from '../../features/h2h/components/lazy-fixture-card';
import { Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/states';
import { QueryState } from '../../components/ui/query-state';
import { useUid } from '../../lib/server-state/queries';
import { NextStepCard } from './home-next-step';
import { Deferred } from '../boot/deferred';
import { useWeekClock } from '../../lib/week-clock';

/*
 * The sections below the first screen are chunks of their own, fetched and run when they are
 * drawn (Deferred: when the browser is idle after the first paint, or on scrolling to them), so
 * the Home chunk that the first screen waits for holds only the first screen's cards: on a phone's
 * CPU, evaluating their code (the lineup editor, the drill, the match report) with it was part of
 * one long task before anything showed.
 */
// Their stylesheets come with the first chunk all the same: a stylesheet added later restyles the
// whole page (on a phone, a long task of its own for each one), and together they are a few kB.
import '../../features/drills/components/drills.css';
import '../../features/report/components/match-report.css';
import '../../features/learning/components/learning.css';
import '../../features/squad/components/shop.css';

const Cases = lazy(() => import('./home-cases'));
const SquadSections = lazy(() => import('./home-squad'));
const HomeReport = lazy(() => import('./home-report'));
const PointsCard = lazy(() =>
  import('../../features/week/components/points-card').then((m) => ({ default: m.PointsCard })),
);

/**
 * Space reserved for the sections drawn after the first paint (their usual height on a phone),
 * so nothing above them moves when they arrive.
 */
const RESERVED = { drills: '28rem', squad: '24rem', report: '20rem', points: '22rem' } as const;

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
 * The week's lock, settle and next opening, and a return to the tab, refresh the Next step. A
 * component of its own, drawing nothing: it reads the week, and the page would otherwise render
 * whole when the week answers.
 */
function WeekClock() {
  useWeekClock(useUid());
  return null;
}

/**
 * Each card reads its own data, so an answer arriving re-renders that card only, not the page
 * (on a phone's CPU, each whole-page render was a long task). The page itself reads no query.
 */
export default function HomePage() {
  const { user } = useAuth();
  return (
    <section className="home">
      <WeekClock />
      <h1>Home</h1>
      <p>Welcome{user?.displayName ? `, ${user.displayName}` : ''}.</p>
      <NextStepCard />
      <div className="grid home-glance">
        <WalletCard />
        <RankCard />
      </div>
      <WeekCard />
      {/* Above the fold: the heading, the next step and the glance cards, then the week. The drill
          and the daily case, the squad, the match report and the points are drawn after the first
          paint (when the browser is idle, or on scrolling to them), in a transition, each from its
          own chunk. */}
      <Deferred
        minHeight={RESERVED.drills}
        testId="drills-placeholder"
        fallback={<SectionPlaceholder title="Weekly drill" label="Loading your drill" />}
      >
        <Cases />
      </Deferred>
      <Deferred
        minHeight={RESERVED.squad}
        testId="squad-placeholder"
        fallback={<SectionPlaceholder title="Your squad" label="Loading your squad…" lines={2} />}
      >
        <SquadSections />
      </Deferred>
      {/* The head-to-head fixture: its own chunk, fetched after the first paint; nothing shows outside an H2H league. */}
      <Deferred fallback={null}>
        <LazyFixtureCard />
      </Deferred>
      <Deferred
        minHeight={RESERVED.report}
        testId="report-placeholder"
        fallback={<SectionPlaceholder title="Last week's match report" label="Loading the match report…" lines={5} />}
      >
        <HomeReport />
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
