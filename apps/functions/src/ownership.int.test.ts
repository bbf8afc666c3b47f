import { describe, expect, it } from 'vitest';
import {
  addSquad,
  emptyOwnership,
  ownershipShares,
  type DefenseId,
  type FraudId,
  type Squad,
} from '@fraudshield/domain';
import { admin, appCheckToken, callOk, createUser } from './testing/emulator-client';
import { fileAdmin } from './testing/int-helpers';
import { readOwnershipCounts, standingsSummariesCol, type StandingsSummaryDoc } from './infra/leaderboard-store';
import { countedReads } from './testing/counted-reads';

/**
 * Ownership shares: settlement's ranking pass counts every squad it ranks (the players
 * who have fielded a squad), and
 * week_getCurrent serves the last settled week's shares from those counts with bounded reads.
 * The stack is shared with other suites, so expectations are computed from every player doc.
 */

const HOUR = 3_600_000;
const forecast: FraudId[] = ['Phishing', 'Ransomware', 'Deepfake'];
const adminUser = fileAdmin(async () => expect(appCheckToken()).toBeTruthy());
let rid = 0;
const requestId = () => `int-own-${Date.now().toString(36)}-${(rid++).toString(36)}`;

async function player(buys: DefenseId[], deployed: DefenseId[] = [], lead: DefenseId | null = null) {
  const user = await createUser();
  await callOk('user_getBalance', null, user);
  for (const defenseId of buys) await callOk('shop_buyDefense', { defenseId, requestId: requestId() }, user);
  if (deployed.length) await callOk('squad_setLineup', { deployed, lead, requestId: requestId() }, user);
  return user;
}

/** The squads the ranking pass counts: those of the players in the table (who have fielded a squad). */
async function everySquad(): Promise<Squad[]> {
  const snap = await admin().db.collection('players').where('playing', '==', true).select('squad').get();
  return snap.docs.map((d) => (d.get('squad') as Squad | undefined) ?? { owned: [], lead: null });
}

describe('ownership shares', () => {
  it("settling a week serves each card's share of the players who owned, deployed and led it", async () => {
    const open = await callOk('week_getCurrent', null, adminUser());
    if (open.week) await callOk('admin_settleWeek', { weekId: open.week.id }, adminUser());
    const week = await callOk(
      'admin_openWeek',
      { deadline: new Date(Date.now() + HOUR).toISOString(), headlineThreats: forecast },
      adminUser(),
    );

    const a = await player(
      ['UserEducation', 'NetworkMonitoring'],
      ['UserEducation', 'NetworkMonitoring'],
      'NetworkMonitoring',
    );
    await player(['UserEducation'], ['UserEducation'], 'UserEducation');
    // Owns a card but never fields it, and owns nothing: not in the table, so not counted.
    const benched = await player(['UserEducation']);
    await callOk('squad_setLineup', { deployed: [], lead: null, requestId: requestId() }, benched);
    await player([]);
    const before = await callOk('week_getCurrent', null, a);
    // Nothing is served for a week that has not settled: only an earlier settled week's shares.
    if (before.lastSettled) expect(before.ownership?.weekId ?? before.lastSettled.id).toBe(before.lastSettled.id);
    else expect(before.ownership ?? null).toBeNull();
    expect(before.ownership?.weekId).not.toBe(week.id);

    await callOk('admin_settleWeek', { weekId: week.id }, adminUser());
    // Nothing changes a squad between the deadline and the reads below.
    const squads = await everySquad();
    expect((await admin().db.collection('players').doc(benched.uid).get()).get('playing')).toBe(false);
    const after = await callOk('week_getCurrent', null, a);
    expect(after.lastSettled?.id).toBe(week.id);
    const view = after.ownership;
    expect(view).toMatchObject({ weekId: week.id, weekNumber: week.number, players: squads.length });

    // Exactly the fractions of every player's squad at the deadline.
    const expected = ownershipShares(squads.reduce((acc, s) => addSquad(acc, s), emptyOwnership()));
    expect(view?.cards).toEqual(expected);
    const byId = new Map(view?.cards.map((c) => [c.defenseId, c]));
    const n = squads.length;
    const held = (id: DefenseId, f: (s: Squad) => boolean) => squads.filter(f).length / n;
    expect(byId.get('UserEducation')?.owned).toBe(
      held('UserEducation', (s) => s.owned.some((o) => o.defenseId === 'UserEducation')),
    );
    expect(byId.get('NetworkMonitoring')?.lead).toBe(held('NetworkMonitoring', (s) => s.lead === 'NetworkMonitoring'));
    // The players made here are in it: two own User Education, one leads Network Monitoring.
    expect((byId.get('UserEducation')?.owned ?? 0) * n).toBeGreaterThanOrEqual(2);
    expect((byId.get('NetworkMonitoring')?.lead ?? 0) * n).toBeGreaterThanOrEqual(1);

    // Bounded: one summary doc for a one-shard pass, whatever the number of players.
    const { value: counts, tally } = await countedReads((db) => readOwnershipCounts(db, week.id));
    expect(tally).toMatchObject({ reads: 1, aggregations: 0 });
    expect(counts?.players).toBe(n);
  });

  it('sums a fanned-out pass over its named shards (one read each) and shows nothing with a shard missing', async () => {
    const weekId = `own-shards-${Date.now().toString(36)}`;
    const part = (squads: Squad[]) => squads.reduce((acc, s) => addSquad(acc, s), emptyOwnership());
    const ue = (deployed: boolean): Squad => ({
      owned: [{ defenseId: 'UserEducation', pricePaidTenths: 80, deployed }],
      lead: deployed ? 'UserEducation' : null,
    });
    const parts = [part([ue(true), ue(false)]), part([{ owned: [], lead: null }]), part([ue(true)])];
    const doc = (shard: number): StandingsSummaryDoc => ({
      weekId,
      shard,
      shards: 3,
      ranked: parts[shard]?.players ?? 0,
      nonNegative: 0,
      lastZero: null,
      // Never the latest pass, so the leaderboard of other suites never reads these docs.
      rankedAt: 0,
      ownership: parts[shard],
    });
    await standingsSummariesCol(admin().db).doc(`${weekId}-0`).set(doc(0));
    await standingsSummariesCol(admin().db).doc(`${weekId}-2`).set(doc(2));
    expect(await readOwnershipCounts(admin().db, weekId)).toBeNull();

    await standingsSummariesCol(admin().db).doc(`${weekId}-1`).set(doc(1));
    const { value: counts, tally } = await countedReads((db) => readOwnershipCounts(db, weekId));
    expect(tally.reads).toBe(3);
    expect(counts).toEqual({ players: 4, lineups: 2, cards: { UserEducation: { owned: 3, deployed: 2, lead: 2 } } });
    expect(await readOwnershipCounts(admin().db, `${weekId}-none`)).toBeNull();
    for (const shard of [0, 1, 2]) await standingsSummariesCol(admin().db).doc(`${weekId}-${shard}`).delete();
  });
});
