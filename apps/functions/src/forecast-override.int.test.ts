import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_RULES, FRAUD_IDS, forecastHorizon, type FraudId } from '@fraudshield/domain';
import { callOk, closeAdmin, createUser, type TestUser } from './testing/emulator-client';
import { settleAndOpenWeek } from './testing/int-helpers';

/**
 * Through the emulators: the season seed's forecasts are published weeks ahead (squad_getPlan),
 * and an admin who opens the next week with threats picked by hand overrides the seed's forecast
 * for that week: the week plays the hand-picked threats, the plan shows them, and its reports are
 * drawn against them; the weeks after it keep the seed's. The stack is shared with other suites.
 */
let adminUser: TestUser;

beforeAll(async () => {
  adminUser = await createUser({ claims: { roles: ['admin'] } });
});

afterAll(async () => {
  await closeAdmin();
});

describe('an admin opening a week by hand', () => {
  it("overrides the seed's published forecast for that week, and only that week", { timeout: 120_000 }, async () => {
    expect(forecastHorizon(CURRENT_RULES)).toBeGreaterThan(1);
    const a = await settleAndOpenWeek(adminUser, 3_600_000, ['Phishing', 'Ransomware', 'Ddos']);
    const player = await createUser();
    const ahead = await callOk('squad_getPlan', null, player);
    const seeded = ahead.forecasts.find((f) => f.weekNumber === a.number + 1)?.headlineThreats;
    if (!seeded) return expect.fail("the next week's forecast is published");
    const later = ahead.forecasts.filter((f) => f.weekNumber > a.number + 1);

    const byHand: FraudId[] = FRAUD_IDS.filter((f) => !seeded.includes(f)).slice(0, 3);
    const b = await settleAndOpenWeek(adminUser, 3_600_000, byHand);
    expect(b).toMatchObject({ number: a.number + 1, headlineThreats: byHand });
    expect((await callOk('week_getCurrent', null, player)).week?.headlineThreats).toEqual(byHand);
    const plan = await callOk('squad_getPlan', null, player);
    expect(plan.forecasts[0]).toEqual({ weekNumber: b.number, headlineThreats: byHand });
    // The weeks after it keep the forecasts published before.
    for (const f of later) expect(plan.forecasts.find((g) => g.weekNumber === f.weekNumber)).toEqual(f);

    // The week is drawn against the hand-picked threats.
    await callOk('shop_buyDefense', { defenseId: 'UserEducation', requestId: `int-override-${Date.now()}` }, player);
    await callOk('admin_settleWeek', { weekId: b.id }, adminUser);
    const report = await callOk('week_getReport', { weekId: b.id }, player);
    expect(report?.headlineThreats).toEqual(byHand);
  });
});
