import { isAppError } from '@fraudshield/firebase-client';
import { messageFor } from '@fraudshield/domain';

/** The player-facing text of a failed call: mapped from code and reason, never from a raw message. */
export function errorText(error: unknown): string {
  return isAppError(error) ? messageFor(error.code, error.reason) : messageFor('unknown');
}
