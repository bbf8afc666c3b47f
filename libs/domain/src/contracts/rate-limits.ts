import type { CallableName } from './callables';

/**
 * Rate limits, for writes and reads, per player and per address.
 *
 * Per player: every signed-in callable spends one token of the caller's bucket for that callable,
 * whatever the outcome (a refused or replayed call costs us reads too, and a failed league_join is
 * exactly what a code-guessing script sends). A bucket holds at most `burst` tokens and refills at
 * `perHour`; an empty bucket refuses with `resource-exhausted` (DomainError 'rate-limited'). Reads
 * are limited too: a leaderboard page costs ~55 document reads, the admin stats scan
 * every account, and before, 300 leaderboard reads in a burst were all served. Kept apart from
 * limits.ts, which the web app loads first.
 *
 * Per address (IP_RATE_LIMIT): every call, signed in or not, also spends a token of its client
 * address's bucket, so many accounts (or none) from one host cannot multiply the per-player limits.
 *
 * The numbers are generous for a person (a squad is built in ~10 buys; a season has 40 quiz
 * pages; a page view reads 1–6 callables, each cached for 30 s by the app) and for the tests and
 * benchmarks (200 players at the deadline each trade about ten times a minute), yet bound what one
 * account can cost: at most burst + 24 × perHour calls a day.
 */

export interface RateRule {
  /** Calls allowed at once from a full bucket. */
  burst: number;
  /** Tokens added per hour, continuously. */
  perHour: number;
}

export const HOUR_MS = 3_600_000;

export const RATE_LIMITS = {
  shop_buyDefense: { burst: 60, perHour: 120 },
  shop_sellDefense: { burst: 60, perHour: 120 },
  squad_setLineup: { burst: 60, perHour: 240 },
  // Rules v5: three chips a season; retries and refusals fit easily.
  squad_playChip: { burst: 10, perHour: 30 },
  quiz_submit: { burst: 60, perHour: 120 },
  user_setDisplayName: { burst: 10, perHour: 10 },
  user_setPreferences: { burst: 20, perHour: 60 },
  user_deleteAccount: { burst: 5, perHour: 5 },
  // Reads every document about the player (its whole ledger): a few downloads, then one every 10 minutes.
  user_exportData: { burst: 3, perHour: 6 },
  league_create: { burst: 15, perHour: 10 },
  // Invite codes are 6 characters from 31 (8.9e8 codes): at 30 guesses an hour, one verified
  // account needs ~3.4 years of non-stop guessing to find one of 1,000 leagues.
  league_join: { burst: 15, perHour: 30 },
  league_leave: { burst: 15, perHour: 30 },
  // An owner's changes: a class's worth of removals at once, then one a minute.
  league_manage: { burst: 40, perHour: 60 },
  league_setSharing: { burst: 10, perHour: 30 },
  // A member answers an owner's invitation: a few answers, then one every two minutes.
  league_answerCoOwner: { burst: 10, perHour: 30 },
  admin_openWeek: { burst: 100, perHour: 600 },
  admin_settleWeek: { burst: 300, perHour: 1200 },
  admin_setRole: { burst: 60, perHour: 300 },
  // A drill is 8 cases a week and the daily case one a day; retries and refusals fit easily.
  drill_answer: { burst: 20, perHour: 60 },
  daily_answer: { burst: 10, perHour: 30 },
  admin_setSeasonPlan: { burst: 60, perHour: 300 },
  // ---- reads ----
  // What every page asks first: 120 at once, then one every 2 s.
  user_getBalance: { burst: 120, perHour: 1800 },
  user_getDefenses: { burst: 120, perHour: 1800 },
  user_getProfile: { burst: 120, perHour: 1800 },
  week_getCurrent: { burst: 120, perHour: 1800 },
  // Rules v5's plan (the squad page and Home): the player, the week, the season plan and the season seed, 4 reads.
  squad_getPlan: { burst: 120, perHour: 1800 },
  // ~55 document reads a page: 60 pages at once (a burst of 300 is cut at 60), then 10 a minute.
  leaderboard_getPage: { burst: 60, perHour: 600 },
  week_getReport: { burst: 60, perHour: 600 },
  user_getLedger: { burst: 60, perHour: 600 },
  quiz_get: { burst: 60, perHour: 600 },
  league_getMine: { burst: 60, perHour: 600 },
  // At most ~46 document reads a view (TEAM_TREND_WEEKS snapshots + 3 × HELP_LIST_SIZE + the league, season and week).
  league_getDashboard: { burst: 30, perHour: 300 },
  // A page is TEAM_TABLE_PAGE entry documents and one count: about 21 reads.
  league_teamsTable: { burst: 60, perHour: 600 },
  // Home's fixture card and the H2H and cup pages: reads like the leaderboard's.
  h2h_get: { burst: 60, perHour: 600 },
  cup_get: { burst: 60, perHour: 600 },
  admin_scheduleCup: { burst: 20, perHour: 60 },
  // 50 members a page: a 5,000-member list is 100 pages.
  league_getMembers: { burst: 120, perHour: 600 },
  drill_get: { burst: 60, perHour: 600 },
  daily_get: { burst: 60, perHour: 600 },
  admin_getAudit: { burst: 60, perHour: 600 },
  admin_getSeasonPlan: { burst: 60, perHour: 600 },
  // Scans every account and squad (O(players)): a handful at once, then two a minute.
  admin_getStats: { burst: 10, perHour: 120 },
  learning_getReport: { burst: 60, perHour: 600 },
  learning_getCheck: { burst: 60, perHour: 600 },
  // A check is 8 cases, three checks a season; retries and refusals fit easily.
  learning_answerCheck: { burst: 20, perHour: 60 },
} as const satisfies Partial<Record<CallableName, RateRule>>;

