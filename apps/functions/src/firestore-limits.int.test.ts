import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { histogramOf, type FraudId } from '@fraudshield/domain';
import { admin, callOk, closeAdmin, createUser, type TestUser } from './testing/emulator-client';
import { newPlayerDoc } from './infra/player-store';
import { firestorePlayerStore } from './infra/player-firestore';
import { addStats } from './infra/stats-store';
import { liveHistogramRef, readHistogram } from './infra/rank-store';
import { statDeltas } from './handlers/stats';
import type { PlayerDoc, WeekDoc } from './handlers/records';

/**
 * A long season under Firestore's limits: the functions run with the limits guard on
 * (infra/limits-guard.ts), which refuses a commit with more than 500 field transforms on one
 * document, as production does. Players whose season totals spread over many values make
 * settlement's page saves and its fold move one counter per distinct total: the week must still
 * settle, with the table's histogram exact. The players are seeded straight into Firestore (with
 * their counters) and leave through the real account deletion, so the shared stack's table stays whole.
 */

const HOUR = 3_600_000;
const forecast: FraudId[] = ['Phishing', 'Ransomware', 'Deepfake'];
/** More distinct totals than one commit may move on one document (500). */
const PLAYERS = 600;
/** Shards small enough that each page moves fewer than 500 keys: what fails, if anything, is the fold. */
const SHARDS = 8;
let adminUser: TestUser;
const seeded: string[] = [];
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

async function seedSpreadPlayers() {
  const db = admin().db;
  const now = Date.now();
  const tag = now.toString(36);
  for (let start = 0; start < PLAYERS; start += 100) {
    const batch = db.batch();
    for (let i = start; i < Math.min(PLAYERS, start + 100); i++) {
      // Spread over the uid space as Auth's ids are, so every shard's uid range holds some.
      const uid = `${ALPHABET[(i * 7) % 62]}${ALPHABET[((i * 13 + i / 62) % 62) | 0]}limits${tag}${String(i).padStart(4, '0')}`;
      seeded.push(uid);
      const player: PlayerDoc = {
        ...newPlayerDoc({ uid, email: `${uid}@int.test`, displayName: `Spread ${i}`, signInProvider: 'password' }, now),
        // One distinct season total each, as after a long season; a deployed squad puts them in the table.
        seasonPoints: 3 * i - 300,
        squad: {
          owned: [
            { defenseId: 'EmailFiltering', pricePaidTenths: 70, deployed: true },
            { defenseId: 'UserEducation', pricePaidTenths: 145, deployed: true },
          ],
          lead: 'EmailFiltering',
        },
        balanceTenths: 785,
        deadlineReminders: false,
        reportEmails: false,
      } as PlayerDoc;
      batch.set(db.collection('players').doc(uid), player);
      addStats(db, batch, statDeltas(null, player));
    }
    await batch.commit();
  }
}

beforeAll(async () => {
  adminUser = await createUser({ claims: { roles: ['admin'] } });
  await callOk('user_getBalance', null, adminUser);
  const current = await callOk('week_getCurrent', null, adminUser);
  if (current.week && current.week.status !== 'settled')
    await callOk('admin_settleWeek', { weekId: current.week.id }, adminUser);
  await seedSpreadPlayers();
}, 300_000);

/**
 * `npm test` empties this stack right after this file (tools/test/run-all.mjs sets
 * FS_STACK_EMPTIED_AFTER), so there the seeded players need not leave one by one (about 200 s).
 * Run any other way, on a stack other files share, they leave through the real account deletion.
 */
const STACK_EMPTIED_AFTER = process.env.FS_STACK_EMPTIED_AFTER === '1';

afterAll(async () => {
  if (!STACK_EMPTIED_AFTER) {
    const store = firestorePlayerStore(admin().db);
    for (const uid of seeded) await store.deletePlayerData(uid);
  }
  await closeAdmin();
}, 600_000);

describe("a season whose totals spread past one commit's 500 field transforms", () => {
  it('settles, and the rank histogram holds every ranked player at their total', async () => {
    const week = await callOk(
      'admin_openWeek',
      { deadline: new Date(Date.now() + HOUR).toISOString(), headlineThreats: forecast },
      adminUser,
    );
    let status = '';
    // A settle call drives the week as far as it goes (two calls settle it); a refused commit stalls it for good.
    for (let calls = 0; calls < 6 && status !== 'settled'; calls++)
      status = (await callOk('admin_settleWeek', { weekId: week.id, shards: SHARDS }, adminUser)).status;
    const stored = (await admin().db.collection('weeks').doc(week.id).get()).data() as WeekDoc;
    expect(stored.status).toBe('settled');
    const snap = await admin().db.collection('players').where('playing', '==', true).get();
    const table = snap.docs.map((d) => ({ points: d.get('seasonPoints') as number, ranked: true }));
    expect(new Set(table.map((r) => r.points)).size).toBeGreaterThan(500);
    expect((await readHistogram(liveHistogramRef(admin().db)))?.counts).toEqual(histogramOf(table));
  }, 600_000);
});
