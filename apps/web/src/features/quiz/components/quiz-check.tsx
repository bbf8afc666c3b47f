import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { formatCreditAmount, formatCredits, QUIZ_REWARD_TENTHS } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { QueryState } from '../../../components/ui/query-state';
import { Feedback } from '../../../components/ui/feedback';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/error-text';
import { quizQueryOptions, type QuizPageId } from '../api/queries';
import { useSubmitQuiz } from '../api/mutations';
import { useUid } from '../../../lib/server-state/queries';

export interface QuizCheckProps {
  pageId: QuizPageId;
}

/**
 * The page's 3-question check: answers go to the server, which grades them. The choices come in
 * this player's own order (the server shuffles them per player). After any try, right
 * or wrong, every question shows its right answer and explanation, and every wrong choice says
 * why it is wrong. Only a pass on the first try of the page pays the reward.
 */
export function QuizCheck({ pageId }: QuizCheckProps) {
  const uid = useUid();
  const query = useQuery(quizQueryOptions(uid, pageId));
  const submit = useSubmitQuiz(pageId);
  const toast = useToast();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState(false);

  const view = query.data;
  if (!view || query.isError)
    return (
      <QueryState query={query} lines={4} loadingLabel="Loading the check" errorTitle="The check did not load">
        {() => null}
      </QueryState>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const chosen = view.questions.map((q) => answers[q.id]);
    if (chosen.some((a) => a === undefined)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    submit.mutate(chosen as number[], {
      onSuccess: (r) => {
        if (r.reward > 0)
          toast.show({
            tone: 'success',
            title: `Check passed: +${formatCreditAmount(r.reward)}`,
            description: `New balance ${formatCreditAmount(r.balance)}`,
          });
        else if (r.passed)
          toast.show({
            tone: 'success',
            title: 'Check passed',
            description: 'Only a pass on the first try of a page pays.',
          });
        else toast.show({ tone: 'info', title: 'Not quite', description: 'Read the explanations and try again.' });
      },
      onError: (error) =>
        toast.show({ tone: 'error', title: 'Could not send your answers', description: errorText(error) }),
    });
  };

  // The graded try is the mutation's own answer; Try again clears it and keeps the answers (the
  // player changes only the ones marked wrong).
  const result = submit.data ?? null;
  const retry = () => submit.reset();

  const score = result ? result.results.filter(Boolean).length : 0;

  return (
    <form onSubmit={onSubmit} className="quiz" data-testid="quiz" noValidate>
      <p className="field-hint">
        {view.passed
          ? 'You have passed this check. Retries are free and unpaid.'
          : view.tried
            ? 'Your first try is used, so this check no longer pays. Retries are free, and each one shows the right answers and why.'
            : `Answer all ${view.questions.length} questions correctly on your first try to earn ${formatCredits(QUIZ_REWARD_TENTHS)}. After you check, every question shows its right answer and why.`}{' '}
        {view.passed ? <Badge tone="success">Passed</Badge> : null}
      </p>
      {view.questions.map((q, qi) => {
        const graded = result !== null;
        const right = result?.results[qi];
        const rightChoice = result ? q.choices[result.correctAnswers[qi] ?? -1] : undefined;
        return (
          <fieldset key={q.id} className={graded ? (right ? 'quiz-q quiz-right' : 'quiz-q quiz-wrong') : 'quiz-q'}>
            <legend>
              {qi + 1}. {q.prompt}
            </legend>
            {q.choices.map((choice, ci) => {
              const isCorrect = graded && result.correctAnswers[qi] === ci;
              // Why this choice is wrong: from the server, only after a try (null for the right one).
              const why = graded ? (result.feedback?.[qi]?.[ci] ?? null) : null;
              const whyId = `${q.id}-why-${ci}`;
              const chosen = answers[q.id] === ci;
              return (
                <div key={ci} className="quiz-option">
                  <label className={`check quiz-choice${isCorrect ? ' quiz-correct' : ''}`}>
                    <input
                      type="radio"
                      name={q.id}
                      value={ci}
                      checked={chosen}
                      disabled={graded || submit.isPending}
                      aria-describedby={why ? whyId : undefined}
                      onChange={() => setAnswers((a) => ({ ...a, [q.id]: ci }))}
                    />
                    <span>
                      {choice}
                      {isCorrect ? <span className="visually-hidden"> (correct answer)</span> : null}
                    </span>
                  </label>
                  {why ? (
                    <p id={whyId} className={`quiz-why${chosen ? ' quiz-why-chosen' : ''}`} data-testid="quiz-why">
                      <strong>{chosen ? 'Your answer: why not?' : 'Why not?'}</strong> {why}
                    </p>
                  ) : null}
                </div>
              );
            })}
            {graded ? (
              <div className="quiz-explanation" role="note" data-testid="quiz-explanation">
                <strong className="quiz-verdict">
                  {right ? <CircleCheck size={18} aria-hidden="true" /> : <CircleX size={18} aria-hidden="true" />}
                  {right ? 'Correct.' : 'Not this time.'}
                </strong>{' '}
                {!right && rightChoice !== undefined ? `The right answer is “${rightChoice}”. ` : null}
                {result.explanations[qi]}
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <Feedback error={missing && 'Answer every question before you check.'} testId="quiz-missing" />
      <div aria-live="polite" className="quiz-summary">
        {result ? (
          <p data-testid="quiz-score">
            <strong>
              {score} of {result.results.length} right.
            </strong>{' '}
            {result.passed
              ? result.reward > 0
                ? `You earned ${formatCreditAmount(result.reward)}.`
                : 'Passed.'
              : 'Try again when you are ready.'}
          </p>
        ) : null}
      </div>
      <div className="button-row">
        {/* Keys: the submit button must be a new element, or the browser's default action of the
            "Try again" click submits the form again once React has swapped the button in place. */}
        {result ? (
          <Button key="retry" onClick={retry}>
            Try again
          </Button>
        ) : (
          <Button
            key="submit"
            type="submit"
            variant="primary"
            busy={submit.isPending}
            busyLabel="Checking…"
            disabled={!uid}
          >
            Check my answers
          </Button>
        )}
      </div>
    </form>
  );
}
