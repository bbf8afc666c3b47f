import { messageFor, type AppError } from '@fraudshield/domain';

function isAppErrorLike(error: unknown): error is AppError {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/** The player-facing text of a failed call: mapped from code and reason, never from a raw message. */
export function errorText(error: unknown): string {
  if (isAppErrorLike(error)) {
    const text = messageFor(error.code, error.reason) as string | undefined;
    if (text) return text;
  }
  return messageFor('unknown');
}
