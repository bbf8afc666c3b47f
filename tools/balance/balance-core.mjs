// The balance tool's arithmetic: exact expected points of every legal lineup and Lead under a
// forecast, from libs/domain's own functions (rules, matrix, draw weights, block chances, the
// Lead rule, the exact draw distribution). No sampling anywhere. balance.mjs prints it;
// balance.test.mjs checks the targets of issue 14 and that these numbers equal the domain's
// expectedWeek (which expected.test.ts checks against the sampled engine).
import * as G from '../../libs/domain/src/game/index.ts';
import { DEFENSE_IDS, FRAUD_IDS } from '../../libs/domain/src/catalog/ids.ts';

const NF = FRAUD_IDS.length;
const ND = DEFENSE_IDS.length;

/** Every legal deployment: 1..MAX_DEPLOYED defenses, at most MAX_PER_POSITION per position. */
export function enumerateLineups({ minSize = 1, maxSize = G.MAX_DEPLOYED } = {}) {
  const pos = DEFENSE_IDS.map((d) => G.POSITION_IDS.indexOf(G.DEFENSES[d].position));
  const out = [];
  const cur = [];
  const perPos = [0, 0, 0, 0];
  const rec = (from) => {
    if (cur.length >= minSize) out.push([...cur]);
    if (cur.length === maxSize) return;
    for (let i = from; i < ND; i++) {
      if (perPos[pos[i]] >= G.MAX_PER_POSITION) continue;
      perPos[pos[i]]++;
      cur.push(i);
      rec(i + 1);
      cur.pop();
      perPos[pos[i]]--;
    }
  };
  rec(0);
  return out;
}

/** All C(20, HEADLINE_THREATS) forecasts, as arrays of fraud indexes. */
export function allForecasts() {
  const out = [];
  const rec = (from, cur) => {
    if (cur.length === G.HEADLINE_THREATS) return void out.push([...cur]);
    for (let i = from; i < NF; i++) rec(i + 1, [...cur, i]);
  };
  rec(0, []);
  return out;
}

export const forecastIds = (f) => f.map((i) => FRAUD_IDS[i]);
export const lineupIds = (l) => l.map((i) => DEFENSE_IDS[i]);
export const priceOf = (l) => l.reduce((s, i) => s + G.DEFENSES[DEFENSE_IDS[i]].priceTenths, 0);

/**
 * Per-lineup quantities that do not depend on the forecast: block chance c_f (the domain's
 * chanceFromCounts, bit-identical to blockChance), the expected points of an attack of f without
 * the Lead bonus a_f = c·block − (1 − c)·penalty, and for each Lead the frauds whose block it
 * doubles (the domain's leadDoubles) with the extra points c·block·(multiplier − 1).
 */
export function lineupTable(lineups, rules) {
  const n = lineups.length;
  const K = G.MAX_DEPLOYED;
  const c = new Float64Array(n * NF);
  const a = new Float64Array(n * NF);
  const lead = new Float64Array(n * K * NF);
  const fatigue = new Float64Array(n);
  const price = new Float64Array(n);
  const fatigueIdx = DEFENSE_IDS.indexOf(rules.passwordFatigueDefense);
  const M = FRAUD_IDS.map((f) => DEFENSE_IDS.map((d) => rules.matrix[f][d]));
  const base = FRAUD_IDS.map((f) => rules.severityPoints[G.FRAUDS[f].severity]);
  const pen = FRAUD_IDS.map((f) => rules.breachPenalty[G.FRAUDS[f].severity]);
  for (let i = 0; i < n; i++) {
    const l = lineups[i];
    price[i] = priceOf(l);
    fatigue[i] = l.includes(fatigueIdx) ? rules.passwordFatigue : 0;
    for (let f = 0; f < NF; f++) {
      let s = 0;
      let p = 0;
      let best = 0;
      for (const d of l) {
        const e = M[f][d];
        if (e === 2) s++;
        else if (e === 1) p++;
        if (e > best) best = e;
      }
      const ch = G.chanceFromCounts(s, p, rules);
      c[i * NF + f] = ch;
      a[i * NF + f] = ch * base[f] - (1 - ch) * pen[f];
      for (let j = 0; j < l.length; j++) {
        if (G.leadDoubles(M[f][l[j]], best, rules)) lead[(i * K + j) * NF + f] = ch * base[f] * (rules.leadMultiplier - 1);
      }
    }
  }
  return { n, K, c, a, lead, fatigue, price, base, pen, lineups };
}

/** Exact value of lineup i with Lead j under draw weights (with replacement): closed form. */
function valueWithReplacement(T, i, j, n, b, rules) {
  let lin = 0;
  let lb = 0;
  let bl = 0;
  const o = i * NF;
  const lo = (i * T.K + j) * NF;
  for (let f = 0; f < NF; f++) {
    lin += n[f] * T.a[o + f];
    lb += n[f] * T.lead[lo + f];
    bl += b[f] * T.c[o + f];
  }
  return lin + lb + rules.cleanSheetBonus * bl ** rules.attacksPerWeek + T.fatigue[i];
}

