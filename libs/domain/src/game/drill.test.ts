import { describe, expect, it } from 'vitest';
import { FRAUD_IDS, type FraudId } from '../catalog/ids';
import {
  caseForPlayer,
  dailyCaseId,
  drawDrill,
  drillBoosts,
  nextStreak,
  currentStreak,
  type DrillCase,
  type DrillResult,
} from './drill';
import { RULES_V2, RULES_V3 } from './ruleset';
import { computeWeekReport, verifyWeekReport } from './settle';
import { hashSeed } from './prng';
import { matchReportOfView, toMatchReportView } from './report-view';
import type { Squad } from './squad';

const CASES: DrillCase[] = FRAUD_IDS.flatMap((fraudId) =>
  [1, 2, 3].map((n) => ({ id: `${fraudId.toLowerCase()}-${n}`, fraudId })),
);
const fraudOf = new Map(CASES.map((c) => [c.id, c.fraudId]));
const SEED = 'b'.repeat(64);
const HEADLINES: FraudId[] = ['Phishing', 'Vishing', 'Ddos'];

describe('drawDrill', () => {
  it('is deterministic, per player, distinct cases, at most maxPerFraud per fraud', () => {
    const a = drawDrill(SEED, 'uid-a', HEADLINES, CASES, RULES_V3);
    expect(a).toEqual(drawDrill(SEED, 'uid-a', HEADLINES, [...CASES].reverse(), RULES_V3));
    expect(a).toHaveLength(RULES_V3.drill!.size);
    const differs = Array.from({ length: 20 }, (_, i) =>
      drawDrill(SEED, `uid-${i}`, HEADLINES, CASES, RULES_V3).join(),
    ).filter((d) => d !== a.join());
    expect(differs.length).toBeGreaterThan(15);
    for (let i = 0; i < 200; i++) {
      const d = drawDrill(SEED, `p-${i}`, HEADLINES, CASES, RULES_V3);
      expect(new Set(d).size).toBe(d.length);
      const per = new Map<string, number>();
      for (const id of d) per.set(fraudOf.get(id)!, (per.get(fraudOf.get(id)!) ?? 0) + 1);
      expect(Math.max(...per.values())).toBeLessThanOrEqual(RULES_V3.drill!.maxPerFraud);
    }
    expect(drawDrill(SEED, 'uid-a', HEADLINES, CASES, RULES_V2)).toEqual([]);
  });

  it('is weighted toward the headline threats', () => {
    // With one case per fraud (rules v3) a drill holds each fraud at most once, so weighting shows as
    // how often the headline threats are in a drill: nearly always with the forecast (weights ×8),
    // far less often when the same frauds are not headlines.
    const inDrills = (headlines: FraudId[]): number => {
      let n = 0;
      for (let i = 0; i < 400; i++) {
        for (const id of drawDrill(SEED, `w-${i}`, headlines, CASES, RULES_V3))
          if (HEADLINES.includes(fraudOf.get(id)!)) n++;
      }
      return n / 400;
    };
    const withForecast = inDrills(HEADLINES);
    const otherForecast = inDrills(['SimSwap', 'Deepfake', 'Ransomware']);
    expect(withForecast).toBeGreaterThan(0.9 * HEADLINES.length);
    expect(withForecast).toBeGreaterThan(otherForecast + 0.5);
  });
});

describe('drill boosts and settlement', () => {
  it('each right answer adds boostPerCase to its fraud, capped per fraud; wrong answers and repeats add nothing', () => {
    const r = (caseId: string, fraudId: FraudId, correct = true): DrillResult => ({ caseId, fraudId, correct });
    const b = drillBoosts(
      [
        r('p1', 'Phishing'),
        r('p2', 'Phishing'),
        r('p3', 'Phishing'),
        r('v1', 'Vishing', false),
        r('d1', 'Ddos'),
        r('d1', 'Ddos'),
      ],
      RULES_V3,
    );
    expect(b.Phishing).toBe(RULES_V3.drill!.boostCap);
    expect(b.Vishing).toBe(0);
    expect(b.Ddos).toBe(RULES_V3.drill!.boostPerCase);
    expect(drillBoosts([r('p1', 'Phishing')], RULES_V2).Phishing).toBe(0);
  });

  it('a week scored with the drill is recomputed exactly from the report view, and the drill only raises chances', () => {
    const squad: Squad = {
      owned: [{ defenseId: 'UserEducation', pricePaidTenths: 145, deployed: true }],
      lead: 'UserEducation',
    };
    for (let i = 0; i < 30; i++) {
      const uid = `s-${i}`;
      const drillIds = drawDrill(SEED, uid, HEADLINES, CASES, RULES_V3);
      const drill = drillIds.map((caseId, k) => ({ caseId, fraudId: fraudOf.get(caseId)!, correct: k % 2 === 0 }));
      const input = { weekSeed: SEED, uid, headlineThreats: HEADLINES, squad, rulesVersion: 3 };
      const withDrill = computeWeekReport({ ...input, drill });
      const without = computeWeekReport(input);
      const view = toMatchReportView(
        {
          id: 'week-009',
          number: 9,
          seed: SEED,
          seedHash: hashSeed(SEED),
          headlineThreats: HEADLINES,
          rulesVersion: 3,
        },
        withDrill,
      );
      expect(view.drill).toEqual(drill);
      expect(verifyWeekReport({ ...input, drill: view.drill, seedHash: hashSeed(SEED) }, matchReportOfView(view))).toBe(
        true,
      );
      // Without the drill answers the recomputation differs whenever the drill added something.
      if (withDrill.attacks.some((a) => (a.drillAdded ?? 0) > 0))
        expect(verifyWeekReport({ ...input, seedHash: hashSeed(SEED) }, matchReportOfView(view))).toBe(false);
      withDrill.attacks.forEach((a, k) => {
        const w = without.attacks[k]!;
        expect(a.roll).toBe(w.roll);
        expect(a.chance).toBeGreaterThanOrEqual(w.chance);
        expect(a.chance - w.chance).toBeLessThanOrEqual(RULES_V3.drill!.boostCap);
        expect(a.chance).toBeLessThan(1);
        expect(a.drillAdded).toBeCloseTo(a.chance - w.chance, 12);
      });
    }
  });

  it('old rules versions ignore the drill: reports are unchanged', () => {
    const squad: Squad = {
      owned: [{ defenseId: 'EmailFiltering', pricePaidTenths: 70, deployed: true }],
      lead: 'EmailFiltering',
    };
    const drill = [{ caseId: 'phishing-1', fraudId: 'Phishing' as FraudId, correct: true }];
    for (const v of [1, 2]) {
      const input = { weekSeed: SEED, uid: 'old', headlineThreats: HEADLINES, squad, rulesVersion: v };
      expect(computeWeekReport({ ...input, drill })).toEqual(computeWeekReport(input));
      expect('drill' in computeWeekReport(input)).toBe(false);
    }
  });
});

