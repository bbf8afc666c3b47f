import { beforeAll, describe, expect, it } from 'vitest';
import {
  caseForPlayer,
  composeDrill,
  computeWeekReport,
  CURRENT_RULES_VERSION,
  dailyCaseId,
  dailyExclusions,
  blockChance,
  chanceUnderRules,
  CURRENT_RULES,
  dailyCasePayTenths,
  DEFENSE_IDS,
  hashSeed,
  reportInputExtrasOfView,
  learningRecordOf,
  tenthsToCredits,
  matchReportOfView,
  rulesFor,
  utcDay,
  verifyWeekReport,
  type FraudId,
  type Squad,
} from '@fraudshield/domain';
import { SCENARIO_CASES } from '@fraudshield/domain/content';
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { admin, call, callOk, createUser } from './testing/emulator-client';
import { expectRefused, fileAdmin, settleAndOpenWeek, settleCurrentWeek } from './testing/int-helpers';
import type { PlayerDoc } from './handlers/records';

/**
 * Through the emulators: the weekly drill (drawn per player from the week seed, answered
 * once, late answers refused, applied in settlement and recomputed by the domain code) and the
 * daily case with its streak. The stack is shared with other suites.
 */
const forecast: FraudId[] = ['Phishing', 'Vishing', 'Ddos'];
const adminUser = fileAdmin();
let rid = 0;
const requestId = () => `int-drill-${Date.now().toString(36)}-${(rid++).toString(36)}`;

const openWeekIn = (ms: number) => settleAndOpenWeek(adminUser(), ms, forecast);

const rightChoice = (caseId: string) => caseKeyById(caseId)!.answerId;
const BANK = SCENARIO_CASES.map((c) => ({ id: c.id, fraudId: c.fraudId, genuine: caseKeyById(c.id)!.legitimate }));
const wrongChoice = (caseId: string) =>
  SCENARIO_CASES.find((c) => c.id === caseId)!.choices.find((ch) => ch.id !== rightChoice(caseId))!.id;

