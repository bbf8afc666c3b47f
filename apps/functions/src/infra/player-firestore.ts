import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import type { AuthAdmin, PlayerDeps, PlayerStore } from '../handlers/player-ports';
import { isUserNotFound } from './auth-errors';
import { rateLimitRefsOf } from './rate-limit-store';
import {
  answersCol,
  applyPlayerChange,
  getOrCreatePlayer,
  ledgerCol,
  playerRef,
  requestsCol,
  settlementsCol,
} from './player-store';
import { getCurrentWeekStatus, getShopWeek, readSeason, reportsCol } from './week-store';
import { caseBank } from './case-bank';
import { mailCol } from './mail-store';
import { unsubscribesCol } from './unsubscribe-store';
import type { LedgerEntryDoc, PlayerDoc } from '../handlers/records';
import { statDeltas } from '../handlers/stats';
import { addStats } from './stats-store';
import { addHistogramMove, drainHistogramMoves } from './rank-store';
import { forgetInTables } from './table-snapshot-store';
import { histogramMove } from '@fraudshield/domain';

/** Deletes every document of a (sub)collection one by one, a page at a time (no BulkWriter on the stand-in). */
async function deleteCollection(col: CollectionReference, pageSize = 200): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await col.limit(pageSize).get();
    if (page.empty) return deleted;
    for (const doc of page.docs) {
      await doc.ref.delete();
      deleted += 1;
    }
  }
}

/**
 * The player's subcollections: what deleting the account removes after players/{uid}, and what
 * the data export (infra/account-store.ts) reads. One list, so neither can forget one the other knows.
 */
export const playerSubcollections = (db: Firestore, uid: string): CollectionReference[] => [
  ledgerCol(db, uid),
  requestsCol(db, uid),
  settlementsCol(db, uid),
  answersCol(db, uid),
  mailCol(db, uid),
  reportsCol(db, uid),
  unsubscribesCol(db, uid),
];

export function firestorePlayerStore(db: Firestore): PlayerStore {
  return {
    getOrCreate: (who, now) => getOrCreatePlayer(db, who, now),
    change: (uid, opts, mutate) => applyPlayerChange(db, uid, opts, mutate),
    async setPreferences(uid, prefs, now) {
      // A field update, not a player change: no ledger slot, so no ledger entry.
      await playerRef(db, uid).update({ ...prefs, updatedAt: now });
    },
    weekStatus: (now) => getCurrentWeekStatus(db, now),
    shopWeek: (now) => getShopWeek(db, now),
    async latestWeek() {
      return (await readSeason(db)).weekCount;
    },
    async ledgerPage(uid, beforeSeq, limit) {
      let query = ledgerCol(db, uid).orderBy('seq', 'desc');
      if (beforeSeq !== null) query = query.where('seq', '<', beforeSeq);
      const snap = await query.limit(limit).get();
      return snap.docs.map((d) => d.data() as LedgerEntryDoc);
    },
    async deletePlayerData(uid) {
      // The player doc goes first so that no change can land while its history is removed.
      // League membership lives on the player doc (players.leagues, counted by query), so
      // deleting it also leaves every league.
      // In one transaction with its share of the counters, so a retried deletion takes it away once.
      let deleted: PlayerDoc | null = null;
      await db.runTransaction(async (tx) => {
        deleted = null;
        const snap = await tx.get(playerRef(db, uid));
        if (!snap.exists) return;
        tx.delete(playerRef(db, uid));
        const player = snap.data() as PlayerDoc;
        addStats(db, tx, statDeltas(player, null));
        // A ranked player leaves the rank histogram with their account: a pending move of its
        // own, drained into the histogram just after (at most once a second: rank-store.ts).
        addHistogramMove(db, tx, histogramMove({ points: player.seasonPoints, ranked: player.playing === true }, null));
        deleted = player;
      });
      // Out of the published season tables too (their row keeps its place, unnamed).
      const gone = deleted as PlayerDoc | null;
      if (gone?.playing) await forgetInTables(db, gone);
      await drainHistogramMoves(db);
      for (const col of playerSubcollections(db, uid)) await deleteCollection(col);
      // The limiter's counts name the player too (one doc for writes, one per read callable);
      // the tombstone refuses every later call anyway.
      const batch = db.batch();
      for (const ref of rateLimitRefsOf(db, uid)) batch.delete(ref);
      await batch.commit();
    },
  };
}

export function firebaseAuthAdmin(): AuthAdmin {
  return {
    async setDisplayName(uid, displayName) {
      await getAuth().updateUser(uid, { displayName });
    },
    async deleteUser(uid) {
      try {
        await getAuth().deleteUser(uid);
      } catch (error) {
        // Already gone (a retried delete): the goal is reached.
        if (!isUserNotFound(error)) throw error;
      }
    },
  };
}

let deps: PlayerDeps | undefined;
/** Created on first use: main.ts initialises the Admin app after the modules load. */
export function playerDeps(): PlayerDeps {
  deps ??= { players: firestorePlayerStore(getFirestore()), auth: firebaseAuthAdmin(), bank: caseBank() };
  return deps;
}
