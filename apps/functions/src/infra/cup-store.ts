import type { Firestore, Query } from 'firebase-admin/firestore';
import { seasonThrough, type CupEntrant, type CupScore, type ShardRange } from '@fraudshield/domain';
import { randomBytes } from 'node:crypto';
import type { CupDoc, CupPageDoc, CupReadDeps, CupScheduleDeps, CupTask, CupWorkDeps } from '../handlers/cup';
import { addAuditTo } from './audit-store';
import { playersCol } from './player-store';
import { readSeason, readWeek, settlementCoordRef } from './week-store';

/**
 * The cup's documents (handlers/cup.ts), the season's cup at cups/season:
 *   cups/{cupId}                 CupDoc: the schedule, the draw's page counts, the champion
 *   cups/{cupId}/pages/r{r}-{p}  CupPageDoc: ≤ CUP_TIES_PER_PAGE ties (≈ 15 kB: Firestore's limit is 1 MiB)
 * To declare in firestore.indexes.json: (round asc, uids
 * array-contains) on `pages` (the caller's own tie), and (playing asc, uid asc) on players (the draw).
 */
export const CURRENT_CUP_ID = 'season';
export const cupRef = (db: Firestore, cupId: string) => db.collection('cups').doc(cupId);
export const cupPagesCol = (db: Firestore, cupId: string) => cupRef(db, cupId).collection('pages');
export const cupPageRef = (db: Firestore, cupId: string, round: number, page: number) =>
  cupPagesCol(db, cupId).doc(`r${round}-${page}`);

/** Firestore's limit on the writes of one commit (Quotas and limits). */
const MAX_WRITES_PER_COMMIT = 500;
/** Firestore's getAll has no documented cap, but a request is kept to a few hundred documents. */
const READ_CHUNK = 300;
/** Task creations in flight at once (Cloud Tasks has no batch create). */
const ENQUEUE_IN_FLIGHT = 50;

/** admin_scheduleCup's store: the cup and its audit entry in one commit. */
export function cupScheduleDeps(db: Firestore): CupScheduleDeps {
  const read = cupReadDeps(db);
  return {
    currentCup: read.currentCup,
    settledThrough: read.settledThrough,
    async saveCup(cup, audit) {
      const batch = db.batch();
      batch.set(cupRef(db, cup.id), cup);
      addAuditTo(db, batch, audit);
      await batch.commit();
    },
    newSeed: () => randomBytes(16).toString('hex'),
  };
}

function rangeQuery(db: Firestore, range: ShardRange): Query {
  let q: Query = playersCol(db).where('playing', '==', true);
  if (range.from !== null) q = q.where('uid', '>=', range.from);
  if (range.to !== null) q = q.where('uid', '<', range.to);
  return q;
}

