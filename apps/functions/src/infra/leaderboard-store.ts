import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import { isOwnershipCounts, sumOwnership, type OwnershipCounts, type Squad } from '@fraudshield/domain';
import type { LeaderboardRepo, RankKey, StandingRow, StandingsSummary, TableScope } from '../handlers/leaderboard';
import { playerRef, playersCol } from './player-store';
import { liveHistogramRef, readHistogram, weekHistogramRef } from './rank-store';
import { readPublishedTable, readTableChunk, readTableChunkAt } from './table-snapshot-store';

/**
 * The season table, read with keyset queries on (seasonPoints desc, joinedAt asc, uid asc), of
 * the players who have fielded a squad (playing == true).
 *
 * "After key K" is split into three AND-only queries (same points and joinedAt with a larger
 * uid; same points with a later joinedAt; fewer points), each limited to what is still
 * needed. That is the same order a startAfter(K) cursor gives, but it needs no cursor and no
 * OR, so it runs on real Firestore (composite indexes in firestore.indexes.json) and on the
 * local stand-in (which ignores cursors). A page therefore costs at most limit + 3 document
 * reads, whatever the number of players.
 *
 * Ranks come from the rank histogram (infra/rank-store.ts), never from a rank stored per player.
 * standingsSummaries/{weekId}-0 is written by settlement's fold: the players the table ranked
 * after the week and their squads counted (owners, deployers and Leads of each card: libs/domain
 * ownership.ts), read by week_getCurrent as the settled week's ownership.
 */

const FIELDS = ['uid', 'displayName', 'seasonPoints', 'joinedAt', 'settledWeek', 'prevPoints'] as const;

/** The players a table ranks: those who have fielded a squad, of the league when scoped. */
function base(db: Firestore, scope: TableScope): Query {
  const q = playersCol(db).where('playing', '==', true);
  return scope.leagueId ? q.where('leagues', 'array-contains', scope.leagueId) : q;
}

function rowOf(data: DocumentData): StandingRow {
  return {
    uid: String(data['uid']),
    displayName: String(data['displayName'] ?? ''),
    points: Number(data['seasonPoints'] ?? 0),
    joinedAt: Number(data['joinedAt'] ?? 0),
    ...(typeof data['settledWeek'] === 'number' ? { settledWeek: data['settledWeek'] } : {}),
    ...(typeof data['prevPoints'] === 'number' ? { prevPoints: data['prevPoints'] } : {}),
  };
}

/** A row with the player's squad, for the ranking pass's ownership counts. */
export interface RowWithSquad extends StandingRow {
  squad?: Squad;
}

async function run(q: Query, withSquad = false): Promise<RowWithSquad[]> {
  const snap = await (withSquad ? q.select(...FIELDS, 'squad') : q.select(...FIELDS)).get();
  return snap.docs.map((d) => {
    const data = d.data();
    return withSquad ? { ...rowOf(data), squad: data['squad'] as Squad | undefined } : rowOf(data);
  });
}

async function count(q: Query): Promise<number> {
  return (await q.count().get()).data().count;
}

/**
 * Players with `points` strictly between `from` and `to` in table order (joinedAt asc, uid asc
 * within equal points); null is an open end. At most three AND-only count aggregations: the
 * joinedAt range, and the uid ranges at each end's own joinedAt.
 */
export async function countSamePoints(
  db: Firestore,
  points: number,
  from: RankKey | null,
  to: RankKey | null,
): Promise<number> {
  // Ordered as rowsAfter orders the same filters, so the composite indexes it uses serve them.
  const b = playersCol(db).where('playing', '==', true).where('seasonPoints', '==', points);
  const queries: Query[] = [];
  if (from && to && from.joinedAt === to.joinedAt) {
    queries.push(
      b
        .where('joinedAt', '==', from.joinedAt)
        .where('uid', '>', from.uid)
        .where('uid', '<', to.uid)
        .orderBy('uid', 'asc'),
    );
  } else {
    let middle: Query = b;
    if (from) {
      queries.push(b.where('joinedAt', '==', from.joinedAt).where('uid', '>', from.uid).orderBy('uid', 'asc'));
      middle = middle.where('joinedAt', '>', from.joinedAt);
    }
    if (to) {
      queries.push(b.where('joinedAt', '==', to.joinedAt).where('uid', '<', to.uid).orderBy('uid', 'asc'));
      middle = middle.where('joinedAt', '<', to.joinedAt);
    }
    queries.push(middle.orderBy('joinedAt', 'asc').orderBy('uid', 'asc'));
  }
  const counts = await Promise.all(queries.map((q) => count(q)));
  return counts.reduce((a, c) => a + c, 0);
}

