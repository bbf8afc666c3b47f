import { describe, expect, it } from 'vitest';
import { RequestIdSchema, type FraudId } from '@fraudshield/domain';
import { admin, call, callOk, createUser, type TestUser } from './testing/emulator-client';
import { fileAdmin, settleAndOpenWeek } from './testing/int-helpers';

/**
 * Integrity: a client request id can never stand for a record the server
 * makes for itself. Before the fix, a buy sent with requestId `settle-<weekId>` before the
 * deadline was replayed by that week's settlement: no report, no points, no penalty.
 */

const HOUR = 3_600_000;
const forecast: FraudId[] = ['Phishing', 'Ransomware', 'Deepfake'];
const adminUser = fileAdmin();

const openFreshWeek = () => settleAndOpenWeek(adminUser(), HOUR, forecast);

/**
 * Every shape of key the server has used or uses for its own records of a week: the old
 * `settle-<weekId>` request id, the settlement record's own id (the week id), and the
 * collection-qualified spellings a client might try.
 */
const serverKeyShapes = (weekId: string) => [
  `settle-${weekId}`,
  weekId,
  `settlements-${weekId}`,
  `settlement-${weekId}`,
  `settlements/${weekId}`,
  `requests/settle-${weekId}`,
];

describe('a client request id cannot skip a week', () => {
  it('settles a player who bought with every server key shape as request id', { timeout: 240_000 }, async () => {
    const week = await openFreshWeek();
    const shapes = serverKeyShapes(week.id);
    const players: { user: TestUser; shape: string; accepted: boolean }[] = [];
    for (const shape of shapes) {
      const user = await createUser();
      await callOk('user_getBalance', null, user);
      const out = await call('shop_buyDefense', { defenseId: 'MultiFactorAuth', requestId: shape }, user);
      // A shape the contract refuses is refused as bad input and changes nothing.
      expect(out.ok, `${shape}: ${JSON.stringify(out)}`).toBe(RequestIdSchema.safeParse(shape).success);
      if (!out.ok) expect(out.error.status).toBe('INVALID_ARGUMENT');
      players.push({ user, shape, accepted: out.ok });
    }
    expect(players.filter((p) => p.accepted).length).toBeGreaterThanOrEqual(3);

    await callOk('admin_settleWeek', { weekId: week.id }, adminUser());

    const { db } = admin();
    for (const { user, shape } of players) {
      const report = await db.collection('players').doc(user.uid).collection('reports').doc(week.id).get();
      expect(report.exists, `${shape}: report`).toBe(true);
      const totalPoints = report.get('report.totalPoints') as number;
      const player = (await db.collection('players').doc(user.uid).get()).data() as {
        seasonPoints: number;
        pointsByWeek: Record<string, number>;
      };
      expect(player.pointsByWeek[String(week.number)], `${shape}: points by week`).toBe(totalPoints);
      expect(player.seasonPoints, `${shape}: season points`).toBe(totalPoints);
      const ledger = await db
        .collection('players')
        .doc(user.uid)
        .collection('ledger')
        .where('weekId', '==', week.id)
        .get();
      expect(
        ledger.docs.filter((d) => d.get('kind') === 'settlement'),
        `${shape}: settlement entry`,
      ).toHaveLength(1);
      // The report is readable through the callable, as for any player.
      expect((await callOk('week_getReport', { weekId: week.id }, user))?.totalPoints).toBe(totalPoints);
    }
  });

  it('refuses a request id reused for a different action instead of replaying the first', async () => {
    await openFreshWeek();
    const user = await createUser();
    await callOk('user_getBalance', null, user);
    const requestId = `integrity-reuse-${Date.now().toString(36)}`;
    await callOk('shop_buyDefense', { defenseId: 'MultiFactorAuth', requestId }, user);
    const sell = await call('shop_sellDefense', { defenseId: 'MultiFactorAuth', requestId }, user);
    expect(sell.ok).toBe(false);
    if (!sell.ok) expect(sell.error.details?.code).toBe('request-reused');
    // The same action with the same id is still a harmless retry.
    const again = await callOk('shop_buyDefense', { defenseId: 'MultiFactorAuth', requestId }, user);
    expect(again.defenses.map((d) => d.defenseId)).toEqual(['MultiFactorAuth']);
  });
});
