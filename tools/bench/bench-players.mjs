// Bench players written straight into Firestore (admin batch writes, not callables), for the
// settlement benches (settle-fanout.mjs, season-scale.mjs): uid-shaped ids (28 random characters of
// [0-9A-Za-z], like Firebase Auth's) from a fixed sequence, so the uid ranges fill evenly and every
// run has the same players; each with a starting ledger entry and a squad of three deployed cards.

import { callOk } from '../emulators/client.mjs';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DEFENSES = [
  ['MultiFactorAuth', 105],
  ['EmailFiltering', 70],
  ['UserEducation', 145],
  ['KeepUpdated', 85],
  ['InputValidation', 70],
  ['VpnUsage', 60],
];
const BATCH = 240;

/** `n` uid-shaped ids from a fixed sequence (the same players in every run). */
export function benchUids(n) {
  let x = 0x9e3779b9;
  const next = () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0), x >>> 8);
  return Array.from({ length: n }, () => Array.from({ length: 28 }, () => ALPHABET[next() % 62]).join(''));
}

/**
 * Writes player `i` of `ids` with what `fieldsOf(i, now)` gives (season points, join time, whether
 * the table ranks them…) over a common record, in batches of 240. Returns the seconds it took.
 */
export async function seedBenchPlayers(db, ids, fieldsOf) {
  const now = Date.now();
  const t0 = Date.now();
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = db.batch();
    ids.slice(start, start + BATCH).forEach((uid, k) => {
      const i = start + k;
      const owned = [0, 1, 2]
        .map((j) => DEFENSES[(i + j) % DEFENSES.length])
        .map(([defenseId, price]) => ({ defenseId, pricePaidTenths: price, deployed: true }));
      const spent = owned.reduce((s, o) => s + o.pricePaidTenths, 0);
      batch.set(db.collection('players').doc(uid), {
        uid,
        displayName: `Bench ${i}`,
        email: `${uid}@bench.test`,
        createdAt: now,
        seq: 1,
        balanceTenths: 1000 - spent,
        squad: { owned, lead: owned[0].defenseId },
        pointsByWeek: {},
        quizPassed: [],
        leagues: [],
        deadlineReminders: false,
        updatedAt: now,
        ...fieldsOf(i, now),
      });
      batch.set(db.collection('players').doc(uid).collection('ledger').doc('0000000001'), {
        seq: 1,
        at: now,
        kind: 'open',
        deltaTenths: 1000,
        balanceTenths: 1000,
        detail: 'Starting balance',
      });
    });
    await batch.commit();
  }
  return (Date.now() - t0) / 1000;
}

/**
 * Seeds the players and the live rank histogram their season totals give, written whole, as the
 * settled weeks that gave those totals would have left it. `D` is the domain module (its
 * `histogramKey`). Returns the seconds the players took.
 */
export async function seedSeasonPlayers(db, D, ids, fieldsOf) {
  const seconds = await seedBenchPlayers(db, ids, fieldsOf);
  const histogram = {};
  for (let i = 0; i < ids.length; i += 1) {
    const key = D.histogramKey(fieldsOf(i, 0).seasonPoints);
    histogram[key] = (histogram[key] ?? 0) + 1;
  }
  await db
    .collection('rankHistogram')
    .doc('live')
    .set({ ...histogram, week: 0 });
  return seconds;
}

/** The settlement benches' week: an hour to its deadline, the same three headline threats every run. */
export function openBenchWeek(env, adminUser) {
  return callOk(
    env,
    'admin_openWeek',
    {
      deadline: new Date(Date.now() + 3_600_000).toISOString(),
      headlineThreats: ['Phishing', 'Ransomware', 'Deepfake'],
    },
    adminUser,
  );
}
