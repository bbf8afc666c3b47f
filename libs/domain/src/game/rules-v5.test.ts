import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, FRAUD_IDS, type DefenseId, type FraudId } from '../catalog/ids';
import { DEFENSES, FRAUDS } from './catalog';
import { CHIP_IDS, chipOfWeek, chipsLeft, playChip, tripleLeadApplies, type ChipsPlayed } from './chips';
import { QUIZ_REWARD_TENTHS, dailyRewardTenths } from './constants';
import { FORECAST_WEEKS_AHEAD, MAX_FREE_TRANSFERS, TRANSFER_HIT_POINTS } from './constants-v5';
import { forecastHorizon, publishedForecasts, scheduledForecast } from './forecast-schedule';
import { cappedRewardTenths, dailyCasePayTenths, quizPayTenths } from './income';
import { blockChance, chanceUnderRules } from './resolve';
import { RULES_V4, RULES_V5, rulesFor } from './ruleset';
import { computeWeekReport, scoreWeek, verifyWeekReport } from './settle';
import { hashSeed } from './prng';
import { saleRefundTenths, type Squad } from './squad';
import { firstFreeTransfers, nextFreeTransfers, transferHit, transfersMade } from './transfers';

const squadOf = (deployed: DefenseId[], lead: DefenseId | null, reserves: DefenseId[] = []): Squad => ({
  owned: [
    ...deployed.map((defenseId) => ({ defenseId, pricePaidTenths: DEFENSES[defenseId].priceTenths, deployed: true })),
    ...reserves.map((defenseId) => ({ defenseId, pricePaidTenths: DEFENSES[defenseId].priceTenths, deployed: false })),
  ],
  lead,
});
const idsArb = fc.shuffledSubarray([...DEFENSE_IDS], { maxLength: 10 });
const seedArb = fc.string({ minLength: 1, maxLength: 12 });

describe('rules v5: forecasts published weeks ahead', () => {
  it('v5 publishes at least three weeks; earlier rules one', () => {
    expect(FORECAST_WEEKS_AHEAD).toBeGreaterThanOrEqual(3);
    expect(forecastHorizon(RULES_V5)).toBe(FORECAST_WEEKS_AHEAD);
    expect(forecastHorizon(RULES_V4)).toBe(1);
  });

  it('is a fixed schedule: the same season seed and week give the same three different frauds, whenever asked', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 40 }), (seed, week) => {
        const f = scheduledForecast(seed, week);
        expect(f).toEqual(scheduledForecast(seed, week));
        expect(new Set(f).size).toBe(3);
        expect([...f].sort((a, b) => FRAUD_IDS.indexOf(a) - FRAUD_IDS.indexOf(b))).toEqual(f);
        // What week `week` shows for week+1 is what week+1 plays: planned, not re-drawn.
        const now = publishedForecasts(seed, week, RULES_V5);
        const next = publishedForecasts(seed, week + 1, RULES_V5);
        expect(now).toHaveLength(FORECAST_WEEKS_AHEAD);
        expect(now.slice(1)).toEqual(next.slice(0, FORECAST_WEEKS_AHEAD - 1));
      }),
      { numRuns: 40 },
    );
  });

  it('differs between seasons and between weeks, and stops at the last week', () => {
    const a = Array.from({ length: 10 }, (_, i) => scheduledForecast('season A', i + 1).join());
    const b = Array.from({ length: 10 }, (_, i) => scheduledForecast('season B', i + 1).join());
    expect(a).not.toEqual(b);
    expect(new Set(a).size).toBeGreaterThan(5);
    expect(publishedForecasts('s', 9, RULES_V5, 10).map((f) => f.week)).toEqual([9, 10]);
    expect(() => scheduledForecast('s', 0)).toThrow(RangeError);
  });
});

describe('rules v5: free transfers and hits, no sale tax', () => {
  it('a sale refunds the whole price paid (v4 kept 25%)', () => {
    expect(saleRefundTenths(240, RULES_V5)).toBe(240);
    expect(saleRefundTenths(240, RULES_V4)).toBe(180);
  });

  it('counts cards owned now that were not at the week start (a sell and buy-back is no transfer)', () => {
    fc.assert(
      fc.property(idsArb, idsArb, (before, now) => {
        const made = transfersMade(before, now);
        expect(made).toBe(now.filter((d) => !before.includes(d)).length);
        expect(transfersMade(before, before)).toBe(0);
      }),
    );
  });

  it('charges the hit per transfer beyond the free ones; none for a first squad or a Wildcard', () => {
    expect(transferHit(3, 1, RULES_V5)).toBe(2 * TRANSFER_HIT_POINTS);
    expect(transferHit(1, 1, RULES_V5)).toBe(0);
    expect(transferHit(7, 0, RULES_V5, { firstSquad: true })).toBe(0);
    expect(transferHit(7, 0, RULES_V5, { wildcard: true })).toBe(0);
    expect(transferHit(7, 0, RULES_V4)).toBe(0);
  });

  it('rolls unused free transfers over, capped; a free week keeps the bank (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_FREE_TRANSFERS }), fc.integer({ min: 0, max: 10 }), (free, made) => {
        const next = nextFreeTransfers(free, made, RULES_V5);
        expect(next).toBeGreaterThanOrEqual(1);
        expect(next).toBeLessThanOrEqual(MAX_FREE_TRANSFERS);
        expect(next).toBe(Math.min(MAX_FREE_TRANSFERS, Math.max(0, free - made) + 1));
        expect(nextFreeTransfers(free, made, RULES_V5, { wildcard: true })).toBe(
          Math.min(MAX_FREE_TRANSFERS, free + 1),
        );
        // The hit never exceeds what the extra transfers cost, and spending the free ones is free.
        expect(transferHit(made, free, RULES_V5)).toBe(Math.max(0, made - free) * TRANSFER_HIT_POINTS);
      }),
    );
    expect(firstFreeTransfers(RULES_V5)).toBe(1);
    expect(nextFreeTransfers(0, 7, RULES_V5, { firstSquad: true })).toBe(1);
  });
});

