// The balance tool's fast arithmetic against the domain's exact expectedWeek (itself tested
// against the sampled engine in libs/domain/src/game/expected.test.ts).
import { describe, expect, it } from 'vitest';
import * as G from '../../libs/domain/src/game/index.ts';
import { allForecasts, analyseForecastsWithReplacement, enumerateLineups, forecastIds, forecastModel, lineupIds, lineupTable, valueFixed, valuesUnder } from './balance-core.mjs';

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
