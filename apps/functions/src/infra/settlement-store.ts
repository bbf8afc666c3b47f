import { randomBytes } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { ShardRange } from '@fraudshield/domain';
import type {
  FinishClaim,
  PlayerScore,
  PlayerSettlement,
  SettlementDeps,
  SettlementPlan,
  ShardDoc,
  ShardTask,
} from '../handlers/settlement';
import { drillResultsOf } from '../handlers/drill';
import { settlementInputs } from '../handlers/squad-plan';
import { applyPlayerChange, playersCol, settlementsCol } from './player-store';
import { standingsSummariesCol, type StandingsSummaryDoc } from './leaderboard-store';
import { mergeCounts, countAbove, DRILL_SIZE, histogramTotal, teamWeekParts } from '@fraudshield/domain';
import { settleWrites } from './team-store';
import { playerTally, splitTally } from '../handlers/settlement-tally';
import { addSpreadStats, readStats, spreadStats } from './stats-store';
import { buildTable } from '../handlers/table-snapshot';
import { tableBuilder } from './table-snapshot-store';
import { histogramDocOf, liveHistogramDoc, liveHistogramRef, pendingMovesCol, weekHistogramRef } from './rank-store';
import {
  commitClaim,
  isAlreadyExists,
  lockWeek,
  markWeekSettled,
  readWeek,
  readWeekSeed,
  reportRef,
  settlementCoordRef,
  weekRef,
} from './week-store';
import { addAuditTo } from './audit-store';
import type { PlayerDoc, ReportDoc, WeekDoc } from '../handlers/records';

/**
 * The player's settlement record for a week: players/{uid}/settlements/{weekId}, a collection
 * that client request ids (players/{uid}/requests/{id}) can never reach.
 */
const settlementRecordRef = (db: Firestore, uid: string, weekId: string) => settlementsCol(db, uid).doc(weekId);

/**
 * uids of a shard's range after `afterUid` (from the range's start when null), in uid order: field
 * filters, not a cursor (the stand-in ignores cursors).
 */
async function pagePlayerUids(
  db: Firestore,
  range: Pick<ShardRange, 'from' | 'to'>,
  afterUid: string | null,
  limit: number,
): Promise<string[]> {
  let query = playersCol(db).orderBy('uid');
  if (afterUid !== null) query = query.where('uid', '>', afterUid);
  else if (range.from !== null) query = query.where('uid', '>=', range.from);
  if (range.to !== null) query = query.where('uid', '<', range.to);
  const snap = await query.select('uid').limit(limit).get();
  return snap.docs.map((d) => d.get('uid') as string);
}

const shardsCol = (db: Firestore, weekId: string) => weekRef(db, weekId).collection('shards');
/** Shard doc ids sort in shard order: 0000, 0001, … */
const shardRef = (db: Firestore, weekId: string, index: number) =>
  shardsCol(db, weekId).doc(String(index).padStart(4, '0'));

/** weeks/{weekId}/shards/{nnnn}/pages/{id}: one saved page, named by the cursor it started after (created once). */
const pageRef = (db: Firestore, weekId: string, index: number, startedAfter: string | null) =>
  shardRef(db, weekId, index)
    .collection('pages')
    .doc(startedAfter === null ? 'first' : `after-${startedAfter}`);

/**
 * A shard doc's tally: the sum of its saved pages' tallies, in one map field `tally`, written
 * whole (plain sums computed from a read in the page's transaction), never as one increment per
 * key: a page of players whose season totals spread moves a counter per distinct total (two
 * kinds: the stats spread and the rank histogram), and Firestore refuses more than 500 field
 * transforms on one document in a commit ("Quotas and limits"; MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT
 * in limits-guard.ts). A whole map has no such limit, only the document's 20,000 fields.
 * Shard docs written before the map kept each key as a flat `t_<key>` field: read as the tally
 * when there is no map (the first page saved after moves them into it).
 */
