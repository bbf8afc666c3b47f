import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { formatCreditAmount } from '@fraudshield/domain';
import { Card } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { Feedback } from '../../../components/ui/feedback';
import { errorText } from '../../../lib/error-text';
import { dailyQueryOptions } from '../api/queries';
import { useAnswerDaily } from '../api/mutations';
import { useUid } from '../../../lib/server-state/queries';
import { BackToNextStep } from '../../../lib/next-step-link';
import { CaseView } from './case-view';
import { DAILY_ANCHOR } from '../utils/anchors';

function timeLeft(endsAt: string, now: number): string {
  const ms = Math.max(0, Date.parse(endsAt) - now);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  return `${h} h ${m} min`;
}

/** Today's case, the streak and the time left (the day ends at midnight UTC). */
export function DailyCard({ expand = true }: { expand?: boolean | null }) {
  const uid = useUid();
  const query = useQuery(dailyQueryOptions(uid));
  const answer = useAnswerDaily();
  // The case shows when it is the step to do now (the home page says so), or on a tap.
  const [expanded, setExpanded] = useState(expand === true);
  useEffect(() => {
    if (expand) setExpanded(true);
  }, [expand]);
  if (!uid) return null;
  if (query.isPending || query.isError) {
    return (
      <QueryState query={query} lines={3} loadingLabel="Loading today's case" errorTitle="Today's case did not load">
        {() => null}
      </QueryState>
    );
  }
  // The answer just given counts at once, before the refetch brings it back.
  const given = answer.data && answer.data.caseId === query.data.case?.id ? answer.data : null;
  const v = { ...query.data, answer: query.data.answer ?? given };
  return (
    <Card title="Daily case" id={DAILY_ANCHOR}>
      <div data-testid="daily">
        <p>
          Streak: <strong data-testid="daily-streak">{v.streak}</strong> {v.streak === 1 ? 'day' : 'days'} (best{' '}
          {v.best}). Time left today: <strong>{timeLeft(v.endsAt, Date.now())}</strong>.
        </p>
        {v.answer ? null : <p>A right answer today pays {formatCreditAmount(v.reward)}.</p>}
        {answer.data?.correct ? <p role="status">Right: +{formatCreditAmount(answer.data.reward)}.</p> : null}
        <Feedback
          error={answer.isError && `Your answer was not recorded: ${errorText(answer.error)}`}
          testId="daily-answer"
        />
        {v.case && !v.answer && !expanded ? (
          <Button variant="primary" data-expand="" onClick={() => setExpanded(true)}>
            Open today&apos;s case
          </Button>
        ) : v.case ? (
          <CaseView
            c={v.case}
            answer={v.answer}
            busy={answer.isPending}
            testId="daily-case"
            // The answer just given shows its flags; an answer from earlier today is one tap away.
            reviewOpen={answer.isSuccess}
            onAnswer={(choiceId) => answer.mutate({ day: v.day, caseId: v.case?.id as string, choiceId })}
          />
        ) : (
          <p>No case today.</p>
        )}
        {v.answer ? (
          <p>
            <BackToNextStep size="sm" />
          </p>
        ) : null}
      </div>
    </Card>
  );
}
