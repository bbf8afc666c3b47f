import { escapeHtml } from '@fraudshield/domain';
import { eachLimited } from './settlement';

/**
 * The one mail engine every email of the season goes through (deadline reminders, match-report
 * emails, team league owner reports: handlers/mail.ts says what each kind sends to whom). It
 * knows nothing of what a mail says; it sends a kind's letters for a week, a page at a time, on
 * a task queue:
 *
 *   start   one run per (week, kind): mailRuns/{weekId}-{kind} is created once (a random run id
 *           names its tasks, as a settlement's plan id names its shards'), and the first page's
 *           task is enqueued. Starting again finds the run and enqueues nothing.
 *   a page  one task: reads one bounded page of its kind's recipients after its cursor, enqueues
 *           the next page's task (so pages run side by side, each in its own invocation) and
 *           only then sends its own letters, MAIL_CONCURRENCY at a time; it records its outcome.
 *
 * One send per recipient per week per kind: each letter is claimed on its marker
 * (players/{uid}/mail/{key}) in a transaction just before the send, and the marker is marked
 * sent just after. A marker already sent, or claimed and not yet marked (another delivery of the
 * same task is sending it, or one died between claim and send), is skipped: a letter is sent at
 * most once, never twice, however often a task is delivered. The price is that a run that dies
 * between the claim and the SMTP server's answer loses that one letter (its marker stays claimed,
 * with no sentAt: the record says so).
 *
 * Retry cap: a send the server refuses marks the marker failed and the page asks its queue for a
 * retry (the callable throws); the retried task sends again only the letters that failed. A
 * letter is tried at most MAIL_MAX_SEND_ATTEMPTS times; the last failure marks it given up, and
 * the page records how many it gave up on.
 */

export type MailKind = 'reminder' | 'report' | 'team';

/** Sends tried per letter before the engine gives up on it (and records so on its marker). */
export const MAIL_MAX_SEND_ATTEMPTS = 3;
/** Recipients read per page: one task's work (at ≈ 100 ms an SMTP send, 5 at once, ≈ 2 s). */
export const MAIL_PAGE_SIZE = 100;
/** Messages in flight at once within one page (one pooled SMTP transport per instance: 5 connections). */
export const MAIL_CONCURRENCY = 5;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe URL (List-Unsubscribe header). */
  unsubscribeUrl: string;
}

/** One email to one person, and the key of its marker under players/{uid}/mail. */
export interface Letter {
  uid: string;
  key: string;
  mail: OutgoingMail;
}

/** A page of a kind's letters, and the cursor the next page starts after (null: this was the last page). */
export interface LetterPage {
  letters: Letter[];
  next: string | null;
}

/** One page's task on the mail queue. */
export interface MailTask {
  weekId: string;
  kind: MailKind;
  runId: string;
  /** 0 for the first page. */
  page: number;
  /** The cursor this page starts after (null: from the start). */
  after: string | null;
}

/** mailRuns/{weekId}-{kind}: one run of a kind's mail for a week. */
export interface MailRunDoc {
  weekId: string;
  kind: MailKind;
  runId: string;
  startedAt: number;
  /** The first page's task was enqueued (a start that died before it enqueues it again, under the same id). */
  enqueued: boolean;
  /** Set by the page that found no more recipients. */
  lastPage: number | null;
}

/** What one page did (mailRuns/{weekId}-{kind}/pages/{runId}-{page}, the latest delivery's). */
export interface MailPageOutcome {
  weekId: string;
  kind: MailKind;
  page: number;
  /** Letters sent by this delivery. */
  sent: number;
  /** Letters skipped: already sent, being sent by another delivery, or given up earlier. */
  skipped: number;
  /** Letters that failed this time and will be tried again (the task asks for a retry). */
  failed: number;
  /** Letters that failed for the last time (MAIL_MAX_SEND_ATTEMPTS reached). */
  gaveUp: number;
  /** This page found no more recipients after it. */
  last: boolean;
  at: number;
}

export type ClaimResult = { status: 'claimed'; attempt: number } | { status: 'sent' | 'in-flight' | 'gave-up' };

/** players/{uid}/mail/{key}: a letter's marker. Markers older than attempts carry only the first five fields. */
export interface MailMarker {
  weekId: string;
  kind: MailKind;
  claimedAt: number;
  sentAt: number | null;
  messageId: string | null;
  attempts?: number;
  /** The last failed send's error; null while a claim is being sent. */
  lastError?: string | null;
  failedAt?: number;
  gaveUp?: boolean;
}

/**
 * Whether a letter may be sent now, from its marker (read in the claim's transaction), and the
 * marker to write if so: a new one (attempt 1), or a failed one not given up (attempt n + 1).
 * A marker sent, given up, or claimed and neither sent nor failed (being sent, or its sender
 * died mid-send) is not sent again.
 */
export function nextClaim(
  marker: MailMarker | null,
  meta: { weekId: string; kind: MailKind },
  now: number,
): { claim: ClaimResult; write: MailMarker | null } {
  if (!marker) {
    const write: MailMarker = { ...meta, claimedAt: now, sentAt: null, messageId: null, attempts: 1, lastError: null };
    return { claim: { status: 'claimed', attempt: 1 }, write };
  }
  if (marker.sentAt !== null) return { claim: { status: 'sent' }, write: null };
  if (marker.gaveUp) return { claim: { status: 'gave-up' }, write: null };
  if (!marker.lastError) return { claim: { status: 'in-flight' }, write: null };
  const attempt = (marker.attempts ?? 1) + 1;
  return {
    claim: { status: 'claimed', attempt },
    write: { ...marker, attempts: attempt, claimedAt: now, lastError: null },
  };
}

