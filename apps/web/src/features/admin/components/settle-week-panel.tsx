import { useState } from 'react';
import type { WeekView } from '@fraudshield/domain';
import { errorText } from '../../shop/api/error-message';
import { Button } from '../../../components/ui/button';
import { useSettleWeek } from '../api/admin';

/** Settles the current week (an open week locks first: settling early is an early deadline). */
export function SettleWeekPanel({ uid, week }: { uid: string | null; week: WeekView | null }) {
  const settle = useSettleWeek(uid);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  return (
    <div className="settle-week">
      {week ? (
        <>
          <p data-testid="admin-week">
            Week {week.number} is <strong>{week.status}</strong>; deadline {new Date(week.deadline).toLocaleString()}.
          </p>
          {week.status === 'open' ? <p className="field-hint">Settling now locks the week first: no more squad changes for it.</p> : null}
          <Button
            variant="primary"
            busy={settle.isPending}
            busyLabel="Settling…"
            onClick={() => {
              if (settle.isPending) return;
              setMessage(null);
              settle.mutate(week.id, {
                onSuccess: (r) =>
                  setMessage(
                    r.status === 'settled'
                      ? { kind: 'ok', text: `Week ${week.number} settled: ${r.settledPlayers} players scored.` }
                      : { kind: 'ok', text: `Settled ${r.settledPlayers} players so far; press again to continue.` },
                  ),
                onError: (error) => setMessage({ kind: 'error', text: errorText(error) }),
              });
            }}
          >
            Settle week {week.number}
          </Button>
        </>
      ) : (
        <p data-testid="admin-no-week">No week is open or locked.</p>
      )}
      {message ? (
        <p className={message.kind === 'error' ? 'form-error' : 'notice'} role={message.kind === 'error' ? 'alert' : 'status'} data-testid="settle-result">
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
