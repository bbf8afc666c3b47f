import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { FUNCTIONS_REGION } from '@fraudshield/domain';
import { mailDue, runMailTask, startMail, type MailDeps } from '../handlers/mail';
import { MAIL_MAX_SEND_ATTEMPTS, type MailStart, type MailTask } from '../handlers/mail-engine';
import { refreshTeamTableOnce } from '../infra/team-table-store';
import { readSeason, readWeek } from '../infra/week-store';
import { MAIL_SECRETS, mailDeps } from './mail-config';

/**
 * The mail task queue (handlers/mail-engine.ts): one task a page of recipients, on Cloud Tasks
 * like the settlement's shards (callables/settlement.ts); locally on firebase-tools' Cloud Tasks
 * emulator. What starts a week's runs: the settlement hook (report emails and owner reports once
 * a week is settled) and the season clock's mail pass (reminders 24 h before a deadline, and the
 * settled week's runs if the hook did not start them). Starting only enqueues: the hook and the
 * clock never wait for a send.
 */

/** Cloud Tasks: a queue dispatches at most 500 tasks a second (https://cloud.google.com/tasks/docs/quotas). */
export const CLOUD_TASKS_MAX_DISPATCHES_PER_SECOND = 500;
/** Cloud Tasks: at most 5,000 tasks of a queue in flight at once (same page). */
export const CLOUD_TASKS_MAX_CONCURRENT_DISPATCHES = 5_000;

/** The task-queue function's name; also its Cloud Tasks queue id (no underscore allowed). */
const MAIL_QUEUE = 'sendMailTask';
/** One page: 100 recipients, 5 SMTP sends at once, seconds; the rest is room for a slow SMTP server. */
const MAIL_TIMEOUT_SECONDS = 300;
/** Cloud Tasks waits this long for an answer before it counts the attempt failed (15 s … 30 min). */
const MAIL_DISPATCH_DEADLINE_SECONDS = MAIL_TIMEOUT_SECONDS + 60;
/**
 * Deliveries of one page task: each retry sends only the letters that failed, each at most
 * MAIL_MAX_SEND_ATTEMPTS times, so a page is retried until its failing letters are given up,
 * with two more for a failure outside the sends (Firestore unavailable, say).
 */
const MAIL_TASK_MAX_ATTEMPTS = MAIL_MAX_SEND_ATTEMPTS + 2;
/** Page tasks one instance runs at once: they wait on SMTP and Firestore, sharing the instance's one pooled transport (5 connections). */
const MAIL_TASKS_PER_INSTANCE = 4;
const MAIL_MAX_INSTANCES = 10;
/** Pages in flight queue-wide: 40 (of CLOUD_TASKS_MAX_CONCURRENT_DISPATCHES): ≈ 50 SMTP connections at most. */
const MAIL_MAX_CONCURRENT = MAIL_TASKS_PER_INSTANCE * MAIL_MAX_INSTANCES;
/**
 * Page tasks started a second (of CLOUD_TASKS_MAX_DISPATCHES_PER_SECOND): 5 pages of 100 recipients, so at most 500
 * letters handed to the SMTP server a second. Lower it to the mail provider's sending rate.
 */
const MAIL_DISPATCHES_PER_SECOND = 5;

/** How the functions reach the mail queue: firebase-admin's task queue API, region africa-south1. */
export const mailQueue: Pick<MailDeps, 'enqueue'> = {
  async enqueue(task, id) {
    const queue = getFunctions().taskQueue<MailTask>(`locations/${FUNCTIONS_REGION}/functions/${MAIL_QUEUE}`);
    try {
      await queue.enqueue(task, { id, dispatchDeadlineSeconds: MAIL_DISPATCH_DEADLINE_SECONDS });
    } catch (error) {
      // The same id: that page is already queued (a retried page enqueues its next page again).
      if ((error as { code?: string }).code === 'functions/task-already-exists') return;
      throw error;
    }
  },
};

const deps = (db: Firestore) => mailDeps(db, mailQueue);

async function startIfDue(
  db: Firestore,
  weekId: string,
  kind: MailTask['kind'],
  now: number,
): Promise<MailStart | null> {
  const week = await readWeek(db, weekId);
  return week ? startMail(deps(db), week, kind, now) : null;
}