/** Rows strictly after `key` in table order (or from the top), at most `limit` (with squads: the ranking pass). */
export async function rowsAfter(
  db: Firestore,
  scope: TableScope,
  key: RankKey | null,
  limit: number,
  withSquad = false,
): Promise<RowWithSquad[]> {
  const b = base(db, scope);
  if (key === null) {
    return run(
      b.orderBy('seasonPoints', 'desc').orderBy('joinedAt', 'asc').orderBy('uid', 'asc').limit(limit),
      withSquad,
    );
  }
  const queries: ((n: number) => Query)[] = [
    (n) =>
      b
        .where('seasonPoints', '==', key.points)
        .where('joinedAt', '==', key.joinedAt)
        .where('uid', '>', key.uid)
        .orderBy('uid', 'asc')
        .limit(n),
    (n) =>
      b
        .where('seasonPoints', '==', key.points)
        .where('joinedAt', '>', key.joinedAt)
        .orderBy('joinedAt', 'asc')
        .orderBy('uid', 'asc')
        .limit(n),
    (n) =>
      b
        .where('seasonPoints', '<', key.points)
        .orderBy('seasonPoints', 'desc')
        .orderBy('joinedAt', 'asc')
        .orderBy('uid', 'asc')
        .limit(n),
  ];
  return collect(queries, limit, withSquad);
}

/** Rows strictly before `key`, nearest first, at most `limit`. */
async function rowsBefore(db: Firestore, scope: TableScope, key: RankKey, limit: number): Promise<StandingRow[]> {
  const b = base(db, scope);
  const queries: ((n: number) => Query)[] = [
    (n) =>
      b
        .where('seasonPoints', '==', key.points)
        .where('joinedAt', '==', key.joinedAt)
        .where('uid', '<', key.uid)
        .orderBy('uid', 'desc')
        .limit(n),
    (n) =>
      b
        .where('seasonPoints', '==', key.points)
        .where('joinedAt', '<', key.joinedAt)
        .orderBy('joinedAt', 'desc')
        .orderBy('uid', 'desc')
        .limit(n),
    (n) =>
      b
        .where('seasonPoints', '>', key.points)
        .orderBy('seasonPoints', 'asc')
        .orderBy('joinedAt', 'desc')
        .orderBy('uid', 'desc')
        .limit(n),
  ];
  return collect(queries, limit);
}

async function collect(queries: ((n: number) => Query)[], limit: number, withSquad = false): Promise<RowWithSquad[]> {
  const out: RowWithSquad[] = [];
  for (const make of queries) {
    const need = limit - out.length;
    if (need <= 0) break;
    out.push(...(await run(make(need), withSquad)));
  }
  return out;
}

/** Players ranked above `key` (count aggregations: more points, or equal points and earlier). */
export async function countAhead(db: Firestore, scope: TableScope, key: RankKey): Promise<number> {
  const b = base(db, scope);
  const [more, earlier, sameInstant] = await Promise.all([
    count(b.where('seasonPoints', '>', key.points)),
    count(b.where('seasonPoints', '==', key.points).where('joinedAt', '<', key.joinedAt)),
    count(b.where('seasonPoints', '==', key.points).where('joinedAt', '==', key.joinedAt).where('uid', '<', key.uid)),
  ]);
  return more + earlier + sameInstant;
}

