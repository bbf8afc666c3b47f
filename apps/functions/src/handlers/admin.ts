import { DomainError, rolesFromClaims, type AdminStats, type DefenseId } from '@fraudshield/domain';
import type { CallerContext, Parsed } from '../callables/define';

/** Admin role management and the game's statistics. */

export interface AdminUser {
  uid: string;
  customClaims: Record<string, unknown>;
}

export interface AdminDeps {
  userByEmail(email: string): Promise<AdminUser | null>;
  setClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  /**
   * Auth accounts, and those with a verified email (paged through listUsers: players records
   * exist only for verified accounts, so they cannot tell how many never verified).
   */
  countAccounts(): Promise<{ accounts: number; verified: number }>;
  /** How many players own each defense (paged scan of squads). */
  ownership(): Promise<Map<DefenseId, number>>;
  /** Players whose season points fall in [min, max) (null = unbounded); a count aggregation. */
  countPoints(min: number | null, max: number | null): Promise<number>;
}

/** Grants or revokes `admin` in the custom claim `roles`, keeping every other claim and role. */
export async function setRole(_ctx: CallerContext, input: Parsed<'admin_setRole'>, deps: AdminDeps): Promise<{ uid: string; roles: string[] }> {
  const user = await deps.userByEmail(input.email.trim().toLowerCase());
  if (!user) throw new DomainError('user-not-found');
  const claims = { ...user.customClaims };
  const current = rolesFromClaims(claims);
  const roles = input.grant ? [...new Set([...current, input.role])] : current.filter((r) => r !== input.role);
  const unchanged = roles.length === current.length && roles.every((r) => current.includes(r));
  if (!unchanged) await deps.setClaims(user.uid, { ...claims, roles });
  return { uid: user.uid, roles };
}

/** Season-points buckets shown on the admin page. */
export const POINTS_BUCKETS: readonly { label: string; min: number | null; max: number | null }[] = [
  { label: 'below 0', min: null, max: 0 },
  { label: '0–24', min: 0, max: 25 },
  { label: '25–49', min: 25, max: 50 },
  { label: '50–99', min: 50, max: 100 },
  { label: '100 and more', min: 100, max: null },
];

export const MOST_OWNED_TOP = 5;

export async function getStats(_ctx: CallerContext, _input: Parsed<'admin_getStats'>, deps: AdminDeps): Promise<AdminStats> {
  const [accounts, owned, spread] = await Promise.all([
    deps.countAccounts(),
    deps.ownership(),
    Promise.all(POINTS_BUCKETS.map((b) => deps.countPoints(b.min, b.max))),
  ]);
  const mostOwned = [...owned.entries()]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MOST_OWNED_TOP)
    .map(([defenseId, count]) => ({ defenseId, count }));
  return {
    players: accounts.accounts,
    verifiedPlayers: accounts.verified,
    mostOwned,
    pointsSpread: POINTS_BUCKETS.map((b, i) => ({ label: b.label, count: spread[i] ?? 0 })),
  };
}