describe('daily case and streak', () => {
  it("the same case for everyone on a day, another when it is in the player's drill", () => {
    const id = dailyCaseId('2026-11-18', CASES)!;
    expect(dailyCaseId('2026-11-18', [...CASES].reverse())).toBe(id);
    expect(dailyCaseId('2026-11-18', CASES, [id])).not.toBe(id);
    const days = new Set(Array.from({ length: 10 }, (_, i) => dailyCaseId(`2026-11-${10 + i}`, CASES)));
    expect(days.size).toBeGreaterThan(5);
  });

  it('+1 after yesterday, 1 after a gap, shown as 0 once a day is missed', () => {
    let s = nextStreak(null, '2026-11-01');
    expect(s).toEqual({ lastDay: '2026-11-01', streak: 1, best: 1 });
    s = nextStreak(s, '2026-11-02');
    expect(s.streak).toBe(2);
    expect(currentStreak(s, '2026-11-03')).toBe(2);
    expect(currentStreak(s, '2026-11-04')).toBe(0);
    s = nextStreak(s, '2026-11-04');
    expect(s).toEqual({ lastDay: '2026-11-04', streak: 1, best: 2 });
    expect(nextStreak({ lastDay: '2026-02-28', streak: 3, best: 3 }, '2026-03-01').streak).toBe(4);
  });
});

describe('the real case catalog fits the drill', () => {
  it('every fraud has at least DRILL_MAX_PER_FRAUD cases (what tools/balance assumes), so every drill is full', async () => {
    const { SCENARIO_CASES } = await import('../content/cases');
    for (const f of FRAUD_IDS)
      expect(SCENARIO_CASES.filter((c) => c.fraudId === f).length, f).toBeGreaterThanOrEqual(
        RULES_V3.drill!.maxPerFraud,
      );
    for (let i = 0; i < 50; i++)
      expect(drawDrill(SEED, `real-${i}`, HEADLINES, SCENARIO_CASES, RULES_V3)).toHaveLength(RULES_V3.drill!.size);
  });
});

describe("a case's options per player", () => {
  const FOUR = {
    id: 'phishing-x',
    fraudId: 'Phishing' as FraudId,
    question: 'What do you do?',
    choices: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
      { id: 'c', label: 'C' },
      { id: 'd', label: 'D' },
    ],
  };
  const ids = (uid: string) => caseForPlayer(FOUR, uid).choices.map((ch) => ch.id);

  it('each player gets the same options in an order of their own, the same on every read; nothing else changes', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const uid = `player-${i}`;
      const shown = caseForPlayer(FOUR, uid);
      expect([...ids(uid)].sort()).toEqual(['a', 'b', 'c', 'd']);
      expect(ids(uid)).toEqual(shown.choices.map((ch) => ch.id));
      expect({ ...shown, choices: FOUR.choices }).toEqual(FOUR);
      for (const ch of shown.choices) expect(ch).toBe(FOUR.choices.find((x) => x.id === ch.id));
      orders.add(ids(uid).join(''));
    }
    // 4! = 24 orders: 200 players see nearly all of them, and no order is the catalog's for everyone.
    expect(orders.size).toBeGreaterThanOrEqual(20);
    expect(FOUR.choices.map((ch) => ch.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('two given players see the same case in different orders; the right option is not at one position for everyone', () => {
    expect(ids('new-player-a')).not.toEqual(ids('new-player-b'));
    const positionsOfB = new Set(Array.from({ length: 50 }, (_, i) => ids(`player-${i}`).indexOf('b')));
    expect(positionsOfB.size).toBe(4);
  });

  it('the order depends on the case as well as the player', () => {
    const other = { ...FOUR, id: 'phishing-y' };
    const differs = Array.from(
      { length: 20 },
      (_, i) =>
        caseForPlayer(other, `player-${i}`)
          .choices.map((ch) => ch.id)
          .join('') !== ids(`player-${i}`).join(''),
    );
    expect(differs.filter(Boolean).length).toBeGreaterThan(10);
  });
});