/** Exact P(clean sheet) of lineup i without replacement: Σ over every set drawn of Π c. */
function cleanByEnumeration(T, i, dist) {
  const o = i * NF;
  let sum = 0;
  for (const d of dist) {
    let p = d.p;
    for (const f of d.frauds) p *= T.c[o + f];
    sum += p;
  }
  return sum;
}

/**
 * Everything about one forecast: the expected attack counts n_f, the one-attack probabilities
 * (with replacement) and the draw distribution (without replacement), from the domain.
 */
export function forecastModel(forecast, rules) {
  const ids = forecastIds(forecast);
  const n = Float64Array.from(G.expectedAttackCounts(ids, rules));
  const b = n.map((x) => x / rules.attacksPerWeek);
  const dist = rules.drawWithReplacement ? null : G.drawDistribution(ids, rules);
  return { forecast, ids, n, b, dist };
}

/**
 * The best Lead of lineup i under a forecast: the deployed card j whose doubling adds the most
 * expected points, Σ_f n_f · lead[i, j, f] (the first of equal gains, to 1e-12). Lineups are
 * never empty, so every lineup has one.
 */
function bestLeadGain(T, model, i) {
  let gain = -Infinity;
  let best = 0;
  for (let j = 0; j < T.lineups[i].length; j++) {
    let g = 0;
    const lo = (i * T.K + j) * NF;
    for (let f = 0; f < NF; f++) g += model.n[f] * T.lead[lo + f];
    if (g > gain + 1e-12) {
      gain = g;
      best = j;
    }
  }
  return { gain, j: best };
}

/** Exact values of every lineup (best Lead each) under one forecast: Float64Array + Lead index. */
export function valuesUnder(T, model, rules) {
  const vals = new Float64Array(T.n);
  const leads = new Int8Array(T.n);
  for (let i = 0; i < T.n; i++) {
    let lin = T.fatigue[i];
    const o = i * NF;
    for (let f = 0; f < NF; f++) lin += model.n[f] * T.a[o + f];
    const { gain: bestGain, j: bestLead } = bestLeadGain(T, model, i);
    let clean;
    if (rules.drawWithReplacement) {
      let bl = 0;
      for (let f = 0; f < NF; f++) bl += model.b[f] * T.c[o + f];
      clean = bl ** rules.attacksPerWeek;
    } else {
      clean = cleanByEnumeration(T, i, model.dist);
    }
    vals[i] = lin + bestGain + rules.cleanSheetBonus * clean;
    leads[i] = bestLead;
  }
  return { vals, leads };
}

export { valueWithReplacement, cleanByEnumeration };

/**
 * Rules with replacement: the whole forecast space, exactly. The weight of fraud f under a
 * forecast is w_f·(1 + (m − 1)·[f headline]), so every sum over frauds is its no-forecast
 * value plus three looked-up terms; a lineup's value under each of the 1,140 forecasts costs a
 * few dozen additions. Two passes: the best per forecast, then who is within 5% of it.
 */
