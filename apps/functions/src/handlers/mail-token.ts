import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe tokens: a link in every email turns that email's switch off without signing in.
 * The token names the player and the switch, signed with HMAC-SHA-256 under a server secret
 * (MAIL_TOKEN_SECRET): anyone can read it, nobody without the secret can make one for another
 * player or another switch. It does not expire (an old email's link must still work), but it works
 * once: each letter's token carries a random nonce, so it is its own, and the unsubscribe page
 * records a used one (handlers/unsubscribe.ts). Tokens of the first version (u1, no nonce: one
 * per player and switch) are still accepted, once too.
 */

/** Which switch a token turns off: the deadline reminders, the match report emails, or the team leagues' weekly owner reports. */
export type MailSwitch = 'reminders' | 'reports' | 'teamReports';

const VERSION = 'u2';
const LEGACY_VERSION = 'u1';
const MIN_SECRET_LENGTH = 16;

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`fraudshield-unsubscribe.${payload}`).digest();
}

function checkSecret(secret: string): void {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH)
    throw new Error(`MAIL_TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
}

export function signUnsubscribeToken(
  secret: string,
  uid: string,
  which: MailSwitch,
  nonce: string = randomBytes(9).toString('base64url'),
): string {
  checkSecret(secret);
  const payload = Buffer.from(JSON.stringify({ v: VERSION, u: uid, s: which, n: nonce })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The player and switch a genuine token names; null for anything else (forged, altered, malformed). */
export function verifyUnsubscribeToken(secret: string, token: unknown): { uid: string; which: MailSwitch } | null {
  checkSecret(secret);
  if (typeof token !== 'string' || token.length > 1000) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const b = body as { v?: unknown; u?: unknown; s?: unknown; n?: unknown };
  if (b.v !== VERSION && b.v !== LEGACY_VERSION) return null;
  if (b.v === VERSION && (typeof b.n !== 'string' || !/^[A-Za-z0-9_-]{8,32}$/.test(b.n))) return null;
  if (typeof b.u !== 'string' || b.u.length === 0 || b.u.length > 128) return null;
  if (b.s !== 'reminders' && b.s !== 'reports' && b.s !== 'teamReports') return null;
  return { uid: b.u, which: b.s };
}

/** A token's record key once used: its SHA-256, so the stored key is no working link. */
export function unsubscribeTokenId(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