describe('weekly drill', () => {
  it(
    'is drawn per player, answered once before the deadline, refused late, and counts in settlement exactly',
    { timeout: 180_000 },
    async () => {
      const week = await openWeekIn(3_600_000);
      const a = await createUser();
      const b = await createUser();
      const da = await callOk('drill_get', null, a);
      const db = await callOk('drill_get', null, b);
      expect(da.weekId).toBe(week.id);
      expect(da.cases.length).toBeGreaterThanOrEqual(2);
      // No answer leaves the server before the player answers.
      const raw = JSON.stringify(da);
      for (const dc of da.cases) expect(raw).not.toContain(caseKeyById(dc.case.id)!.habit);
      expect(raw).not.toContain('answerId');

      const ids = da.cases.map((c) => c.case.id);
      const first = ids[0]!;
      const second = ids[1]!;
      const reqId = requestId();
      const answer = await callOk(
        'drill_answer',
        { weekId: week.id, caseId: first, choiceId: rightChoice(first), requestId: reqId },
        a,
      );
      expect(answer).toMatchObject({
        caseId: first,
        correct: true,
        answerId: rightChoice(first),
        habit: caseKeyById(first)!.habit,
      });
      expect(answer.flags.length).toBeGreaterThan(0);
      // A retry replays; a second answer is refused.
      expect(
        await callOk(
          'drill_answer',
          { weekId: week.id, caseId: first, choiceId: rightChoice(first), requestId: reqId },
          a,
        ),
      ).toEqual(answer);
      await expectRefused(
        await call(
          'drill_answer',
          { weekId: week.id, caseId: first, choiceId: wrongChoice(first), requestId: requestId() },
          a,
        ),
        'case-already-answered',
      );
      // Another player's case (not in a's drill) is refused.
      const foreign = SCENARIO_CASES.find((c) => !ids.includes(c.id));
      if (foreign)
        await expectRefused(
          await call(
            'drill_answer',
            { weekId: week.id, caseId: foreign.id, choiceId: foreign.choices[0]!.id, requestId: requestId() },
            a,
          ),
          'not-in-drill',
        );
      await callOk(
        'drill_answer',
        { weekId: week.id, caseId: second, choiceId: wrongChoice(second), requestId: requestId() },
        a,
      );
      expect((await callOk('drill_get', null, a)).cases.filter((c) => c.answer).length).toBe(2);

      // A card that counters the fraud of the right answer (rules v5: the drill boosts only a fraud
      // the lineup already counters; a player with no squad has no week played at all).
      const boostedFraud = SCENARIO_CASES.find((c) => c.id === first)!.fraudId;
      const counter = DEFENSE_IDS.find((d) => CURRENT_RULES.matrix[boostedFraud][d] === 2) ?? expect.fail('a counter');
      await callOk('shop_buyDefense', { defenseId: counter, requestId: requestId() }, a);

      // After the deadline: refused, and nothing stored. The stored deadline is moved to now rather
      // than waited for (that wait was 40 s of the test run's longest lane); a week locking at a
      // real deadline is season.int.test.ts's.
      await admin().db.collection('weeks').doc(week.id).update({ deadline: Date.now() });
      const third = db.cases[0]!.case.id;
      await expectRefused(
        await call(
          'drill_answer',
          { weekId: week.id, caseId: third, choiceId: rightChoice(third), requestId: requestId() },
          b,
        ),
        'drill-closed',
      );
      const bDoc = (await admin().db.collection('players').doc(b.uid).get()).data() as PlayerDoc;
      expect(bDoc.drills).toBeUndefined();

      await callOk('admin_settleWeek', { weekId: week.id }, adminUser());
      const view = (await callOk('week_getReport', { weekId: week.id }, a)) ?? expect.fail('a has a report');
      expect(view.rulesVersion).toBe(CURRENT_RULES_VERSION);
      expect(view.drill?.map((d) => [d.caseId, d.correct])).toEqual([
        [first, true],
        [second, false],
      ]);
      // The drill draw itself is reproducible from the revealed seed (a new player: no review yet, their check cases left out).
      const record = learningRecordOf(null, a.uid, BANK, week.number);
      expect(
        composeDrill({
          weekSeed: view.seed,
          uid: a.uid,
          headlineThreats: forecast,
          cases: SCENARIO_CASES,
          rules: rulesFor(CURRENT_RULES_VERSION),
          record,
          week: week.number,
          bank: BANK,
        }).caseIds,
      ).toEqual(ids);
      // The domain recomputes the report with the drill, and not without it where it mattered.
      const input = {
        weekSeed: view.seed,
        uid: a.uid,
        headlineThreats: forecast,
        squad: {
          owned: view.deployed.map((defenseId) => ({ defenseId, pricePaidTenths: 0, deployed: true })),
          lead: view.lead,
        } as Squad,
        rulesVersion: CURRENT_RULES_VERSION,
        ...reportInputExtrasOfView(view),
      };
      expect(
        verifyWeekReport({ ...input, drill: view.drill, seedHash: hashSeed(view.seed) }, matchReportOfView(view)),
      ).toBe(true);
      const boosted = SCENARIO_CASES.find((c) => c.id === first)!.fraudId;
      const rules = rulesFor(CURRENT_RULES_VERSION);
      expect(view.attacks.length).toBe(rules.attacksPerWeek);
      for (const attack of view.attacks) {
        const own = blockChance(view.deployed, attack.fraudId, rules);
        const boost = attack.fraudId === boosted ? rules.drill!.boostPerCase : 0;
        expect(attack.drillAdded).toBeCloseTo(chanceUnderRules(own, boost, rules) - own, 12);
      }
      expect(view.totalPoints).toBe(computeWeekReport({ ...input, drill: view.drill }).totalPoints);
    },
  );
});

describe('options per player', () => {
  it(
    'two new players get every drill case and the daily case in their own order of options, and answer by option id; an unknown id is refused and stores nothing',
    { timeout: 120_000 },
    async () => {
      const week = await openWeekIn(600_000);
      const a = await createUser();
      const b = await createUser();
      const catalog = (id: string) => SCENARIO_CASES.find((c) => c.id === id)!;
      for (const p of [a, b]) {
        const drill = await callOk('drill_get', null, p);
        expect(drill.cases.length).toBeGreaterThan(0);
        for (const dc of drill.cases)
          expect(dc.case.choices).toEqual(caseForPlayer(catalog(dc.case.id), p.uid).choices);
        const daily = await callOk('daily_get', null, p);
        expect(daily.case!.choices).toEqual(caseForPlayer(catalog(daily.case!.id), p.uid).choices);
      }
      const caseId = (await callOk('drill_get', null, a)).cases[0]!.case.id;
      await expectRefused(
        await call('drill_answer', { weekId: week.id, caseId, choiceId: 'zz9', requestId: requestId() }, a),
        'invalid-input',
      );
      expect(((await admin().db.collection('players').doc(a.uid).get()).data() as PlayerDoc).drills).toBeUndefined();
      expect(
        await callOk(
          'drill_answer',
          { weekId: week.id, caseId, choiceId: rightChoice(caseId), requestId: requestId() },
          a,
        ),
      ).toMatchObject({ correct: true, choiceId: rightChoice(caseId) });
    },
  );
});

