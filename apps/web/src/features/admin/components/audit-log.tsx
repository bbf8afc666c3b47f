import { useQuery } from '@tanstack/react-query';
import type { AdminAuditEntry } from '@fraudshield/domain';
import { Table } from '../../../components/ui/table';
import { QueryState } from '../../../components/ui/query-state';
import { adminAuditQueryOptions } from '../api/admin';

const ACTION_TEXT: Record<AdminAuditEntry['action'], string> = {
  'grant-admin': 'Granted admin',
  'revoke-admin': 'Revoked admin',
  'plan-season': 'Planned the season',
};

/** Who changed whose role, what and when: the latest entries of the admin audit log. */
export function AuditLog({ uid }: { uid: string | null }) {
  const query = useQuery(adminAuditQueryOptions(uid));
  return (
    <QueryState query={query} loadingLabel="Loading the audit log…" errorTitle="The audit log did not load" testId="audit">
      {(entries) => (entries.length === 0 ? <p data-testid="audit-empty">No role changes yet.</p> : <AuditTable entries={entries} />)}
    </QueryState>
  );
}

function AuditTable({ entries }: { entries: AdminAuditEntry[] }) {
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
        {entries.map((e) => (
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
