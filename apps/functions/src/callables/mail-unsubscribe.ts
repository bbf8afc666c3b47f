import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '@fraudshield/domain';
import { verifyUnsubscribeToken } from '../handlers/mail-token';
import { page, unsubscribe } from '../handlers/unsubscribe';
import { clientAddress, type RequestLike } from '../infra/client-address';
import { unsubscribeDeps } from '../infra/unsubscribe-store';
import { MAIL_SECRETS, MAIL_TOKEN_SECRET } from './mail-config';

/**
 * GET ?t=<token>: a page asking to confirm; POST (the page's button, or a mail client's
 * one-click List-Unsubscribe-Post): turns the switch off, once per token. A forged or altered
 * token changes nothing; too many requests from one address get 429 (handlers/unsubscribe.ts).
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
      const deps = unsubscribeDeps(getFirestore(), (t) => verifyUnsubscribeToken(MAIL_TOKEN_SECRET.value(), t));
      const address = clientAddress(req as unknown as RequestLike);
      const out = await unsubscribe({ method: req.method, token, address }, Date.now(), deps);
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