export function analyseForecastsWithReplacement(T, rules, forecasts, { budgetTenths = G.STARTING_BALANCE_TENTHS } = {}) {
  const k = rules.attacksPerWeek;
  const bonus = rules.cleanSheetBonus;
  const m1 = rules.forecastMultiplier - 1;
  const w = FRAUD_IDS.map((f) => G.FRAUDS[f].weight);
  const W0 = w.reduce((s, x) => s + x, 0);
  const nF = forecasts.length;
  const fx = new Int32Array(nF * 3);
  const invW = new Float64Array(nF);
  forecasts.forEach((f, q) => {
    fx.set(f, q * 3);
    invW[q] = 1 / (W0 + m1 * (w[f[0]] + w[f[1]] + w[f[2]]));
  });
  const best = new Float64Array(nF).fill(-Infinity);
  const bestIdx = new Int32Array(nF);
  const bestLeadOf = new Int8Array(nF);
  const bestBudget = new Float64Array(nF).fill(-Infinity);
  const bestBudgetIdx = new Int32Array(nF);
  // Best lineup without card d, for the cards d of each forecast's best lineup (a card's worth).
  const withoutCard = new Float64Array(ND * nF).fill(-Infinity);
  const A = new Float64Array(NF);
  const Cc = new Float64Array(NF);
  const L = new Float64Array(T.K * NF);
  const L0 = new Float64Array(T.K);
  const leadsUsed = new Int8Array(T.K);
  const within = new Uint16Array(T.n);
  const vals = new Float64Array(nF);
  const leadsQ = new Int8Array(nF);
  const pow = k === 4 ? (x) => { const x2 = x * x; return x2 * x2; } : (x) => x ** k;

  const evalLineup = (i) => {
    const l = T.lineups[i];
    const o = i * NF;
    let a0 = 0;
    let c0 = 0;
    for (let f = 0; f < NF; f++) {
      A[f] = m1 * w[f] * T.a[o + f];
      Cc[f] = m1 * w[f] * T.c[o + f];
      a0 += w[f] * T.a[o + f];
      c0 += w[f] * T.c[o + f];
    }
    // Leads that double nothing are never better than one that does; keep the others (and the first).
    let nLeads = 0;
    for (let j = 0; j < l.length; j++) {
      let s = 0;
      const lo = (i * T.K + j) * NF;
      for (let f = 0; f < NF; f++) s += T.lead[lo + f];
      if (s === 0 && !(j === 0)) continue;
      let s0 = 0;
      for (let f = 0; f < NF; f++) {
        L[nLeads * NF + f] = m1 * w[f] * T.lead[lo + f];
        s0 += w[f] * T.lead[lo + f];
      }
      L0[nLeads] = s0;
      leadsUsed[nLeads] = j;
      nLeads++;
    }
    for (let q = 0; q < nF; q++) {
      const x = fx[q * 3];
      const y = fx[q * 3 + 1];
      const z = fx[q * 3 + 2];
      let g = -Infinity;
      let gj = 0;
      for (let j = 0; j < nLeads; j++) {
        const v = L0[j] + L[j * NF + x] + L[j * NF + y] + L[j * NF + z];
        if (v > g + 1e-12) {
          g = v;
          gj = leadsUsed[j];
        }
      }
      const iw = invW[q];
      vals[q] = k * iw * (a0 + A[x] + A[y] + A[z] + g) + bonus * pow((c0 + Cc[x] + Cc[y] + Cc[z]) * iw) + T.fatigue[i];
      leadsQ[q] = gj;
    }
  };

  // Pass 1: the best lineup per forecast, unlimited and within the starting wallet.
  for (let i = 0; i < T.n; i++) {
    evalLineup(i);
    const affordable = T.price[i] <= budgetTenths;
    for (let q = 0; q < nF; q++) {
      const v = vals[q];
      if (v > best[q]) {
        best[q] = v;
        bestIdx[q] = i;
        bestLeadOf[q] = leadsQ[q];
      }
      if (affordable && v > bestBudget[q]) {
        bestBudget[q] = v;
        bestBudgetIdx[q] = i;
      }
    }
  }
  // Pass 2: how many forecasts each lineup is within 5% of the best under, and the best lineup
  // without each card of the best one.
  const maskOf = (l) => l.reduce((m, d) => m | (1 << d), 0);
  const bestMask = Int32Array.from(bestIdx, (i) => maskOf(T.lineups[i]));
  for (let i = 0; i < T.n; i++) {
    evalLineup(i);
    const lm = maskOf(T.lineups[i]);
    let cnt = 0;
    for (let q = 0; q < nF; q++) {
      const v = vals[q];
      if (v >= 0.95 * best[q]) cnt++;
      let missing = bestMask[q] & ~lm;
      while (missing) {
        const d = 31 - Math.clz32(missing);
        missing &= ~(1 << d);
        if (v > withoutCard[q * ND + d]) withoutCard[q * ND + d] = v;
      }
    }
    within[i] = cnt;
  }
  // A card's worth under a forecast: best − best without it when the best lineup holds it, else 0.
  const worth = new Float64Array(ND * nF);
  for (let q = 0; q < nF; q++) {
    for (const d of T.lineups[bestIdx[q]]) worth[q * ND + d] = best[q] - withoutCard[q * ND + d];
  }
  return { forecasts, best, bestIdx, bestLeadOf, bestBudget, bestBudgetIdx, worth, within };
}

/** Exact value of lineup i with a fixed Lead j under a forecast model (both draw modes). */
export function valueFixed(T, i, j, model, rules) {
  const o = i * NF;
  const lo = (i * T.K + j) * NF;
  let v = T.fatigue[i];
  for (let f = 0; f < NF; f++) v += model.n[f] * (T.a[o + f] + T.lead[lo + f]);
  let clean;
  if (rules.drawWithReplacement) {
    let bl = 0;
    for (let f = 0; f < NF; f++) bl += model.b[f] * T.c[o + f];
    clean = bl ** rules.attacksPerWeek;
  } else clean = cleanByEnumeration(T, i, model.dist);
  return v + rules.cleanSheetBonus * clean;
}

/**
 * Rules without replacement (v1): the clean-sheet chance needs every possible set of attacks,
 * so per forecast the linear part (attacks and Lead) is computed for every lineup and the exact
 * clean-sheet chance only where it can matter: lineups are taken in order of an upper bound
 * (clean sheet ≤ the chance the first attack is blocked) until the bound falls below 95% of the
 * best exact value found. Exact for the best lineup and for the within-5% counts.
 */