describe('daily case', () => {
  beforeAll(async () => {
    // No open week, so no drill: the day's case is the same for everyone.
    await settleCurrentWeek(adminUser());
  });

  it("one case a day for everyone (but a case held for the player's checks), answered once, streak 1 and the day-1 reward", async () => {
    const a = await createUser();
    const b = await createUser();
    const va = await callOk('daily_get', null, a);
    const vb = await callOk('daily_get', null, b);
    expect(va.day).toBe(utcDay(Date.now()));
    const day1 = dailyCasePayTenths(1, 0, rulesFor(CURRENT_RULES_VERSION));
    expect(va).toMatchObject({ streak: 0, answer: null, reward: tenthsToCredits(day1) });
    expect(JSON.stringify(va)).not.toContain('answerId');
    expect(va.case).not.toBeNull();
    // The day's case, the next one in the day's order for a player who has it held for a check.
    const week = (await callOk('week_getCurrent', null, a)).lastSettled?.number ?? 0;
    const dayCase = (uid: string) =>
      dailyCaseId(va.day, SCENARIO_CASES, dailyExclusions([], learningRecordOf(null, uid, BANK, week), week));
    expect(va.case?.id).toBe(dayCase(a.uid));
    expect(vb.case?.id).toBe(dayCase(b.uid));
    if (
      dayCase(a.uid) === dailyCaseId(va.day, SCENARIO_CASES) &&
      dayCase(b.uid) === dailyCaseId(va.day, SCENARIO_CASES)
    )
      expect(vb.case?.id).toBe(va.case?.id);
    const caseId = va.case!.id;
    const res = await callOk(
      'daily_answer',
      { day: va.day, caseId, choiceId: rightChoice(caseId), requestId: requestId() },
      a,
    );
    expect(res).toMatchObject({
      correct: true,
      streak: 1,
      best: 1,
      reward: tenthsToCredits(day1),
      balance: tenthsToCredits(1000 + day1),
    });
    await expectRefused(
      await call('daily_answer', { day: va.day, caseId, choiceId: rightChoice(caseId), requestId: requestId() }, a),
      'case-already-answered',
    );
    await expectRefused(
      await call(
        'daily_answer',
        { day: '2020-01-01', caseId, choiceId: rightChoice(caseId), requestId: requestId() },
        b,
      ),
      'daily-case-over',
    );
    expect(await callOk('daily_get', null, a)).toMatchObject({ streak: 1, answer: { correct: true } });
    const doc = (await admin().db.collection('players').doc(a.uid).get()).data() as PlayerDoc;
    expect(doc.daily).toMatchObject({ lastDay: va.day, streak: 1, best: 1 });
  });

  it('a streak answered yesterday grows to 2 and pays the day-2 reward', async () => {
    const a = await createUser();
    const today = utcDay(Date.now());
    await callOk('user_getBalance', null, a);
    const yesterday = utcDay(Date.now() - 86_400_000);
    await admin()
      .db.collection('players')
      .doc(a.uid)
      .update({ daily: { lastDay: yesterday, streak: 1, best: 1, last: null } });
    const v = await callOk('daily_get', null, a);
    // The day-2 reward, within the current rules' weekly cap (nothing paid yet this week).
    expect(v).toMatchObject({
      day: today,
      streak: 1,
      reward: tenthsToCredits(dailyCasePayTenths(2, 0, rulesFor(CURRENT_RULES_VERSION))),
    });
    const res = await callOk(
      'daily_answer',
      { day: v.day, caseId: v.case!.id, choiceId: wrongChoice(v.case!.id), requestId: requestId() },
      a,
    );
    expect(res).toMatchObject({ correct: false, streak: 2, reward: 0, balance: 100 });
  });
});
