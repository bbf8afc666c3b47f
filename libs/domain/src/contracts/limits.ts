import type { CallableName } from './callables';

/**
 * Contract constants the browser needs without the zod schemas: kept apart from
 * callables.ts so that importing them does not pull zod into the web app's first load.
 */
export const FUNCTIONS_REGION = 'africa-south1';
/** Callable time-out on the client (specification: 70 s). */
export const CALLABLE_TIMEOUT_MS = 70_000;
export const LEAGUE_NAME_MAX = 40;
export const DISPLAY_NAME_MAX = 40;
export const DELETE_CONFIRMATION = 'DELETE';

/** League names: no control characters, no angle brackets (display names: see display-name.ts). */
// eslint-disable-next-line no-control-regex
export const SAFE_NAME = /^[^<>\u0000-\u001f]+$/u;

/**
 * Callables that answer any app with App Check, signed in or not. Only the connection probe: the
 * client pings it on start, before Auth has restored the user, and an answer proves the backend
 * is reachable. Every other callable needs a signed-in, verified player.
 */
export const PUBLIC_CALLABLES: readonly CallableName[] = ['system_ping'];

/** Callables only admins may call (checked on the server from the token's claims). */
export const ADMIN_CALLABLES: readonly CallableName[] = ['admin_openWeek', 'admin_settleWeek', 'admin_setRole', 'admin_getStats'];
