import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { DOMAIN_ERRORS, FUNCTIONS_REGION } from '@fraudshield/domain';
import { verifyUnsubscribeToken, type MailSwitch } from '../handlers/mail-token';
import { playerRef } from '../infra/player-store';
import { MAIL_SECRETS, MAIL_TOKEN_SECRET } from './mail-config';

/** The unsubscribe page every email links to: a signed token names the player and the switch. */

const SWITCH_FIELD: Record<MailSwitch, string> = {
  reminders: 'deadlineReminders',
  reports: 'reportEmails',
  teamReports: 'teamReportEmails',
};
const SWITCH_TEXT: Record<MailSwitch, string> = {
  reminders: 'deadline reminder emails',
  reports: 'match report emails',
  teamReports: 'weekly team league report emails',
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1>${body}</body></html>`;
}

/** What the unsubscribe page does for a request: its status and page. */
async function handleUnsubscribe(
  db: Firestore,
  method: string,
  token: unknown,
  now: number,
): Promise<{ status: number; html: string }> {
  const checked = verifyUnsubscribeToken(MAIL_TOKEN_SECRET.value(), token);
  if (!checked)
    return { status: 400, html: page('Link not valid', `<p>${DOMAIN_ERRORS['unsubscribe-link-invalid'].message}</p>`) };
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
  return {
    status: 200,
    html: page('Unsubscribed', `<p>You will no longer receive ${what}. You can turn them on again in Settings.</p>`),
  };
}

/**
 * GET ?t=<token>: a page asking to confirm; POST (the page's button, or a mail client's
 * one-click List-Unsubscribe-Post): turns the switch off. A forged or altered token changes nothing.
 */
export const mail_unsubscribe = onRequest(
  { region: FUNCTIONS_REGION, secrets: MAIL_SECRETS, maxInstances: 5, timeoutSeconds: 30, memory: '256MiB' },
  async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.status(405).set('Allow', 'GET, POST').send('Method not allowed');
      return;
    }
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const token = req.method === 'POST' ? (body['t'] ?? req.query['t']) : req.query['t'];
    try {
      const out = await handleUnsubscribe(getFirestore(), req.method, token, Date.now());
      res
        .status(out.status)
        .set('Content-Type', 'text/html; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send(out.html);
    } catch (error) {
      logger.error('unsubscribe failed', { error: String(error) });
      res
        .status(500)
        .set('Content-Type', 'text/html; charset=utf-8')
        .send(page('Something went wrong', '<p>Please try again, or change your email settings in the app.</p>'));
    }
  },
);