export function cupWorkDeps(db: Firestore, enqueueOne: (task: CupTask, id: string) => Promise<void>): CupWorkDeps {
  const readCup = async (cupId: string) => {
    const snap = await cupRef(db, cupId).get();
    return snap.exists ? (snap.data() as CupDoc) : null;
  };
  return {
    cup: readCup,
    currentCup: () => readCup(CURRENT_CUP_ID),
    async updateCup(cupId, fields) {
      await cupRef(db, cupId).update(fields);
    },
    async shardCount(weekId) {
      const snap = await settlementCoordRef(db, weekId, 'plan').get();
      const shards = Number(snap.get('shards') ?? 1);
      return Number.isInteger(shards) && shards >= 1 ? shards : 1;
    },
    async countEntrants(range) {
      return (await rangeQuery(db, range).count().get()).data().count;
    },
    async entrants(range, after, limit) {
      let q = rangeQuery(db, range);
      if (after !== null) q = q.where('uid', '>', after);
      const snap = await q.orderBy('uid').limit(limit).select('uid', 'displayName').get();
      return snap.docs.map((d): CupEntrant => ({
        uid: String(d.get('uid')),
        name: String(d.get('displayName') ?? 'Player'),
      }));
    },
    async getPages(cupId, round, pages) {
      const out: (CupPageDoc | null)[] = [];
      for (let i = 0; i < pages.length; i += READ_CHUNK) {
        const refs = pages.slice(i, i + READ_CHUNK).map((p) => cupPageRef(db, cupId, round, p));
        if (refs.length === 0) continue;
        const snaps = await db.getAll(...refs);
        out.push(...snaps.map((s) => (s.exists ? (s.data() as CupPageDoc) : null)));
      }
      return out;
    },
    async writePages(cupId, pages) {
      for (let i = 0; i < pages.length; i += MAX_WRITES_PER_COMMIT) {
        const batch = db.batch();
        for (const p of pages.slice(i, i + MAX_WRITES_PER_COMMIT)) batch.set(cupPageRef(db, cupId, p.round, p.page), p);
        await batch.commit();
      }
    },
    async scores(uids, week) {
      const out = new Map<string, CupScore>();
      for (let i = 0; i < uids.length; i += READ_CHUNK) {
        // A deleted account's place has no uid: it scores nothing.
        const refs = uids
          .slice(i, i + READ_CHUNK)
          .filter((u) => u !== '')
          .map((u) => playersCol(db).doc(u));
        if (refs.length === 0) continue;
        const snaps = await db.getAll(...refs, { fieldMask: ['pointsByWeek'] });
        for (const s of snaps) {
          if (!s.exists) continue;
          const byWeek = (s.get('pointsByWeek') ?? {}) as Record<string, number>;
          out.set(s.id, { week: byWeek[String(week)] ?? 0, season: seasonThrough(byWeek, week) });
        }
      }
      return out;
    },
    async enqueue(tasks) {
      let next = 0;
      const worker = async () => {
        while (next < tasks.length) {
          const task = tasks[next++] as CupTask;
          await enqueueOne(task, cupTaskId(task));
        }
      };
      await Promise.all(Array.from({ length: Math.min(ENQUEUE_IN_FLIGHT, tasks.length) }, worker));
    },
  };
}

/** The name a deleted account's place in the bracket shows. */
export const DELETED_ENTRANT = 'Deleted player';

/**
 * An account deletion: the uid and name leave the cup's pages they are on (one a round at most,
 * found by the pages' `uids`); the place stays, scoring nothing from then on.
 */
export async function forgetInCup(db: Firestore, uid: string): Promise<void> {
  const snap = await cupPagesCol(db, CURRENT_CUP_ID).where('uids', 'array-contains', uid).get();
  for (const doc of snap.docs) {
    const page = doc.data() as CupPageDoc;
    const forget = (e: CupEntrant): CupEntrant => (e.uid === uid ? { uid: '', name: DELETED_ENTRANT } : e);
    await doc.ref.update({
      uids: page.uids.filter((u) => u !== uid),
      ties: page.ties.map((t) => ({ ...t, a: forget(t.a), b: t.b ? forget(t.b) : null })),
    });
  }
}

/** The same unit always gets the same id: Cloud Tasks keeps one of two enqueued at once. */
export function cupTaskId(task: CupTask): string {
  const base = `cup-${task.cupId}`;
  if (task.kind === 'count') return `${base}-count-${task.weekId}`;
  if (task.kind === 'draw') return `${base}-draw-${task.shard}`;
  return `${base}-r${task.round}-${task.from}-${task.to}`;
}

export function cupReadDeps(db: Firestore): CupReadDeps {
  return {
    async currentCup() {
      const snap = await cupRef(db, CURRENT_CUP_ID).get();
      return snap.exists ? (snap.data() as CupDoc) : null;
    },
    async settledThrough() {
      const season = await readSeason(db);
      if (!season.lastSettledWeekId) return 0;
      return (await readWeek(db, season.lastSettledWeekId))?.number ?? 0;
    },
    async page(cupId, round, page) {
      const snap = await cupPageRef(db, cupId, round, page).get();
      return snap.exists ? (snap.data() as CupPageDoc) : null;
    },
    async pageOf(cupId, round, uid) {
      const snap = await cupPagesCol(db, cupId)
        .where('round', '==', round)
        .where('uids', 'array-contains', uid)
        .limit(1)
        .get();
      return snap.empty ? null : (snap.docs[0]?.data() as CupPageDoc);
    },
  };
}
