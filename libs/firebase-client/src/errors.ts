import {
  isCallableCode,
  isDomainErrorCode,
  messageFor,
  type AppError,
  type CallableCode,
  type DomainErrorCode,
} from '@fraudshield/domain';

/** The one failure type every callable rejects with. UI code never sees a FirebaseError. */
export class ClientAppError extends Error implements AppError {
  readonly code: AppError['code'];
  readonly reason?: DomainErrorCode;
  constructor(code: AppError['code'], reason?: DomainErrorCode) {
    super(messageFor(code, reason));
    this.name = 'AppError';
    this.code = code;
    if (reason) this.reason = reason;
  }
}

export function isAppError(value: unknown): value is ClientAppError {
  return value instanceof ClientAppError;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * A fetch that never got an HTTP answer (server down, CORS-less 404 from the emulator, DNS)
 * reaches us as functions/internal with HTTP status 0. The SDK exposes that status only as the
 * "[0]" suffix it appends to the message, so this is the one place that reads it.
 */
function isStatusZero(error: unknown): boolean {
  const message = field(error, 'message');
  return typeof message === 'string' && /\[0\]\s*$/.test(message);
}

/** Normalises anything a callable can throw into an AppError (mapped on codes, never messages). */
export function toAppError(error: unknown): ClientAppError {
  if (error instanceof ClientAppError) return error;
  const rawCode = field(error, 'code');
  if (typeof rawCode === 'string' && rawCode.startsWith('functions/')) {
    const core = rawCode.slice('functions/'.length);
    if (core === 'deadline-exceeded') return new ClientAppError('timeout');
    if (core === 'internal' && isStatusZero(error)) return new ClientAppError('network');
    const reasonCode = field(field(error, 'details'), 'code');
    const reason = isDomainErrorCode(reasonCode) ? reasonCode : undefined;
    const code: CallableCode = isCallableCode(core) ? core : 'unknown';
    return new ClientAppError(code, reason);
  }
  if (error instanceof TypeError) return new ClientAppError('network'); // fetch failures
  return new ClientAppError('unknown');
}

/** Failures that mean "the backend could not be reached" (as opposed to "it said no"). */
export function isConnectionFailure(error: AppError): boolean {
  return error.code === 'network' || error.code === 'timeout';
}