export interface MailEngineDeps {
  markers: {
    /** Claims a letter: reads its marker and writes nextClaim's, in one transaction. */
    claim(uid: string, key: string, meta: { weekId: string; kind: MailKind }, now: number): Promise<ClaimResult>;
    markSent(uid: string, key: string, now: number, messageId: string): Promise<void>;
    markFailed(uid: string, key: string, now: number, error: string, gaveUp: boolean): Promise<void>;
  };
  runs: {
    /** Creates the run unless one exists for (week, kind); returns the one stored. */
    open(run: MailRunDoc): Promise<MailRunDoc>;
    markEnqueued(weekId: string, kind: MailKind): Promise<void>;
    /** Stores the page's outcome (a redelivery overwrites it); the last page also sets its run's lastPage. */
    recordPage(task: MailTask, outcome: MailPageOutcome): Promise<void>;
  };
  /** Enqueues a page task under this id; an id already taken is a task already queued (no error). */
  enqueue(task: MailTask, id: string): Promise<void>;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  newRunId(): string;
}

/** The task id of a run's page: the run id keeps a reset database from meeting an old task's id. */
export const mailTaskId = (task: Pick<MailTask, 'weekId' | 'kind' | 'runId' | 'page'>) =>
  `mail-${task.weekId}-${task.kind}-${task.runId}-p${task.page}`;

export interface MailStart {
  weekId: string;
  kind: MailKind;
  runId: string;
  /** The first page's task was enqueued by this call (false: the run was already under way). */
  enqueued: boolean;
}

/** Starts the (week, kind) run once: a second start finds it and enqueues nothing. */
export async function startMailRun(
  deps: MailEngineDeps,
  weekId: string,
  kind: MailKind,
  now: number,
): Promise<MailStart> {
  const run = await deps.runs.open({
    weekId,
    kind,
    runId: deps.newRunId(),
    startedAt: now,
    enqueued: false,
    lastPage: null,
  });
  if (run.enqueued) return { weekId, kind, runId: run.runId, enqueued: false };
  const first: MailTask = { weekId, kind, runId: run.runId, page: 0, after: null };
  await deps.enqueue(first, mailTaskId(first));
  await deps.runs.markEnqueued(weekId, kind);
  return { weekId, kind, runId: run.runId, enqueued: true };
}

/**
 * Runs one page task: reads the page (`source`), enqueues the next page's task, sends this
 * page's letters once each and records the outcome. `failed > 0` asks the queue for a retry.
 */
export async function runMailPage(
  deps: MailEngineDeps,
  task: MailTask,
  source: (after: string | null) => Promise<LetterPage>,
  now: number,
): Promise<MailPageOutcome> {
  const page = await source(task.after);
  if (page.next !== null) {
    const next: MailTask = { ...task, page: task.page + 1, after: page.next };
    await deps.enqueue(next, mailTaskId(next));
  }
  const outcome: MailPageOutcome = {
    weekId: task.weekId,
    kind: task.kind,
    page: task.page,
    sent: 0,
    skipped: 0,
    failed: 0,
    gaveUp: 0,
    last: page.next === null,
    at: now,
  };
  const meta = { weekId: task.weekId, kind: task.kind };
  await eachLimited(page.letters, MAIL_CONCURRENCY, async (letter) => {
    const claim = await deps.markers.claim(letter.uid, letter.key, meta, now);
    if (claim.status !== 'claimed') {
      outcome.skipped += 1;
      return;
    }
    let messageId: string;
    try {
      ({ messageId } = await deps.send(letter.mail));
    } catch (error) {
      const gaveUp = claim.attempt >= MAIL_MAX_SEND_ATTEMPTS;
      if (gaveUp) outcome.gaveUp += 1;
      else outcome.failed += 1;
      await deps.markers.markFailed(letter.uid, letter.key, now, describe(error), gaveUp);
      return;
    }
    outcome.sent += 1;
    await deps.markers.markSent(letter.uid, letter.key, now, messageId);
  });
  await deps.runs.recordPage(task, outcome);
  return outcome;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

export interface MailLink {
  label: string;
  url: string;
}

/** An email's text and HTML parts: its lines (an empty line is a gap), its links, and the unsubscribe line last. */
export function mailBody(
  lines: readonly string[],
  links: readonly MailLink[],
  unsubscribe: { label: string; url: string },
): { text: string; html: string } {
  const text = [
    ...lines,
    '',
    ...links.map((l) => `${l.label}: ${l.url}`),
    '',
    `${unsubscribe.label}: ${unsubscribe.url}`,
  ].join('\n');
  const html =
    lines.map((l) => (l === '' ? '' : `<p>${escapeHtml(l)}</p>`)).join('\n') +
    links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('\n') +
    `\n<p style="font-size:small"><a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(unsubscribe.label)}</a></p>`;
  return { text, html };
}