export interface SettledWeekMail {
  report: MailStart | null;
  team: MailStart | null;
  /** Entries of the league of teams rebuilt (null: already done this week). */
  teamTable: number | null;
}

/**
 * A settled week's mail: starts the report emails, and the owner reports after the league of
 * teams is rebuilt (quick, and nothing in the reports reads it). Idempotent; each part runs
 * even if another fails (the first failure is thrown after).
 */
export async function startSettledWeekMail(
  weekId: string,
  opts: { now?: number; db?: Firestore; shouldStop?: () => boolean } = {},
): Promise<SettledWeekMail> {
  const db = opts.db ?? getFirestore();
  const now = opts.now ?? Date.now();
  const [report, teams] = await Promise.allSettled([
    startIfDue(db, weekId, 'report', now),
    refreshTeamTableOnce(db, weekId, now, opts.shouldStop).then(async (teamTable) => ({
      teamTable,
      team: await startIfDue(db, weekId, 'team', now),
    })),
  ]);
  if (report.status === 'rejected') throw report.reason;
  if (teams.status === 'rejected') throw teams.reason;
  return { report: report.value, ...teams.value };
}

export type MailPass = Partial<SettledWeekMail> & { reminder?: MailStart | null };

/**
 * The season clock's mail pass: the current week's reminders once its deadline is 24 h away,
 * and the last settled week's runs if the settlement hook did not start them. Never throws.
 */
export async function runMailPass(db: Firestore, now: number, shouldStop?: () => boolean): Promise<MailPass> {
  const out: MailPass = {};
  try {
    const season = await readSeason(db);
    const current = season.currentWeekId ? await readWeek(db, season.currentWeekId) : null;
    if (current && mailDue('reminder', current, now))
      out.reminder = await startMail(deps(db), current, 'reminder', now);
    const last = season.lastSettledWeekId ? await readWeek(db, season.lastSettledWeekId) : null;
    if (last && mailDue('report', last, now))
      Object.assign(out, await startSettledWeekMail(last.id, { now, db, ...(shouldStop ? { shouldStop } : {}) }));
  } catch (error) {
    logger.error('mail pass failed', { error: String(error) });
  }
  return out;
}

const MailTaskSchema = z.strictObject({
  weekId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  kind: z.enum(['reminder', 'report', 'team']),
  runId: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
  page: z.number().int().min(0).max(10_000_000),
  after: z.string().min(1).max(200).nullable(),
});

export const sendMailTask = onTaskDispatched<MailTask>(
  {
    region: FUNCTIONS_REGION,
    retryConfig: {
      maxAttempts: MAIL_TASK_MAX_ATTEMPTS,
      // A refused send is most often a server saying "try later" (SMTP 4xx): minutes, not seconds.
      minBackoffSeconds: 60,
      maxBackoffSeconds: 600,
      maxDoublings: 3,
    },
    rateLimits: { maxConcurrentDispatches: MAIL_MAX_CONCURRENT, maxDispatchesPerSecond: MAIL_DISPATCHES_PER_SECOND },
    timeoutSeconds: MAIL_TIMEOUT_SECONDS,
    memory: '512MiB',
    // Concurrency above 1 needs a whole vCPU.
    cpu: 1,
    concurrency: MAIL_TASKS_PER_INSTANCE,
    maxInstances: MAIL_MAX_INSTANCES,
    secrets: MAIL_SECRETS,
  },
  async (request) => {
    const parsed = MailTaskSchema.safeParse(request.data);
    if (!parsed.success) {
      // A malformed task never becomes valid: answer OK so it is not retried.
      logger.error('mail task refused: malformed payload', { data: request.data, task: request.id });
      return;
    }
    const outcome = await runMailTask(deps(getFirestore()), parsed.data, { now: Date.now() });
    logger.info('mail page', { task: request.id, retry: request.retryCount, outcome });
    // Letters refused this time, under their cap: the queue delivers the page again later.
    if (outcome.action === 'page' && outcome.failed > 0)
      throw new HttpsError(
        'unavailable',
        `${outcome.failed} emails of ${parsed.data.kind} page ${parsed.data.page} failed; retrying`,
      );
  },
);
