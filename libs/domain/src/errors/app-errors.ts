/**
 * One error shape for every failed call, and one table of messages the UI shows.
 * Callables throw HttpsError(code, message, { code: DomainErrorCode }); the client maps on
 * the codes, never on messages (the SDK appends "[status]" to them).
 */

import { MAX_DEPLOYED, MAX_LEAGUES, MAX_OWNED, MAX_PER_POSITION } from '../game/constants';
import { MAX_LEAGUES_OWNED } from '../contracts/rate-limits';

/** The standard callable codes (google.rpc codes as Firebase spells them). */
export const CALLABLE_CODES = [
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'unauthenticated',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
] as const;
export type CallableCode = (typeof CALLABLE_CODES)[number];

export const REQUEST_TIMEOUT_MESSAGE = 'Request time out';
export const CONNECTION_FAILED_MESSAGE = 'Connection failed.';
export { OFFLINE_NOTICE } from './notices';

export const CALLABLE_MESSAGES: Readonly<Record<CallableCode, string>> = {
  cancelled: 'The request was cancelled.',
  unknown: 'Something went wrong. Please try again.',
  'invalid-argument': 'That request was not valid.',
  'deadline-exceeded': REQUEST_TIMEOUT_MESSAGE,
  'not-found': 'We could not find that.',
  'already-exists': 'That already exists.',
  'permission-denied': 'You are not allowed to do that.',
  unauthenticated: 'Please sign in again.',
  'resource-exhausted': 'Too many requests. Please wait a moment and try again.',
  'failed-precondition': 'That cannot be done right now.',
  aborted: 'The request was interrupted by another change. Please try again.',
  'out-of-range': 'That value is out of range.',
  unimplemented: 'That is not available yet.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: CONNECTION_FAILED_MESSAGE,
  'data-loss': 'Some data could not be read. Please try again.',
};

/**
 * Product-specific reasons a callable refuses, each with the callable code it travels under
 * and the message a player sees.
 */
