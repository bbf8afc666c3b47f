import type { Firestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { FUNCTIONS_REGION } from '@fraudshield/domain';
import type { MailDeps } from '../handlers/mail';
import type { MailEngineDeps } from '../handlers/mail-engine';
import { signUnsubscribeToken } from '../handlers/mail-token';
import { firestoreMailStore } from '../infra/mail-store';
import { teamReportSource } from '../infra/team-report-store';
import { smtpSender, smtpSettingsFromEnv, type SendMail } from '../infra/mailer';

/**
 * The mail path's settings and wiring: the secrets every mail-sending function binds, the links
 * the emails carry, and the handlers' MailDeps over Firestore and SMTP (infra/mailer.ts). The
 * mail task queue and what starts its runs are in mail-runs.ts, the unsubscribe page in
 * mail-unsubscribe.ts.
 *
 * Production settings: SMTP_HOST/SMTP_PORT/SMTP_USER/MAIL_FROM (or SMTP_URL) in the functions'
 * environment (apps/functions/.env.<project>), the secrets SMTP_PASSWORD and MAIL_TOKEN_SECRET
 * (`firebase functions:secrets:set …`), APP_URL (the web app's address) and optionally
 * MAIL_UNSUBSCRIBE_URL. See the README's "Email" section.
 */

const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const MAIL_TOKEN_SECRET = defineSecret('MAIL_TOKEN_SECRET');
/** Every function that sends mail or checks an unsubscribe token binds these. */
export const MAIL_SECRETS = [SMTP_PASSWORD, MAIL_TOKEN_SECRET];

const projectId = () => process.env['GCLOUD_PROJECT'] ?? process.env['GCP_PROJECT'] ?? 'fraudshield';
const appUrl = () => (process.env['APP_URL'] || `https://${projectId()}.web.app`).replace(/\/+$/, '');
const unsubscribeBase = () =>
  process.env['MAIL_UNSUBSCRIBE_URL'] ||
  `https://${FUNCTIONS_REGION}-${projectId()}.cloudfunctions.net/mail_unsubscribe`;

let sender: SendMail | null | undefined;
function mailSender(): SendMail {
  if (sender === undefined) {
    const settings = smtpSettingsFromEnv(process.env, SMTP_PASSWORD.value());
    sender = settings ? smtpSender(settings) : null;
  }
  const send = sender;
  if (!send)
    return async () => Promise.reject(new Error('SMTP is not configured (SMTP_URL or SMTP_HOST): no email sent'));
  return send;
}

/** The handlers' MailDeps; `queue` is how pages reach the mail task queue (callables/mail-runs.ts). */
export function mailDeps(db: Firestore, queue: Pick<MailEngineDeps, 'enqueue'>): MailDeps {
  return {
    ...firestoreMailStore(db),
    ...queue,
    teams: teamReportSource(db),
    send: (mail) => mailSender()(mail),
    appUrl: appUrl(),
    unsubscribeUrl: (token) => `${unsubscribeBase()}?t=${encodeURIComponent(token)}`,
    signToken: (uid, which) => signUnsubscribeToken(MAIL_TOKEN_SECRET.value(), uid, which),
  };
}
