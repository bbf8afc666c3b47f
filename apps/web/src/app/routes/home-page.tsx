import { useQuery } from '@tanstack/react-query';
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
import { Loading } from '../../components/loading';
import { PrefetchLink } from '../../lib/prefetch-link';
import { Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';

export default function HomePage() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const wallet = useWallet();
  const defenses = useDefenses(uid);
  const week = useQuery(currentWeekQueryOptions(uid));
  const current = week.data?.week ?? null;
  return (
    <section className="home">
      <h1>Home</h1>
      <p>Welcome{user?.displayName ? `, ${user.displayName}` : ''}.</p>
      <div className="grid">
        <Card title="Wallet">
          <p className="big" data-testid="home-balance">
            {wallet.balance === null ? '—' : formatCreditAmount(wallet.balance)}
          </p>
          <Button onClick={() => void wallet.refresh()} busy={wallet.loading} busyLabel="Please wait…">
            Refresh
          </Button>
        </Card>
        <RankCard uid={uid} />
        <WeekCard uid={uid} />
      </div>
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
      <ReportsSection uid={uid} />
      <PointsCard uid={uid} />
    </section>
  );
}