export function analyseForecastsByBound(T, rules, forecasts, { budgetTenths = G.STARTING_BALANCE_TENTHS } = {}) {
  const nF = forecasts.length;
  const best = new Float64Array(nF);
  const bestIdx = new Int32Array(nF);
  const bestLeadOf = new Int8Array(nF);
  const bestBudget = new Float64Array(nF).fill(NaN);
  const bestBudgetIdx = new Int32Array(nF).fill(-1);
  const within = new Uint16Array(T.n);
  let exactEvaluations = 0;
  const ub = new Float64Array(T.n);
  const part = new Float64Array(T.n);
  const leadJ = new Int8Array(T.n);
  forecasts.forEach((fc, q) => {
    const model = forecastModel(fc, rules);
    const first = G.drawWeights(model.ids, rules);
    const tot = FRAUD_IDS.reduce((s, f) => s + first[f], 0);
    const b1 = FRAUD_IDS.map((f) => first[f] / tot);
    for (let i = 0; i < T.n; i++) {
      const o = i * NF;
      let lin = T.fatigue[i];
      let bl = 0;
      for (let f = 0; f < NF; f++) {
        lin += model.n[f] * T.a[o + f];
        bl += b1[f] * T.c[o + f];
      }
      const { gain: g, j: gj } = bestLeadGain(T, model, i);
      part[i] = lin + g;
      leadJ[i] = gj;
      ub[i] = part[i] + rules.cleanSheetBonus * bl;
    }
    const order = Array.from({ length: T.n }, (_, i) => i).sort((x, y) => ub[y] - ub[x]);
    let b = -Infinity;
    const exact = [];
    for (const i of order) {
      if (b > 0 && ub[i] < 0.95 * b) break;
      const v = part[i] + rules.cleanSheetBonus * cleanByEnumeration(T, i, model.dist);
      exactEvaluations++;
      exact.push([i, v]);
      if (v > b) {
        b = v;
        bestIdx[q] = i;
        bestLeadOf[q] = leadJ[i];
      }
      if (T.price[i] <= budgetTenths && !(bestBudget[q] >= v)) {
        bestBudget[q] = v;
        bestBudgetIdx[q] = i;
      }
    }
    best[q] = b;
    for (const [i, v] of exact) if (v >= 0.95 * b) within[i]++;
  });
  return { forecasts, best, bestIdx, bestLeadOf, bestBudget, bestBudgetIdx, within, exactEvaluations };
}

// ---- The weekly drill (rules v3+) ----------------------------------------------------------

/**
 * The exact distribution of a drill's frauds under a forecast: libs/domain's drawDrill picks each
 * of `size` cases' fraud by the week's draw weights among the frauds with fewer than
 * `maxPerFraud` cases in the drill (every fraud has at least that many cases: a content test).
 * States are count vectors, keyed in base maxPerFraud + 1. Returns [{ counts, p }].
 */
export function drillDistribution(model, rules) {
  const d = rules.drill;
  if (!d) return [{ counts: new Int8Array(NF), p: 1 }];
  const weights = G.drawWeights(model.ids, rules);
  const w = FRAUD_IDS.map((f) => weights[f]);
  const B = d.maxPerFraud + 1;
  const pw = Array.from({ length: NF }, (_, f) => B ** f);
  const countsOf = (key) => {
    const c = new Int8Array(NF);
    for (let f = 0; f < NF; f++) {
      c[f] = key % B;
      key = Math.floor(key / B);
    }
    return c;
  };
  let states = new Map([[0, 1]]);
  for (let k = 0; k < d.size; k++) {
    const next = new Map();
    for (const [key, p] of states) {
      const c = countsOf(key);
      let total = 0;
      for (let f = 0; f < NF; f++) if (c[f] < d.maxPerFraud) total += w[f];
      if (total === 0) {
        next.set(key, (next.get(key) ?? 0) + p);
        continue;
      }
      for (let f = 0; f < NF; f++) {
        if (c[f] >= d.maxPerFraud) continue;
        const k2 = key + pw[f];
        next.set(k2, (next.get(k2) ?? 0) + (p * w[f]) / total);
      }
    }
    states = next;
  }
  return [...states].map(([key, p]) => ({ counts: countsOf(key), p }));
}

/**
 * Exact expected points of `lineup` (defense indexes; may be empty) with Lead index `j` (or -1)
 * when every case of the drill is answered right, averaged over the drill's draw (`dist`), with
 * the domain's boost (G.boostOf) and chance (G.chanceWithDrill). Rules with replacement only.
 */
export function valueWithDrill(lineup, j, model, rules, dist, { answeredRight = true } = {}) {
  const M = FRAUD_IDS.map((f) => DEFENSE_IDS.map((d) => rules.matrix[f][d]));
  const base = FRAUD_IDS.map((f) => rules.severityPoints[G.FRAUDS[f].severity]);
  const pen = FRAUD_IDS.map((f) => rules.breachPenalty[G.FRAUDS[f].severity]);
  const maxK = rules.drill ? rules.drill.maxPerFraud : 0;
  // Per fraud and per number k of its drill cases: the chance, the attack's value (Lead included).
  const ch = [];
  const val = [];
  for (let f = 0; f < NF; f++) {
    let s = 0;
    let p = 0;
    let best = 0;
    for (const d of lineup) {
      const e = M[f][d];
      if (e === 2) s++;
      else if (e === 1) p++;
      if (e > best) best = e;
    }
    const own = G.chanceFromCounts(s, p, rules);
    const doubles = j >= 0 && G.leadDoubles(M[f][lineup[j]], best, rules);
    ch.push([]);
    val.push([]);
    for (let k = 0; k <= maxK; k++) {
      const c = rules.drill && answeredRight ? G.chanceWithDrill(own, G.boostOf(k, rules.drill)) : own;
      ch[f].push(c);
      val[f].push(c * base[f] * (doubles ? rules.leadMultiplier : 1) - (1 - c) * pen[f]);
    }
  }
  const fatigueIdx = DEFENSE_IDS.indexOf(rules.passwordFatigueDefense);
  let v = lineup.includes(fatigueIdx) ? rules.passwordFatigue : 0;
  for (const { counts, p } of dist) {
    let lin = 0;
    let bl = 0;
    for (let f = 0; f < NF; f++) {
      lin += model.n[f] * val[f][counts[f]];
      bl += model.b[f] * ch[f][counts[f]];
    }
    v += p * (lin + rules.cleanSheetBonus * bl ** rules.attacksPerWeek);
  }
  return v;
}