/**
 * Per client address (IPv4, or an IPv6 /64), all callables together, public ones included: 1,200
 * calls at once, then 20 a second. Generous on purpose: a school behind one NAT or a mobile
 * carrier's shared address (CGNAT, common in South Africa) carries many honest players, whom the
 * per-player limits already bound one by one; this bounds a host that rotates accounts or calls
 * signed out. Counted in each function instance's memory, not in Firestore: one document per
 * address would take every call of a whole school or carrier (a hot spot, and a write per call),
 * so the bound is this rule per instance, times at most the function's maxInstances.
 */
export const IP_RATE_LIMIT: RateRule = { burst: 1200, perHour: 72_000 };

/**
 * The unsubscribe page (mail_unsubscribe, no sign-in), per client address: a person opens a link
 * and presses one button, a few times a week at most; 20 requests at once, then one every 30 s.
 * Beyond it, 429 (resource-exhausted): every request checks an HMAC and a valid one writes, so a
 * host guessing or replaying tokens is cut off early. Counted per instance, like IP_RATE_LIMIT.
 */
export const UNSUBSCRIBE_RATE_LIMIT: RateRule = { burst: 20, perHour: 120 };

/**
 * league_invite, the invite link's lookup for a visitor who is not signed in yet: limited per
 * client address (there is no player), so signing out is no way around the code-guessing pace of
 * league_preview and league_join. The burst lets a class of 30 behind one school address open the
 * link together; then one a minute. Counted in each instance's memory like IP_RATE_LIMIT, so the
 * bound is this rule times the function's instances, kept to INVITE_MAX_INSTANCES: at most 120
 * guesses an hour per address against 31^6 (about 9 × 10^8) codes.
 */
export const INVITE_ADDRESS_LIMIT: RateRule = { burst: 40, perHour: 60 };
export const INVITE_MAX_INSTANCES = 2;

/**
 * Leagues one player may have created that still exist (a league is removed when its last
 * member leaves), so the number of leagues is bounded by 10 × players.
 */
export const MAX_LEAGUES_OWNED = 10;

export type RateLimitedCallable = keyof typeof RATE_LIMITS;

/**
 * Callables that spend another callable's bucket instead of one of their own. league_preview looks
 * an invite code up exactly as league_join does: with a bucket each, a script would guess twice as
 * many codes an hour by alternating them; sharing the join's, a guess costs one token either way.
 * (An honest join spends two: the join screen previews, then joins.)
 */
export const SHARED_BUCKETS: Partial<Record<CallableName, RateLimitedCallable>> = {
  league_preview: 'league_join',
};

/** The bucket a call to `name` spends: its own, or the one it shares (SHARED_BUCKETS). */
export function bucketOf(name: CallableName): CallableName {
  return SHARED_BUCKETS[name] ?? name;
}

/**
 * Callables that change nothing (beyond creating the caller's player record on their first
 * call). They are rate-limited like the rest; their buckets are stored one document per
 * player and callable (a page view asks several at once: one document for all would make them
 * wait on each other). system_ping is public: it has no player, only the address limit.
 */
export const READ_ONLY_CALLABLES = [
  'system_ping',
  'user_getBalance',
  'user_getDefenses',
  'user_getProfile',
  'user_getLedger',
  'user_exportData',
  'week_getCurrent',
  'week_getReport',
  'squad_getPlan',
  'leaderboard_getPage',
  'quiz_get',
  'league_getMine',
  'league_preview',
  'league_getDashboard',
  'league_getMembers',
  'league_teamsTable',
  'h2h_get',
  'cup_get',
  'admin_getStats',
  'admin_getAudit',
  'drill_get',
  'daily_get',
  'admin_getSeasonPlan',
  'learning_getReport',
  'learning_getCheck',
] as const satisfies readonly CallableName[];

export function isReadOnlyCallable(name: CallableName): boolean {
  return (READ_ONLY_CALLABLES as readonly CallableName[]).includes(name);
}

/** The rule of the bucket `name` spends (a shared bucket's rule for a callable that shares one). */
export function rateRuleFor(name: CallableName): RateRule | null {
  return (RATE_LIMITS as Partial<Record<CallableName, RateRule>>)[bucketOf(name)] ?? null;
}

/** One bucket: tokens left after the call made at `at` (ms). */
export interface BucketState {
  tokens: number;
  at: number;
}

export type TakeResult = { ok: true; state: BucketState } | { ok: false; retryAfterMs: number };

/** Tokens in the bucket at `now` (a missing bucket is full; a clock going back refills nothing). */
export function tokensAt(rule: RateRule, state: BucketState | null | undefined, now: number): number {
  if (!state) return rule.burst;
  const elapsed = Math.max(0, now - state.at);
  return Math.min(rule.burst, state.tokens + (elapsed * rule.perHour) / HOUR_MS);
}

/** Spends one token at `now`, or says how long until one is there. */
export function takeToken(rule: RateRule, state: BucketState | null | undefined, now: number): TakeResult {
  const tokens = tokensAt(rule, state, now);
  if (tokens >= 1) return { ok: true, state: { tokens: tokens - 1, at: Math.max(now, state?.at ?? now) } };
  return { ok: false, retryAfterMs: Math.ceil(((1 - tokens) * HOUR_MS) / rule.perHour) };
}

/** When a bucket last touched at `at` is full again: a stored bucket may be deleted (TTL) from then on. */
export function fullAgainAt(rule: RateRule, state: BucketState): number {
  return state.at + Math.ceil(((rule.burst - state.tokens) * HOUR_MS) / rule.perHour);
}
