#!/usr/bin/env node
// Leaderboard reads at scale: the documents Firestore would bill for one leaderboard_getPage,
// counted by a wrapper around the admin Firestore (tools/emulators/counting-firestore.mjs) the bench passes to the
// functions' own leaderboard code (handlers/leaderboard.ts over infra/leaderboard-store.ts, loaded from source),
// so the product's contract carries no accounting. Billing as Firestore's: a document read is
// one, a query at least one, a count aggregation one per 1,000 index entries (at least one).
//   top      the first page of 20 with the caller's own row (the call the Leaderboard page makes),
//            the caller in the middle of the largest tie
//   middle   the page of 20 at rank P/2 (a cursor), same caller
//   own row  a page of 1 by the same caller: their row, two neighbours each side, movement
//   during   the first call again while the next week settles (the caller already settled into it)
// and prints
//   leaderboard page at P players: top R1 reads, middle R2 reads, own row R3 reads, during settlement R4 reads
// measureLeaderboardReads({ stack }) measures what the stack holds (a settled season: another
// bench seeds it); with { seed: true } it seeds P players with ties itself, two weeks, and the
// published tables settlement would have built from them.
//   node tools/bench/leaderboard-reads.mjs [--players 10000]
//   npm run bench -- --only leaderboard-reads
// Ports: FS_PORT_BASE (default 37000) … +8.
import { readFileSync } from 'node:fs';
import { createJiti } from 'jiti';
import { adminFirestore, argValue, printAndSave, withStack } from './bench-stack.mjs';
import { benchUids, seedBenchPlayers } from './bench-players.mjs';
import { countingFirestore } from '../emulators/counting-firestore.mjs';

const BATCH = 400;
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Season points with ties: two players in five hold 0 (the largest tie), the rest −20…+39. */
const pointsOf = (i, week) => (i % 5 < 2 ? 0 : ((i * 37 + week * 11) % 60) - 20);

async function seedSeason(db, F, players, log) {
  const ids = benchUids(players);
  const joinedBase = Date.now() - 86_400_000;
  log(`seeding ${players.toLocaleString('en')} players (load average ${loadavg()})…`);
  await seedBenchPlayers(db, ids, (i) => ({
    seasonPoints: pointsOf(i, 1),
    joinedAt: joinedBase + Math.floor(i / 4),
    playing: true,
    settledWeek: 1,
  }));
  // The rank histogram as week 1's fold leaves it (the table build reads it).
  const histogram = async (week, pointsAt) => {
    const counts = {};
    for (let i = 0; i < ids.length; i += 1) {
      const key = F.histogramKey(pointsAt(i));
      counts[key] = (counts[key] ?? 0) + 1;
    }
    // Replaced whole: the stand-in's set() keeps fields the new data does not name.
    const ref = db.collection('rankHistogram').doc('live');
    await ref.delete();
    await ref.set({ ...counts, week });
  };
  const week2Points = (i) => pointsOf(i, 1) + (i % 5 < 2 ? 0 : pointsOf(i, 2) % 7);
  await histogram(1, (i) => pointsOf(i, 1));
  await F.buildTable(F.tableBuilder(db), 1, Date.now);
  // Week 2 settled: new points, the week-1 points as prevPoints (as each player's settlement writes them).
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = db.batch();
    ids.slice(start, start + BATCH).forEach((uid, k) => {
      const i = start + k;
      batch.update(db.collection('players').doc(uid), {
        seasonPoints: week2Points(i),
        prevPoints: pointsOf(i, 1),
        settledWeek: 2,
      });
    });
    await batch.commit();
  }
  await histogram(2, week2Points);
  await F.buildTable(F.tableBuilder(db), 2, Date.now);
  log(`seeded, tables of weeks 1 and 2 published (load average ${loadavg()})`);
}

/**
 * Counts the reads of the four calls on the stack's Firestore (seeding it first with `seed`).
 * Returns { players, top, middle, own, during }.
 */
