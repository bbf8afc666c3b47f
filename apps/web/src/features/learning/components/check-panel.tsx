import { Fragment, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHECK_GENUINE, checkTitle, type CaseAnswerView, type CheckView, type ScenarioCase } from '@fraudshield/domain';
import { Card } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/error-text';
import { checkQueryOptions } from '../api/queries';
import { useAnswerCheck } from '../api/mutations';
import { useUid } from '../../../lib/server-state/queries';
import { BackToNextStep } from '../../../lib/next-step-link';
import { Feedback } from '../../../components/ui/feedback';

/** What the page gives the panel to draw one case (the drills feature's case view). */
export interface CheckCaseProps {
  c: ScenarioCase;
  answer: CaseAnswerView | null;
  onAnswer: ((choiceId: string) => void) | null;
  busy: boolean;
  testId: string;
}

function Intro({ v }: { v: CheckView }) {
  if (v.kind === 'placement') {
    return (
      <p>
        {v.total} short cases you have not seen, across {v.total} frauds; {CHECK_GENUINE} of them are genuine. Nothing
        is at stake: no credits, no points. It measures where you start, so answer as you would today, without looking
        anything up.
      </p>
    );
  }
  return (
    <p>
      {v.total} cases you have not seen, of the same frauds as your placement check. Compared with it, they show what
      you have learned and kept.
    </p>
  );
}

/**
 * The open check, one case at a time: after an answer, its explanation stays on screen with the
 * next case right below it (no extra tap to move on). A finished check shows its result; with
 * none open, when the next one comes.
 */
export function CheckPanel({ renderCase }: { renderCase: (props: CheckCaseProps) => ReactNode }) {
  const uid = useUid();
  const query = useQuery(checkQueryOptions(uid));
  const answer = useAnswerCheck();
  // The case just answered stays on screen (with its explanation) above the next one.
  const [shown, setShown] = useState<string | null>(null);
  return (
    <Card title={query.data?.kind ? checkTitle(query.data.kind) : 'Checks'} data-testid="check-panel">
      <QueryState
        query={query}
        loadingLabel="Loading your check…"
        errorTitle="Your check did not load"
        testId="check"
        minHeight="6rem"
      >
        {(v) => {
          if (!v.kind) {
            return (
              <p data-testid="check-none">
                {v.next
                  ? `No check is open now. Your ${checkTitle(v.next.kind).toLowerCase()} opens after ${v.next.weeksToGo} more ${v.next.weeksToGo === 1 ? 'week' : 'weeks'} played.`
                  : 'No check is open now.'}
              </p>
            );
          }
          const pending = v.cases.filter((c) => !c.answer);
          const answered = v.cases.find((c) => c.case.id === shown && c.answer) ?? null;
          const next = pending[0] ?? null;
          const finished = answer.data?.kind === v.kind && answer.data.result ? answer.data.result : null;
          return (
            <div data-testid="check">
              {v.answered === 0 ? <Intro v={v} /> : null}
              <p className="check-progress" data-testid="check-progress">
                {v.answered} of {v.total} answered
              </p>
              <Feedback
                error={answer.isError && `Your answer was not recorded: ${errorText(answer.error)}`}
                testId="check-answer"
              />
              {answered ? (
                <Fragment key={answered.case.id}>
                  {renderCase({
                    c: answered.case,
                    answer: answered.answer,
                    busy: false,
                    testId: `check-case-${v.cases.indexOf(answered) + 1}`,
                    onAnswer: null,
                  })}
                </Fragment>
              ) : null}
              {next ? (
                <Fragment key={next.case.id}>
                  {renderCase({
                    c: next.case,
                    answer: null,
                    busy: answer.isPending,
                    testId: `check-case-${v.cases.indexOf(next) + 1}`,
                    onAnswer: (choiceId) =>
                      answer.mutate(
                        { kind: v.kind!, caseId: next.case.id, choiceId },
                        { onSuccess: () => setShown(next.case.id) },
                      ),
                  })}
                </Fragment>
              ) : null}
              {finished ? (
                <p role="status" data-testid="check-result">
                  {checkTitle(v.kind)} done: you spotted {finished.hits} of {finished.fraudSeen} frauds and raised{' '}
                  {finished.falseAlarms} false {finished.falseAlarms === 1 ? 'alarm' : 'alarms'} on{' '}
                  {finished.genuineSeen} genuine {finished.genuineSeen === 1 ? 'situation' : 'situations'}.
                </p>
              ) : null}
              {pending.length === 0 ? (
                <p>
                  <BackToNextStep />
                </p>
              ) : null}
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}