describe('rules v5: chips', () => {
  it('each chip once a season, one a week, only while the week is open', () => {
    let played: ChipsPlayed = {};
    const r1 = playChip(played, 'tripleLead', 3, 'open', RULES_V5);
    expect(r1).toEqual({ ok: true, played: { tripleLead: 3 } });
    if (r1.ok) played = r1.played;
    expect(playChip(played, 'tripleLead', 5, 'open', RULES_V5)).toEqual({ ok: false, code: 'chip-used' });
    expect(playChip(played, 'wildcard', 3, 'open', RULES_V5)).toEqual({ ok: false, code: 'chip-this-week' });
    expect(playChip(played, 'wildcard', 4, 'locked', RULES_V5)).toEqual({ ok: false, code: 'week-locked' });
    expect(playChip(played, 'bench', 4, 'open', RULES_V5)).toEqual({ ok: false, code: 'unknown-chip' });
    expect(playChip(played, 'wildcard', 4, 'open', RULES_V4)).toEqual({ ok: false, code: 'no-chips' });
    expect(chipOfWeek(played, 3)).toBe('tripleLead');
    expect(chipsLeft(played, RULES_V5)).toEqual(['wildcard', 'fullBench']);
  });

  it('a refused chip changes nothing; a season holds each chip at most once (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ chip: fc.constantFrom(...CHIP_IDS, 'nope'), week: fc.integer({ min: 1, max: 10 }) })),
        (tries) => {
          let played: ChipsPlayed = {};
          for (const t of tries) {
            const before = played;
            const r = playChip(played, t.chip, t.week, 'open', RULES_V5);
            if (r.ok) played = r.played;
            else expect(played).toBe(before);
          }
          const weeks = Object.values(played);
          expect(new Set(weeks).size).toBe(weeks.length);
        },
      ),
    );
  });
});

