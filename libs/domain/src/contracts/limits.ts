import type { CallableName } from './callables';

/**
 * Contract constants the browser needs without the zod schemas: kept apart from
 * callables.ts so that importing them does not pull zod into the web app's first load.
 */
export const FUNCTIONS_REGION = 'africa-south1';
/** Callable time-out on the client (specification: 70 s). */
export const CALLABLE_TIMEOUT_MS = 70_000;
export const DISPLAY_NAME_MAX = 40;
export const DELETE_CONFIRMATION = 'DELETE';
/** Deleting the account needs a sign-in (or re-authentication) at most this old (Firebase's requires-recent-login window). */
export const RECENT_LOGIN_MAX_AGE_MS = 5 * 60 * 1000;
/** Entries admin_getAudit returns by default, and at most. */
export const ADMIN_AUDIT_DEFAULT_LIMIT = 20;
export const ADMIN_AUDIT_MAX_LIMIT = 100;

/**
 * Callables that answer any app with App Check, signed in or not. The connection probe: the
 * client pings it on start, before Auth has restored the user, and an answer proves the backend
 * is reachable. And the invite link's names (league_invite): a student opening it before they
 * have an account sees which league and whose (limited per address, INVITE_ADDRESS_LIMIT). Every
 * other callable needs a signed-in, verified player.
 */
export const PUBLIC_CALLABLES: readonly CallableName[] = ['system_ping', 'league_invite'];

/** Callables only admins may call (checked on the server from the token's claims). */
export const ADMIN_CALLABLES: readonly CallableName[] = [
  'admin_openWeek',
  'admin_settleWeek',
  'admin_setRole',
  'admin_getStats',
  'admin_getAudit',
  'admin_getSeasonPlan',
  'admin_setSeasonPlan',
  'admin_scheduleCup',
];

/**
 * The callables that move credits or points (buying, selling, the lineup, and what pays:
 * a quiz passed on the first try, a drill answer's block chance, the daily case's reward) are sent
 * with a limited-use App Check token, fetched for that one call, which the server consumes
 * (firebase-functions `consumeAppCheckToken`): a token lifted from one request cannot be replayed
 * with another. The other callables keep the ordinary token (cached and reused for its hour): a
 * limited-use token costs an attestation (reCAPTCHA) and an exchange for every call.
 */
export const LIMITED_USE_APP_CHECK_CALLABLES: readonly CallableName[] = [
  'shop_buyDefense',
  'shop_sellDefense',
  'squad_setLineup',
  'quiz_submit',
  'drill_answer',
  'daily_answer',
];