export const DOMAIN_ERRORS = {
  'app-check-missing': {
    status: 'unauthenticated',
    message: 'This app could not be verified. Reload the page and try again.',
  },
  /** A limited-use App Check token came a second time (a replayed request); the client retries once with a fresh token. */
  'app-check-replayed': {
    status: 'unauthenticated',
    message: 'This app could not be verified. Reload the page and try again.',
  },
  'signed-out': { status: 'unauthenticated', message: 'Please sign in to continue.' },
  'email-not-verified': { status: 'failed-precondition', message: 'Verify your email address to play.' },
  'not-admin': { status: 'permission-denied', message: 'Only admins can do that.' },
  'invalid-input': { status: 'invalid-argument', message: 'That request was not valid.' },
  'insufficient-credits': { status: 'failed-precondition', message: 'Not enough credits for that defense.' },
  'squad-full': {
    status: 'failed-precondition',
    message: `Your squad is full: sell a defense first (${MAX_OWNED} at most).`,
  },
  'position-full': {
    status: 'failed-precondition',
    message: `That position is full: you can own ${MAX_PER_POSITION} defenses per position.`,
  },
  'already-owned': { status: 'already-exists', message: 'You already own that defense.' },
  'not-owned': { status: 'failed-precondition', message: 'You do not own that defense.' },
  'unknown-defense': { status: 'invalid-argument', message: 'There is no such defense.' },
  'too-many-deployed': { status: 'failed-precondition', message: `You can deploy ${MAX_DEPLOYED} defenses at most.` },
  'lead-not-deployed': { status: 'invalid-argument', message: 'Your Lead must be one of your deployed defenses.' },
  'duplicate-defense': { status: 'invalid-argument', message: 'Each defense can be deployed once.' },
  'week-locked': {
    status: 'failed-precondition',
    message: 'This week is locked until it is settled: squad changes are paused.',
  },
  'week-not-found': { status: 'not-found', message: 'There is no such week.' },
  // Rules v5 chips (game/chips.ts); a chip of a locked week is refused with 'week-locked'.
  'no-chips': { status: 'failed-precondition', message: "Chips are not part of this week's rules." },
  'unknown-chip': { status: 'invalid-argument', message: 'There is no such chip.' },
  'chip-used': {
    status: 'failed-precondition',
    message: 'You have already played that chip this season: each chip is played once.',
  },
  'chip-this-week': {
    status: 'failed-precondition',
    message: 'You have already played a chip this week: one chip a week.',
  },
  'week-not-settled': { status: 'failed-precondition', message: 'That week has not been settled yet.' },
  'week-already-open': { status: 'failed-precondition', message: 'A week is already open or locked: settle it first.' },
  'week-already-settled': { status: 'failed-precondition', message: 'That week is already settled.' },
  'invalid-deadline': { status: 'invalid-argument', message: 'The deadline must be in the future.' },
  'unknown-page': { status: 'not-found', message: 'There is no quiz for that page.' },
  'unknown-league-code': { status: 'not-found', message: 'No league has that invite code.' },
  'league-not-found': { status: 'not-found', message: 'There is no such league.' },
  'league-limit': { status: 'failed-precondition', message: `You can belong to ${MAX_LEAGUES} leagues at most.` },
  'already-in-league': { status: 'already-exists', message: 'You are already in that league.' },
  'not-in-league': { status: 'failed-precondition', message: 'You are not in that league.' },
  'not-league-owner': { status: 'permission-denied', message: "Only the league's owners can do that." },
  'league-full': { status: 'failed-precondition', message: 'That league is full.' },
  'consent-required': { status: 'invalid-argument', message: 'Choose whether the owners may see your progress.' },
  'member-not-found': { status: 'not-found', message: 'That member has left.' },
  'no-co-owner-invite': {
    status: 'failed-precondition',
    message: 'There is no invitation to co-own that league (the owner may have withdrawn it).',
  },
  'user-not-found': { status: 'not-found', message: 'No account found with that email.' },
  busy: { status: 'aborted', message: 'Many changes at once: please try again.' },
  'confirmation-mismatch': { status: 'invalid-argument', message: 'Type the confirmation exactly as shown.' },
  'no-player': {
    status: 'not-found',
    message: 'Your player record could not be found. Reload the page and try again.',
  },
  'league-owner-limit': {
    status: 'failed-precondition',
    message: `You already run ${MAX_LEAGUES_OWNED} leagues: a league closes when its last member leaves.`,
  },
  'rate-limited': {
    status: 'resource-exhausted',
    message: 'You are doing that too often. Please wait a few minutes and try again.',
  },
  'request-reused': {
    status: 'invalid-argument',
    message: 'That request was already used for a different action. Please try again.',
  },
  'requires-recent-login': {
    status: 'failed-precondition',
    message: 'For your security, confirm your password or Google account again, then retry.',
  },
  'account-deleted': { status: 'unauthenticated', message: 'This account has been deleted. Sign up again to play.' },
  'session-revoked': { status: 'unauthenticated', message: 'Your session has ended. Please sign in again.' },
  'account-disabled': {
    status: 'permission-denied',
    message: 'This account has been disabled: it can no longer use admin actions.',
  },
  'last-admin': {
    status: 'failed-precondition',
    message: 'This is the last admin: grant admin to someone else first.',
  },
  'target-not-verified': {
    status: 'failed-precondition',
    message: 'That account has not verified its email yet: admin can only be granted to a verified account.',
  },
  'no-drill': {
    status: 'failed-precondition',
    message: 'There is no drill right now: it comes with the next open week.',
  },
  'not-in-drill': { status: 'invalid-argument', message: 'That case is not in your drill this week.' },
  'drill-closed': {
    status: 'failed-precondition',
    message: 'The deadline has passed: drill answers no longer count this week.',
  },
  'case-already-answered': { status: 'already-exists', message: 'You have already answered that case.' },
  'daily-case-over': { status: 'failed-precondition', message: 'That daily case is over: a new one is waiting.' },
  'check-closed': {
    status: 'failed-precondition',
    message: 'That check is not open now: see your progress page for the one that is.',
  },
  'not-in-check': { status: 'invalid-argument', message: 'That case is not in your check.' },
  'plan-week-opened': {
    status: 'failed-precondition',
    message: 'That week has already opened: only weeks that have not opened yet can be planned.',
  },
  'plan-out-of-order': {
    status: 'invalid-argument',
    message: 'Planned weeks must follow the last opened week in order, each deadline after the one before.',
  },
  'plan-deadline-past': { status: 'invalid-argument', message: 'Every planned deadline must be in the future.' },
  'unsubscribe-link-invalid': {
    status: 'invalid-argument',
    message: 'This unsubscribe link is not valid. Change your email settings in the app instead.',
  },
} as const satisfies Record<string, { status: CallableCode; message: string }>;

export type DomainErrorCode = keyof typeof DOMAIN_ERRORS;

export function isDomainErrorCode(value: unknown): value is DomainErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(DOMAIN_ERRORS, value);
}

export function isCallableCode(value: unknown): value is CallableCode {
  return typeof value === 'string' && (CALLABLE_CODES as readonly string[]).includes(value);
}

/** Thrown by handlers; the callable wrapper turns it into an HttpsError with details.code. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  constructor(code: DomainErrorCode, detail?: string) {
    super(detail ? `${DOMAIN_ERRORS[code].message} (${detail})` : DOMAIN_ERRORS[code].message);
    this.name = 'DomainError';
    this.code = code;
  }
  get status(): CallableCode {
    return DOMAIN_ERRORS[this.code].status;
  }
}

/** The client's normalised failure. */
export interface AppError {
  /** The callable code, or 'network' / 'timeout' for transport failures. */
  readonly code: CallableCode | 'network' | 'timeout';
  /** The product reason when the server gave one. */
  readonly reason?: DomainErrorCode;
  readonly message: string;
}

/** The message the UI shows for a failure: the domain reason first, then the code. */
export function messageFor(code: AppError['code'], reason?: DomainErrorCode): string {
  if (reason) return DOMAIN_ERRORS[reason].message;
  if (code === 'network') return CONNECTION_FAILED_MESSAGE;
  if (code === 'timeout') return REQUEST_TIMEOUT_MESSAGE;
  return CALLABLE_MESSAGES[code];
}
