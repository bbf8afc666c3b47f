import type { CALLABLE_SCHEMAS, CallableName, CallableResponse } from '@fraudshield/domain';
import type { z } from 'zod';

/**
 * What every handler receives, defined here so handlers never import the callables layer
 * (lint: no file in handlers/ imports from callables/). callables/define.ts builds these values.
 */

/** Who is calling, as checked by the wrapper. Handlers trust nothing else. */
export interface CallerContext {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  roles: string[];
  /**
   * How the caller signed in (the token's firebase.sign_in_provider: 'password', 'google.com'…), null
   * when the token names none. Required, like the rest of the identity: a player record made from
   * this context must know it (a Google account's name stays private, infra/player-store.ts).
   */
  signInProvider: string | null;
  /** When the caller last signed in or re-authenticated (the token's auth_time, ms since epoch). */
  authTime?: number;
  /** When the call was received (ms since epoch). */
  now: number;
}

/** A callable's payload once its zod contract (libs/domain CALLABLE_SCHEMAS) has parsed it. */
export type Parsed<N extends CallableName> = z.output<(typeof CALLABLE_SCHEMAS)[N]>;

/** A signed-in callable's handler, after the wrapper's checks. */
export type Handler<N extends CallableName> = (ctx: CallerContext, input: Parsed<N>) => Promise<CallableResponse<N>>;

/**
 * Checks that need the backend, run after the wrapper's token checks and before the handler: a
 * deleted account's tombstone, and for admin callables the session itself, asked of Auth with the
 * caller's raw ID token (disabled user, revoked token: see infra/revocation.ts). The raw token
 * goes to the guard only, never into the handler's context.
 */
export type CallGuard = (name: CallableName, caller: Omit<CallerContext, 'now'>, rawToken?: string) => Promise<void>;
