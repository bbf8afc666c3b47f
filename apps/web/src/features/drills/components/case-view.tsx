import { useLayoutEffect, useRef, useState } from 'react';
import { DEFENSES, FRAUDS, href, type CaseAnswerView, type ScenarioCase } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { highlight } from '../utils/highlight';
import './drills.css';

function Marked({ text, quotes }: { text: string; quotes: readonly string[] }) {
  return (
    <>
      {highlight(text, quotes).map((p, i) => (p.flag ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}

/** A case drawn as its medium: an email with From/Subject/link, a text as a bubble, a call as a transcript. */
export function CaseBody({ c, quotes }: { c: ScenarioCase; quotes: readonly string[] }) {
  const m = (t: string) => <Marked text={t} quotes={quotes} />;
  const header = (
    <dl className="case-header">
      {c.from ? (
        <>
          <dt>From</dt>
          <dd>{m(c.from)}</dd>
        </>
      ) : null}
      {c.to ? (
        <>
          <dt>To</dt>
          <dd>{m(c.to)}</dd>
        </>
      ) : null}
      {c.subject ? (
        <>
          <dt>Subject</dt>
          <dd>{m(c.subject)}</dd>
        </>
      ) : null}
      {c.link && c.medium !== 'web-page' ? (
        <>
          <dt>Link</dt>
          <dd className="case-link">{m(c.link)}</dd>
        </>
      ) : null}
    </dl>
  );
  return (
    <div className={`case-body case-${c.medium}`} data-testid="case-body">
      <p className="case-context">{m(c.context)}</p>
      {c.medium === 'web-page' || c.medium === 'login-prompt' ? (
        c.link ? (
          <p className="case-address" aria-label="Address bar">
            {m(c.link)}
          </p>
        ) : null
      ) : null}
      {c.medium === 'sms' || c.medium === 'chat' ? (
        <div className="case-bubbles">
          {c.from ? <p className="case-sender">{m(c.from)}</p> : null}
          {c.body.map((t, i) => (
            <p key={i} className="case-bubble">
              {m(t)}
            </p>
          ))}
          {c.link ? <p className="case-bubble case-link">{m(c.link)}</p> : null}
        </div>
      ) : (
        <>
          {header}
          {c.body.map((t, i) => (
            <p key={i}>{m(t)}</p>
          ))}
        </>
      )}
      {c.lines?.length ? (
        <ol className="case-transcript" aria-label="Transcript">
          {c.lines.map((l, i) => (
            <li key={i}>
              <strong>{l.speaker}:</strong> {m(l.text)}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

export interface CaseViewProps {
  c: ScenarioCase;
  answer: CaseAnswerView | null;
  /** Null: answering is closed. */
  onAnswer: ((choiceId: string) => void) | null;
  busy: boolean;
  testId?: string;
  /**
   * After answering: the case text with its flags marked is open (the answer just given) or one
   * tap away behind a disclosure (an earlier answer), so a page of answered cases stays short.
   */
  reviewOpen?: boolean;
  /**
   * The answer shown is the one just given, in a view that appeared for it (the drill shows the
   * answered case apart from the next one): its verdict scrolls into view, as when the player
   * answers in the same view.
   */
  reveal?: boolean;
}

/** What a change of the case shown, or of its answer, scrolls into view: its verdict, its top, or nothing. */
export function revealOnChange(
  before: { id: string; answered: boolean } | null,
  now: { id: string; answered: boolean },
  reveal: boolean,
): 'result' | 'top' | null {
  // A view that opens with an answer (an earlier one, on a page load) moves nothing, unless it is the one just given.
  if (!before) return reveal && now.answered ? 'result' : null;
  // The player answered here.
  if (before.id === now.id) return !before.answered && now.answered ? 'result' : null;
  // Another case in the same view: after "Next case" the new one is read from its top.
  if (!now.answered) return before.answered ? 'top' : null;
  return reveal ? 'result' : null;
}

/**
 * One case: the question and its choices (one tap answers: each choice is a button), then after
 * answering the verdict, the right answer and the habit, with the flags marked in the case text.
 */
export function CaseView({ c, answer, onAnswer, busy, testId, reviewOpen = true, reveal = false }: CaseViewProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const view = useRef<HTMLElement>(null);
  const seen = useRef<{ id: string; answered: boolean } | null>(null);
  const answered = answer !== null;
  // The verdict ("Right" / "Not quite") and the next case come into view below the sticky header
  // (the page's scroll-padding-top, styles.css), wherever the tap left the page.
  // Before the paint, so the page does not show the old place and then jump.
  useLayoutEffect(() => {
    const now = { id: c.id, answered };
    const place = revealOnChange(seen.current, now, reveal);
    seen.current = now;
    const target = place === 'result' ? view.current?.querySelector('.case-result') : view.current;
    if (place) target?.scrollIntoView({ block: 'start' });
  }, [c.id, answered, reveal]);
  const quotes = answer ? answer.flags.map((f) => f.quote) : [];
  const label = `Case: ${FRAUDS[c.fraudId].name}`;
  if (answer) {
    return (
      <article
        ref={view}
        className="case case-answered"
        data-testid={testId ?? 'case'}
        data-case-id={c.id}
        aria-label={label}
      >
        <div className="case-result" role="status">
          <p>
            <Badge tone={answer.correct ? 'success' : 'danger'}>{answer.correct ? 'Right' : 'Not quite'}</Badge>{' '}
            {answer.legitimate ? 'This one was genuine.' : 'This one was a scam.'} The right answer:{' '}
            <strong>{c.choices.find((ch) => ch.id === answer.answerId)?.label}</strong>
          </p>
          <p className="case-habit" data-testid="case-habit">
            {answer.habit}
          </p>
        </div>
        <details className="case-review" open={reviewOpen}>
          <summary>
            {answer.legitimate ? 'The signs it was genuine, marked in the case' : 'The red flags, marked in the case'}
          </summary>
          <CaseBody c={c} quotes={quotes} />
          <ul className="case-flags">
            {answer.flags.map((f, i) => (
              <li key={i}>
                <mark>{f.quote}</mark> — {f.why}
              </li>
            ))}
          </ul>
          <p>
            Learn more: <PrefetchLink to={href.fraud(c.fraudId)}>{FRAUDS[c.fraudId].name}</PrefetchLink>
            {c.defenseIds.map((d) => (
              <span key={d}>
                {' · '}
                <PrefetchLink to={href.defense(d)}>{DEFENSES[d].name}</PrefetchLink>
              </span>
            ))}
          </p>
        </details>
      </article>
    );
  }
  return (
    <article ref={view} className="case" data-testid={testId ?? 'case'} data-case-id={c.id} aria-label={label}>
      <CaseBody c={c} quotes={quotes} />
      {onAnswer ? (
        <fieldset className="case-choices" aria-busy={busy || undefined}>
          <legend>{c.question}</legend>
          {c.choices.map((ch) => (
            <Button
              key={ch.id}
              className="case-choice"
              value={ch.id}
              disabled={busy}
              busy={busy && picked === ch.id}
              busyLabel="Checking…"
              onClick={() => {
                setPicked(ch.id);
                onAnswer(ch.id);
              }}
            >
              {ch.label}
            </Button>
          ))}
        </fieldset>
      ) : (
        <p>Answers are closed for this case.</p>
      )}
    </article>
  );
}
