import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { DOMAIN_ERRORS, FUNCTIONS_REGION } from '@fraudshield/domain';
import { mailDue, runMailFanOut, type MailDeps, type MailKind, type MailRunOutcome } from '../handlers/mail';
import { signUnsubscribeToken, verifyUnsubscribeToken, type MailSwitch } from '../handlers/mail-token';
import { firestoreMailStore } from '../infra/mail-store';
import { smtpSender, smtpSettingsFromEnv, type SendMail } from '../infra/mailer';
import { playerRef } from '../infra/player-store';
import { readSeason, readWeek } from '../infra/week-store';

/**
 * The mail path: deadline reminders and "your match report is ready", sent over SMTP
 * (infra/mailer.ts), and the unsubscribe page their links open.
 *
 * Production settings: SMTP_HOST/SMTP_PORT/SMTP_USER/MAIL_FROM (or SMTP_URL) in the functions'
 * environment (apps/functions/.env.<project>), the secrets SMTP_PASSWORD and MAIL_TOKEN_SECRET
 * (`firebase functions:secrets:set …`), APP_URL (the web app's address) and optionally
 * MAIL_UNSUBSCRIBE_URL. See the README's "Email" section.
 */

export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const MAIL_TOKEN_SECRET = defineSecret('MAIL_TOKEN_SECRET');
/** Every function that sends mail or checks an unsubscribe token binds these. */
export const MAIL_SECRETS = [SMTP_PASSWORD, MAIL_TOKEN_SECRET];

const projectId = () => process.env['GCLOUD_PROJECT'] ?? process.env['GCP_PROJECT'] ?? 'fraudshield';
const appUrl = () => (process.env['APP_URL'] || `https://${projectId()}.web.app`).replace(/\/+$/, '');
const unsubscribeBase = () => process.env['MAIL_UNSUBSCRIBE_URL'] || `https://${FUNCTIONS_REGION}-${projectId()}.cloudfunctions.net/mail_unsubscribe`;

let sender: SendMail | null | undefined;
function mailSender(): SendMail {
  if (sender === undefined) {
    const settings = smtpSettingsFromEnv(process.env, SMTP_PASSWORD.value());
    sender = settings ? smtpSender(settings) : null;
  }
  const send = sender;
  if (!send) return async () => Promise.reject(new Error('SMTP is not configured (SMTP_URL or SMTP_HOST): no email sent'));
  return send;
}

export function mailDeps(db: Firestore): MailDeps {
  return {
    ...firestoreMailStore(db),
    send: (mail) => mailSender()(mail),
    appUrl: appUrl(),
    unsubscribeUrl: (token) => `${unsubscribeBase()}?t=${encodeURIComponent(token)}`,
    signToken: (uid, which) => signUnsubscribeToken(MAIL_TOKEN_SECRET.value(), uid, which),
  };
}

async function fanOut(db: Firestore, weekId: string, kind: MailKind, now: number, shouldStop?: () => boolean): Promise<MailRunOutcome | null> {
  const week = await readWeek(db, weekId);
  if (!week) return null;
  const outcome = await runMailFanOut(mailDeps(db), week, kind, { now, ...(shouldStop ? { shouldStop } : {}) });
  if (outcome.sent || outcome.failed) logger.info('mail fan-out', outcome);
  return outcome;
}

/** "Your match report is ready" to every opted-in player with a report for `weekId` (idempotent). */
export function sendReportEmails(weekId: string, opts: { now?: number; shouldStop?: () => boolean } = {}): Promise<MailRunOutcome | null> {
  return fanOut(getFirestore(), weekId, 'report', opts.now ?? Date.now(), opts.shouldStop);
}

/**
 * Report emails with the failure logged and swallowed (for a caller that must not throw). The
 * settlement fan-out's afterWeekSettled hook (callables/settlement.ts) sends them once a week is
 * marked settled.
 * A failure is logged and swallowed: mail never blocks settlement, and the season clock's mail
 * pass picks up a run that did not finish.
 */
