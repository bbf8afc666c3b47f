import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  checkSeasonPlan,
  describePlanProblem,
  FRAUD_IDS,
  FRAUDS,
  type FraudId,
  type SeasonPlanView,
} from '@fraudshield/domain';
import { errorText } from '../../../lib/error-text';
import { timeZoneName } from '../../../lib/date-time';
import { Button } from '../../../components/ui/button';
import { Feedback } from '../../../components/ui/feedback';
import { QueryState } from '../../../components/ui/query-state';
import { seasonPlanQueryOptions } from '../api/queries';
import { useSetSeasonPlan } from '../api/mutations';
import { toLocalInput } from './open-week-form';
import { useUid } from '../../../lib/server-state/queries';

const WEEK_MS = 7 * 24 * 3600 * 1000;

interface Row {
  /** datetime-local value (local time). */
  deadline: string;
  headlineThreats: FraudId[];
}

const rowsOf = (plan: SeasonPlanView): Row[] =>
  plan.weeks.map((w) => ({ deadline: toLocalInput(new Date(w.deadline)), headlineThreats: [...w.headlineThreats] }));

/**
 * The season plan: the next weeks' deadlines and forecasts, which the season clock follows when
 * it opens each week (a week without a plan gets a random forecast a week after the last).
 * Rows are numbered from the next week to open; the whole plan is checked and saved at once.
 */
export function SeasonPlanForm() {
  const uid = useUid();
  const query = useQuery(seasonPlanQueryOptions(uid));
  return (
    <QueryState
      query={query}
      lines={2}
      loadingLabel="Loading the season plan…"
      errorTitle="The season plan did not load"
      testId="plan"
    >
      {/* Re-keyed on the stored plan: a save or another admin's change resets the rows. */}
      {(plan) => <PlanEditor key={JSON.stringify(plan)} plan={plan} />}
    </QueryState>
  );
}

function PlanEditor({ plan }: { plan: SeasonPlanView }) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(plan));
  // The plan's own check, before any call; the call's outcome is the mutation's state (save.data, save.error).
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetSeasonPlan();

  const addWeek = () => {
    const last = rows.at(-1);
    const after = last
      ? new Date(last.deadline).getTime()
      : Math.max(Date.now(), plan.lastDeadline ? Date.parse(plan.lastDeadline) : 0);
    const previous = new Set(last?.headlineThreats ?? []);
    const threats = FRAUD_IDS.filter((id) => !previous.has(id)).slice(0, 3);
    setRows([...rows, { deadline: toLocalInput(new Date(after + WEEK_MS)), headlineThreats: threats }]);
  };
  const update = (i: number, change: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const weeks = rows.map((r, i) => ({
      number: plan.nextNumber + i,
      deadline: new Date(r.deadline).getTime(),
      headlineThreats: r.headlineThreats,
    }));
    const checked = checkSeasonPlan(weeks, {
      now: Date.now(),
      weekCount: plan.nextNumber - 1,
      lastDeadline: plan.lastDeadline ? Date.parse(plan.lastDeadline) : null,
    });
    if (!checked.ok) {
      save.reset();
      setProblem(describePlanProblem(checked.problem));
      return;
    }
    setProblem(null);
    save.mutate({ weeks: weeks.map((w) => ({ ...w, deadline: new Date(w.deadline).toISOString() })) });
  };
  const saved = save.data;

  return (
    <form onSubmit={submit} aria-label="Season plan" className="season-plan">
      <p className="field-hint">
        Week {plan.nextNumber} opens next. The season clock opens each planned week with its forecast and deadline; a
        week can be changed until it opens. Weeks without a plan get the forecast published for them, due a week after
        the last week closed (its deadline, or when it was settled early). Deadlines are in your time zone (
        {timeZoneName()}).
      </p>
      {rows.length === 0 ? <p data-testid="plan-empty">No weeks planned.</p> : null}
      {rows.map((row, i) => {
        const number = plan.nextNumber + i;
        return (
          <fieldset key={i} className="plan-week" data-testid={`plan-week-${number}`}>
            <legend>Week {number}</legend>
            <label className="field">
              <span className="field-label">Week {number} deadline</span>
              <input
                type="datetime-local"
                value={row.deadline}
                onChange={(e) => update(i, { deadline: e.currentTarget.value })}
                required
              />
            </label>
            {row.headlineThreats.map((t, k) => (
              <label key={k} className="field">
                <span className="field-label">
                  Week {number} threat {k + 1}
                </span>
                <select
                  value={t}
                  onChange={(e) =>
                    update(i, {
                      headlineThreats: row.headlineThreats.map((x, j) =>
                        j === k ? (e.currentTarget.value as FraudId) : x,
                      ),
                    })
                  }
                >
                  {FRAUD_IDS.map((id) => (
                    <option key={id} value={id}>
                      {FRAUDS[id].name}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <Button type="button" variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
              Remove week {number}
            </Button>
          </fieldset>
        );
      })}
      <Button type="button" variant="secondary" onClick={addWeek}>
        Add a week
      </Button>
      <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving…">
        Save plan
      </Button>
      <Feedback
        error={problem ?? (save.error && errorText(save.error))}
        ok={
          saved &&
          (saved.weeks.length
            ? `Plan saved: ${saved.weeks.length} week${saved.weeks.length === 1 ? '' : 's'} from week ${saved.nextNumber}.`
            : 'Plan cleared: the clock picks random forecasts.')
        }
        testId={{ error: 'plan-result', ok: 'plan-result' }}
      />
    </form>
  );
}