export async function measureLeaderboardReads({
  stack,
  players = 10_000,
  seed = false,
  log = (...a) => console.log('[leaderboard-reads]', ...a),
} = {}) {
  const jiti = createJiti(import.meta.url);
  const L = await jiti.import('../../apps/functions/src/handlers/leaderboard.ts');
  const S = await jiti.import('../../apps/functions/src/infra/leaderboard-store.ts');
  const T = await jiti.import('../../apps/functions/src/handlers/table-snapshot.ts');
  const TS = await jiti.import('../../apps/functions/src/infra/table-snapshot-store.ts');
  const P = await jiti.import('../../apps/functions/src/infra/privacy-keys.ts');
  const raw = await adminFirestore(stack, 'leaderboard-reads-bench');
  if (seed) {
    await stack.resetFirestore();
    const D = await jiti.import('../../libs/domain/src/index.ts');
    await seedSeason(
      raw,
      { buildTable: T.buildTable, tableBuilder: TS.tableBuilder, histogramKey: D.histogramKey },
      players,
      log,
    );
  }
  const published = (await raw.collection('leaderboardTables').doc('published').get()).data();
  if (!published) throw new Error('no published season table: settle a week first (or pass seed: true)');
  const total = published.total;

  // The caller: in the middle of the largest tie of the published table.
  const counts = new Map();
  const sample = await raw.collection('players').where('playing', '==', true).select('seasonPoints').get();
  for (const d of sample.docs) counts.set(d.get('seasonPoints'), (counts.get(d.get('seasonPoints')) ?? 0) + 1);
  const [tiePoints] = [...counts].sort((a, b) => b[1] - a[1])[0];
  const tied = sample.docs.filter((d) => d.get('seasonPoints') === tiePoints);
  const caller = tied[Math.floor(tied.length / 2)].id;

  const call = async (input) => {
    const { db, tally } = countingFirestore(raw);
    const ctx = { uid: caller, email: null, emailVerified: true, displayName: null, roles: [], now: Date.now() };
    const page = await L.getLeaderboardPage(ctx, input, {
      repo: S.leaderboardRepo(db),
      opaque: P.seasonOpaqueSource(db),
    });
    return { page, reads: tally.reads };
  };
  // The season key is made by the first call (a write, and a read the calls after do not repeat
  // in an instance's cache): one call first so each figure is a page as players meet it.
  await call({ limit: 1 });
  const top = await call({ limit: 20 });
  if (!top.page.me) throw new Error('the caller has no own row');
  const mid = Math.floor(total / 2);
  const opaque = await P.seasonOpaqueSource(raw).ensure();
  const chunk = await TS.readTableChunk(raw, published.week, Math.floor((mid - 1) / published.chunkRows));
  const cursorRow = chunk.rows[mid - chunk.firstRank];
  const cursor = L.encodeCursor(
    { points: cursorRow.points, joinedAt: cursorRow.joinedAt, uid: cursorRow.uid, rank: mid },
    opaque,
  );
  const middle = await call({ limit: 20, cursor });
  if (middle.page.entries[0]?.rank !== mid + 1) throw new Error('the middle page did not start after its cursor');
  const own = await call({ limit: 1 });

  // During the next week's settlement: the caller already settled into it with new points.
  const ref = raw.collection('players').doc(caller);
  const before = (await ref.get()).data();
  await ref.update({
    seasonPoints: before.seasonPoints + 9,
    prevPoints: before.seasonPoints,
    settledWeek: (before.settledWeek ?? 0) + 1,
  });
  let during;
  try {
    during = await call({ limit: 20 });
  } finally {
    await ref.update({
      seasonPoints: before.seasonPoints,
      prevPoints: before.prevPoints,
      settledWeek: before.settledWeek,
    });
  }
  if (during.page.me?.rank !== top.page.me.rank) throw new Error('the caller moved in the table while it settled');
  return { players: total, top: top.reads, middle: middle.reads, own: own.reads, during: during.reads };
}

export function formatLeaderboardReads(r) {
  return (
    `leaderboard page at ${r.players.toLocaleString('en')} players: top ${r.top} reads, middle ${r.middle} reads, ` +
    `own row ${r.own} reads, during settlement ${r.during} reads`
  );
}

async function main() {
  const argv = process.argv.slice(2);
  const players = Number(argValue(argv, 'players', 10_000));
  const result = await withStack(null, (stack) => measureLeaderboardReads({ stack, players, seed: true }));
  result.loadavg = loadavg();
  printAndSave(argv, result, formatLeaderboardReads);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