export async function afterWeekSettled(weekId: string, shouldStop?: () => boolean): Promise<MailRunOutcome | null> {
  try {
    return await sendReportEmails(weekId, shouldStop ? { shouldStop } : {});
  } catch (error) {
    logger.error('report emails failed; the season clock retries', { weekId, error: String(error) });
    return null;
  }
}

/**
 * The season clock's mail pass: the current week's reminders once its deadline is 24 h away,
 * and the last settled week's report emails if their run has not finished. Never throws.
 */
export async function runMailPass(db: Firestore, now: number, shouldStop?: () => boolean): Promise<Partial<Record<MailKind, MailRunOutcome>>> {
  const out: Partial<Record<MailKind, MailRunOutcome>> = {};
  try {
    const season = await readSeason(db);
    const current = season.currentWeekId ? await readWeek(db, season.currentWeekId) : null;
    if (current && mailDue('reminder', current, now)) out.reminder = (await fanOut(db, current.id, 'reminder', now, shouldStop)) ?? undefined;
    const last = season.lastSettledWeekId ? await readWeek(db, season.lastSettledWeekId) : null;
    if (last && mailDue('report', last, now)) out.report = (await fanOut(db, last.id, 'report', now, shouldStop)) ?? undefined;
  } catch (error) {
    logger.error('mail pass failed', { error: String(error) });
  }
  return out;
}

const SWITCH_FIELD: Record<MailSwitch, string> = { reminders: 'deadlineReminders', reports: 'reportEmails' };
const SWITCH_TEXT: Record<MailSwitch, string> = { reminders: 'deadline reminder emails', reports: 'match report emails' };

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1>${body}</body></html>`;
}

/** What the unsubscribe page does for a request: its status and page (exported for tests). */
export async function handleUnsubscribe(db: Firestore, method: string, token: unknown, now: number): Promise<{ status: number; html: string }> {
  const checked = verifyUnsubscribeToken(MAIL_TOKEN_SECRET.value(), token);
  if (!checked) return { status: 400, html: page('Link not valid', `<p>${DOMAIN_ERRORS['unsubscribe-link-invalid'].message}</p>`) };
  const what = SWITCH_TEXT[checked.which];
  if (method === 'GET') {
    // A confirmation step: mail scanners open links, and must not unsubscribe anyone by doing so.
    return {
      status: 200,
      html: page(
        'Unsubscribe',
        `<p>Stop ${what} from FraudShield League?</p><form method="post"><input type="hidden" name="t" value="${String(token).replace(/"/g, '&quot;')}"><button type="submit">Unsubscribe</button></form><p>You can turn them on again in Settings.</p>`,
      ),
    };
  }
  try {
    await playerRef(db, checked.uid).update({ [SWITCH_FIELD[checked.which]]: false, updatedAt: now });
  } catch (error) {
    // A deleted player gets no email anyway; anything else is a real failure.
    if (!/NOT_FOUND|no entity|not found/i.test(String((error as { message?: unknown })?.message ?? error))) throw error;
  }
  return { status: 200, html: page('Unsubscribed', `<p>You will no longer receive ${what}. You can turn them on again in Settings.</p>`) };
}

/**
 * GET ?t=<token>: a page asking to confirm; POST (the page's button, or a mail client's
 * one-click List-Unsubscribe-Post): turns the switch off. A forged or altered token changes nothing.
 */
export const mail_unsubscribe = onRequest({ region: FUNCTIONS_REGION, secrets: MAIL_SECRETS, maxInstances: 5, timeoutSeconds: 30, memory: '256MiB' }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.status(405).set('Allow', 'GET, POST').send('Method not allowed');
    return;
  }
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const token = req.method === 'POST' ? (body['t'] ?? req.query['t']) : req.query['t'];
  try {
    const out = await handleUnsubscribe(getFirestore(), req.method, token, Date.now());
    res.status(out.status).set('Content-Type', 'text/html; charset=utf-8').set('Cache-Control', 'no-store').send(out.html);
  } catch (error) {
    logger.error('unsubscribe failed', { error: String(error) });
    res.status(500).set('Content-Type', 'text/html; charset=utf-8').send(page('Something went wrong', '<p>Please try again, or change your email settings in the app.</p>'));
  }
});