/**
 * Players of the table before week `week` (settled in it, with `key.points` as their prevPoints)
 * ahead of `key`: joined earlier, or at the same instant with a smaller uid. Two count aggregations
 * over that one points value.
 */
export async function countPrevTiesAhead(db: Firestore, week: number, key: RankKey): Promise<number> {
  const b = playersCol(db).where('settledWeek', '==', week).where('prevPoints', '==', key.points);
  const [earlier, sameInstant] = await Promise.all([
    count(b.where('joinedAt', '<', key.joinedAt)),
    count(b.where('joinedAt', '==', key.joinedAt).where('uid', '<', key.uid)),
  ]);
  return earlier + sameInstant;
}

export const standingsSummariesCol = (db: Firestore) => db.collection('standingsSummaries');

/** What one shard of a week's ranking pass ranked (see StandingsSummary). */
export interface StandingsSummaryDoc extends StandingsSummary {
  shard: number;
  /** How many shards the pass has: a reader sums them all. */
  shards: number;
  /** When the pass finished this shard (ms): the latest pass is the one readers use. */
  rankedAt: number;
  /** The squads this shard ranked, counted per card (absent on summaries written before ownership). */
  ownership?: OwnershipCounts;
}

/** More shards than this and a reader shows no ownership rather than read without bound. */
const MAX_OWNERSHIP_SHARDS = 64;

/**
 * A week's ownership counts, its ranking shards summed: shard 0's doc (1 read), then the
 * other shards it names (shards − 1 reads, at most MAX_OWNERSHIP_SHARDS in all). Null when the
 * week was not ranked, a shard is missing or carries no counts, or there are too many shards.
 */
export async function readOwnershipCounts(db: Firestore, weekId: string): Promise<OwnershipCounts | null> {
  const first = await standingsSummariesCol(db).doc(`${weekId}-0`).get();
  const head = first.data() as StandingsSummaryDoc | undefined;
  if (!head || !Number.isSafeInteger(head.shards) || head.shards < 1 || head.shards > MAX_OWNERSHIP_SHARDS) return null;
  let docs = [head];
  if (head.shards > 1) {
    const rest = await db.getAll(
      ...Array.from({ length: head.shards - 1 }, (_, i) => standingsSummariesCol(db).doc(`${weekId}-${i + 1}`)),
    );
    docs = [
      head,
      ...rest
        .map((s) => s.data() as StandingsSummaryDoc | undefined)
        .filter((d): d is StandingsSummaryDoc => d !== undefined),
    ];
    if (docs.length !== head.shards) return null;
  }
  const parts = docs.map((d) => d.ownership);
  if (!parts.every(isOwnershipCounts)) return null;
  return sumOwnership(parts as OwnershipCounts[]);
}

export function leaderboardRepo(db: Firestore): LeaderboardRepo {
  return {
    async player(uid) {
      const snap = await playerRef(db, uid).get();
      if (!snap.exists) return null;
      const data = snap.data() ?? {};
      return {
        row: rowOf(data),
        leagues: Array.isArray(data['leagues']) ? (data['leagues'] as string[]) : [],
        playing: data['playing'] === true,
      };
    },
    async leagueExists(leagueId) {
      return (await db.collection('leagues').doc(leagueId).get()).exists;
    },
    after: (scope, key, limit) => rowsAfter(db, scope, key, limit),
    before: (scope, key, limit) => rowsBefore(db, scope, key, limit),
    countAhead: (scope, key) => countAhead(db, scope, key),
    count: (scope) => count(base(db, scope)),
    histogram: () => readHistogram(liveHistogramRef(db)),
    weekHistogram: (week) => readHistogram(weekHistogramRef(db, week)),
    countSamePoints: (points, from, to) => countSamePoints(db, points, from, to),
    countPrevTiesAhead: (week, key) => countPrevTiesAhead(db, week, key),
    publishedTable: () => readPublishedTable(db),
    tableChunk: (week, index) => readTableChunk(db, week, index),
    tableChunkAt: (week, key) => readTableChunkAt(db, week, key),
  };
}
