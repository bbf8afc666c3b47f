import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SeasonPlanView, WeekView } from '@fraudshield/domain';
import { useUid } from '../../../lib/server-state/queries';
import { seasonPlanQueryOptions } from '../api/queries';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/date-time';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Feedback } from '../../../components/ui/feedback';
import { useSettleWeek } from '../api/mutations';

/**
 * What an early settle does to the next week (handlers/schedule.ts): the season clock opens it on
 * its next run, with the season plan's deadline when the plan has that week (the admin's own,
 * kept), else due a week after the settle (the lock is an early deadline: closedAt).
 */
function nextWeekLine(n: number, plan: Pick<SeasonPlanView, 'weeks'> | undefined): string {
  const planned = plan?.weeks.find((w) => w.number === n);
  if (planned)
    return `The season clock then opens week ${n} on its next run, with the season plan's deadline, ${formatDateTime(planned.deadline)}: change the plan first for another.`;
  return plan
    ? `The season clock then opens week ${n} on its next run, due a week from now.`
    : `The season clock then opens week ${n} on its next run, due a week from now unless the season plan gives it a deadline.`;
}

/**
 * Settles the current week (an open week locks first: settling early is an early deadline),
 * after a confirmation: it scores every player and cannot be undone.
 */
export function SettleWeekPanel({ week }: { week: WeekView | null }) {
  const settle = useSettleWeek();
  const plan = useQuery(seasonPlanQueryOptions(useUid()));
  const [confirming, setConfirming] = useState(false);
  const run = (target: WeekView) => {
    setConfirming(false);
    if (settle.isPending) return;
    settle.mutate(target);
  };
  const r = settle.data;
  const done =
    r && settle.variables
      ? r.status === 'settled'
        ? `Week ${settle.variables.number} settled: ${r.settledPlayers} players scored.`
        : `Settling in the background: ${r.settledPlayers} players scored so far. It finishes by itself; pressing again restarts any stalled part.`
      : null;
  return (
    <div className="settle-week">
      {week ? (
        <>
          <p data-testid="admin-week">
            Week {week.number} is <strong>{week.status}</strong>; deadline{' '}
            <time dateTime={week.deadline}>{formatDateTime(week.deadline)}</time>.
          </p>
          {week.status === 'open' ? (
            <p className="field-hint">Settling now locks the week first: no more squad changes for it.</p>
          ) : null}
          <Button variant="primary" busy={settle.isPending} busyLabel="Settling…" onClick={() => setConfirming(true)}>
            Settle week {week.number}
          </Button>
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Settle week ${week.number}?`}
            description={
              week.status === 'open'
                ? `The week locks now, before its deadline: no more squad changes. Every player is then scored and paid. This cannot be undone. ${nextWeekLine(week.number + 1, plan.data)}`
                : 'Every player is scored and paid for this week. This cannot be undone.'
            }
            footer={
              <>
                <Button onClick={() => setConfirming(false)}>Cancel</Button>
                <Button variant="primary" onClick={() => run(week)}>
                  Settle now
                </Button>
              </>
            }
          />
        </>
      ) : (
        <p data-testid="admin-no-week">No week is open or locked.</p>
      )}
      <Feedback
        testId={{ error: 'settle-result', ok: 'settle-result' }}
        error={settle.error && errorText(settle.error)}
        ok={done}
      />
    </div>
  );
}