/**
 * The drill's two targets, on every `every`-th forecast of the analysis A: the expected points a
 * perfect drill adds to the forecast's best lineup (Lead kept) against the best single card's
 * worth there, and a perfect drill with no squad against the best squad within the wallet.
 */
export function analyseDrill(T7, rules, forecasts, A, { every = 19 } = {}) {
  let minMargin = Infinity;
  let worstQ = -1;
  let sumDrill = 0;
  let sumCard = 0;
  let maxNoSquad = -Infinity;
  let noSquadQ = -1;
  let n = 0;
  let noSquadBelow = true;
  let beats = 0;
  for (let q = 0; q < forecasts.length; q += every) {
    const model = forecastModel(forecasts[q], rules);
    const dist = drillDistribution(model, rules);
    const lineup = T7.lineups[A.bestIdx[q]];
    const withDrill = valueWithDrill(lineup, A.bestLeadOf[q], model, rules, dist);
    const drillWorth = withDrill - A.best[q];
    let card = 0;
    for (let d = 0; d < ND; d++) card = Math.max(card, A.worth[q * ND + d]);
    const noSquad = valueWithDrill([], -1, model, rules, dist);
    if (drillWorth - card < minMargin) [minMargin, worstQ] = [drillWorth - card, q];
    if (drillWorth > card) beats++;
    if (!(noSquad < A.bestBudget[q])) noSquadBelow = false;
    if (noSquad - A.bestBudget[q] > maxNoSquad) [maxNoSquad, noSquadQ] = [noSquad - A.bestBudget[q], q];
    sumDrill += drillWorth;
    sumCard += card;
    n++;
  }
  const dq = forecastModel(forecasts[noSquadQ], rules);
  const noSquadPoints = valueWithDrill([], -1, dq, rules, drillDistribution(dq, rules));
  const noDrillNoSquad = valueWithDrill([], -1, dq, rules, [{ counts: new Int8Array(NF), p: 1 }], { answeredRight: false });
  // Apples to apples with the cards table: a card's worth is averaged over forecasts, so is the
  // drill's; the bar is the best card's worth under each forecast, averaged (at least the largest
  // average worth of any one card). Under how many forecasts the drill wins is reported too.
  const drillBeatsCard = sumDrill / n > sumCard / n;
  return {
    forecasts: n,
    beats,
    meanDrillWorth: sumDrill / n,
    meanBestCardWorth: sumCard / n,
    worstMargin: minMargin,
    worstMarginForecast: forecastIds(forecasts[worstQ]),
    drillBeatsCard,
    noSquadBelow,
    closestNoSquadGap: maxNoSquad,
    closestNoSquad: { forecast: forecastIds(forecasts[noSquadQ]), withDrill: noSquadPoints, withoutDrill: noDrillNoSquad, bestWithinWallet: A.bestBudget[noSquadQ] },
  };
}

const cr = (tenths) => Math.round(tenths) / 10;
const r2 = (x) => Math.round(x * 100) / 100;

/** The default forecast the single-forecast tables use: the three heaviest frauds by base weight. */
export function defaultForecast() {
  return G.listFrauds().slice(0, G.HEADLINE_THREATS).map((f) => FRAUD_IDS.indexOf(f.id));
}

/**
 * The whole report for a rules version. `forecast`: fraud indexes of the single forecast the
 * lineup tables use; `sampleEvery`: for rules without replacement, analyse every n-th forecast
 * (the bound method is slower); 1 = all.
 */
