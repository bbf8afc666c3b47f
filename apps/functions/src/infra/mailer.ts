import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../handlers/mail';

/**
 * The SMTP path (nodemailer). Configured by the environment:
 *   SMTP_URL                     smtp://user:pass@host:port or smtps://… (one setting), or
 *   SMTP_HOST, SMTP_PORT (587), SMTP_SECURE (true for implicit TLS, e.g. port 465),
 *   SMTP_USER and the secret SMTP_PASSWORD
 *   MAIL_FROM                    the sender, e.g. "FraudShield League <league@example.com>"
 * Locally `npm start` and the integration tests point SMTP_URL at maildev. With none of these
 * set, nothing is sent (the fan-out counts the sends as failed and logs it).
 */

export interface SmtpSettings {
  url?: string;
  host?: string;
  port?: number;
  secure?: boolean;
  user?: string;
  password?: string;
  from: string;
}

const DEFAULT_FROM = 'FraudShield League <league@fraudshield.invalid>';

export function smtpSettingsFromEnv(env: Record<string, string | undefined>, password?: string): SmtpSettings | null {
  const from = env['MAIL_FROM'] || DEFAULT_FROM;
  if (env['SMTP_URL']) return { url: env['SMTP_URL'], from };
  if (!env['SMTP_HOST']) return null;
  const port = Number(env['SMTP_PORT'] || 587);
  return {
    host: env['SMTP_HOST'],
    port,
    secure: env['SMTP_SECURE'] === 'true' || port === 465,
    ...(env['SMTP_USER'] ? { user: env['SMTP_USER'], password: password ?? '' } : {}),
    from,
  };
}

export type SendMail = (mail: OutgoingMail) => Promise<{ messageId: string }>;

/** A transport per function instance (host settings pool up to 5 connections; a URL may add ?pool=true). */
export function smtpSender(settings: SmtpSettings): SendMail {
  const transport = settings.url
    ? nodemailer.createTransport(settings.url)
    : nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        pool: true,
        maxConnections: 5,
        ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
      });
  return async (mail) => {
    const info = await transport.sendMail({
      from: settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: {
        'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return { messageId: String(info.messageId ?? '') };
  };
}
