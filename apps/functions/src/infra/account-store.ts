import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { AccountDeps } from '../handlers/account';
import { isUserNotFound } from './auth-errors';
import { leagueCodeRef, leaguesCol } from './league-store';
import { standingRef } from './leaderboard-store';
import { firebaseAuthAdmin, firestorePlayerStore } from './player-firestore';
import { playersCol } from './player-store';
import { deletedAccountRef, type TombstoneDoc } from './tombstone';
import { isAlreadyExists, reportRef, weeksCol } from './week-store';

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
      // Membership dates are not stored: the member who has played longest (joinedAt, then uid) takes over.
      const snap = await playersCol(db).where('leagues', 'array-contains', leagueId).orderBy('joinedAt').orderBy('uid').select('uid').limit(2).get();
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
      await batch.commit();
    },
    async deleteReports(uid) {
      // One report per settled week at most: a few dozen deletes, no collection-group index needed.
      const weeks = await weeksCol(db).select().get();
      for (const week of weeks.docs) await reportRef(db, week.id, uid).delete();
    },
    async deleteStanding(uid) {
      await standingRef(db, uid).delete();
    },
    deletePlayerData: (uid) => players.deletePlayerData(uid),
    deleteUser: (uid) => auth.deleteUser(uid),
  };
}
