import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { createRng, generateLeagueCode } from '@fraudshield/domain';
import type { LeagueDeps, LeagueDoc } from '../handlers/league';
import { applyPlayerChange, getOrCreatePlayer, playersCol } from './player-store';
import { commitClaim } from './week-store';

export const leaguesCol = (db: Firestore) => db.collection('leagues');
export const leagueCodeRef = (db: Firestore, code: string) => db.collection('leagueCodes').doc(code);

export function leagueDeps(db: Firestore): LeagueDeps {
  return {
    async playerLeagues(ctx) {
      const player = await getOrCreatePlayer(db, { uid: ctx.uid, email: ctx.email, displayName: ctx.displayName }, ctx.now);
      return player.leagues ?? [];
    },
    newLeagueId: () => leaguesCol(db).doc().id,
    newCode: () => generateLeagueCode(createRng(randomBytes(16).toString('hex'))),
    async createLeague(league: LeagueDoc) {
      // The code claim is the first write: a taken code fails the commit before the league exists.
      const batch = db.batch();
      batch.create(leagueCodeRef(db, league.code), { leagueId: league.id, createdAt: league.createdAt });
      batch.create(leaguesCol(db).doc(league.id), league);
      return commitClaim(batch);
    },
    async deleteLeague(league) {
      const batch = db.batch();
      batch.delete(leaguesCol(db).doc(league.id));
      batch.delete(leagueCodeRef(db, league.code));
      await batch.commit();
    },
    async leagueByCode(code) {
      const claim = await leagueCodeRef(db, code).get();
      const leagueId = claim.exists ? (claim.get('leagueId') as unknown) : null;
      if (typeof leagueId !== 'string') return null;
      const snap = await leaguesCol(db).doc(leagueId).get();
      return snap.exists ? (snap.data() as LeagueDoc) : null;
    },
    async getLeagues(ids) {
      if (ids.length === 0) return [];
      const snaps = await db.getAll(...ids.map((id) => leaguesCol(db).doc(id)));
      return snaps.map((s) => (s.exists ? (s.data() as LeagueDoc) : null));
    },
    async memberCount(leagueId) {
      const snap = await playersCol(db).where('leagues', 'array-contains', leagueId).count().get();
      return snap.data().count;
    },
    async ownedCount(uid) {
      const snap = await leaguesCol(db).where('ownerUid', '==', uid).count().get();
      return snap.data().count;
    },
    async changeLeagues(uid, now, detail, change) {
      await applyPlayerChange(db, uid, { now }, (player) => ({
        // The whole array is written (arrayUnion is unreliable on the local stand-in).
        player: { ...player, leagues: change(player.leagues ?? []) },
        entry: { kind: 'league', deltaTenths: 0, detail },
        result: null,
      }));
    },
  };
}
