import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { hasRole, rolesFromClaims } from '@fraudshield/domain';
import type { AdminAuditDoc, AdminDeps } from '../handlers/admin';
import { isUserNotFound } from './auth-errors';
import { adminAuditCol, resolveAuditEntry } from './audit-store';
import { readStats } from './stats-store';
import { readSeason, readWeek } from './week-store';

const LIST_USERS_PAGE = 1000;

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
    setClaims: (uid, claims) => auth.setCustomUserClaims(uid, claims),
    async countAdmins() {
      // O(accounts): only a demotion asks (to keep the last admin), and claims cannot be queried.
      let admins = 0;
      let pageToken: string | undefined;
      do {
        const page = await auth.listUsers(LIST_USERS_PAGE, pageToken);
        admins += page.users.filter(
          (u) => u.emailVerified && !u.disabled && hasRole(rolesFromClaims(u.customClaims ?? {}), 'admin'),
        ).length;
        pageToken = page.pageToken;
      } while (pageToken);
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
