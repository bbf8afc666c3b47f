import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Query } from 'firebase-admin/firestore';
import { isDefenseId, type DefenseId } from '@fraudshield/domain';
import { hasRole, rolesFromClaims } from '@fraudshield/domain';
import type { AdminAuditDoc, AdminDeps } from '../handlers/admin';
import { isUserNotFound } from './auth-errors';
import { adminAuditCol, resolveAuditEntry } from './audit-store';
import { playersCol } from './player-store';

const LIST_USERS_PAGE = 1000;
const SQUAD_SCAN_PAGE = 500;


export function adminDeps(db: Firestore, auth: Auth): AdminDeps {
  return {
    async userByEmail(email) {
      try {
        const user = await auth.getUserByEmail(email);
        return { uid: user.uid, email: user.email ?? email, emailVerified: user.emailVerified, customClaims: { ...(user.customClaims ?? {}) } };
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },
    setClaims: (uid, claims) => auth.setCustomUserClaims(uid, claims),
    async countAdmins() {
      // O(accounts), like countAccounts: only a demotion asks, and claims cannot be queried.
      let admins = 0;
      let pageToken: string | undefined;
      do {
        const page = await auth.listUsers(LIST_USERS_PAGE, pageToken);
        admins += page.users.filter((u) => u.emailVerified && !u.disabled && hasRole(rolesFromClaims(u.customClaims ?? {}), 'admin')).length;
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
    async countAccounts() {
      let accounts = 0;
      let verified = 0;
      let pageToken: string | undefined;
      do {
        const page = await auth.listUsers(LIST_USERS_PAGE, pageToken);
        accounts += page.users.length;
        verified += page.users.filter((u) => u.emailVerified).length;
        pageToken = page.pageToken;
      } while (pageToken);
      return { accounts, verified };
    },
    async ownership() {
      // O(players) reads: admin-only and rare. See SETTLEMENT.md for the counter to use at scale.
      const counts = new Map<DefenseId, number>();
      let after: string | null = null;
      for (;;) {
        const q: Query = after === null ? playersCol(db).orderBy('uid') : playersCol(db).where('uid', '>', after).orderBy('uid');
        const snap = await q.select('uid', 'squad').limit(SQUAD_SCAN_PAGE).get();
        for (const doc of snap.docs) {
          const owned = (doc.get('squad') as { owned?: { defenseId?: unknown }[] } | undefined)?.owned ?? [];
          for (const o of owned) if (isDefenseId(o.defenseId)) counts.set(o.defenseId, (counts.get(o.defenseId) ?? 0) + 1);
        }
        if (snap.size < SQUAD_SCAN_PAGE) break;
        after = snap.docs[snap.size - 1]?.get('uid') as string;
      }
      return counts;
    },
    async countPoints(min, max) {
      let q: Query = playersCol(db);
      if (min !== null) q = q.where('seasonPoints', '>=', min);
      if (max !== null) q = q.where('seasonPoints', '<', max);
      const snap = await q.count().get();
      return snap.data().count;
    },
  };
}
