// The balance tool's fast arithmetic against the domain's exact expectedWeek (itself tested
// against the sampled engine in libs/domain/src/game/expected.test.ts).
import { describe, expect, it } from 'vitest';
import * as G from '../../libs/domain/src/game/index.ts';
import { DEFENSE_IDS, FRAUD_IDS } from '../../libs/domain/src/catalog/ids.ts';
import {
  allForecasts,
  analyseForecastsWithReplacement,
  analysePlaying,
  drillDistribution,
  drillMarginals,
  enumerateLineups,
  forecastIds,
  forecastEvaluator,
  forecastModel,
  idleAnalysis,
  lineupIds,
  lineupTable,
  valueFixed,
  valuesUnder,
  valueWithDrill,
  valueWithDrillLowerBound,
} from './balance-core.mjs';

const pick = (arr, n) => Array.from({ length: n }, (_, k) => arr[Math.floor(((k + 0.5) * arr.length) / n)]);

describe('lineup enumeration', () => {
  it('lists every legal deployment once: 125,975 lineups, 68,000 of 7 cards', () => {
    const all = enumerateLineups();
    expect(all).toHaveLength(125975);
    expect(all.filter((l) => l.length === 7)).toHaveLength(68000);
    expect(new Set(all.map((l) => l.join(','))).size).toBe(all.length);
    expect(allForecasts()).toHaveLength(1140);
  });
});

describe.each([
  ['v1', G.RULES_V1],
  ['v3', G.RULES_V3],
  ['current', G.CURRENT_RULES],
])('tool values equal the domain expectedWeek (%s)', (_, rules) => {
  const lineups = pick(enumerateLineups(), 40);
  const T = lineupTable(lineups, rules);
  const forecasts = pick(allForecasts(), 3);

  it('best Lead per lineup, every forecast', () => {
    for (const fc of forecasts) {
      const model = forecastModel(fc, rules);
      const { vals, leads } = valuesUnder(T, model, rules);
      lineups.forEach((l, i) => {
        const ids = lineupIds(l);
        const perLead = ids.map((lead) => G.expectedWeek(ids, lead, forecastIds(fc), rules).expectedPoints);
        expect(vals[i]).toBeCloseTo(Math.max(...perLead), 9);
        expect(perLead[leads[i]]).toBeCloseTo(vals[i], 9);
        expect(valueFixed(T, i, leads[i], model, rules)).toBeCloseTo(vals[i], 9);
      });
    }
  });
});

describe('the forecast-space closed form', () => {
  it('gives the same best value per forecast as evaluating each forecast directly', () => {
    const rules = { ...G.CURRENT_RULES, drawWithReplacement: true };
    const lineups = pick(enumerateLineups({ minSize: 7 }), 200);
    const T = lineupTable(lineups, rules);
    const forecasts = pick(allForecasts(), 12);
    const A = analyseForecastsWithReplacement(T, rules, forecasts);
    forecasts.forEach((fc, q) => {
      const { vals } = valuesUnder(T, forecastModel(fc, rules), rules);
      expect(A.best[q]).toBeCloseTo(Math.max(...vals), 9);
      expect(vals[A.bestIdx[q]]).toBeCloseTo(A.best[q], 9);
    });
  });
});

