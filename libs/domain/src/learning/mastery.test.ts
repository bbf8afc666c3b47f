import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { MASTERY_HALF_LIFE_WEEKS, MASTERY_PRIOR } from './constants';
import {
  addCounts,
  addToTally,
  countsOf,
  decayFactor,
  evidenceAt,
  masteryByFraud,
  masteryOf,
  meanMastery,
  type FraudTally,
} from './mastery';

type Answer = { fraudId: FraudId; genuine: boolean; correct: boolean; week: number };

const answerArb = (weeks = 20) =>
  fc.record({
    fraudId: fc.constantFrom(...FRAUD_IDS),
    genuine: fc.boolean(),
    correct: fc.boolean(),
    week: fc.integer({ min: 0, max: weeks }),
  });

/** Tallies after answers, taken in week order (as the server takes them). */
function tallies(answers: readonly Answer[]): Partial<Record<FraudId, FraudTally>> {
  const out: Partial<Record<FraudId, FraudTally>> = {};
  for (const a of [...answers].sort((x, y) => x.week - y.week))
    out[a.fraudId] = addToTally(out[a.fraudId], countsOf(a.genuine, a.correct), a.week);
  return out;
}

const lastWeek = (answers: readonly Answer[]) => Math.max(0, ...answers.map((a) => a.week));

