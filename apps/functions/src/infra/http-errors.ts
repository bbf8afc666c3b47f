import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { DomainError } from '@fraudshield/domain';

/**
 * Turns whatever a handler threw into what the client may see: a DomainError keeps its code
 * and message (details.code carries the reason); anything unexpected is logged and becomes a
 * bare `internal` with no internal message.
 */
export function toHttpsError(error: unknown, callable: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof DomainError) {
    return new HttpsError(error.status, error.message, { code: error.code });
  }
  logger.error(`${callable} failed`, error);
  return new HttpsError('internal', 'internal');
}