export function buildReport(rules, { forecast = defaultForecast(), sampleEvery = 1, top = 10 } = {}) {
  const t0 = performance.now();
  const all = enumerateLineups();
  const Tall = lineupTable(all, rules);
  const key = (l) => l.join(',');
  const indexOf = new Map(all.map((l, i) => [key(l), i]));
  const timings = {};
  const lap = (name, since) => (timings[name] = r2((performance.now() - since) / 1000));
  lap('lineupTable', t0);
  let t1 = performance.now();
  const model = forecastModel(forecast, rules);
  const { vals, leads } = valuesUnder(Tall, model, rules);
  const order = Array.from({ length: Tall.n }, (_, i) => i).sort((x, y) => vals[y] - vals[x]);
  const detail = (i) => {
    const l = all[i];
    const ids = lineupIds(l);
    const lead = ids[leads[i]];
    const e = G.expectedWeek(ids, lead, model.ids, rules);
    return {
      lineup: ids,
      lead,
      cost: cr(Tall.price[i]),
      points: r2(vals[i]),
      sd: r2(e.sd),
      cleanSheet: r2(e.cleanSheetChance),
      fromBlocks: r2(e.fromBlocks),
      fromBreaches: r2(e.fromBreaches),
      fromCleanSheet: r2(e.fromCleanSheet),
      domainCheck: Math.abs(e.expectedPoints - vals[i]) < 1e-9,
    };
  };
  const topLineups = order.slice(0, top).map(detail);
  const wallet = G.STARTING_BALANCE_TENTHS;
  const bestAffordable = order.find((i) => Tall.price[i] <= wallet);
  const budgetCurve = [];
  for (const budget of [600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600, Infinity]) {
    const i = order.find((j) => Tall.price[j] <= budget);
    budgetCurve.push({ budget: budget === Infinity ? 'unlimited' : cr(budget), points: r2(vals[i]), cost: cr(Tall.price[i]), lineup: lineupIds(all[i]) });
  }
  // Myth-buster: every lineup holding Regular Password Changes vs the same lineup without it.
  const rpc = DEFENSE_IDS.indexOf(rules.passwordFatigueDefense);
  let rpcWorst = -Infinity;
  for (let i = 0; i < Tall.n; i++) {
    const l = all[i];
    if (!l.includes(rpc) || l.length === 1) continue;
    const j = indexOf.get(key(l.filter((d) => d !== rpc)));
    rpcWorst = Math.max(rpcWorst, vals[i] - vals[j]);
  }
  const rpcRowZero = FRAUD_IDS.every((f) => rules.matrix[f][rules.passwordFatigueDefense] === 0);

  // The forecast space, over full lineups (7 cards; see the dominance note in the README).
  const full = all.filter((l) => l.length === G.MAX_DEPLOYED);
  lap('singleForecast', t1);
  t1 = performance.now();
  const T7 = lineupTable(full, rules);
  const forecastsAll = allForecasts();
  const forecasts = forecastsAll.filter((_, q) => q % sampleEvery === 0);
  const A = rules.drawWithReplacement
    ? analyseForecastsWithReplacement(T7, rules, forecasts)
    : analyseForecastsByBound(T7, rules, forecasts);
  lap('forecastSpace', t1);
  t1 = performance.now();
  const nF = forecasts.length;
  // Distinct best (lineup, Lead) pairs and their value under every forecast, Lead kept.
  const pairKey = (q) => `${A.bestIdx[q]}:${A.bestLeadOf[q]}`;
  const pairs = [...new Set(Array.from({ length: nF }, (_, q) => pairKey(q)))];
  const models = forecasts.map((f) => forecastModel(f, rules));
  const kept = new Map(pairs.map((p) => {
    const [i, j] = p.split(':').map(Number);
    return [p, models.map((mo) => valueFixed(T7, i, j, mo, rules))];
  }));
  let gainSum = 0;
  let gainN = 0;
  for (let prev = 0; prev < nF; prev++) {
    const v = kept.get(pairKey(prev));
    for (let q = 0; q < nF; q++) {
      if (q === prev) continue;
      gainSum += A.best[q] - v[q];
      gainN++;
    }
  }
  const refitGain = gainSum / gainN;
  lap('refit', t1);
  const bestCounts = new Map();
  for (let q = 0; q < nF; q++) bestCounts.set(A.bestIdx[q], (bestCounts.get(A.bestIdx[q]) ?? 0) + 1);
  let maxWithin = 0;
  let maxWithinIdx = 0;
  for (let i = 0; i < T7.n; i++) if (A.within[i] > maxWithin) [maxWithin, maxWithinIdx] = [A.within[i], i];
  const bestCosts = Array.from(A.bestIdx, (i) => T7.price[i]).sort((x, y) => x - y);
  const medianBestCost = bestCosts[Math.floor(nF / 2)];
  let gap = 0;
  let gapN = 0;
  for (let q = 0; q < nF; q++) if (Number.isFinite(A.bestBudget[q])) { gap += A.best[q] - A.bestBudget[q]; gapN++; }
  const budgetGap = gap / gapN;

  // Cards: what a card adds to the best team, averaged over forecasts: best lineup holding it −
  // best lineup without it, or 0 under a forecast where the best team does not want it; per credit.
  const cards = DEFENSE_IDS.map((id, d) => {
    let worth;
    if (A.worth) {
      let s = 0;
      for (let q = 0; q < nF; q++) s += A.worth[q * ND + d];
      worth = s / nF;
    } else {
      let w1 = -Infinity;
      let w0 = -Infinity;
      for (let i = 0; i < Tall.n; i++) {
        if (all[i].length !== G.MAX_DEPLOYED) continue;
        if (all[i].includes(d)) w1 = Math.max(w1, vals[i]);
        else w0 = Math.max(w0, vals[i]);
      }
      worth = Math.max(0, w1 - w0);
    }
    const price = G.DEFENSES[id].priceTenths;
    return { id, position: G.DEFENSES[id].position, price: cr(price), worth: r2(worth), perCredit: Math.round((1e4 * worth) / cr(price)) / 1e4, rawPerCredit: worth / cr(price) };
  });
  const positionChecks = G.POSITION_IDS.map((p) => {
    const inPos = cards.filter((c) => c.position === p);
    const maxPrice = Math.max(...inPos.map((c) => c.price));
    const maxValue = Math.max(...inPos.map((c) => c.rawPerCredit));
    const both = inPos.filter((c) => c.price === maxPrice && c.rawPerCredit === maxValue).map((c) => c.id);
    return { position: p, mostExpensive: inPos.filter((c) => c.price === maxPrice).map((c) => c.id), bestValue: inPos.filter((c) => c.rawPerCredit === maxValue).map((c) => c.id), both };
  });

  // Breach vs block of the same attack, in each forecast's best lineup (Lead included).
  let worstRatio = Infinity;
  let ratioSum = 0;
  for (let q = 0; q < nF; q++) {
    const ids = lineupIds(full[A.bestIdx[q]]);
    const lead = ids[A.bestLeadOf[q]];
    const o = G.fraudOutlooks(ids, lead, models[q].ids, rules);
    const n = o.reduce((s, f) => s + f.expectedCount, 0);
    const earn = o.reduce((s, f) => s + f.expectedCount * f.blockPoints, 0) / n;
    const cost = o.reduce((s, f) => s - f.expectedCount * f.breachPoints, 0) / n;
    worstRatio = Math.min(worstRatio, cost / earn);
    ratioSum += cost / earn;
  }

  const D = rules.drill && rules.drawWithReplacement ? analyseDrill(T7, rules, forecasts, A) : null;
  if (D) lap('drill', t1);
  const drillTargets = D
    ? [
        { id: 'drill-beats-a-card', text: 'A perfect weekly drill adds more expected points to the best lineup, on average over forecasts, than the best single card is worth (the best card under each forecast, averaged)', measured: `drill +${r2(D.meanDrillWorth)} vs best card ${r2(D.meanBestCardWorth)} points a week on average over ${D.forecasts} forecasts (largest average worth of one card: ${r2(Math.max(...cards.map((c) => c.worth)))}); the drill beats the forecast's best card under ${D.beats} of them; smallest margin ${r2(D.worstMargin)} (${D.worstMarginForecast.join(', ')})`, holds: D.drillBeatsCard },
        { id: 'drill-not-a-squad', text: 'A perfect drill with no squad scores less than the best squad within the starting wallet without a drill', measured: `closest: no squad + drill ${r2(D.closestNoSquad.withDrill)} (no squad, no drill ${r2(D.closestNoSquad.withoutDrill)}) vs ${r2(D.closestNoSquad.bestWithinWallet)} (${D.closestNoSquad.forecast.join(', ')}); over ${D.forecasts} forecasts`, holds: D.noSquadBelow },
      ]
    : [];
  const targets = [
    { id: 'no-dominant-lineup', text: 'No single lineup is within 5% of the best under more than a third of the forecasts', measured: `${maxWithin} of ${nF} forecasts (${r2((100 * maxWithin) / nF)}%) at most, by ${lineupIds(full[maxWithinIdx]).join(' ')}`, holds: maxWithin <= nF / 3 },
    { id: 'refit-gain', text: 'Refitting to the week\'s forecast gains at least 3 points a week on average over keeping last week\'s best lineup', measured: `${r2(refitGain)} points a week (last week's best lineup and Lead kept, averaged over ${gainN} ordered pairs of different forecasts)`, holds: refitGain >= 3 },
    { id: 'credits-matter', text: 'The best lineup without a budget costs clearly more than a new player holds (at least 15% more), and credits beyond the wallet keep buying points (at least 1 point a week)', measured: `median cost of the best lineup ${cr(medianBestCost)} cr vs wallet ${cr(wallet)} cr; best unlimited − best within the wallet: ${r2(budgetGap)} points a week on average`, holds: medianBestCost >= 1.15 * wallet && budgetGap >= 1 },
    { id: 'no-expensive-best-value', text: 'No card is both the most expensive and the best value in its position', measured: positionChecks.map((p) => `${p.position}: most expensive ${p.mostExpensive.join('/')}, best value ${p.bestValue.join('/')}`).join('; '), holds: positionChecks.every((p) => p.both.length === 0) },
    { id: 'breach-costs-more', text: 'A breach costs at least as much as the block of the same attack earns, on average', measured: `breach cost / block points of the same attacks in each forecast's best lineup: worst ${r2(worstRatio)}, mean ${r2(ratioSum / nF)}`, holds: worstRatio >= 1 },
    ...drillTargets,
    { id: 'myth-buster-loses', text: 'The myth-buster card (Regular Password Changes) stays a net loss in every lineup', measured: `adding it changes a lineup's expected points by at most ${r2(rpcWorst)} (it counters nothing in the matrix: ${rpcRowZero})`, holds: rpcWorst < 0 && rpcRowZero },
  ];
  return {
    rulesVersion: rules.version,
    seconds: r2((performance.now() - t0) / 1000),
    timings,
    lineups: { legal: Tall.n, full: T7.n },
    forecast: model.ids,
    topLineups,
    bestWithinWallet: detail(bestAffordable),
    budgetCurve,
    forecasts: {
      analysed: nF,
      of: forecastsAll.length,
      method: rules.drawWithReplacement ? 'closed form, every forecast, every full lineup' : `bound-and-exact, every ${sampleEvery}th forecast, every full lineup (${A.exactEvaluations} exact clean-sheet sums)`,
      distinctBestLineups: bestCounts.size,
      mostFrequentBest: [...bestCounts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([i, c]) => ({ lineup: lineupIds(full[i]), cost: cr(T7.price[i]), forecasts: c })),
      refitGain: r2(refitGain),
      medianBestCost: cr(medianBestCost),
      bestMinusWithinWallet: r2(budgetGap),
      bestPointsRange: [r2(Math.min(...A.best)), r2(Math.max(...A.best))],
    },
    cards,
    drill: D ? { rules: rules.drill, ...D, meanDrillWorth: r2(D.meanDrillWorth), meanBestCardWorth: r2(D.meanBestCardWorth), worstMargin: r2(D.worstMargin) } : null,
    targets,
  };
}