describe('mastery', () => {
  it("equal evidence gives equal mastery: a fraud's figure depends only on its own counts, not on the week or other frauds", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FRAUD_IDS),
        fc.array(fc.record({ genuine: fc.boolean(), correct: fc.boolean() }), { minLength: 1, maxLength: 12 }),
        fc.array(answerArb(), { maxLength: 60 }),
        fc.array(answerArb(), { maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 12, maxLength: 12 }),
        (fraudId, own, restA, restB, weeksB) => {
          // Player A answered the fraud's cases in week 1; player B the same answers spread over other weeks.
          const a = [...own.map((o) => ({ fraudId, ...o, week: 1 })), ...restA.filter((x) => x.fraudId !== fraudId)];
          const b = [
            ...own.map((o, i) => ({ fraudId, ...o, week: weeksB[i]! })),
            ...restB.filter((x) => x.fraudId !== fraudId),
          ];
          const ma = masteryByFraud(tallies(a))[fraudId];
          const mb = masteryByFraud(tallies(b))[fraudId];
          expect(mb.mastery).toBeCloseTo(ma.mastery, 12);
        },
      ),
    );
  });

  it('1 of 1 spotted reads the same for every player (the figure the progress page printed as 39 and 71)', () => {
    const one = { fraudId: 'Vishing' as const, genuine: false, correct: true, week: 3 };
    const alarmist = [1, 2, 3, 4].map((week) => ({
      fraudId: 'Phishing' as const,
      genuine: true,
      correct: false,
      week,
    }));
    const careful = [1, 2, 3, 4].map((week) => ({ fraudId: 'Phishing' as const, genuine: true, correct: true, week }));
    const x = masteryByFraud(tallies([one, ...alarmist])).Vishing.mastery;
    const y = masteryByFraud(tallies([one, ...careful])).Vishing.mastery;
    expect(Math.round(x * 100)).toBe(Math.round(y * 100));
  });

  it('is 0 for every fraud of a newcomer, and no mean without an answer', () => {
    const m = masteryByFraud({});
    for (const f of FRAUD_IDS) expect(m[f]).toEqual({ hitRate: 0.5, falseAlarmRate: 0.5, mastery: 0 });
    expect(meanMastery({})).toBeNull();
  });

  it('stays strictly between −1 and 1, with rates strictly between 0 and 1', () => {
    fc.assert(
      fc.property(fc.array(answerArb(), { maxLength: 200 }), (answers) => {
        const m = masteryByFraud(tallies(answers));
        for (const f of FRAUD_IDS) {
          expect(m[f].mastery).toBeGreaterThan(-1);
          expect(m[f].mastery).toBeLessThan(1);
          for (const r of [m[f].hitRate, m[f].falseAlarmRate]) {
            expect(r).toBeGreaterThan(0);
            expect(r).toBeLessThan(1);
          }
        }
      }),
    );
  });

  it("a hit raises the fraud's mastery and a miss lowers it; a false alarm lowers it and a right genuine answer raises it", () => {
    fc.assert(
      fc.property(
        fc.array(answerArb(10), { maxLength: 120 }),
        fc.constantFrom(...FRAUD_IDS),
        fc.boolean(),
        (answers, fraudId, genuine) => {
          const week = lastWeek(answers);
          const before = masteryByFraud(tallies(answers))[fraudId].mastery;
          const right = masteryByFraud(tallies([...answers, { fraudId, genuine, correct: true, week }]))[fraudId]
            .mastery;
          const wrong = masteryByFraud(tallies([...answers, { fraudId, genuine, correct: false, week }]))[fraudId]
            .mastery;
          expect(right).toBeGreaterThanOrEqual(before - 1e-12);
          expect(wrong).toBeLessThanOrEqual(before + 1e-12);
          expect(right).toBeGreaterThan(wrong);
        },
      ),
    );
  });

  it('keeps hits and false alarms apart: answering everything as a fraud scores near 0, not near 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ fraudId: fc.constantFrom(...FRAUD_IDS), genuine: fc.boolean() }), {
          minLength: 40,
          maxLength: 200,
        }),
        (situations) => {
          // The alarmist: right on every fraud situation, wrong on every genuine one.
          const answers = situations.map((s) => ({ ...s, correct: !s.genuine, week: 1 }));
          const genuineOf = (f: FraudId) => answers.filter((a) => a.genuine && a.fraudId === f).length;
          const m = masteryByFraud(tallies(answers));
          // Every genuine answer of f is wrong, so F̂_f = (g_f + ½)/(g_f + 1) and Ĥ_f < 1: M_f < ½/(g_f + 1).
          for (const f of FRAUD_IDS) expect(m[f].mastery).toBeLessThan(0.5 / (genuineOf(f) + 1));
          // A perfect player on the same situations scores near 1.
          const perfect = masteryByFraud(tallies(situations.map((s) => ({ ...s, correct: true, week: 1 }))));
          // Only a genuine situation tells the two apart: where a fraud had one, the perfect player leads.
          const withGenuine = new Set(situations.filter((s) => s.genuine).map((s) => s.fraudId));
          for (const f of withGenuine) expect(perfect[f].mastery).toBeGreaterThan(m[f].mastery);
        },
      ),
    );
  });

  it('a perfect player with a season of answers scores at least 0.8 on every practised fraud', () => {
    const answers: Answer[] = [];
    for (let week = 1; week <= 12; week++)
      for (const [i, f] of FRAUD_IDS.entries())
        answers.push({ fraudId: f, genuine: (week + i) % 3 === 0, correct: true, week });
    const m = masteryByFraud(tallies(answers));
    // 8 of 8 spotted and 0 of 4 false alarms: 8.5/9 − 0.5/5 ≈ 0.84.
    for (const f of FRAUD_IDS) expect(m[f].mastery).toBeGreaterThanOrEqual(0.8);
  });

  it('whole counts never decay and add up; the weighted evidence is the sum of 2^(−age/half-life)', () => {
    const t = tallies([
      { fraudId: 'Phishing', genuine: false, correct: true, week: 1 },
      { fraudId: 'Phishing', genuine: true, correct: false, week: 3 },
      { fraudId: 'Phishing', genuine: false, correct: false, week: 9 },
    ]).Phishing!;
    expect(t).toMatchObject({ fraudSeen: 2, hits: 1, genuineSeen: 1, falseAlarms: 1, week: 9 });
    const e = evidenceAt(t, 9);
    expect(e.fraudSeen).toBeCloseTo(decayFactor(8) + 1, 12);
    expect(e.hits).toBeCloseTo(decayFactor(8), 12);
    expect(e.genuineSeen).toBeCloseTo(decayFactor(6), 12);
    expect(decayFactor(MASTERY_HALF_LIFE_WEEKS)).toBeCloseTo(0.5, 12);
  });

  it('follows the written definition on a worked example', () => {
    // Phishing: 3 hits of 4 fraud situations, 1 false alarm of 2 genuine; Vishing: 1 hit of 1.
    const t = tallies([
      ...[true, true, true, false].map((correct) => ({
        fraudId: 'Phishing' as const,
        genuine: false,
        correct,
        week: 2,
      })),
      ...[true, false].map((correct) => ({ fraudId: 'Phishing' as const, genuine: true, correct, week: 2 })),
      { fraudId: 'Vishing', genuine: false, correct: true, week: 9 },
    ]);
    const { right, wrong } = MASTERY_PRIOR;
    const m = masteryByFraud(t);
    expect(m.Phishing.hitRate).toBeCloseTo((3 + right) / (4 + right + wrong), 12);
    expect(m.Phishing.falseAlarmRate).toBeCloseTo((1 + right) / (2 + right + wrong), 12);
    expect(m.Vishing.mastery).toBeCloseTo((1 + right) / (1 + right + wrong) - 0.5, 12);
    expect(m.Ddos.mastery).toBe(0);
    // The group's rule is the same function on summed counts.
    expect(masteryOf(addCounts(t.Phishing!, t.Vishing!)).mastery).toBeCloseTo(
      (4 + right) / (5 + right + wrong) - (1 + right) / (2 + right + wrong),
      12,
    );
  });
});
