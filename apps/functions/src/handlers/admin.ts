import {
  ADMIN_AUDIT_DEFAULT_LIMIT,
  DomainError,
  rolesFromClaims,
  type AdminAuditAction,
  type AdminAuditEntry,
  type AdminStats,
} from '@fraudshield/domain';
import { countPointsBetween, ownershipFromCounters, weekKey } from './stats';
import type { CallerContext, Parsed } from './context';
import { requireRecentLogin } from './account';

/** Admin role management and the game's statistics. */

export interface AdminUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  customClaims: Record<string, unknown>;
}

/** adminAudit/{id}: one admin action or week transition, who made it, to whom, what and when. */
export interface AdminAuditDoc {
  actorUid: string;
  actorEmail: string | null;
  targetUid: string;
  targetEmail: string;
  action: AdminAuditAction;
  /** ms since epoch. */
  at: number;
  /** What changed, for actions without a target account (plan-season, a week's transition). */
  detail?: string;
  /** An Auth change's entry: 'pending' until the change is confirmed (see AdminAuditEntry.outcome); absent on Firestore changes. */
  outcome?: 'pending' | 'done' | 'failed';
}

/** Who acted: an admin (from the caller's token), the season clock, or the grant-admin command line. */
export interface AuditActor {
  uid: string;
  email: string | null;
}

/** The production schedule (and its local stand-in, dev_seasonClock): weeks it opens and settles are its doing. */
export const SEASON_CLOCK: AuditActor = { uid: 'season-clock', email: null };

export const actorOf = (ctx: Pick<CallerContext, 'uid' | 'email'>): AuditActor => ({ uid: ctx.uid, email: ctx.email });

/** An audit entry without a target account (week transitions, the season plan). */
export function auditEntry(actor: AuditActor, action: AdminAuditAction, at: number, detail: string): AdminAuditDoc {
  return { actorUid: actor.uid, actorEmail: actor.email, targetUid: '', targetEmail: '', action, at, detail };
}

export interface AdminDeps {
  userByEmail(email: string): Promise<AdminUser | null>;
  setClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  /**
   * Accounts that can act as admin (the admin role, a verified email, not disabled) among those
   * recorded when granted and `known` (accounts the caller knows are admins): bounded by the
   * number of admins, never a pass over every account.
   */
  countAdmins(known: readonly string[]): Promise<number>;
  /** Revokes the user's refresh tokens: their sessions end, and admin callables refuse older tokens. */
  revokeSessions(uid: string): Promise<void>;
  /** Adds an entry; returns its id. */
  recordAudit(entry: AdminAuditDoc): Promise<string>;
  /** A pending entry's outcome: 'done', or 'failed' (the entry stays, as a failed try). */
  resolveAudit(id: string, outcome: 'done' | 'failed'): Promise<void>;
  /** The latest audit entries, newest first. */
  auditLog(limit: number): Promise<(AdminAuditDoc & { id: string })[]>;
  /** The game's counters, summed over their shards (handlers/stats.ts): a fixed number of reads. */
  counters(): Promise<Record<string, number>>;
  /** The current and the last settled week, by id and number (null when none). */
  weeks(): Promise<{
    current: { id: string; number: number } | null;
    lastSettled: { id: string; number: number } | null;
  }>;
}

/**
 * Grants or revokes `admin` in the custom claim `roles`, keeping every other claim and role.
 * The caller must have signed in (or re-authenticated) in the last 5 minutes (a stolen
 * or forgotten session cannot hand out admin). Granting needs a verified account; the last
 * admin cannot be removed; a demoted admin's sessions are revoked at once (their old token is
 * refused by admin callables, see infra/revocation.ts). Every change is recorded in adminAudit:
 * the claims live in Auth, which shares no transaction with Firestore, so the entry is written
 * first (pending) and marked done after the change, or failed: a change is never made unlogged.
 */