const TALLY_FIELD = 'tally';
const LEGACY_TALLY_PREFIX = 't_';

function shardTallyOf(shard: Record<string, unknown> | undefined): Record<string, number> {
  const sum: Record<string, number> = {};
  if (!shard) return sum;
  const map = shard[TALLY_FIELD];
  if (map && typeof map === 'object') {
    for (const [key, value] of Object.entries(map as Record<string, unknown>))
      if (typeof value === 'number') mergeCounts(sum, { [key]: value });
    return sum;
  }
  for (const [key, value] of Object.entries(shard))
    if (key.startsWith(LEGACY_TALLY_PREFIX) && typeof value === 'number')
      mergeCounts(sum, { [key.slice(LEGACY_TALLY_PREFIX.length)]: value });
  return sum;
}

/** The tallies of every shard doc, summed. */
function sumShardTallies(shards: readonly Record<string, unknown>[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const shard of shards) mergeCounts(sum, shardTallyOf(shard));
  return sum;
}

/** weeks/{weekId}/settlement/folded: created by the commit that folds the week's tallies (once). */
interface FoldedDoc {
  ranked: number;
  foldedAt: number;
}

/**
 * The finish's fold: the shards' tallies summed into the counters (the stats shards), the live
 * rank histogram and its snapshot for the week, and the week's ownership summary, in one
 * transaction whose first write creates the `folded` mark: once for the week on both Firestores.
 *
 * Under Firestore's 500 field transforms per document per commit, at any season length: the
 * live histogram and the snapshot are written whole (the live one read in the same transaction,
 * with any account deletions' pending moves folded in and deleted), and the counters' increments
 * (one per distinct season total that moved, and a few more) are spread over the stats shards,
 * at most 500 on each (spreadStats); past FOLD_SHARDS × 500 counters the rest go in further commits, each
 * claimed once by its own mark (`folded-stats-<part>`).
 */
async function foldTallies(db: Firestore, week: WeekDoc): Promise<number> {
  const mark = settlementCoordRef(db, week.id, 'folded');
  const done = await mark.get();
  const shards = await shardsCol(db, week.id).get();
  const { stats, histogram, ownership } = splitTally(sumShardTallies(shards.docs.map((d) => d.data())));
  const statParts = spreadStats(stats);
  let ranked: number;
  if (done.exists) ranked = (done.data() as FoldedDoc).ranked;
  else {
    const pending = await pendingMovesCol(db).limit(200).get();
    try {
      ranked = await db.runTransaction(async (tx) => {
        const [folded, live, ...moves] = await tx.getAll(mark, liveHistogramRef(db), ...pending.docs.map((d) => d.ref));
        if (folded?.exists) return (folded.data() as FoldedDoc).ranked;
        const stored = live?.data() ?? {};
        const counts = { ...(histogramDocOf(stored)?.counts ?? {}) };
        const drained = moves.filter((m) => m?.exists);
        for (const move of drained) mergeCounts(counts, histogramDocOf(move?.data())?.counts ?? {});
        const after = mergeCounts(counts, histogram);
        const total = histogramTotal(after);
        const now = Date.now();
        // The claim is the first write (the stand-in applies a commit write by write).
        tx.create(mark, { ranked: total, foldedAt: now } satisfies FoldedDoc);
        for (const move of drained) if (move) tx.delete(move.ref);
        tx.set(liveHistogramRef(db), liveHistogramDoc({ week: week.number, counts: after }, now, stored));
        tx.set(weekHistogramRef(db, week.number), { ...after, week: week.number });
        addSpreadStats(db, tx, statParts[0] ?? []);
        const summary: StandingsSummaryDoc = {
          weekId: week.id,
          shard: 0,
          shards: 1,
          ranked: total,
          nonNegative: countAbove(after, -1),
          lastZero: null,
          rankedAt: now,
          ownership,
        };
        tx.set(standingsSummariesCol(db).doc(`${week.id}-0`), summary);
        return total;
      });
    } catch (error) {
      // The stand-in has no isolation: a second fold at the same moment loses the mark's create.
      if (!isAlreadyExists(error)) throw error;
      ranked = ((await mark.get()).data() as FoldedDoc).ranked;
    }
  }
  for (let part = 1; part < statParts.length; part++) {
    const batch = db.batch();
    batch.create(settlementCoordRef(db, week.id, `folded-stats-${part}`), { foldedAt: Date.now() });
    addSpreadStats(db, batch, statParts[part] ?? []);
    await commitClaim(batch);
  }
  return ranked;
}