describe('the drill distribution (rules v3+)', () => {
  const rules = G.CURRENT_RULES;
  const forecasts = pick(allForecasts(), 3);

  it('by weight classes equals the state-by-state Map it replaced, and sums to 1', () => {
    for (const fc of forecasts) {
      const model = forecastModel(fc, rules);
      const fast = drillDistribution(model, rules);
      const slow = drillDistribution(model, rules, { generic: true });
      expect(fast.n).toBe(125970);
      expect(slow.n).toBe(fast.n);
      expect(fast.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
      for (const lineup of [[], [0, 1, 2, 3, 4, 5, 6], [13, 2, 5]]) {
        const j = lineup.length ? 0 : -1;
        expect(valueWithDrill(lineup, j, model, rules, fast)).toBeCloseTo(
          valueWithDrill(lineup, j, model, rules, slow),
          10,
        );
      }
      const mf = drillMarginals(fast, rules);
      const ms = drillMarginals(slow, rules);
      mf.forEach((m, f) => expect(m[1]).toBeCloseTo(ms[f][1], 12));
      // Eight distinct frauds: the inclusion chances sum to 8.
      expect(mf.reduce((s, m) => s + m[1], 0)).toBeCloseTo(rules.drill.size, 10);
    }
  }, 60_000);

  it('bounds a half-right drill from below: the lower bound never exceeds the exact expectation over every drill and answer pattern', () => {
    // A drill of 4 cases (4,845 outcomes × 16 answer patterns) keeps the brute force quick; the bound does not depend on the size.
    const rules = { ...G.CURRENT_RULES, drill: { ...G.CURRENT_RULES.drill, size: 4 } };
    const fc = forecasts[1];
    const model = forecastModel(fc, rules);
    const dist = drillDistribution(model, rules);
    const marg = drillMarginals(dist, rules);
    const base = FRAUD_IDS.map((f) => rules.severityPoints[G.FRAUDS[f].severity]);
    const pen = FRAUD_IDS.map((f) => rules.breachPenalty[G.FRAUDS[f].severity]);
    for (const ids of [
      [
        'UserEducation',
        'MultiFactorAuth',
        'KeepUpdated',
        'DdosProtection',
        'VpnUsage',
        'AtmInspections',
        'BackgroundChecks',
      ],
      ['VerificationProtocols', 'EmailFiltering'],
    ]) {
      const lineup = ids.map((id) => DEFENSE_IDS.indexOf(id));
      const lead = G.bestLead(ids, forecastIds(fc), rules);
      const j = ids.indexOf(lead);
      // Exact: every drill outcome, every pattern of right answers (each right with probability ½).
      const own = FRAUD_IDS.map((f) => G.blockChance(ids, f, rules));
      const doubles = FRAUD_IDS.map((f) => G.isLeadStrongest(ids, lead, f, rules));
      const boosted = own.map((c) => G.chanceWithDrill(c, G.boostOf(1, rules.drill)));
      let exact = ids.includes(rules.passwordFatigueDefense) ? rules.passwordFatigue : 0;
      for (let k = 0; k < dist.n; k++) {
        const frauds = [];
        for (let f = 0; f < 20; f++) if (dist.masks[k] & (1 << f)) frauds.push(f);
        for (let pattern = 0; pattern < 1 << frauds.length; pattern++) {
          const right = new Set(frauds.filter((_, i) => pattern & (1 << i)));
          let lin = 0;
          let bl = 0;
          for (let f = 0; f < 20; f++) {
            // Rules v5 (drillCounteredOnly): a right answer boosts only a fraud the lineup counters.
            const c = right.has(f) && (!rules.drillCounteredOnly || own[f] > 0) ? boosted[f] : own[f];
            const times = doubles[f] ? rules.leadMultiplier : 1;
            lin += model.n[f] * (c * base[f] * times - (1 - c) * pen[f] * (rules.leadOnBreaches ? times : 1));
            bl += model.b[f] * c;
          }
          exact += dist.p[k] * 0.5 ** frauds.length * (lin + rules.cleanSheetBonus * bl ** rules.attacksPerWeek);
        }
      }
      const bound = valueWithDrillLowerBound(lineup, j, model, rules, marg, 0.5);
      expect(bound).toBeLessThanOrEqual(exact + 1e-9);
      // The bound gives up only part of the clean-sheet term: it stays close.
      expect(exact - bound).toBeLessThan(0.5);
      // With every case right the bound is the exact value's lower bound too.
      expect(valueWithDrillLowerBound(lineup, j, model, rules, marg, 1)).toBeLessThanOrEqual(
        valueWithDrill(lineup, j, model, rules, dist) + 1e-9,
      );
    }
  }, 120_000);
});

describe('idle never wins', () => {
  it('can fail: when nothing scores (no block points, no penalty, no clean sheet), no lineup expects more than an idle player', () => {
    const zero = { low: 0, medium: 0, high: 0, 'very high': 0 };
    const rules = { ...G.CURRENT_RULES, severityPoints: zero, breachPenalty: zero, cleanSheetBonus: 0 };
    const lineups = pick(enumerateLineups(), 300);
    const I = idleAnalysis(lineupTable(lineups, rules), rules, pick(allForecasts(), 5));
    expect(I.worstShare).toBeGreaterThan(0.95);
  });

  it('holds under the current rules on a sample: an idle week is every attack breached', () => {
    const rules = G.CURRENT_RULES;
    const lineups = pick(enumerateLineups(), 300);
    const fcs = pick(allForecasts(), 5);
    const I = idleAnalysis(lineupTable(lineups, rules), rules, fcs);
    expect(I.worstShare).toBeLessThan(0.05);
    fcs.forEach((fc, q) => {
      expect(I.idle[q]).toBeCloseTo(G.expectedWeek([], null, forecastIds(fc), rules).expectedPoints, 10);
    });
  });
});

describe('playing pays', () => {
  // 600 of the 68,000 full lineups (about 500 within the wallet) under 4 forecasts: the same
  // arithmetic as the report's, on a sample small enough for every run.
  const full = pick(
    enumerateLineups().filter((l) => l.length === 7),
    600,
  );
  const fcs = pick(allForecasts(), 4);
  const playing = (rules) => {
    const T = lineupTable(full, rules);
    return analysePlaying(T, rules, fcs, analyseForecastsWithReplacement(T, rules, fcs), { every: 1 });
  };
  const times = (o, k) => Object.fromEntries(Object.entries(o).map(([s, v]) => [s, v * k]));

  it('can fail: with v3 and a breach at four times a block, the median lineup loses points and a perfect drill no longer lifts the best to 15', () => {
    const P = playing({ ...G.RULES_V3, breachPenalty: times(G.RULES_V3.breachPenalty, 2) });
    expect(P.medianLineup).toBeLessThan(0);
    expect(P.bestWithinWalletPerfectDrill).toBeLessThan(15);
  });

  it('holds under the current rules on the sample, and every lineup within the wallet expects more than under v3', () => {
    const now = playing(G.CURRENT_RULES);
    const v3 = playing(G.RULES_V3);
    expect(now.lineups).toBeGreaterThan(400);
    expect(now.medianLineup).toBeGreaterThan(0);
    expect(now.bestWithinWalletPerfectDrill).toBeGreaterThanOrEqual(15);
    expect(now.medianLineup).toBeGreaterThan(v3.medianLineup);
  });
});

describe("rules v6: the rules' prices and the Triple Lead trade", () => {
  it("prices every lineup at the rules' prices (v6's table), as the domain's shop charges", () => {
    const lineups = enumerateLineups({ minSize: 7 }).filter((_, i) => i % 97 === 0);
    const v5 = lineupTable(lineups, G.RULES_V5);
    const v6 = lineupTable(lineups, G.RULES_V6);
    const ue = DEFENSE_IDS.indexOf('UserEducation');
    const tf = DEFENSE_IDS.indexOf('TrafficFiltering');
    const nm = DEFENSE_IDS.indexOf('NetworkMonitoring');
    let differ = 0;
    lineups.forEach((l, i) => {
      let state = { balanceTenths: 10_000, squad: { owned: [], lead: null } };
      for (const d of lineupIds(l)) {
        const r = G.buy(state, d, 'open', G.RULES_V6);
        state = { balanceTenths: r.balanceTenths, squad: r.squad };
      }
      expect(v6.price[i]).toBe(10_000 - state.balanceTenths);
      expect(v6.price[i] - v5.price[i]).toBe(
        (l.includes(ue) ? 10 : 0) + (l.includes(tf) ? 20 : 0) + (l.includes(nm) ? 30 : 0),
      );
      if (v6.price[i] !== v5.price[i]) differ++;
    });
    expect(differ).toBeGreaterThan(0);
  });

  it('values a v6 Triple Lead as the engine scores it: ×3 on the very-high headline threats, ×1 on the rest', () => {
    const lineups = enumerateLineups({ minSize: 7 }).filter((_, i) => i % 4001 === 0);
    const T = lineupTable(lineups, G.RULES_V6);
    const forecast = ['InvestmentScam', 'Phishing', 'Vishing'];
    const E = forecastEvaluator(T, G.RULES_V6, [forecast.map((id) => FRAUD_IDS.indexOf(id))]);
    const multiplier = (f) => G.leadMultiplierOfWeek(f, 'tripleLead', forecast, G.RULES_V6);
    for (let i = 0; i < T.n; i++) {
      E.evalLineup(i);
      const ids = lineupIds(lineups[i]);
      const lead = ids[E.tripleLeads[0]];
      // The domain's per-fraud outlook under each fraud's Lead multiplier that week, plus the
      // clean sheet and fatigue (which no multiplier touches).
      const plain = G.expectedWeek(ids, lead, forecast, G.RULES_V6);
      let chip = plain.fatigue + plain.fromCleanSheet;
      for (const f of FRAUD_IDS) {
        const o = G.expectedWeek(ids, lead, forecast, { ...G.RULES_V6, leadMultiplier: multiplier(f) }).perFraud.find(
          (x) => x.fraudId === f,
        );
        chip += o.expectedCount * (o.chance * o.blockPoints + (1 - o.chance) * o.breachPoints);
      }
      expect(E.vals[0] + E.tripleGains[0]).toBeCloseTo(chip, 9);
    }
    expect(T.n).toBeGreaterThan(10);
  });
  it('values a v7 Triple Lead as the engine scores it: ×3 on the very-high headline threats the Lead counters at all', () => {
    const lineups = enumerateLineups({ minSize: 7 }).filter((_, i) => i % 4001 === 0);
    const T = lineupTable(lineups, G.RULES_V7);
    // Two very-high threats no card strongly counters both of (Application Sandboxing: Zero-Day strongly, Ransomware partly).
    const forecast = ['Ransomware', 'ZeroDayExploit', 'Phishing'];
    const E = forecastEvaluator(T, G.RULES_V7, [forecast.map((id) => FRAUD_IDS.indexOf(id))]);
    let partial = 0;
    for (let i = 0; i < T.n; i++) {
      E.evalLineup(i);
      const ids = lineupIds(lineups[i]);
      const lead = ids[E.tripleLeads[0]];
      // The engine's own per-fraud rules that week (chips.ts leadRulesOfWeek, as settle.ts scores it).
      const plain = G.expectedWeek(ids, lead, forecast, G.RULES_V7);
      let chip = plain.fatigue + plain.fromCleanSheet;
      for (const f of FRAUD_IDS) {
        const rules = G.leadRulesOfWeek(f, 'tripleLead', forecast, G.RULES_V7);
        const o = G.expectedWeek(ids, lead, forecast, rules).perFraud.find((x) => x.fraudId === f);
        chip += o.expectedCount * (o.chance * o.blockPoints + (1 - o.chance) * o.breachPoints);
      }
      expect(E.vals[0] + E.tripleGains[0]).toBeCloseTo(chip, 9);
      if (G.RULES_V7.matrix.Ransomware[lead] === 1) partial++;
    }
    expect(partial).toBeGreaterThan(0);
  });
});
