import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import { FRAUD_PRIOR_WEIGHT, MASTERY_HALF_LIFE_WEEKS } from './constants';
import { addToTally, countsOf, decayFactor, evidenceAt, masteryByFraud, meanMastery, type FraudTally } from './mastery';

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
  it('is 0 for every fraud of a newcomer, and no mean without an answer', () => {
    const m = masteryByFraud({}, 5);
    for (const f of FRAUD_IDS) expect(m[f]).toEqual({ hitRate: 0.5, falseAlarmRate: 0.5, mastery: 0 });
    expect(meanMastery({}, 5)).toBeNull();
  });

  it('stays strictly between −1 and 1, with rates strictly between 0 and 1', () => {
    fc.assert(
      fc.property(fc.array(answerArb(), { maxLength: 200 }), fc.integer({ min: 0, max: 60 }), (answers, extra) => {
        const m = masteryByFraud(tallies(answers), lastWeek(answers) + extra);
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
          const before = masteryByFraud(tallies(answers), week)[fraudId].mastery;
          const right = masteryByFraud(tallies([...answers, { fraudId, genuine, correct: true, week }]), week)[fraudId]
            .mastery;
          const wrong = masteryByFraud(tallies([...answers, { fraudId, genuine, correct: false, week }]), week)[fraudId]
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
          const genuine = answers.filter((a) => a.genuine).length;
          const m = masteryByFraud(tallies(answers), 1);
          // Every genuine answer is wrong, so F̂_f ≥ F = (G + ½)/(G + 1) and Ĥ_f < 1: M_f < ½/(G + 1).
          for (const f of FRAUD_IDS) expect(m[f].mastery).toBeLessThan(0.5 / (genuine + 1));
          // A perfect player on the same situations scores near 1.
          const perfect = masteryByFraud(tallies(situations.map((s) => ({ ...s, correct: true, week: 1 }))), 1);
          const practised = new Set(situations.map((s) => s.fraudId));
          for (const f of practised) expect(perfect[f].mastery).toBeGreaterThan(m[f].mastery);
        },
      ),
    );
  });

  it('a perfect player with a season of answers scores at least 0.9 on every practised fraud', () => {
    const answers: Answer[] = [];
    for (let week = 1; week <= 12; week++)
      for (const [i, f] of FRAUD_IDS.entries())
        answers.push({ fraudId: f, genuine: (week + i) % 3 === 0, correct: true, week });
    const m = masteryByFraud(tallies(answers), 12);
    for (const f of FRAUD_IDS) expect(m[f].mastery).toBeGreaterThanOrEqual(0.9);
  });

  it('decays without practice: evidence halves every half-life, each rate slides back toward ½, mastery toward 0', () => {
    fc.assert(
      fc.property(
        fc.array(answerArb(10), { minLength: 1, maxLength: 150 }),
        fc.integer({ min: 1, max: 40 }),
        (answers, gap) => {
          const t = tallies(answers);
          const week = lastWeek(answers);
          // With one practised fraud, each rate slides monotonically back toward the newcomer's ½.
          const only = answers[0]!.fraudId;
          const single = tallies(answers.filter((a) => a.fraudId === only));
          const r0 = masteryByFraud(single, week)[only];
          const r1 = masteryByFraud(single, week + gap)[only];
          expect(Math.abs(r1.hitRate - 0.5)).toBeLessThanOrEqual(Math.abs(r0.hitRate - 0.5) + 1e-12);
          expect(Math.abs(r1.falseAlarmRate - 0.5)).toBeLessThanOrEqual(Math.abs(r0.falseAlarmRate - 0.5) + 1e-12);
          // Evidence halves every half-life.
          for (const f of FRAUD_IDS) {
            const e0 = evidenceAt(t[f], week);
            const e1 = evidenceAt(t[f], week + MASTERY_HALF_LIFE_WEEKS);
            expect(e1.fraudSeen).toBeCloseTo(e0.fraudSeen / 2, 9);
            expect(e1.falseAlarms).toBeCloseTo(e0.falseAlarms / 2, 9);
          }
          // Long after, every fraud is back near the newcomer's 0.
          const far = masteryByFraud(t, week + 40 * MASTERY_HALF_LIFE_WEEKS);
          for (const f of FRAUD_IDS) expect(Math.abs(far[f].mastery)).toBeLessThan(0.01);
        },
      ),
    );
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
    // Phishing: 3 hits of 4 fraud situations, 1 false alarm of 2 genuine; Vishing: 1 hit of 1. All this week.
    const t = tallies([
      ...[true, true, true, false].map((correct) => ({
        fraudId: 'Phishing' as const,
        genuine: false,
        correct,
        week: 2,
      })),
      ...[true, false].map((correct) => ({ fraudId: 'Phishing' as const, genuine: true, correct, week: 2 })),
      { fraudId: 'Vishing', genuine: false, correct: true, week: 2 },
    ]);
    const H = (4 + 0.5) / (5 + 1);
    const F = (1 + 0.5) / (2 + 1);
    const k = FRAUD_PRIOR_WEIGHT;
    const m = masteryByFraud(t, 2);
    expect(m.Phishing.hitRate).toBeCloseTo((3 + k * H) / (4 + k), 12);
    expect(m.Phishing.falseAlarmRate).toBeCloseTo((1 + k * F) / (2 + k), 12);
    expect(m.Vishing.mastery).toBeCloseTo((1 + k * H) / (1 + k) - F, 12);
    expect(m.Ddos.mastery).toBeCloseTo(H - F, 12);
  });
});
