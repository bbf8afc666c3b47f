import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { SCENARIO_CASES } from '../content/cases';
import { caseKeyById } from '../answer-key/cases';
import { dailyCaseId, utcDay } from '../game/drill';
import { CURRENT_RULES } from '../game/ruleset';
import { DRILL_SIZE } from '../game/constants';
import {
  CASES_LEFT_FOR_PLAY,
  CHECK_GENUINE,
  CHECK_KINDS,
  CHECK_SIZE,
  DELAYED_CHECK_WEEKS,
  LOW_MASTERY,
  REVIEW_INTERVALS_WEEKS,
  type CheckKind,
} from './constants';
import { checkStatuses, learningGain, openCheck, planChecks, reservedCaseIds } from './checks';
import { composeDrill } from '../game/drill-review';
import { dailyExclusions, learningRecordOf, prepareWeek, REVIEW_SLOTS, selectReviews } from './drill';
import { recordAnswers, recordCheckAnswer, type BankEntry, type GradedAnswer, type LearningRecord } from './record';
import { learningReport } from './report';
import { masteryByFraud } from './mastery';

const BANK: BankEntry[] = SCENARIO_CASES.map((c) => ({
  id: c.id,
  fraudId: c.fraudId,
  genuine: caseKeyById(c.id)!.legitimate,
}));
const byId = new Map(BANK.map((c) => [c.id, c]));
const SEED = 'b'.repeat(64);
const HEADLINE: FraudId[] = ['Phishing', 'Vishing', 'Ransomware'];

/** A synthetic bank of `perFraud` cases per fraud, every third genuine (for banks larger or smaller than ours). */
function syntheticBank(perFraud: number): BankEntry[] {
  return FRAUD_IDS.flatMap((fraudId) =>
    Array.from({ length: perFraud }, (_, i) => ({
      id: `${fraudId.toLowerCase()}-${String(i).padStart(2, '0')}`,
      fraudId,
      genuine: i % 3 === 2,
    })),
  );
}

function drillOf(record: LearningRecord, week: number, uid: string, bank: readonly BankEntry[] = BANK) {
  return composeDrill({
    weekSeed: `${SEED}${week}`,
    uid,
    headlineThreats: HEADLINE,
    cases: bank,
    rules: CURRENT_RULES,
    record,
    week,
    bank,
  });
}

function answer(id: string, correct: boolean, source: GradedAnswer['source'] = 'drill'): GradedAnswer {
  const c = byId.get(id)!;
  return { source, fraudId: c.fraudId, genuine: c.genuine, correct, caseId: id };
}

/** Answers the open check's cases in week `week` (all right, or as `right` says). */
function takeCheck(
  record: LearningRecord,
  kind: CheckKind,
  week: number,
  right: (id: string) => boolean = () => true,
): LearningRecord {
  let r = record;
  for (const id of record.checks[kind].caseIds) {
    const c = byId.get(id)!;
    r = recordCheckAnswer(r, kind, {
      caseId: id,
      fraudId: c.fraudId,
      genuine: c.genuine,
      choiceId: 'a',
      correct: right(id),
      week,
    });
  }
  return r;
}

