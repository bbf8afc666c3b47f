import { useQuery } from '@tanstack/react-query';
import { FRAUDS, formatChance } from '@fraudshield/domain';
import { Card } from '../../../components/ui/card';
import { ErrorState, Skeleton } from '../../../components/ui/states';
import { errorText } from '../../../lib/error-text';
import { drillQueryOptions, useAnswerDrill } from '../api/drills';
import { CaseView } from './case-view';

/** The week's drill: the player's own cases; each right answer before the deadline raises a block chance. */
export function DrillCard({ uid }: { uid: string | null }) {
  const query = useQuery(drillQueryOptions(uid));
  const answer = useAnswerDrill(uid);
  if (!uid) return null;
  if (query.isPending) return <Skeleton lines={4} label="Loading your drill" />;
  if (query.isError) return <ErrorState title="Your drill did not load" message={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const v = query.data;
  if (!v.weekId) {
    return (
      <Card title="Weekly drill">
        <p>Your drill comes with the next open week.</p>
      </Card>
    );
  }
  const done = v.cases.filter((c) => c.answer).length;
  return (
    <Card title={`Week ${v.weekNumber} drill`}>
      <div data-testid="drill">
        <p>
          {done} of {v.cases.length} answered. Each case you get right before the deadline adds {formatChance(v.boostPerCase)} to your
          block chance against its fraud this week (at most {formatChance(v.boostCap)} per fraud).
        </p>
        {v.boosts.length ? (
          <p data-testid="drill-boosts">
            Your drill so far: {v.boosts.map((b) => `${FRAUDS[b.fraudId].name} +${formatChance(b.boost)}`).join(', ')}.
          </p>
        ) : null}
        {answer.isError ? (
          <p className="form-error" role="alert">
            Your answer was not recorded: {errorText(answer.error)}
          </p>
        ) : null}
        {!v.open ? <p>The deadline has passed: answers no longer count this week.</p> : null}
        {v.cases.map((dc) => (
          <CaseView
            key={dc.case.id}
            c={dc.case}
            answer={dc.answer}
            busy={answer.isPending && answer.variables?.caseId === dc.case.id}
            testId={`drill-case-${dc.case.id}`}
            onAnswer={
              v.open
                ? (choiceId) =>
                    answer.mutate({ weekId: v.weekId as string, caseId: dc.case.id, choiceId })
                : null
            }
          />
        ))}
      </div>
    </Card>
  );
}
