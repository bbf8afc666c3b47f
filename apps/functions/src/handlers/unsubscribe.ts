import { DOMAIN_ERRORS, DomainError, escapeHtml } from '@fraudshield/domain';
import { unsubscribeTokenId, type MailSwitch } from './mail-token';
import type { AddressLimiter } from './rate-limit';

/**
 * The unsubscribe page every email links to (callables/mail-unsubscribe.ts serves it): a signed
 * token names the player and the switch. GET shows a confirmation (mail scanners open links, and
 * must not unsubscribe anyone by doing so); POST (the page's button, or a mail client's one-click
 * List-Unsubscribe-Post) turns the switch off and uses the token up: the same link again changes
 * nothing, so a leaked or replayed link cannot keep switching mail off after the player turned it
 * back on. Every request, valid or not, spends a token of its address's bucket
 * (UNSUBSCRIBE_RATE_LIMIT): a flood gets 429 (resource-exhausted) before anything is checked.
 */

export interface UnsubscribeDeps {
  /** The player and switch a genuine token names; null for anything else. */
  verify(token: unknown): { uid: string; which: MailSwitch } | null;
  /** This instance's buckets per client address (throws DomainError('rate-limited')). */
  limiter: AddressLimiter;
  /** Whether the token with this id was used already. */
  isUsed(uid: string, tokenId: string): Promise<boolean>;
  /**
   * Records the token used and turns the switch off in one transaction: 'used' when it was used
   * before (nothing changes), 'done' otherwise (a deleted player: recorded nowhere, nothing to change).
   */
  use(uid: string, tokenId: string, which: MailSwitch, now: number): Promise<'done' | 'used'>;
}

export interface UnsubscribeRequest {
  method: 'GET' | 'POST';
  token: unknown;
  /** The client address's key (infra/client-address.ts), or null when none can be told. */
  address: string | null;
}

const SWITCH_TEXT: Record<MailSwitch, string> = {
  reminders: 'deadline reminder emails',
  reports: 'match report emails',
  teamReports: 'weekly team league report emails',
};

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1>${body}</body></html>`;
}

const USED = page(
  'Link already used',
  '<p>This unsubscribe link has been used already. You can turn emails on or off in Settings.</p>',
);

export async function unsubscribe(
  req: UnsubscribeRequest,
  now: number,
  deps: UnsubscribeDeps,
): Promise<{ status: number; html: string }> {
  try {
    if (req.address) deps.limiter.take(req.address, now);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'rate-limited')
      return { status: 429, html: page('Too many requests', `<p>${DOMAIN_ERRORS['rate-limited'].message}</p>`) };
    throw error;
  }
  const checked = deps.verify(req.token);
  if (!checked || typeof req.token !== 'string')
    return { status: 400, html: page('Link not valid', `<p>${DOMAIN_ERRORS['unsubscribe-link-invalid'].message}</p>`) };
  const what = SWITCH_TEXT[checked.which];
  const tokenId = unsubscribeTokenId(req.token);
  if (req.method === 'GET') {
    if (await deps.isUsed(checked.uid, tokenId)) return { status: 410, html: USED };
    return {
      status: 200,
      html: page(
        'Unsubscribe',
        `<p>Stop ${what} from FraudShield League?</p><form method="post"><input type="hidden" name="t" value="${escapeHtml(req.token)}"><button type="submit">Unsubscribe</button></form><p>You can turn them on again in Settings.</p>`,
      ),
    };
  }
  if ((await deps.use(checked.uid, tokenId, checked.which, now)) === 'used') return { status: 410, html: USED };
  return {
    status: 200,
    html: page('Unsubscribed', `<p>You will no longer receive ${what}. You can turn them on again in Settings.</p>`),
  };
}
