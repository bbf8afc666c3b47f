import { describe, expect, it } from 'vitest';
import {
  CHIP_IDS,
  computeWeekReport,
  CURRENT_RULES,
  CURRENT_RULES_VERSION,
  DEFENSES,
  defensePriceTenths,
  forecastHorizon,
  matchReportOfView,
  reportInputExtrasOfView,
  tripleLeadApplies,
  verifyWeekReport,
  type ChipId,
  type DefenseId,
  type FraudId,
  type MatchReportView,
  type Squad,
} from '@fraudshield/domain';
import { call, callOk, createUser, type TestUser } from './testing/emulator-client';
import { expectRefused, fileAdmin, settleAndOpenWeek, settleCurrentWeek } from './testing/int-helpers';

/**
 * Through the emulators, rules v5's planning: squad_getPlan (transfers, chips, forecasts ahead)
 * and squad_playChip, each chip played in its own week and applied by settlement, the transfer
 * hit taken off the week, and every settled report checking out from the revealed seed exactly
 * as "Check this draw" recomputes it. The stack is shared with other suites.
 */
const forecast: FraudId[] = ['Phishing', 'Ransomware', 'Ddos'];
const HIT = CURRENT_RULES.transfers?.hitPoints ?? NaN;
const adminUser = fileAdmin();
let rid = 0;
const requestId = () => `int-plan-${Date.now().toString(36)}-${(rid++).toString(36)}`;

const buy = (user: TestUser, defenseId: DefenseId) =>
  callOk('shop_buyDefense', { defenseId, requestId: requestId() }, user);
const sell = (user: TestUser, defenseId: DefenseId) =>
  callOk('shop_sellDefense', { defenseId, requestId: requestId() }, user);
const playChip = (user: TestUser, chip: ChipId, id = requestId()) =>
  call('squad_playChip', { chip, requestId: id }, user);

/** "Check this draw": the report recomputed from the view alone (the seed, the cards that counted, the chip and transfers). */
function checksOut(view: MatchReportView, uid: string): boolean {
  const squad: Squad = {
    owned: view.deployed.map((defenseId) => ({
      defenseId,
      pricePaidTenths: DEFENSES[defenseId].priceTenths,
      deployed: true,
    })),
    lead: view.lead,
  };
  return verifyWeekReport(
    {
      weekSeed: view.seed,
      seedHash: view.seedHash,
      uid,
      headlineThreats: view.headlineThreats,
      squad,
      rulesVersion: view.rulesVersion ?? 1,
      ...(view.drill ? { drill: view.drill } : {}),
      ...reportInputExtrasOfView(view),
    },
    matchReportOfView(view),
  );
}

/** The same week's points recomputed with other transfers (what the hit alone changes). */
function pointsWith(view: MatchReportView, uid: string, transfers: { made: number; free: number }) {
  const extras = reportInputExtrasOfView(view);
  return computeWeekReport({
    weekSeed: view.seed,
    uid,
    headlineThreats: view.headlineThreats,
    squad: {
      owned: view.deployed.map((defenseId) => ({ defenseId, pricePaidTenths: 0, deployed: true })),
      lead: view.lead,
    },
    rulesVersion: view.rulesVersion ?? 1,
    ...(view.drill ? { drill: view.drill } : {}),
    ...extras,
    transfers: { ...transfers, firstSquad: extras.transfers?.firstSquad ?? false },
  }).totalPoints;
}

async function settleAndReport(weekId: string, user: TestUser): Promise<MatchReportView> {
  await callOk('admin_settleWeek', { weekId }, adminUser());
  return (await callOk('week_getReport', { weekId }, user)) ?? expect.fail('the player has a report');
}

