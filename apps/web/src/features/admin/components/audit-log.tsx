import { useQuery } from '@tanstack/react-query';
import type { AdminAuditEntry } from '@fraudshield/domain';
import { Table } from '../../../components/ui/table';
import { QueryState } from '../../../components/ui/query-state';
import { adminAuditQueryOptions } from '../api/queries';
import { useUid } from '../../../lib/server-state/queries';
import { formatDateTime } from '../../../lib/date-time';
import './audit-log.css';

const ACTION_TEXT: Record<AdminAuditEntry['action'], string> = {
  'grant-admin': 'Granted admin',
  'revoke-admin': 'Revoked admin',
  'disable-account': 'Disabled the account',
  'plan-season': 'Planned the season',
  'open-week': 'Opened a week',
  'lock-week': 'Locked a week',
  'settle-week': 'Settled a week',
  'schedule-cup': 'Scheduled the cup',
};

/** Who acted: an admin's email, or the two actors that are not accounts. */
const ACTORS: Record<string, string> = {
  'season-clock': 'Season clock',
  'grant-admin-cli': 'grant-admin (command line)',
};

/** An Auth change whose entry was written first and not confirmed after (see AdminAuditEntry.outcome). */
const OUTCOME_TEXT = { pending: ' (not confirmed)', failed: ' (failed)' } as const;

/** Who did what, to whom and when: the latest entries of the admin audit log (role changes, the season plan, week transitions). */
export function AuditLog() {
  const uid = useUid();
  const query = useQuery(adminAuditQueryOptions(uid));
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the audit log…"
      errorTitle="The audit log did not load"
      testId="audit"
    >
      {(entries) =>
        entries.length === 0 ? (
          <p data-testid="audit-empty">Nothing recorded yet.</p>
        ) : (
          <>
            <div className="audit-table-wrap">
              <AuditTable entries={entries} />
            </div>
            <AuditCards entries={entries} />
          </>
        )
      }
    </QueryState>
  );
}

/** One entry's four columns, as the table and the phone's cards both show them. */
function columns(e: AdminAuditEntry) {
  return {
    when: <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
    who: e.actorEmail ?? ACTORS[e.actorUid] ?? e.actorUid,
    what: `${ACTION_TEXT[e.action] ?? e.action}${e.outcome ? OUTCOME_TEXT[e.outcome] : ''}`,
    whom: e.detail ?? e.targetEmail,
  };
}

function AuditTable({ entries }: { entries: AdminAuditEntry[] }) {
  return (
    <Table caption="Admin actions and week transitions, newest first">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Whom</th>
        </tr>
      </thead>
      <tbody data-testid="audit-rows">
        {entries.map((e) => {
          const c = columns(e);
          return (
            <tr key={e.id}>
              <td>{c.when}</td>
              <td>{c.who}</td>
              <td>{c.what}</td>
              <td>{c.whom}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** Below 40rem: one card per entry, every column named (audit-log.css shows these or the table). */
function AuditCards({ entries }: { entries: AdminAuditEntry[] }) {
  return (
    <ul className="audit-cards" aria-label="Admin actions and week transitions, newest first" data-testid="audit-cards">
      {entries.map((e) => {
        const c = columns(e);
        return (
          <li key={e.id}>
            <dl>
              <dt>When</dt>
              <dd>{c.when}</dd>
              <dt>Who</dt>
              <dd>{c.who}</dd>
              <dt>What</dt>
              <dd>{c.what}</dd>
              <dt>Whom</dt>
              <dd>{c.whom ?? '—'}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