describe('rules v5: scoring', () => {
  const seed = 'v5-scoring-seed';
  const threats: FraudId[] = ['Phishing', 'Vishing', 'SimSwap'];
  const lineup: DefenseId[] = ['UserEducation', 'VerificationProtocols', 'MultiFactorAuth'];

  it('the drill boosts only frauds the lineup already counters (v4 boosted any)', () => {
    for (const f of FRAUD_IDS) {
      const own = blockChance(lineup, f, RULES_V5);
      if (own === 0) {
        expect(chanceUnderRules(own, 0.9, RULES_V5)).toBe(0);
        expect(chanceUnderRules(own, 0.9, RULES_V4)).toBeCloseTo(0.9, 12);
      } else expect(chanceUnderRules(own, 0.9, RULES_V5)).toBeCloseTo(1 - (1 - own) * 0.1, 12);
    }
    const drill = FRAUD_IDS.map((f) => ({ caseId: `c-${f}`, fraudId: f, correct: true }));
    const noSquad = scoreWeek(
      { weekSeed: seed, uid: 'u', headlineThreats: threats, squad: squadOf([], null), drill },
      RULES_V5,
    );
    expect(noSquad.blockedCount).toBe(0);
  });

  it('a hit is taken off the week; a Wildcard makes the same transfers free', () => {
    const squad = squadOf(lineup, 'UserEducation');
    const base = { weekSeed: seed, uid: 'u', headlineThreats: threats, squad };
    const none = scoreWeek({ ...base, transfers: { made: 1, free: 1 } }, RULES_V5);
    const hit = scoreWeek({ ...base, transfers: { made: 3, free: 1 } }, RULES_V5);
    const wild = scoreWeek({ ...base, transfers: { made: 3, free: 1 }, chip: 'wildcard' }, RULES_V5);
    expect(hit.transferHit).toBe(2 * TRANSFER_HIT_POINTS);
    expect(hit.totalPoints).toBe(none.totalPoints - 2 * TRANSFER_HIT_POINTS);
    expect(wild.totalPoints).toBe(none.totalPoints);
    expect(wild.chip).toBe('wildcard');
  });

  it('Triple Lead triples the Lead’s attacks of very-high headline threats only; Full Bench counts the reserves', () => {
    // Investment Scam is a very-high headline threat User Education strongly counters; Phishing and Vishing are not very high.
    const severe: FraudId[] = ['InvestmentScam', 'Phishing', 'Vishing'];
    let tripled = 0;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (uid) => {
        const squad = squadOf(lineup, 'UserEducation', ['NetworkMonitoring', 'TrafficFiltering']);
        for (const headlineThreats of [threats, severe]) {
          const base = { weekSeed: seed, uid, headlineThreats, squad };
          const plain = scoreWeek(base, RULES_V5);
          const triple = scoreWeek({ ...base, chip: 'tripleLead' }, RULES_V5);
          plain.attacks.forEach((a, i) => {
            const t = triple.attacks[i]!;
            const applies = headlineThreats.includes(a.fraudId) && FRAUDS[a.fraudId].severity === 'very high';
            expect(tripleLeadApplies(a.fraudId, headlineThreats, RULES_V5)).toBe(applies);
            expect(t.blocked).toBe(a.blocked);
            expect(t.points).toBe(a.leadDoubled && applies ? (a.points / 2) * 3 : a.points);
            if (a.leadDoubled && applies) tripled++;
          });
          // No very-high threat forecast: the chip changes nothing.
          if (headlineThreats === threats) expect(triple.totalPoints).toBe(plain.totalPoints);
        }
        const plain = scoreWeek({ weekSeed: seed, uid, headlineThreats: threats, squad }, RULES_V5);
        const bench = scoreWeek({ weekSeed: seed, uid, headlineThreats: threats, squad, chip: 'fullBench' }, RULES_V5);
        expect(bench.deployed).toHaveLength(5);
        bench.attacks.forEach((a, i) => expect(a.chance).toBeGreaterThanOrEqual(plain.attacks[i]!.chance));
      }),
      { numRuns: 30 },
    );
    expect(tripled).toBeGreaterThan(0);
    // Rules whose chips name no severities triple every attack the Lead multiplies.
    expect(tripleLeadApplies('Phishing', threats, { ...RULES_V5, chips: { tripleLeadMultiplier: 3 } })).toBe(true);
  });

  it('a week before the first squad scores and pays nothing under v5; v4 charged it as idle', () => {
    const input = {
      weekSeed: seed,
      uid: 'late',
      headlineThreats: threats,
      squad: squadOf([], null),
      notYetPlaying: true,
    };
    const v5 = scoreWeek(input, RULES_V5);
    expect(v5).toMatchObject({ totalPoints: 0, creditsEarnedTenths: 0, attacks: [], notYetPlaying: true });
    expect(scoreWeek(input, RULES_V4).totalPoints).toBeLessThan(0);
    // Once playing, an empty squad is charged again.
    expect(scoreWeek({ ...input, notYetPlaying: false }, RULES_V5).totalPoints).toBeLessThan(0);
  });

  it('a v5 report verifies with its chip and transfers, and not with another chip', () => {
    const squad = squadOf(lineup, 'UserEducation', ['NetworkMonitoring']);
    const weekSeed = 'a'.repeat(64);
    const input = {
      weekSeed,
      seedHash: hashSeed(weekSeed),
      uid: 'u1',
      headlineThreats: threats,
      squad,
      rulesVersion: 5,
      chip: 'fullBench' as const,
      transfers: { made: 2, free: 1 },
    };
    const report = computeWeekReport(input);
    expect(verifyWeekReport(input, report)).toBe(true);
    expect(verifyWeekReport({ ...input, chip: 'tripleLead' }, report)).toBe(false);
    expect(rulesFor(5)).toBe(RULES_V5);
  });
});

describe('rules v5: income caps', () => {
  it('never pays beyond the week’s cap, and pays in full below it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 60 }),
        (reward, paid, cap) => {
          const pay = cappedRewardTenths(reward, paid, cap);
          expect(pay).toBeGreaterThanOrEqual(0);
          expect(pay).toBeLessThanOrEqual(reward);
          if (paid < cap) expect(paid + pay).toBeLessThanOrEqual(cap);
          else expect(pay).toBe(0);
          if (paid + reward <= cap) expect(pay).toBe(reward);
        },
      ),
    );
  });

  it('caps the daily case and the page checks per week under v5 only', () => {
    const cap = RULES_V5.incomeCaps!;
    let paid = 0;
    for (let day = 1; day <= 7; day++) paid += dailyCasePayTenths(day, paid, RULES_V5);
    expect(paid).toBe(cap.dailyCasePerWeekTenths);
    let quiz = 0;
    for (let page = 0; page < 40; page++) quiz += quizPayTenths(quiz, RULES_V5);
    expect(quiz).toBe(cap.quizPerWeekTenths);
    expect(dailyCasePayTenths(5, 1000, RULES_V4)).toBe(dailyRewardTenths(5));
    expect(quizPayTenths(1000, RULES_V4)).toBe(QUIZ_REWARD_TENTHS);
  });
});
