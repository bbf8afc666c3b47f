import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { BLOCK_P, FRAUDS, chanceWithDrill, href, percent } from '@fraudshield/domain';
import { Card } from '../../../components/ui/card';
import { Badge } from '../../../components/ui/badge';
import { QueryState } from '../../../components/ui/query-state';
import { Feedback } from '../../../components/ui/feedback';
import { errorText } from '../../../lib/error-text';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { drillQueryOptions } from '../api/queries';
import { useAnswerDrill } from '../api/mutations';
import { BackToNextStep } from '../../../lib/next-step-link';
import { useUid } from '../../../lib/server-state/queries';
import { CaseView } from './case-view';
import { DRILL_ANCHOR } from '../utils/anchors';

/** Where the drill's answers add up: one line, so Home stays short on a phone. */
function ProgressLine() {
  return (
    <p className="field-hint" data-testid="drill-progress-link">
      <PrefetchLink to={href.progress()}>Your progress</PrefetchLink>: what you have learned, fraud by fraud, and what
      comes back for review.
    </p>
  );
}

/**
 * The week's drill: the player's own cases, one at a time (one tap answers), the answer just
 * given with its flags marked, and the earlier answers one tap away. Each right answer before the
 * deadline takes a share of the breach chance of its fraud away this week (drill.ts).
 */
export function DrillCard({ expand = true }: { expand?: boolean | null }) {
  const uid = useUid();
  const query = useQuery(drillQueryOptions(uid));
  const answer = useAnswerDrill();
  const [justAnswered, setJustAnswered] = useState<string | null>(null);
  // The cases show when the drill is the step to do now (the home page says so), or on a tap;
  // once shown they stay, so the answer just given never folds away under the player.
  const [expanded, setExpanded] = useState(expand === true);
  useEffect(() => {
    if (expand) setExpanded(true);
  }, [expand]);
  if (!uid) return null;
  if (query.isPending || query.isError) {
    return (
      <QueryState query={query} lines={4} loadingLabel="Loading your drill" errorTitle="Your drill did not load">
        {() => null}
      </QueryState>
    );
  }
  const v = query.data;
  if (!v.weekId) {
    return (
      <Card title="Weekly drill" id={DRILL_ANCHOR}>
        <p data-testid="drill-none">Your drill comes with the next open week.</p>
        <ProgressLine />
      </Card>
    );
  }
  const answered = v.cases.filter((c) => c.answer);
  const right = answered.filter((c) => c.answer?.correct).length;
  const next = v.open ? v.cases.find((c) => !c.answer) : undefined;
  const last = answered.find((c) => c.case.id === justAnswered);
  const earlier = answered.filter((c) => c !== last);
  const example = BLOCK_P.strong;
  return (
    <Card
      title={`Week ${v.weekNumber} drill`}
      id={DRILL_ANCHOR}
      actions={
        <Badge
          tone={answered.length === v.cases.length ? 'success' : 'neutral'}
        >{`${answered.length} / ${v.cases.length}`}</Badge>
      }
    >
      <div data-testid="drill">
        <p data-testid="drill-progress">
          {answered.length} of {v.cases.length} answered{answered.length ? `, ${right} right` : ''}.{' '}
          <span className="field-hint">
            Each case you get right before the deadline takes away {percent(v.boostPerCase)} of the chance that an
            attack of its fraud gets through this week (at most {percent(v.boostCap)} per fraud): a {percent(example)}{' '}
            block chance becomes {percent(chanceWithDrill(example, v.boostPerCase))}.
          </span>
        </p>
        {v.boosts.length ? (
          <p data-testid="drill-boosts">
            Your drill so far:{' '}
            {v.boosts.map((b) => `${FRAUDS[b.fraudId].name} (${percent(b.boost)} of breaches stopped)`).join(', ')}.
            Your lineup below shows each chance with it.
          </p>
        ) : null}
        <Feedback
          error={answer.isError && `Your answer was not recorded: ${errorText(answer.error)}`}
          testId="drill-answer"
        />
        {!v.open ? <p>The deadline has passed: answers no longer count this week.</p> : null}
        {!expanded && next ? (
          <Button variant="primary" data-expand="" onClick={() => setExpanded(true)}>
            {answered.length
              ? `Go on with the drill (${answered.length} of ${v.cases.length})`
              : `Start the drill (${v.cases.length} cases)`}
          </Button>
        ) : null}
        {expanded && last?.answer ? (
          <CaseView
            c={last.case}
            answer={last.answer}
            onAnswer={null}
            busy={false}
            testId={`drill-case-${last.case.id}`}
            reviewOpen
            reveal
          />
        ) : null}
        {expanded && next?.review ? (
          <p data-testid="drill-review-note">
            <Badge tone="warning">Review</Badge> {FRAUDS[next.case.fraudId].name} is back: you got it wrong lately, or
            your mastery of it is low. Here is another case of it.
          </p>
        ) : null}
        {!expanded ? null : next ? (
          <CaseView
            key={next.case.id}
            c={next.case}
            answer={null}
            busy={answer.isPending}
            testId={`drill-case-${next.case.id}`}
            onAnswer={(choiceId) =>
              answer.mutate(
                { weekId: v.weekId as string, caseId: next.case.id, choiceId },
                { onSuccess: () => setJustAnswered(next.case.id) },
              )
            }
          />
        ) : v.open ? (
          <p data-testid="drill-done">
            Drill done: {right} of {v.cases.length} right. <BackToNextStep size="sm" />
          </p>
        ) : null}
        {earlier.length ? (
          <details className="drill-answers" data-testid="drill-answered">
            <summary>Your answers ({earlier.length})</summary>
            {earlier.map((dc) => (
              <CaseView
                key={dc.case.id}
                c={dc.case}
                answer={dc.answer}
                onAnswer={null}
                busy={false}
                testId={`drill-case-${dc.case.id}`}
                reviewOpen={false}
              />
            ))}
          </details>
        ) : null}
        <ProgressLine />
      </div>
    </Card>
  );
}
