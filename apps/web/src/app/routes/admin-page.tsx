import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { currentWeekQueryOptions } from '../../lib/current-week';
import { useUid } from '../../lib/server-state/queries';
import { OpenWeekForm } from '../../features/admin/components/open-week-form';
import { SettleWeekPanel } from '../../features/admin/components/settle-week-panel';
import { StatsPanel } from '../../features/admin/components/stats-panel';
import { RoleForm } from '../../features/admin/components/role-form';
import { AuditLog } from '../../features/admin/components/audit-log';
import { SeasonPlanForm } from '../../features/admin/components/season-plan-form';
import { Card } from '../../components/ui/card';
import { QueryState } from '../../components/ui/query-state';

export default function AdminPage() {
  const { user } = useAuth();
  const uid = useUid();
  const week = useQuery(currentWeekQueryOptions(uid));
  return (
    <section className="admin">
      <h1>Admin</h1>
      <Card title="Threat week">
        <QueryState query={week} loadingLabel="Loading the week…" errorTitle="The week did not load">
          {(data) => (
            <>
              <SettleWeekPanel week={data.week} />
              {data.lastSettled ? <p className="field-hint">Last settled: week {data.lastSettled.number}.</p> : null}
              <h3>Next week</h3>
              <OpenWeekForm current={data} />
            </>
          )}
        </QueryState>
      </Card>
      <Card title="Season plan">
        <SeasonPlanForm />
      </Card>
      <Card title="Stats">
        <StatsPanel />
      </Card>
      <Card title="Admins">
        <RoleForm providerIds={user?.providerIds} />
        <h3>Audit log</h3>
        <AuditLog />
      </Card>
    </section>
  );
}
