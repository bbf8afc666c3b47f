import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { ownValue } from '@fraudshield/domain';
import type { AccountDeps } from '../handlers/account';
import type { ExportDeps } from '../handlers/account-export';
import { adminAuditCol } from './audit-store';
import { rateLimitRefsOf } from './rate-limit-store';
import { isUserNotFound } from './auth-errors';
import { deleteTeamData, dropCoOwnerEverywhere, leagueCodeRef, leaguesCol } from './league-store';
import { forgetInH2h, h2hRosterRef } from './h2h-store';
import { forgetInCup } from './cup-store';
import { firebaseAuthAdmin, firestorePlayerStore, playerSubcollections } from './player-firestore';
import { applyPlayerChange, playerRef, playersCol } from './player-store';
import { seatWrites, teamMembersCol } from './team-store';
import { deletedAccountRef, type TombstoneDoc } from './tombstone';
import { isAlreadyExists, reportsCol } from './week-store';

export function accountDeps(db: Firestore = getFirestore()): AccountDeps {
  const players = firestorePlayerStore(db);
  const auth = firebaseAuthAdmin();
  return {
    async markDeleted(uid, now) {
      const doc: TombstoneDoc = { uid, deletedAt: now };
      try {
        await deletedAccountRef(db, uid).create(doc);
      } catch (error) {
        // A resumed deletion: the first tombstone stays.
        if (!isAlreadyExists(error)) throw error;
      }
    },
    async revokeSessions(uid) {
      try {
        await getAuth().revokeRefreshTokens(uid);
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
    },
    async ownedLeagues(uid) {
      const snap = await leaguesCol(db).where('ownerUid', '==', uid).get();
      return snap.docs.map((d) => ({ id: d.id, code: String(d.get('code') ?? '') }));
    },
    async successor(leagueId, uid) {
      const league = await leaguesCol(db).doc(leagueId).get();
      if (league.get('kind') === 'team') {
        for (const co of (league.get('coOwners') as string[] | undefined) ?? []) {
          if (co === uid) continue;
          const seat = await playerRef(db, co).get();
          if (ownValue(seat.get('teams') as Record<string, unknown> | undefined, leagueId)) return co;
        }
        return null;
      }
      // Membership dates are not stored: the member who has played longest (joinedAt, then uid) takes over.
      const snap = await playersCol(db)
        .where('leagues', 'array-contains', leagueId)
        .orderBy('joinedAt')
        .orderBy('uid')
        .select('uid')
        .limit(2)
        .get();
      const next = snap.docs.map((d) => d.get('uid') as string).find((u) => u !== uid);
      return next ?? null;
    },
    async handOver(leagueId, newOwnerUid) {
      await leaguesCol(db).doc(leagueId).update({ ownerUid: newOwnerUid });
    },
    async deleteLeague(league) {
      const batch = db.batch();
      batch.delete(leaguesCol(db).doc(league.id));
      if (league.code) batch.delete(leagueCodeRef(db, league.code));
      batch.delete(h2hRosterRef(db, league.id));
      await batch.commit();
      await deleteTeamData(db, league.id);
    },
    async leaveTeamLeagues(uid, now) {
      const player = await playerRef(db, uid).get();
      const teams = Object.keys((player.get('teams') as Record<string, unknown> | undefined) ?? {});
      if (teams.length === 0) return;
      await applyPlayerChange(db, uid, { now }, (p) => {
        const after = { ...p, teams: {}, leagues: (p.leagues ?? []).filter((id) => !teams.includes(id)) };
        return {
          player: after,
          entry: { kind: 'league', deltaTenths: 0, detail: 'Left every team league (account deleted)' },
          result: null,
          writes: seatWrites(db, p, after),
        };
      });
    },
    async forgetInH2hAndCup(uid) {
      const player = await playerRef(db, uid).get();
      await forgetInH2h(db, uid, (player.get('leagues') as string[] | undefined) ?? []);
      await forgetInCup(db, uid);
    },
    dropCoOwnerships: (uid) => dropCoOwnerEverywhere(db, uid),
    async deleteReports(uid) {
      // One report per settled week at most, under the player: a few dozen deletes.
      for (const doc of (await reportsCol(db, uid).select().get()).docs) await doc.ref.delete();
    },
    deletePlayerData: (uid) => players.deletePlayerData(uid),
    deleteUser: (uid) => auth.deleteUser(uid),
  };
}

/**
 * What user_exportData reads: the documents the deletion above removes (the player doc and its
 * subcollections (match reports among them), the rate limiter's docs, the leagues the
 * player owns) and the admin audit entries that name them (kept after a deletion as the record
 * of what admins did), plus the Auth account.
 */
export function exportDeps(db: Firestore = getFirestore()): ExportDeps {
  return {
    async account(uid) {
      try {
        const u = await getAuth().getUser(uid);
        return {
          email: u.email ?? null,
          emailVerified: u.emailVerified,
          displayName: u.displayName ?? null,
          providers: u.providerData.map((p) => p.providerId),
          createdAt: u.metadata.creationTime ? new Date(u.metadata.creationTime).toISOString() : null,
          lastSignInAt: u.metadata.lastSignInTime ? new Date(u.metadata.lastSignInTime).toISOString() : null,
          disabled: u.disabled,
          claims: u.customClaims ?? {},
        };
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },
    async documents(uid) {
      const out: { path: string; data: unknown }[] = [];
      const add = (snap: { exists: boolean; ref: { path: string }; data(): unknown }) => {
        if (snap.exists) out.push({ path: snap.ref.path, data: snap.data() });
      };
      // A team league's member list names the player under a random member id, kept on their seat.
      const seats = Object.entries(
        ((await playerRef(db, uid).get()).get('teams') as Record<string, { memberId: string }> | undefined) ?? {},
      );
      const memberRefs = seats.map(([leagueId, seat]) => teamMembersCol(db, leagueId).doc(seat.memberId));
      const single = [playerRef(db, uid), ...rateLimitRefsOf(db, uid), ...memberRefs];
      for (let i = 0; i < single.length; i += 100)
        for (const snap of await db.getAll(...single.slice(i, i + 100))) add(snap);
      const queries = [
        ...playerSubcollections(db, uid),
        leaguesCol(db).where('ownerUid', '==', uid),
        adminAuditCol(db).where('targetUid', '==', uid),
        adminAuditCol(db).where('actorUid', '==', uid),
      ];
      for (const q of queries) for (const doc of (await q.get()).docs) add(doc);
      // An admin acting on their own account shows up in both audit queries.
      return [...new Map(out.map((d) => [d.path, d])).values()];
    },
    async publicNames(uids) {
      // A league's co-owners and invitations are at most MAX_CO_OWNERS: one getAll.
      const names = new Map<string, string>();
      if (uids.length === 0) return names;
      for (const snap of await db.getAll(...uids.map((u) => playerRef(db, u)))) {
        const name = snap.exists ? (snap.get('displayName') as unknown) : null;
        if (typeof name === 'string') names.set(snap.id, name);
      }
      return names;
    },
  };
}