export async function setRole(
  ctx: CallerContext,
  input: Parsed<'admin_setRole'>,
  deps: AdminDeps,
): Promise<{ uid: string; roles: string[] }> {
  requireRecentLogin(ctx);
  const user = await deps.userByEmail(input.email.trim().toLowerCase());
  if (!user) throw new DomainError('user-not-found');
  const claims = { ...user.customClaims };
  const current = rolesFromClaims(claims);
  const roles = input.grant ? [...new Set([...current, input.role])] : current.filter((r) => r !== input.role);
  const unchanged = roles.length === current.length && roles.every((r) => current.includes(r));
  if (unchanged) return { uid: user.uid, roles };
  if (input.grant && !user.emailVerified) throw new DomainError('target-not-verified');
  // Two admins demoting each other at the same moment could both pass this count: rare, and
  // `npm run grant-admin` restores an admin. The caller is an admin (the callable checked), so it
  // counts even when it was made admin before admins were recorded: an admin missing from the
  // record makes a demotion refused, never the last admin removed.
  if (!input.grant && (await deps.countAdmins([ctx.uid])) <= 1) throw new DomainError('last-admin');
  const auditId = await deps.recordAudit({
    actorUid: ctx.uid,
    actorEmail: ctx.email,
    targetUid: user.uid,
    targetEmail: user.email,
    action: input.grant ? 'grant-admin' : 'revoke-admin',
    at: ctx.now,
    outcome: 'pending',
  });
  try {
    await deps.setClaims(user.uid, { ...claims, roles });
    if (!input.grant) await deps.revokeSessions(user.uid);
  } catch (error) {
    await deps.resolveAudit(auditId, 'failed').catch(() => undefined);
    throw error;
  }
  await deps.resolveAudit(auditId, 'done');
  return { uid: user.uid, roles };
}

/** admin_getAudit: the latest entries (role changes, the season plan, week transitions), newest first. */
export async function getAudit(
  _ctx: CallerContext,
  input: Parsed<'admin_getAudit'>,
  deps: AdminDeps,
): Promise<AdminAuditEntry[]> {
  const docs = await deps.auditLog(input?.limit ?? ADMIN_AUDIT_DEFAULT_LIMIT);
  return docs.map((d) => ({
    id: d.id,
    actorUid: d.actorUid,
    actorEmail: d.actorEmail,
    targetUid: d.targetUid,
    targetEmail: d.targetEmail,
    action: d.action,
    at: new Date(d.at).toISOString(),
    ...(d.detail ? { detail: d.detail } : {}),
    ...(d.outcome === 'pending' || d.outcome === 'failed' ? { outcome: d.outcome } : {}),
  }));
}

/** Season-points buckets shown on the admin page. */
export const POINTS_BUCKETS: readonly { label: string; min: number | null; max: number | null }[] = [
  { label: 'below 0', min: null, max: 0 },
  { label: '0–24', min: 0, max: 25 },
  { label: '25–49', min: 25, max: 50 },
  { label: '50–99', min: 50, max: 100 },
  { label: '100 and more', min: 100, max: null },
];

const MOST_OWNED_TOP = 5;

/**
 * admin_getStats: read from the counters every player change keeps (handlers/stats.ts), never by
 * scanning players or paging through Auth accounts: the same few reads at 100 players or 10 million.
 */
export async function getStats(
  _ctx: CallerContext,
  _input: Parsed<'admin_getStats'>,
  deps: AdminDeps,
): Promise<AdminStats> {
  const [counters, weeks] = await Promise.all([deps.counters(), deps.weeks()]);
  const mostOwned = [...ownershipFromCounters(counters).entries()]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MOST_OWNED_TOP)
    .map(([defenseId, count]) => ({ defenseId, count }));
  return {
    players: counters['players'] ?? 0,
    squads: counters['squads'] ?? 0,
    playedLastWeek: weeks.lastSettled
      ? { weekNumber: weeks.lastSettled.number, count: counters[weekKey('played', weeks.lastSettled.id)] ?? 0 }
      : null,
    drillsDoneThisWeek: weeks.current
      ? { weekNumber: weeks.current.number, count: counters[weekKey('drillsDone', weeks.current.id)] ?? 0 }
      : null,
    mostOwned,
    pointsSpread: POINTS_BUCKETS.map((b) => ({ label: b.label, count: countPointsBetween(counters, b.min, b.max) })),
  };
}