/** weeks/{weekId}/settlement/finisher: who is finishing the week (a lease), and whether the ranking pass is done. */
interface FinisherDoc {
  owner: string;
  leaseUntil: number;
  ranked: boolean;
  /** Ranking passes started for the week (1 unless a finisher died or lost its lease mid-pass). */
  rankRuns: number;
  claimedAt: number;
}

/**
 * Claims the finish: create() when nobody has (exclusive on both Firestores); otherwise a
 * transaction takes it over when it is already the owner's or its lease has run out. Two
 * takeovers of a dead lease at the same moment could both pass on the stand-in (no isolation):
 * the ranking pass is idempotent and the settled mark exclusive, so that costs a second pass, no more.
 */
async function claimFinish(
  db: Firestore,
  weekId: string,
  owner: string,
  now: number,
  leaseMs: number,
): Promise<FinishClaim> {
  const ref = settlementCoordRef(db, weekId, 'finisher');
  try {
    await ref.create({
      owner,
      leaseUntil: now + leaseMs,
      ranked: false,
      rankRuns: 0,
      claimedAt: now,
    } satisfies FinisherDoc);
    return { status: 'mine', ranked: false };
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  return db.runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data() as FinisherDoc;
    if (doc.owner !== owner && doc.leaseUntil > now) return { status: 'busy', owner: doc.owner };
    tx.update(ref, { owner, leaseUntil: now + leaseMs, claimedAt: now });
    return { status: 'mine', ranked: doc.ranked };
  });
}

/** Settles one player: points, points by week, credits and the report, in one player change. */
function settlePlayer(
  db: Firestore,
  uid: string,
  week: WeekDoc,
  now: number,
  runToken: string,
  score: PlayerScore,
): Promise<PlayerSettlement> {
  return applyPlayerChange<PlayerSettlement>(
    db,
    uid,
    { record: settlementRecordRef(db, uid, week.id), kind: 'settlement', now, deferStats: true },
    (player) => {
      // The week's drill answers (given before the deadline) count in the report; under rules v5
      // so do the chip and the transfers, all read from the player doc this change reads anyway.
      const planned = settlementInputs(player, week, drillResultsOf(player, week.id));
      const report = score(player.squad, planned.extras);
      const key = String(week.number);
      const doc: ReportDoc = {
        uid,
        weekId: week.id,
        weekNumber: week.number,
        squad: player.squad,
        report,
        createdAt: now,
      };
      const { prevPoints: _stale, teamMark: _mark, ...rest } = player as PlayerDoc & { teamMark?: unknown };
      // The player's team leagues: a part of this week for each league they were in before it opened.
      const drill = drillResultsOf(player, week.id);
      const team = Object.keys(player.teams ?? {}).length
        ? teamWeekParts({
            teams: player.teams ?? {},
            frauds: player.learning?.frauds ?? {},
            base: player.teamBase,
            week: { number: week.number, openedAt: week.openedAt },
            drill: drill.length >= DRILL_SIZE,
            daily: (player.daily?.last?.at ?? 0) >= week.openedAt,
            points: report.deployed.length > 0 ? report.totalPoints : null,
          })
        : null;
      const next: PlayerDoc = {
        ...rest,
        seasonPoints: player.seasonPoints + report.totalPoints,
        // Fielding a squad in a settled week puts the player in the tables, for good.
        playing: player.playing === true || report.deployed.length > 0,
        pointsByWeek: { ...player.pointsByWeek, [key]: report.totalPoints },
        balanceTenths: player.balanceTenths + report.creditsEarnedTenths,
        settledWeek: week.number,
        // The next week's transfers start from this deadline's squad, written in this same player
        // write: no extra read or write per player at either settlement (a page of 400 players
        // stays 400 player changes, each one commit far below Firestore's 500 writes per commit).
        transfers: planned.next,
        // Where the last week's table had them: its rank (the movement) is read from this.
        ...(player.playing === true ? { prevPoints: player.seasonPoints } : {}),
        ...(team ? { teams: team.teams, teamBase: team.base } : {}),
      };
      const teamDocs = team ? settleWrites(db, next, team.parts) : { creates: [], writes: [] };
      const entry = {
        kind: 'settlement' as const,
        deltaTenths: report.creditsEarnedTenths,
        detail: `Week ${week.number}: ${report.totalPoints} points, ${report.blockedCount} of ${report.attacks.length} attacks blocked`,
        weekId: week.id,
      };
      return {
        player: next,
        entry,
        result: {
          points: report.totalPoints,
          creditsTenths: report.creditsEarnedTenths,
          runToken,
          tally: playerTally(player, next, entry),
        },
        creates: [{ ref: reportRef(db, week.id, uid), data: doc }, ...teamDocs.creates],
        writes: teamDocs.writes,
      };
    },
  );
}