describe('check plan', () => {
  it('three checks of 8 cases of 8 different frauds, 3 genuine, no case twice, the same frauds in each, every fraud keeping cases for play', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 28 }), (uid) => {
        const plan = planChecks(uid, BANK);
        const all = CHECK_KINDS.flatMap((k) => plan[k]);
        expect(new Set(all).size).toBe(all.length);
        for (const k of CHECK_KINDS) {
          expect(plan[k]).toHaveLength(CHECK_SIZE);
          expect(new Set(plan[k].map((id) => byId.get(id)!.fraudId)).size).toBe(CHECK_SIZE);
          expect(plan[k].filter((id) => byId.get(id)!.genuine)).toHaveLength(CHECK_GENUINE);
        }
        const frauds = (k: CheckKind) => new Set(plan[k].map((id) => byId.get(id)!.fraudId));
        expect(frauds('delayed-1')).toEqual(frauds('placement'));
        expect(frauds('delayed-2')).toEqual(frauds('placement'));
        for (const f of FRAUD_IDS)
          expect(BANK.filter((c) => c.fraudId === f && !all.includes(c.id)).length).toBeGreaterThanOrEqual(
            CASES_LEFT_FOR_PLAY,
          );
        expect(planChecks(uid, BANK)).toEqual(plan);
      }),
      { numRuns: 60 },
    );
  });

  it('placement and delayed checks compare fraud by fraud, same kind of case, on most frauds', () => {
    let comparable = 0;
    for (let i = 0; i < 50; i++) {
      const plan = planChecks(`u${i}`, BANK);
      const kinds = (k: CheckKind) => new Map(plan[k].map((id) => [byId.get(id)!.fraudId, byId.get(id)!.genuine]));
      const p = kinds('placement');
      const d = kinds('delayed-1');
      comparable += [...p].filter(([f, g]) => d.get(f) === g).length;
    }
    expect(comparable / 50).toBeGreaterThanOrEqual(7);
  });

  it('never plans a case already seen; works on a small bank and on a bank of 160', () => {
    const seen = new Set(BANK.filter((_, i) => i % 4 === 0).map((c) => c.id));
    const plan = planChecks('someone', BANK, seen);
    for (const k of CHECK_KINDS) for (const id of plan[k]) expect(seen.has(id)).toBe(false);
    for (const perFraud of [3, 8]) {
      const bank = syntheticBank(perFraud);
      const p = planChecks('someone', bank);
      const all = CHECK_KINDS.flatMap((k) => p[k]);
      for (const k of CHECK_KINDS) expect(p[k]).toHaveLength(CHECK_SIZE);
      for (const f of FRAUD_IDS)
        expect(bank.filter((c) => c.fraudId === f && !all.includes(c.id)).length).toBeGreaterThanOrEqual(
          CASES_LEFT_FOR_PLAY,
        );
    }
  });

  it('players get different checks', () => {
    const plans = new Set(Array.from({ length: 20 }, (_, i) => planChecks(`player-${i}`, BANK).placement.join()));
    expect(plans.size).toBeGreaterThan(15);
  });
});

describe('checks open and close with weeks of play', () => {
  it('placement first; the delayed checks after 4 and 12 weeks of play from the placement; a check not started is missed when the next opens', () => {
    let r = learningRecordOf(null, 'p1', BANK, 1);
    expect(openCheck(r, 1)).toBe('placement');
    expect(checkStatuses(r, 1)['delayed-1']).toEqual({ status: 'waiting', weeksToGo: DELAYED_CHECK_WEEKS[0] });
    r = takeCheck(r, 'placement', 1);
    expect(checkStatuses(r, 1).placement.status).toBe('done');
    const [d1, d2] = DELAYED_CHECK_WEEKS;
    // Play weeks 2…(1 + d1): in the week after them the first delayed check opens.
    for (let w = 2; w <= 1 + d1; w++) {
      expect(openCheck(r, w)).toBeNull();
      r = recordAnswers(r, [answer(drillOf(r, w, 'p1').caseIds[0]!, true)], w);
    }
    expect(checkStatuses(r, 1 + d1)['delayed-1']).toEqual({ status: 'waiting', weeksToGo: 1 });
    expect(openCheck(r, 2 + d1)).toBe('delayed-1');
    // Skipping it: once 12 weeks are played, it is missed and the second one opens.
    for (let w = 2 + d1; w <= 1 + d2; w++) r = recordAnswers(r, [answer(drillOf(r, w, 'p1').caseIds[0]!, true)], w);
    const s = checkStatuses(r, 2 + d2);
    expect(s['delayed-1'].status).toBe('missed');
    expect(s['delayed-2'].status).toBe('open');
    // A missed check's cases go back to play; the open one's stay out.
    const reserved = reservedCaseIds(r, 2 + d2);
    for (const id of r.checks['delayed-1'].caseIds) expect(reserved.has(id)).toBe(false);
    for (const id of r.checks['delayed-2'].caseIds) expect(reserved.has(id)).toBe(true);
  });

  it('weeks without play do not count, and a placement never taken is missed after 4 weeks of play from the first', () => {
    let r = learningRecordOf(null, 'p2', BANK, 3);
    r = recordAnswers(r, [answer(BANK[0]!.id, true, 'daily')], 3);
    for (const w of [10, 20, 30]) r = recordAnswers(r, [answer(BANK[1]!.id, true, 'daily')], w);
    expect(checkStatuses(r, 31)['delayed-1']).toEqual({ status: 'waiting', weeksToGo: 1 });
    expect(openCheck(r, 31)).toBe('placement');
    r = recordAnswers(r, [answer(BANK[2]!.id, true, 'daily')], 31);
    expect(checkStatuses(r, 32).placement.status).toBe('missed');
    expect(openCheck(r, 32)).toBe('delayed-1');
  });

  it('learning gain: the latest delayed check minus the placement, hits and false alarms apart, per fraud where both have the same kind', () => {
    let r = learningRecordOf(null, 'p3', BANK, 1);
    r = takeCheck(r, 'placement', 1, (id) => !byId.get(id)!.genuine && id.endsWith('1'));
    for (let w = 2; w <= 1 + DELAYED_CHECK_WEEKS[0]; w++)
      r = recordAnswers(r, [answer(drillOf(r, w, 'p3').caseIds[0]!, true)], w);
    r = takeCheck(r, 'delayed-1', 2 + DELAYED_CHECK_WEEKS[0]);
    const gain = learningGain(r)!;
    expect(gain.against).toBe('delayed-1');
    expect(gain.after.hitRate).toBe(1);
    expect(gain.after.falseAlarmRate).toBe(0);
    expect(gain.before.falseAlarmRate).toBe(1);
    expect(gain.hitRateChange).toBeCloseTo(1 - gain.before.hitRate!, 12);
    expect(gain.falseAlarmRateChange).toBe(-1);
    expect(gain.perFraud.length).toBeGreaterThan(0);
    for (const p of gain.perFraud) expect(p.after).toBe(true);
  });
});

