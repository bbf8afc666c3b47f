import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { hasRole, rolesFromClaims } from '@fraudshield/domain';
import type { AdminAuditDoc, AdminDeps } from '../handlers/admin';
import { isUserNotFound } from './auth-errors';
import { adminAuditCol, resolveAuditEntry } from './audit-store';
import { readStats } from './stats-store';
import { readSeason, readWeek } from './week-store';

/**
 * adminRoster/{uid}: every account granted admin through admin_setRole or `npm run grant-admin`
 * (removed when revoked). Claims cannot be queried, so this is how a demotion counts the admins
 * left without paging through every account: the roster is as long as the admins, not the players.
 */
export const adminRosterCol = (db: Firestore) => db.collection('adminRoster');

/** Auth's getUsers takes at most 100 identifiers a call. */
const GET_USERS_BATCH = 100;
/** More roster entries than this are not read (a project has a handful of admins). */
const MAX_ROSTER = 1000;

export function adminDeps(db: Firestore, auth: Auth): AdminDeps {
  return {
    async userByEmail(email) {
      try {
        const user = await auth.getUserByEmail(email);
        return {
          uid: user.uid,
          email: user.email ?? email,
          emailVerified: user.emailVerified,
          customClaims: { ...(user.customClaims ?? {}) },
        };
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },
    async setClaims(uid, claims) {
      await auth.setCustomUserClaims(uid, claims);
      const ref = adminRosterCol(db).doc(uid);
      if (hasRole(rolesFromClaims(claims), 'admin')) await ref.set({ uid, at: Date.now() });
      else await ref.delete();
    },
    async countAdmins(known) {
      // Candidates: the roster and the accounts the caller knows to be admins (the acting admin,
      // who may predate the roster); each checked live in Auth, a batch of 100 per call.
      const roster = await adminRosterCol(db).select().limit(MAX_ROSTER).get();
      const uids = [...new Set([...roster.docs.map((d) => d.id), ...known])];
      let admins = 0;
      for (let i = 0; i < uids.length; i += GET_USERS_BATCH) {
        const found = await auth.getUsers(uids.slice(i, i + GET_USERS_BATCH).map((uid) => ({ uid })));
        admins += found.users.filter(
          (u) => u.emailVerified && !u.disabled && hasRole(rolesFromClaims(u.customClaims ?? {}), 'admin'),
        ).length;
      }
      return admins;
    },
    async revokeSessions(uid) {
      await auth.revokeRefreshTokens(uid);
    },
    async recordAudit(entry) {
      return (await adminAuditCol(db).add(entry)).id;
    },
    resolveAudit: (id, outcome) => resolveAuditEntry(db, id, outcome),
    async auditLog(limit) {
      const snap = await adminAuditCol(db).orderBy('at', 'desc').limit(limit).get();
      return snap.docs.map((d) => ({ id: d.id, ...(d.data() as AdminAuditDoc) }));
    },
    counters: () => readStats(db),
    async weeks() {
      const season = await readSeason(db);
      const numbered = async (id: string | null) => {
        const week = id ? await readWeek(db, id) : null;
        return week ? { id: week.id, number: week.number } : null;
      };
      const [current, lastSettled] = await Promise.all([
        numbered(season.currentWeekId),
        numbered(season.lastSettledWeekId),
      ]);
      return { current, lastSettled };
    },
  };
}