/** Firestore's limit on the writes of one commit (batch or transaction): 500 (Quotas and limits). */
const MAX_WRITES_PER_COMMIT = 500;
/**
 * Task creations in flight at once when a settlement starts. Cloud Tasks has no batch create (one
 * API request a task): 2,000 shards go in 40 rounds of 50 rather than 2,000 requests in a row. The
 * queue dispatches at most 500 tasks a second (RateLimits.max_dispatches_per_second, Cloud Tasks
 * API reference), so creating them faster gains little past the first seconds.
 */
export const ENQUEUE_IN_FLIGHT = 50;

export interface SettlementWiring {
  /** Enqueues a shard task under this id (the Cloud Tasks queue in production and on the emulators). */
  enqueue(task: ShardTask, id: string): Promise<void>;
  afterWeekSettled?(weekId: string): Promise<void>;
  log?(message: string, fields?: Record<string, unknown>): void;
}

export function settlementDeps(db: Firestore, wiring: SettlementWiring): SettlementDeps {
  return {
    weeks: {
      get: (weekId) => readWeek(db, weekId),
      getSeed: (weekId) => readWeekSeed(db, weekId),
      lock: (weekId, now, audit) => lockWeek(db, weekId, now, audit),
      finish: (weekId, seed, now, progress, audit) => markWeekSettled(db, weekId, seed, now, progress, audit),
    },
    plan: {
      async get(weekId) {
        const snap = await settlementCoordRef(db, weekId, 'plan').get();
        return snap.exists ? (snap.data() as SettlementPlan) : null;
      },
      async claim(plan, audit) {
        const ref = settlementCoordRef(db, plan.weekId, 'plan');
        // The plan's create comes first: a lost claim writes nothing, the audit entry included.
        const batch = db.batch();
        batch.create(ref, plan);
        if (audit) addAuditTo(db, batch, audit);
        if (await commitClaim(batch)) return plan;
        return (await ref.get()).data() as SettlementPlan;
      },
      async knownPlayers() {
        return Math.max(0, (await readStats(db))['players'] ?? 0);
      },
      async createShards(weekId, shards) {
        // One create each: a shard another start created meanwhile is kept as it is.
        await Promise.all(
          shards.map((d) =>
            shardRef(db, weekId, d.index)
              .create(d)
              .catch((error: unknown) => {
                if (!isAlreadyExists(error)) throw error;
              }),
          ),
        );
      },
      async shard(weekId, index) {
        const snap = await shardRef(db, weekId, index).get();
        return snap.exists ? (snap.data() as ShardDoc) : null;
      },
      async shards(weekId) {
        const snap = await shardsCol(db, weekId).get();
        return snap.docs.map((d) => d.data() as ShardDoc).sort((a, b) => a.index - b.index);
      },
      saveShard: async (weekId, index, patch) => {
        await shardRef(db, weekId, index).update(patch);
      },
      async saveShards(weekId, patches) {
        for (let start = 0; start < patches.length; start += MAX_WRITES_PER_COMMIT) {
          const batch = db.batch();
          for (const { index, patch } of patches.slice(start, start + MAX_WRITES_PER_COMMIT))
            batch.update(shardRef(db, weekId, index), patch);
          await batch.commit();
        }
      },
      async savePage(weekId, index, startedAfter, patch, tally) {
        // The page's create comes first: a page another run saved writes nothing here. The shard's
        // tally is read and written whole in the same transaction (see TALLY_FIELD).
        const page = pageRef(db, weekId, index, startedAfter);
        const shard = shardRef(db, weekId, index);
        try {
          return await db.runTransaction(async (tx) => {
            const [pageSnap, shardSnap] = await tx.getAll(page, shard);
            if (pageSnap?.exists) return false;
            const sums = mergeCounts(shardTallyOf(shardSnap?.data()), tally);
            tx.create(page, { savedAt: Date.now() });
            tx.update(shard, { ...patch, [TALLY_FIELD]: sums });
            return true;
          });
        } catch (error) {
          if (isAlreadyExists(error)) return false;
          throw error;
        }
      },
      async countDone(weekId) {
        return (await shardsCol(db, weekId).where('done', '==', true).count().get()).data().count;
      },
    },
    finisher: {
      claim: (weekId, owner, now, leaseMs) => claimFinish(db, weekId, owner, now, leaseMs),
      async renew(weekId, owner, now, leaseMs) {
        const ref = settlementCoordRef(db, weekId, 'finisher');
        await db.runTransaction(async (tx) => {
          const doc = (await tx.get(ref)).data() as FinisherDoc | undefined;
          if (doc?.owner === owner) tx.update(ref, { leaseUntil: now + leaseMs });
        });
      },
      rankStarted: async (weekId) => {
        await settlementCoordRef(db, weekId, 'finisher').update({ rankRuns: FieldValue.increment(1) });
      },
      markRanked: async (weekId) => {
        await settlementCoordRef(db, weekId, 'finisher').update({ ranked: true });
      },
    },
    players: {
      page: (range, afterUid, limit) => pagePlayerUids(db, range, afterUid, limit),
      settle: (uid, week, now, runToken, score) => settlePlayer(db, uid, week, now, runToken, score),
    },
    foldTallies: (week) => foldTallies(db, week),
    buildTable: (week, afterChunk) => buildTable(tableBuilder(db), week.number, Date.now, afterChunk),
    enqueue: (task, id) => wiring.enqueue(task, id),
    async enqueueAll(tasks) {
      let next = 0;
      const worker = async () => {
        while (next < tasks.length) {
          const { task, id } = tasks[next++] as { task: ShardTask; id: string };
          await wiring.enqueue(task, id);
        }
      };
      await Promise.all(Array.from({ length: Math.min(ENQUEUE_IN_FLIGHT, tasks.length) }, worker));
    },
    afterWeekSettled: wiring.afterWeekSettled ?? (async () => undefined),
    log: wiring.log ?? (() => undefined),
    newRunToken: () => randomBytes(8).toString('hex'),
    newPlanId: () => randomBytes(4).toString('hex'),
    clock: () => Date.now(),
  };
}