describe('the weekly drill with learning', () => {
  it('never serves a check case before its check: drills, reviews and daily cases of a whole season', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (uid, skill) => {
          let r = learningRecordOf(null, uid, BANK, 1);
          const served = new Map<string, number>();
          const planned = new Map<string, CheckKind>();
          for (const k of CHECK_KINDS) for (const id of r.checks[k].caseIds) planned.set(id, k);
          const checkWeek: Partial<Record<CheckKind, number>> = {};
          for (let w = 1; w <= 16; w++) {
            r = prepareWeek(r, w, uid, BANK);
            const open = openCheck(r, w);
            if (open) {
              r = takeCheck(r, open, w);
              checkWeek[open] = w;
            }
            const drill = drillOf(r, w, uid);
            expect(new Set(drill.caseIds.map((id) => byId.get(id)!.fraudId)).size).toBe(drill.caseIds.length);
            expect(drill.caseIds).toHaveLength(DRILL_SIZE);
            expect(drill.reviewIds.length).toBeLessThanOrEqual(REVIEW_SLOTS);
            const day = utcDay(Date.UTC(2026, 0, 1) + w * 7 * 86_400_000);
            const daily = dailyCaseId(day, SCENARIO_CASES, dailyExclusions(drill.caseIds, r, w))!;
            for (const id of [...drill.caseIds, daily]) if (!served.has(id)) served.set(id, w);
            const answers = [
              ...drill.caseIds.map((id) =>
                answer(
                  id,
                  (id.charCodeAt(id.length - 1) % 10) / 10 < skill,
                  drill.reviewIds.includes(id) ? 'review' : 'drill',
                ),
              ),
              answer(daily, true, 'daily'),
            ];
            r = recordAnswers(r, answers, w);
          }
          for (const [id, kind] of planned) {
            const firstServed = served.get(id);
            const taken = checkWeek[kind];
            if (firstServed !== undefined) expect(taken === undefined ? false : firstServed >= taken).toBe(true);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a wrong answer brings its fraud back next week as a different case, then after 3 and 7 weeks; a right review in the last box ends it', () => {
    const uid = 'reviewer';
    let r = learningRecordOf(null, uid, BANK, 1);
    r = takeCheck(r, 'placement', 1);
    const first = drillOf(r, 1, uid);
    const wrongId = first.caseIds[0]!;
    const fraud = byId.get(wrongId)!.fraudId;
    r = recordAnswers(
      prepareWeek(r, 1, uid, BANK),
      first.caseIds.map((id) => answer(id, id !== wrongId)),
      1,
    );
    expect(r.review[fraud]).toEqual({ box: 1, due: 2, avoid: [wrongId] });
    let week = 2;
    for (const [i, box] of [1, 2, 3].entries()) {
      r = prepareWeek(r, week, uid, BANK);
      const d = drillOf(r, week, uid);
      const review = d.reviewIds.find((id) => byId.get(id)!.fraudId === fraud);
      expect(review, `box ${box}`).toBeDefined();
      expect(review).not.toBe(wrongId);
      // The drill is fixed for the week: answering the review does not change it.
      r = recordAnswers(r, [answer(review!, true, 'review')], week);
      expect(drillOf(r, week, uid)).toEqual(d);
      const next = REVIEW_INTERVALS_WEEKS[i + 1];
      if (next === undefined) expect(r.review[fraud]).toBeUndefined();
      else {
        expect(r.review[fraud]).toMatchObject({ box: box + 1, due: week + next });
        // Not due in between.
        expect(selectReviews(r, week + next - 1, uid, BANK).some((id) => byId.get(id)!.fraudId === fraud)).toBe(false);
        week += next;
      }
    }
  });

  it('reviews take at most a quarter of the drill; the rest is the forecast draw of other frauds', () => {
    const uid = 'struggler';
    let r = learningRecordOf(null, uid, BANK, 1);
    // Wrong on every fraud: all twenty are due next week.
    r = recordAnswers(
      r,
      FRAUD_IDS.map((f) => answer(BANK.find((c) => c.fraudId === f && !c.genuine)!.id, false)),
      1,
    );
    expect(Object.keys(r.review)).toHaveLength(20);
    const d = drillOf(prepareWeek(r, 2, uid, BANK), 2, uid);
    expect(d.reviewIds).toHaveLength(Math.floor(DRILL_SIZE / 4));
    expect(d.caseIds).toHaveLength(DRILL_SIZE);
    for (const id of d.reviewIds) expect(r.review[byId.get(id)!.fraudId]?.avoid).not.toContain(id);
  });

  it('a fraud that leaves review with its mastery still low starts again in box 1', () => {
    let r = learningRecordOf(null, 'low', BANK, 1);
    const phishing = BANK.find((c) => c.fraudId === 'Phishing' && !c.genuine)!.id;
    // Three misses: box 1, mastery well under LOW_MASTERY.
    r = recordAnswers(
      r,
      [false, false, false].map((ok) => answer(phishing, ok)),
      1,
    );
    expect(r.review.Phishing?.box).toBe(1);
    // Right in boxes 1, 2 and 3: out of review by the boxes' rule…
    r = recordAnswers(r, [answer(phishing, true, 'review')], 2);
    r = recordAnswers(r, [answer(phishing, true, 'review')], 5);
    expect(r.review.Phishing?.box).toBe(3);
    expect(masteryByFraud(r.frauds).Phishing.mastery).toBeLessThan(LOW_MASTERY);
    // …but 3 of 6 spotted is still low mastery: it comes back next week from box 1.
    r = recordAnswers(r, [answer(phishing, true, 'review')], 12);
    expect(r.review.Phishing).toEqual({ box: 1, due: 13, avoid: [] });
  });

  it('the report covers all 20 frauds and moves with answers', () => {
    let r = learningRecordOf(null, 'rep', BANK, 1);
    const before = learningReport(r, 1, 'rep', BANK);
    expect(before.frauds.map((f) => f.fraudId)).toEqual([...FRAUD_IDS]);
    expect(before.overall.mastery).toBeNull();
    expect(before.checks.map((c) => c.status)).toEqual(['open', 'waiting', 'waiting']);
    const d = drillOf(r, 1, 'rep');
    r = recordAnswers(
      prepareWeek(r, 1, 'rep', BANK),
      d.caseIds.map((id) => answer(id, true)),
      1,
    );
    const after = learningReport(r, 1, 'rep', BANK);
    for (const id of d.caseIds) {
      const f = after.frauds.find((x) => x.fraudId === byId.get(id)!.fraudId)!;
      expect(f.practised).toBe(true);
      expect(f.mastery).toBeGreaterThan(0);
    }
    expect(after.overall.counts.fraudSeen + after.overall.counts.genuineSeen).toBe(DRILL_SIZE);
    expect(after.trend).toEqual([{ week: 1, counts: after.overall.counts, mastery: after.overall.mastery }]);
  });
});
