import { useQuery } from '@tanstack/react-query';
import type { AdminAuditEntry } from '@fraudshield/domain';
import { Table } from '../../../components/ui/table';
import { ErrorState, Skeleton } from '../../../components/ui/states';
import { errorText } from '../../shop/api/error-message';
import { adminAuditQueryOptions } from '../api/admin';

const ACTION_TEXT: Record<AdminAuditEntry['action'], string> = {
  'grant-admin': 'Granted admin',
  'revoke-admin': 'Revoked admin',
  'plan-season': 'Planned the season',
};

/** Who changed whose role, what and when: the latest entries of the admin audit log. */
export function AuditLog({ uid }: { uid: string | null }) {
  const query = useQuery(adminAuditQueryOptions(uid));
  if (query.isPending) return uid ? <Skeleton lines={3} label="Loading the audit log…" /> : null;
  if (query.isError) {
    return (
      <div data-testid="audit-error">
        <ErrorState title="The audit log did not load" message={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  if (query.data.length === 0) return <p data-testid="audit-empty">No role changes yet.</p>;
  return (
    <Table caption="Role changes, newest first">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Whom</th>
        </tr>
      </thead>
      <tbody data-testid="audit-rows">
        {query.data.map((e) => (
          <tr key={e.id}>
            <td>
              <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
            </td>
            <td>{e.actorEmail ?? e.actorUid}</td>
            <td>{ACTION_TEXT[e.action]}</td>
            <td>{e.detail ?? e.targetEmail}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