/** The report as text. */
export function formatReport(R) {
  const lines = [];
  const p = (s = '') => lines.push(s);
  p(`FraudShield balance report, rules v${R.rulesVersion} (${R.lineups.legal} legal lineups, ${R.lineups.full} full; ${R.seconds} s: ${Object.entries(R.timings).map(([k, v]) => `${k} ${v}`).join(', ')})`);
  p(`\nForecast for the lineup tables: ${R.forecast.join(', ')}`);
  p('Best lineups (exact expected points a week, best Lead):');
  for (const [n, t] of R.topLineups.entries()) {
    p(`  ${String(n + 1).padStart(2)}. ${t.points.toFixed(2).padStart(6)} pts  sd ${t.sd.toFixed(2)}  clean ${Math.round(t.cleanSheet * 100)}%  ${t.cost.toFixed(1)} cr  ${t.lineup.join(' ')}  (Lead ${t.lead})`);
  }
  const b = R.bestWithinWallet;
  p(`Best within the starting wallet: ${b.points.toFixed(2)} pts, ${b.cost.toFixed(1)} cr, ${b.lineup.join(' ')} (Lead ${b.lead})`);
  const t = R.topLineups[0];
  p(`Where the best lineup's points come from: blocks ${t.fromBlocks}, breaches ${t.fromBreaches}, clean sheet ${t.fromCleanSheet}; spread (sd) ${t.sd}`);
  p('Best points by budget: ' + R.budgetCurve.map((c) => `${c.budget}: ${c.points} (${c.cost} cr)`).join(' · '));
  const F = R.forecasts;
  p(`\nEvery forecast (${F.analysed} of ${F.of}; ${F.method}):`);
  p(`  best lineup's points ${F.bestPointsRange[0]}–${F.bestPointsRange[1]}; ${F.distinctBestLineups} different best lineups; median cost of the best ${F.medianBestCost} cr`);
  for (const m of F.mostFrequentBest) p(`  best under ${m.forecasts} forecasts: ${m.cost} cr ${m.lineup.join(' ')}`);
  p(`  refitting to the forecast gains ${F.refitGain} points a week; unlimited credits gain ${F.bestMinusWithinWallet} over the wallet`);
  p('\nCards (worth = points a week the card adds to the best lineup, 0 when the best lineup does without it, averaged over forecasts; per credit):');
  for (const c of R.cards) p(`  ${c.position.padEnd(12)} ${c.id.padEnd(26)} ${c.price.toFixed(1).padStart(5)} cr  worth ${c.worth.toFixed(2).padStart(6)}  ${c.perCredit.toFixed(4).padStart(7)} /cr`);
  if (R.drill) {
    const d = R.drill;
    p(`\nWeekly drill (${d.rules.size} cases, at most ${d.rules.maxPerFraud} per fraud, +${Math.round(d.rules.boostPerCase * 100)}% per right answer, at most ${Math.round(d.rules.boostCap * 100)}% against one fraud; ${d.forecasts} forecasts):`);
    p(`  a perfect drill adds ${d.meanDrillWorth} points a week to the best lineup (the best single card is worth ${d.meanBestCardWorth}); smallest margin ${d.worstMargin}`);
    p(`  no squad: ${r2(d.closestNoSquad.withoutDrill)} points without a drill, ${r2(d.closestNoSquad.withDrill)} with a perfect one, vs ${r2(d.closestNoSquad.bestWithinWallet)} for the best squad within the wallet (${d.closestNoSquad.forecast.join(', ')})`);
  }
  p('\nTargets:');
  for (const x of R.targets) p(`  ${x.holds ? 'holds' : 'FAILS'}  ${x.text}\n         ${x.measured}`);
  return lines.join('\n');
}
