import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { currentWeekQueryOptions } from '../../features/week/api/get-current-week';
import { OpenWeekForm } from '../../features/admin/components/open-week-form';
import { SettleWeekPanel } from '../../features/admin/components/settle-week-panel';
import { StatsPanel } from '../../features/admin/components/stats-panel';
import { RoleForm } from '../../features/admin/components/role-form';
import { AuditLog } from '../../features/admin/components/audit-log';
import { SeasonPlanForm } from '../../features/admin/components/season-plan-form';
import { Card } from '../../components/ui/card';
import { ErrorState, Skeleton } from '../../components/ui/states';
import '../../features/shop/components/shop.css';
import { errorText } from '../../features/shop/api/error-message';

export default function AdminPage() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const week = useQuery(currentWeekQueryOptions(uid));
  const current = week.data?.week ?? null;
  return (
    <section className="admin">
      <h1>Admin</h1>
      <Card title="Threat week">
        {week.isPending && uid ? <Skeleton lines={3} label="Loading the week…" /> : null}
        {week.isError ? (
          <ErrorState title="The week did not load" message={errorText(week.error)} onRetry={() => void week.refetch()} retrying={week.isFetching} />
        ) : null}
        {week.isSuccess ? (
          <>
            <SettleWeekPanel uid={uid} week={current} />
            {week.data.lastSettled ? <p className="field-hint">Last settled: week {week.data.lastSettled.number}.</p> : null}
            <h3>Open the next week</h3>
            <OpenWeekForm uid={uid} disabled={current !== null} />
          </>
        ) : null}
      </Card>
      <Card title="Season plan">
        <SeasonPlanForm uid={uid} />
      </Card>
      <Card title="Stats">
        <StatsPanel uid={uid} />
      </Card>
      <Card title="Admins">
        <RoleForm uid={uid} />
        <h3>Role changes</h3>
        <AuditLog uid={uid} />
      </Card>
    </section>
  );
}
