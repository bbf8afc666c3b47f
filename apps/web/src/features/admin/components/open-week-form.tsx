import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FRAUD_IDS, FRAUDS, HEADLINE_THREATS, listFrauds, type CurrentWeek, type FraudId } from '@fraudshield/domain';
import { errorText } from '../../../lib/error-text';
import { formatDateTime, timeZoneName } from '../../../lib/date-time';
import { useUid } from '../../../lib/server-state/queries';
import { publishedForecastsQueryOptions, seasonPlanQueryOptions } from '../api/queries';
import { suggestedWeek, weekFormStatus } from '../utils/week-form';
import { Button } from '../../../components/ui/button';
import { Feedback } from '../../../components/ui/feedback';
import { useOpenWeek } from '../api/mutations';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** A Date as the value of a datetime-local input (local time, minutes). */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Opens a week: its deadline and three different headline threats. While a week is open or
 * settling the form is not shown (it cannot be used): instead it says what is open, until when,
 * and when the season clock will open the next week itself. The result of an opening stays shown
 * after the week reloads as open.
 */
export function OpenWeekForm({ current }: { current: CurrentWeek }) {
  const uid = useUid();
  const plan = useQuery(seasonPlanQueryOptions(uid));
  const published = useQuery(publishedForecastsQueryOptions(uid)).data?.forecasts ?? [];
  const status = weekFormStatus(current, plan.data ?? null, Date.now(), undefined, published);
  const deadlineHint = useId();
  // Until the admin changes a field, it shows the next week as players already know it (the
  // season plan's entry, or the forecast published ahead), else a week from now and the first frauds.
  const suggestion = suggestedWeek(current, plan.data ?? null, published);
  const [fallbackDeadline] = useState(() => toLocalInput(new Date(Date.now() + WEEK_MS)));
  const [editedDeadline, setDeadline] = useState<string | null>(null);
  const [editedThreats, setThreats] = useState<FraudId[] | null>(null);
  const deadline =
    editedDeadline ??
    // A planned deadline the clock has already passed falls back to a week from now.
    (suggestion?.deadline && Date.parse(suggestion.deadline) > Date.now()
      ? toLocalInput(new Date(suggestion.deadline))
      : fallbackDeadline);
  const threats =
    editedThreats ??
    suggestion?.headlineThreats ??
    listFrauds()
      .slice(0, HEADLINE_THREATS)
      .map((f) => f.id);
  // A problem with the form itself; the server's answer comes from the mutation.
  const [problem, setProblem] = useState<string | null>(null);
  const open = useOpenWeek();
  const distinct = new Set(threats).size === threats.length;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (open.isPending) return;
    const at = new Date(deadline);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      open.reset();
      setProblem('The deadline must be in the future.');
      return;
    }
    if (!distinct) {
      open.reset();
      setProblem('Headline threats must be three different frauds.');
      return;
    }
    setProblem(null);
    open.mutate({ deadline: at.toISOString(), headlineThreats: threats });
  };

  const form = (
    <form onSubmit={submit} aria-label="Open a week" className="open-week">
      {/* The hint is the input's description, not part of its name ("DeadlineIn your time zone"). */}
      <div className="field">
        <label className="field-label" htmlFor={`${deadlineHint}-input`}>
          Deadline
        </label>
        <span className="field-hint" id={deadlineHint}>
          In your time zone ({timeZoneName()}).
        </span>
        <input
          id={`${deadlineHint}-input`}
          type="datetime-local"
          value={deadline}
          onChange={(e) => setDeadline(e.currentTarget.value)}
          aria-describedby={deadlineHint}
          required
        />
      </div>
      {threats.map((t, i) => (
        <label key={i} className="field">
          <span className="field-label">Headline threat {i + 1}</span>
          <select
            value={t}
            onChange={(e) => {
              const value = e.currentTarget.value as FraudId;
              setThreats(threats.map((x, j) => (j === i ? value : x)));
            }}
          >
            {FRAUD_IDS.map((id) => (
              <option key={id} value={id}>
                {FRAUDS[id].name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {!distinct ? <p className="field-hint">Pick three different frauds.</p> : null}
      {suggestion ? (
        <p className="field-hint" data-testid="open-week-suggestion">
          {suggestion.from === 'plan'
            ? `Week ${suggestion.number} as the season plan says: players see these threats in their forecast.`
            : `Week ${suggestion.number}'s forecast, as players were shown it: they plan their transfers and chips on it.`}
        </p>
      ) : null}
      <Button type="submit" variant="primary" busy={open.isPending} busyLabel="Opening…">
        Open week
      </Button>
    </form>
  );

  return (
    <div className="open-week-panel">
      {status.canOpen ? form : null}
      {status.why ? (
        <p className="field-hint" data-testid="open-week-why">
          {status.why}
        </p>
      ) : null}
      <p className="field-hint" data-testid="season-clock">
        {status.clock}
      </p>
      <Feedback
        testId={{ error: 'open-week-result', ok: 'open-week-result' }}
        error={problem ?? (open.error && errorText(open.error))}
        ok={open.data && `Week ${open.data.number} is open until ${formatDateTime(open.data.deadline)}.`}
      />
    </div>
  );
}