describe('rules v5: transfers and chips, played across weeks', () => {
  it(
    'plays each chip in its own week; settlement applies it and the hit; every report checks out',
    { timeout: 300_000 },
    async () => {
      // ---- Week A: the first squad (free), a Triple Lead ----
      const a = await settleAndOpenWeek(adminUser(), 3_600_000, forecast);
      expect(a.rulesVersion).toBe(CURRENT_RULES_VERSION);
      const p = await createUser();
      const idle = await createUser();
      await callOk('user_getBalance', null, idle);
      for (const id of ['EmailFiltering', 'KeepUpdated', 'DdosProtection', 'MultiFactorAuth'] as const)
        await buy(p, id);
      const planA = await callOk('squad_getPlan', null, p);
      expect(planA).toMatchObject({
        rulesVersion: CURRENT_RULES_VERSION,
        weekNumber: a.number,
        transfers: { made: 4, hitPoints: 0, freeWeek: 'first-squad', hitPerTransfer: HIT },
        chipsLeft: [...CHIP_IDS],
        chipThisWeek: null,
      });
      expect(planA.forecasts[0]).toEqual({ weekNumber: a.number, headlineThreats: forecast });
      expect(planA.forecasts.map((f) => f.weekNumber)).toEqual(
        Array.from({ length: forecastHorizon(CURRENT_RULES) }, (_, i) => a.number + i),
      );
      const tripleId = requestId();
      const triple = await playChip(p, 'tripleLead', tripleId);
      expect(triple.ok && triple.data).toMatchObject({
        chipThisWeek: 'tripleLead',
        chipsPlayed: { tripleLead: a.number },
      });
      // The same request again is the same answer, not a refusal; another chip this week is refused.
      expect(await playChip(p, 'tripleLead', tripleId)).toEqual(triple);
      await expectRefused(await playChip(p, 'wildcard'), 'chip-this-week');
      await expectRefused(await playChip(p, 'tripleLead'), 'chip-used');
      const ledger = await callOk('user_getLedger', {}, p);
      expect(ledger.entries.filter((e) => e.kind === 'chip')).toHaveLength(1);

      const before = await callOk('user_getBalance', null, p);
      const reportA = await settleAndReport(a.id, p);
      expect(reportA.chip).toBe('tripleLead');
      expect(reportA.transfers).toEqual({ made: 4, free: planA.transfers?.free, hitPoints: 0, firstSquad: true });
      expect(reportA.attacks).toHaveLength(CURRENT_RULES.attacksPerWeek);
      // The chip covers the Lead's attacks on the forecast's threats of the severities it names (Ransomware here).
      for (const attack of reportA.attacks)
        if (attack.leadDoubled && tripleLeadApplies(attack.fraudId, reportA.headlineThreats, CURRENT_RULES))
          expect(Math.abs(attack.points) % (CURRENT_RULES.chips?.tripleLeadMultiplier ?? NaN)).toBe(0);
      expect(checksOut(reportA, p.uid)).toBe(true);
      expect(await callOk('user_getBalance', null, p)).toBeCloseTo(before + reportA.creditsEarned, 9);
      // A player who never fielded a squad: the week is not played, nothing scored or paid, and it checks out.
      const idleReport = (await callOk('week_getReport', { weekId: a.id }, idle)) ?? expect.fail('idle has a report');
      expect(idleReport).toMatchObject({ totalPoints: 0, creditsEarned: 0, attacks: [], chip: null });
      expect(checksOut(idleReport, idle.uid)).toBe(true);

      // ---- Week B: one transfer more than the free ones (one hit), a Full Bench ----
      const b = await settleAndOpenWeek(adminUser(), 3_600_000, forecast);
      const planB0 = await callOk('squad_getPlan', null, p);
      expect(planB0.transfers).toMatchObject({ made: 0, hitPoints: 0, freeWeek: null });
      const freeB = planB0.transfers?.free ?? NaN;
      expect(freeB).toBe(CURRENT_RULES.transfers?.freePerWeek);
      await callOk(
        'squad_setLineup',
        {
          deployed: ['EmailFiltering', 'KeepUpdated', 'DdosProtection'],
          lead: 'EmailFiltering',
          requestId: requestId(),
        },
        p,
      );
      // A sale refunds the whole price paid (v5 on).
      const beforeSale = await callOk('user_getBalance', null, p);
      const afterSale = await sell(p, 'DdosProtection');
      expect(afterSale.balance).toBeCloseTo(beforeSale + defensePriceTenths('DdosProtection', CURRENT_RULES) / 10, 9);
      // One buy more than the free transfers: each buy is a transfer, the last one takes the hit.
      const boughtB = (['VpnUsage', 'HttpsAndEncryption', 'AtmInspections', 'DeepfakeDetection'] as const).slice(
        0,
        freeB + 1,
      );
      expect(boughtB).toHaveLength(freeB + 1);
      for (const id of boughtB) await buy(p, id);
      const planB = await callOk('squad_getPlan', null, p);
      expect(planB.transfers).toMatchObject({ made: freeB + 1, free: freeB, hitPoints: HIT });
      expect((await playChip(p, 'fullBench')).ok).toBe(true);
      const reportB = await settleAndReport(b.id, p);
      expect(reportB.chip).toBe('fullBench');
      // Every owned card counted, the reserve (Multi-Factor Authentication) included.
      expect([...reportB.deployed].sort()).toEqual(
        ['EmailFiltering', 'KeepUpdated', 'MultiFactorAuth', ...boughtB].sort(),
      );
      expect(reportB.transfers).toEqual({
        made: freeB + 1,
        free: freeB,
        hitPoints: HIT,
        firstSquad: false,
      });
      expect(reportB.totalPoints).toBe(
        pointsWith(reportB, p.uid, { made: 0, free: freeB }) - reportB.transfers!.hitPoints,
      );
      expect(checksOut(reportB, p.uid)).toBe(true);

      // ---- Week C: three transfers, all free with a Wildcard ----
      const c = await settleAndOpenWeek(adminUser(), 3_600_000, forecast);
      expect((await playChip(p, 'wildcard')).ok).toBe(true);
      await sell(p, 'VpnUsage');
      await sell(p, 'HttpsAndEncryption');
      for (const id of ['TrafficFiltering', 'DdosProtection', 'BackgroundChecks'] as const) await buy(p, id);
      const planC = await callOk('squad_getPlan', null, p);
      expect(planC.transfers).toMatchObject({ made: 3, hitPoints: 0, freeWeek: 'wildcard' });
      expect(planC.chipsLeft).toEqual([]);
      const reportC = await settleAndReport(c.id, p);
      expect(reportC).toMatchObject({ chip: 'wildcard', transfers: { made: 3, hitPoints: 0 } });
      expect(reportC.totalPoints).toBe(pointsWith(reportC, p.uid, { made: 0, free: 0 }));
      expect(checksOut(reportC, p.uid)).toBe(true);
      // One figure off and the check fails.
      expect(checksOut({ ...reportC, chip: 'tripleLead' }, p.uid)).toBe(false);

      // ---- Week D: every chip is used; no week open: refused ----
      await settleAndOpenWeek(adminUser(), 3_600_000, forecast);
      await expectRefused(await playChip(p, 'fullBench'), 'chip-used');
      await settleCurrentWeek(adminUser());
      await expectRefused(await playChip(await createUser(), 'fullBench'), 'week-locked');
    },
  );

  it('a week past its deadline refuses a chip, and the refusal changes nothing', { timeout: 120_000 }, async () => {
    await settleAndOpenWeek(adminUser(), 3_000, forecast);
    const p = await createUser();
    await callOk('squad_getPlan', null, p);
    await new Promise((r) => setTimeout(r, 3_500));
    await expectRefused(await playChip(p, 'tripleLead'), 'week-locked', { status: 'FAILED_PRECONDITION' });
    const plan = await callOk('squad_getPlan', null, p);
    expect(plan).toMatchObject({ chipsPlayed: {}, chipThisWeek: null, chipsLeft: [...CHIP_IDS] });
    await settleCurrentWeek(adminUser());
  });
});
