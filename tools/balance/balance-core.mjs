// The balance tool's arithmetic: exact expected points of every legal lineup and Lead under a
// forecast, from libs/domain's own functions (rules, matrix, draw weights, block chances, the
// Lead rule, the exact draw distribution). No sampling anywhere. balance.mjs prints it;
// balance.test.mjs checks the balance targets and that these numbers equal the domain's
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
/** A lineup's price under the rules (their own price table, else the catalog: the domain's defensePriceTenths). */
export const priceOf = (l, rules) => l.reduce((s, i) => s + G.defensePriceTenths(DEFENSE_IDS[i], rules), 0);

/**
 * Per-lineup quantities that do not depend on the forecast: block chance c_f (the domain's
 * chanceFromCounts, bit-identical to blockChance), the expected points of an attack of f without
 * the Lead bonus a_f = c·block − (1 − c)·penalty, and for each Lead the frauds it multiplies (the
 * domain's leadDoubles: dbl) with the extra points (c·block − [v4+] (1 − c)·penalty)·(multiplier − 1).
 */
export function lineupTable(lineups, rules) {
  const n = lineups.length;
  const K = G.MAX_DEPLOYED;
  const c = new Float64Array(n * NF);
  const a = new Float64Array(n * NF);
  const lead = new Float64Array(n * K * NF);
  const dbl = new Uint8Array(n * K * NF);
  const fatigue = new Float64Array(n);
  const price = new Float64Array(n);
  const fatigueIdx = DEFENSE_IDS.indexOf(rules.passwordFatigueDefense);
  const M = FRAUD_IDS.map((f) => DEFENSE_IDS.map((d) => rules.matrix[f][d]));
  const base = FRAUD_IDS.map((f) => rules.severityPoints[G.FRAUDS[f].severity]);
  const pen = FRAUD_IDS.map((f) => rules.breachPenalty[G.FRAUDS[f].severity]);
  for (let i = 0; i < n; i++) {
    const l = lineups[i];
    price[i] = priceOf(l, rules);
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
        if (G.leadDoubles(M[f][l[j]], best, rules)) {
          dbl[(i * K + j) * NF + f] = 1;
          // The Lead's extra points: its blocks (× multiplier − 1), and from v4 its breaches too.
          lead[(i * K + j) * NF + f] =
            (ch * base[f] - (rules.leadOnBreaches ? (1 - ch) * pen[f] : 0)) * (rules.leadMultiplier - 1);
        }
      }
    }
  }
  return { n, K, c, a, lead, dbl, fatigue, price, base, pen, lineups };
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
 * Rules with replacement: a lineup's value under many forecasts at once. The weight of fraud f
 * under a forecast is w_f·(1 + (m − 1)·[f headline]), so every sum over frauds is its
 * no-forecast value plus three looked-up terms; a lineup's value under each forecast costs a few
 * dozen additions. `evalLineup(i)` fills `vals` and `leads` (the best Lead's index) for every
 * forecast; `floorOf(i)` fills `floor` with a lower bound (no Lead bonus, no clean sheet: both ≥ 0).
 * `triple: false` (the forecast space, the keeper, idle: none of them reads a Triple Lead) leaves
 * out the chip's `tripleGains` and `tripleLeads` (null), which cost most of the time with chips;
 * `vals`, `leads` and `gains` are the same either way (the same operations in the same order).
 */
export function forecastEvaluator(T, rules, forecasts, { triple = true } = {}) {
  const k = rules.attacksPerWeek;
  const k4 = k === 4;
  const bonus = rules.cleanSheetBonus;
  const m1 = rules.forecastMultiplier - 1;
  const mHead = m1 + 1;
  const w = FRAUD_IDS.map((f) => G.FRAUDS[f].weight);
  const W0 = w.reduce((s, x) => s + x, 0);
  const nF = forecasts.length;
  const fx = new Int32Array(nF * 3);
  const invW = new Float64Array(nF);
  forecasts.forEach((f, q) => {
    fx.set(f, q * 3);
    invW[q] = 1 / (W0 + m1 * (w[f[0]] + w[f[1]] + w[f[2]]));
  });
  const A = new Float64Array(NF);
  const Cc = new Float64Array(NF);
  const L = new Float64Array(T.K * NF);
  const L0 = new Float64Array(T.K);
  const leadsUsed = new Int8Array(T.K);
  const vals = new Float64Array(nF);
  const leads = new Int8Array(nF);
  // The best Lead's extra points under each forecast, and in a Triple Lead week what the chip adds
  // with its own best Lead (the chip multiplies only the attacks tripleLeadApplies names).
  const gains = new Float64Array(nF);
  const tripleExtra = rules.chips
    ? (rules.chips.tripleLeadMultiplier - rules.leadMultiplier) / (rules.leadMultiplier - 1)
    : 0;
  const withTriple = triple && tripleExtra !== 0;
  const tripleGains = triple ? new Float64Array(nF) : null;
  const tripleLeads = triple ? new Int8Array(nF) : null;
  // Per forecast: whether the chip covers each of its three headline threats, and every attack.
  const tq = new Uint8Array(nF * 3);
  const tripledAll = new Uint8Array(nF);
  forecasts.forEach((f, q) => {
    const ids = forecastIds(f);
    const t = Uint8Array.from(FRAUD_IDS, (id) => (rules.chips && G.tripleLeadApplies(id, ids, rules) ? 1 : 0));
    for (let u = 0; u < 3; u++) tq[q * 3 + u] = t[f[u]];
    tripledAll[q] = t.every((b) => b === 1) ? 1 : 0;
  });
  // v7: the chip's multiplier on a covered attack whenever the Lead counters the fraud, strongly or partly (LA: that Lead's extra points at ×2).
  const tripleAny = rules.chips?.tripleLeadCoversPartial === true;
  const LA = new Float64Array(T.K * NF);
  // v6: the attacks the chip does not cover get tripleLeadOthersMultiplier (absent: the Lead's own).
  const othersMultiplier = rules.chips?.tripleLeadOthersMultiplier;
  const othersKeep = othersMultiplier === undefined ? 1 : (othersMultiplier - 1) / (rules.leadMultiplier - 1);
  const tripleTimes = 1 + tripleExtra;
  // Per Lead and fraud: w_f × the Lead's extra points (a headline threat's weight is m·w_f).
  const LW = new Float64Array(T.K * NF);
  const floor = new Float64Array(nF);
  // The matrix by defense index, then fraud index (the v7 Triple Lead reads whether a Lead counters).
  const counters = DEFENSE_IDS.map((d) => Uint8Array.from(FRAUD_IDS, (f) => (rules.matrix[f][d] > 0 ? 1 : 0)));
  const leadFactor = rules.leadMultiplier - 1;

  const dominated = (lo, i, nLeads) => {
    for (let t = 0; t < nLeads; t++) {
      const lp = (i * T.K + leadsUsed[t]) * NF;
      let below = true;
      for (let f = 0; f < NF && below; f++) if (T.lead[lo + f] > T.lead[lp + f]) below = false;
      if (below) return true;
    }
    return false;
  };
  const evalLineup = (i) => {
    const l = T.lineups[i];
    const o = i * NF;
    const fatigue = T.fatigue[i];
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
      for (let f = 0; f < NF; f++) s += T.dbl[lo + f];
      if (s === 0 && !(j === 0) && !tripleAny) continue;
      // Without the chip, a Lead whose extra points are nowhere above an earlier kept Lead's can never
      // be the best (its sums are no larger, float rounding being monotone, and a later Lead must
      // beat the best by 1e-12): leave it out.
      if (!withTriple && dominated(lo, i, nLeads)) continue;
      let s0 = 0;
      const no = nLeads * NF;
      for (let f = 0; f < NF; f++) {
        L[no + f] = m1 * w[f] * T.lead[lo + f];
        s0 += w[f] * T.lead[lo + f];
      }
      if (withTriple) {
        const cnt = counters[l[j]];
        for (let f = 0; f < NF; f++) {
          LW[no + f] = w[f] * T.lead[lo + f];
          if (tripleAny)
            LA[no + f] = cnt[f]
              ? w[f] * (T.a[o + f] + (rules.leadOnBreaches ? 0 : (1 - T.c[o + f]) * T.pen[f])) * leadFactor
              : 0;
        }
      }
      L0[nLeads] = s0;
      leadsUsed[nLeads] = j;
      nLeads++;
    }
    for (let q = 0; q < nF; q++) {
      const q3 = q * 3;
      const x = fx[q3];
      const y = fx[q3 + 1];
      const z = fx[q3 + 2];
      let g = -Infinity;
      let gj = 0;
      let g3 = -Infinity;
      let gj3 = 0;
      if (withTriple) {
        const all = tripledAll[q] === 1;
        const tx = tq[q3];
        const ty = tq[q3 + 1];
        const tz = tq[q3 + 2];
        for (let j = 0; j < nLeads; j++) {
          const jo = j * NF;
          const v = L0[j] + L[jo + x] + L[jo + y] + L[jo + z];
          if (v > g + 1e-12) {
            g = v;
            gj = leadsUsed[j];
          }
          // The chip's attacks: every one the Lead multiplies, or only the headline threats it names.
          let t = 0;
          if (all) t = v;
          else {
            if (tx) t += mHead * LW[jo + x];
            if (ty) t += mHead * LW[jo + y];
            if (tz) t += mHead * LW[jo + z];
          }
          let ta = t;
          if (tripleAny && !all) {
            ta = 0;
            if (tx) ta += mHead * LA[jo + x];
            if (ty) ta += mHead * LA[jo + y];
            if (tz) ta += mHead * LA[jo + z];
          }
          // The covered attacks' extra points × (triple − 1)/(lead − 1); the others' × othersKeep.
          const v3 = othersKeep * (v - t) + tripleTimes * ta;
          if (v3 > g3 + 1e-12) {
            g3 = v3;
            gj3 = leadsUsed[j];
          }
        }
      } else {
        for (let j = 0; j < nLeads; j++) {
          const jo = j * NF;
          const v = L0[j] + L[jo + x] + L[jo + y] + L[jo + z];
          if (v > g + 1e-12) {
            g = v;
            gj = leadsUsed[j];
          }
        }
      }
      const iw = invW[q];
      const cs = (c0 + Cc[x] + Cc[y] + Cc[z]) * iw;
      let clean;
      if (k4) {
        const cs2 = cs * cs;
        clean = cs2 * cs2;
      } else clean = cs ** k;
      vals[q] = k * iw * (a0 + A[x] + A[y] + A[z] + g) + bonus * clean + fatigue;
      leads[q] = gj;
      gains[q] = k * iw * g;
      if (triple) {
        tripleGains[q] = tripleExtra ? k * iw * (g3 - g) : 0;
        tripleLeads[q] = tripleExtra ? gj3 : gj;
      }
    }
  };
  const floorOf = (i) => {
    const o = i * NF;
    let a0 = 0;
    for (let f = 0; f < NF; f++) {
      A[f] = m1 * w[f] * T.a[o + f];
      a0 += w[f] * T.a[o + f];
    }
    for (let q = 0; q < nF; q++)
      floor[q] = k * invW[q] * (a0 + A[fx[q * 3]] + A[fx[q * 3 + 1]] + A[fx[q * 3 + 2]]) + T.fatigue[i];
  };
  // An upper bound of Σ_q vals[q] (every forecast's value summed, as a keeper weighs a lineup), in
  // closed form: the attack points are linear in the weights, so their sum over the forecasts is
  // Σ_f a_f·k·(w_f·Σ_q 1/W_q + (m − 1)·w_f·Σ_{q∋f} 1/W_q); each fraud's Lead points are those of its
  // best card (max_j Σ_f ≤ Σ_f max_j, the weights being ≥ 0); a clean sheet's chance is at most
  // (max_f c_f)^k (one attack is blocked with a weighted mean of the c_f). A few dozen operations.
  let S0 = 0;
  const Sf = new Float64Array(NF);
  for (let q = 0; q < nF; q++) {
    S0 += invW[q];
    for (let u = 0; u < 3; u++) Sf[fx[q * 3 + u]] += invW[q];
  }
  const sumBound = (i) => {
    const l = T.lineups[i];
    const o = i * NF;
    let sum = 0;
    let cmax = 0;
    for (let f = 0; f < NF; f++) {
      let mx = -Infinity;
      for (let j = 0; j < l.length; j++) mx = Math.max(mx, T.lead[(i * T.K + j) * NF + f]);
      sum += k * w[f] * (T.a[o + f] + mx) * (S0 + m1 * Sf[f]);
      cmax = Math.max(cmax, T.c[o + f]);
    }
    return sum + nF * (Math.max(0, bonus * cmax ** k) + T.fatigue[i]);
  };
  return { nF, vals, leads, gains, tripleGains, tripleLeads, floor, evalLineup, floorOf, sumBound };
}

/**
 * Rules with replacement: the whole forecast space, exactly (forecastEvaluator). Two passes: the
 * best per forecast (unlimited and within the wallet, each with its best Lead), then who is
 * within 5% of it and the best lineup without each card of the best one.
 */
export function analyseForecastsWithReplacement(
  T,
  rules,
  forecasts,
  { budgetTenths = G.STARTING_BALANCE_TENTHS } = {},
) {
  const E = forecastEvaluator(T, rules, forecasts, { triple: false });
  const { nF, vals, leads: leadsQ } = E;
  const best = new Float64Array(nF).fill(-Infinity);
  const bestIdx = new Int32Array(nF);
  const bestLeadOf = new Int8Array(nF);
  const bestBudget = new Float64Array(nF).fill(-Infinity);
  const bestBudgetIdx = new Int32Array(nF);
  const bestBudgetLeadOf = new Int8Array(nF);
  // Best lineup without card d, for the cards d of each forecast's best lineup (a card's worth).
  const withoutCard = new Float64Array(ND * nF).fill(-Infinity);
  const within = new Uint16Array(T.n);

  // Pass 1: the best lineup per forecast, unlimited and within the starting wallet.
  for (let i = 0; i < T.n; i++) {
    E.evalLineup(i);
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
        bestBudgetLeadOf[q] = leadsQ[q];
      }
    }
  }
  // Pass 2: how many forecasts each lineup is within 5% of the best under, and the best lineup
  // without each card of the best one.
  const maskOf = (l) => l.reduce((m, d) => m | (1 << d), 0);
  const bestMask = Int32Array.from(bestIdx, (i) => maskOf(T.lineups[i]));
  for (let i = 0; i < T.n; i++) {
    E.evalLineup(i);
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
  return { forecasts, best, bestIdx, bestLeadOf, bestBudget, bestBudgetIdx, bestBudgetLeadOf, worth, within };
}

/**
 * Idle never wins: under each forecast, how many legal lineups within the wallet
 * (every size, 1–7 cards) expect no more than an idle player, who fields nothing: every attack
 * gets through (the engine scores an empty lineup so). Exact: a lineup's floor (no Lead bonus,
 * no clean sheet) above the idle value settles it; the rest are evaluated in full.
 */
export function idleAnalysis(T, rules, forecasts, { budgetTenths = G.STARTING_BALANCE_TENTHS } = {}) {
  const E = forecastEvaluator(T, rules, forecasts, { triple: false });
  const pen = FRAUD_IDS.map((f) => rules.breachPenalty[G.FRAUDS[f].severity]);
  const idle = Float64Array.from(forecasts, (fc) => {
    const m = forecastModel(fc, rules);
    return -pen.reduce((s, p, f) => s + m.n[f] * p, 0);
  });
  const atOrBelow = new Int32Array(E.nF);
  let affordable = 0;
  let evaluated = 0;
  for (let i = 0; i < T.n; i++) {
    if (T.price[i] > budgetTenths) continue;
    affordable++;
    E.floorOf(i);
    let q0 = -1;
    for (let q = 0; q < E.nF; q++)
      if (E.floor[q] <= idle[q]) {
        q0 = q;
        break;
      }
    if (q0 < 0) continue;
    E.evalLineup(i);
    evaluated++;
    for (let q = 0; q < E.nF; q++) if (E.vals[q] <= idle[q]) atOrBelow[q]++;
  }
  let worstQ = 0;
  for (let q = 1; q < E.nF; q++) if (atOrBelow[q] > atOrBelow[worstQ]) worstQ = q;
  return {
    idle,
    atOrBelow,
    affordable,
    evaluated,
    worstQ,
    worstForecast: forecastIds(forecasts[worstQ]),
    worstShare: atOrBelow[worstQ] / affordable,
  };
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
 * Returns { n, p, counts(k) → Int8Array of outcome k's cases per fraud, masks? }.
 *
 * With at most one case per fraud (rules v3+), an outcome is a set of frauds (a 20-bit mask),
 * built by weight classes (drillSets): 8 of 20 frauds is 125,970 outcomes in about 15 ms. Otherwise
 * the states are count vectors keyed in base maxPerFraud + 1, in a Map (`generic`: that way
 * always, which the tests compare with the fast path).
 */
export function drillDistribution(model, rules, { generic = false } = {}) {
  const d = rules.drill;
  if (!d) return { n: 1, p: Float64Array.of(1), counts: () => new Int8Array(NF) };
  const weights = G.drawWeights(model.ids, rules);
  const w = FRAUD_IDS.map((f) => weights[f]);
  if (d.maxPerFraud === 1 && !generic) return drillSets(w, d.size);
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
  const keys = [...states.keys()];
  return { n: keys.length, p: Float64Array.from(keys, (k) => states.get(k)), counts: (k) => countsOf(keys[k]) };
}

/**
 * Successive weighted draws without replacement of `size` of the frauds: every set and its exact
 * probability. Frauds of equal weight are exchangeable, so the draw is first followed on how many
 * frauds of each weight it has taken (a few hundred states, not the 263,950 sets of up to 8 of
 * 20), and a set's probability is that of its counts divided by the number of sets sharing them.
 */
function drillSets(w, size) {
  const take = Math.min(size, NF);
  const values = [...new Set(w)].sort((a, b) => b - a);
  const typeOf = w.map((x) => values.indexOf(x));
  const nOf = values.map((v) => w.filter((x) => x === v).length);
  const T = values.length;
  const W = w.reduce((a, b) => a + b, 0);
  // States: counts taken of each weight, keyed in mixed radix (n_t + 1).
  const radix = nOf.map((n) => n + 1);
  const place = radix.map((_, t) => radix.slice(0, t).reduce((a, b) => a * b, 1));
  let states = new Map([[0, 1]]);
  for (let k = 0; k < take; k++) {
    const next = new Map();
    for (const [key, p] of states) {
      let removed = 0;
      const taken = values.map((_, t) => Math.floor(key / place[t]) % radix[t]);
      for (let t = 0; t < T; t++) removed += taken[t] * values[t];
      const left = W - removed;
      for (let t = 0; t < T; t++) {
        const free = nOf[t] - taken[t];
        if (free === 0) continue;
        const k2 = key + place[t];
        next.set(k2, (next.get(k2) ?? 0) + (p * free * values[t]) / left);
      }
    }
    states = next;
  }
  // Every set of `take` frauds, in mask order of the recursion below, with its probability.
  const total = binom(NF, take);
  const masks = new Int32Array(total);
  const p = new Float64Array(total);
  // A set's probability depends only on its counts per weight (its key): one division per key.
  const keys = place[T - 1] * radix[T - 1];
  const pOfKey = new Float64Array(keys);
  for (let key = 0; key < keys; key++) {
    let sets = 1;
    for (let t = 0; t < T; t++) sets *= binom(nOf[t], Math.floor(key / place[t]) % radix[t]);
    pOfKey[key] = (states.get(key) ?? 0) / sets;
  }
  const placeOf = Int32Array.from(typeOf, (t) => place[t]);
  let n = 0;
  const rec = (f, left, mask, key) => {
    if (left === 0) {
      masks[n] = mask;
      p[n++] = pOfKey[key];
      return;
    }
    if (NF - f < left) return;
    rec(f + 1, left - 1, mask | (1 << f), key + placeOf[f]);
    rec(f + 1, left, mask, key);
  };
  rec(0, take, 0, 0);
  const counts = (k) => {
    const c = new Int8Array(NF);
    for (let f = 0; f < NF; f++) if (masks[k] & (1 << f)) c[f] = 1;
    return c;
  };
  return { n, p, masks, counts };
}

/** P(a drill holds exactly k cases of fraud f), k = 0..maxPerFraud: marg[f][k]. */
export function drillMarginals(dist, rules) {
  const K = rules.drill ? rules.drill.maxPerFraud : 0;
  const marg = Array.from({ length: NF }, () => new Float64Array(K + 1));
  for (let k = 0; k < dist.n; k++) {
    const p = dist.p[k];
    if (dist.masks) {
      const m = dist.masks[k];
      for (let f = 0; f < NF; f++) marg[f][m & (1 << f) ? 1 : 0] += p;
    } else {
      const c = dist.counts(k);
      for (let f = 0; f < NF; f++) marg[f][c[f]] += p;
    }
  }
  return marg;
}

/** Per fraud, for k drill cases of it: the chance and the attack's value, Lead included (a lineup's drill table). */
function drillTable(lineup, j, rules, rightRate) {
  const M = FRAUD_IDS.map((f) => DEFENSE_IDS.map((d) => rules.matrix[f][d]));
  const maxK = rules.drill ? rules.drill.maxPerFraud : 0;
  const ch = [];
  const val = [];
  for (let f = 0; f < NF; f++) {
    const base = rules.severityPoints[G.FRAUDS[FRAUD_IDS[f]].severity];
    const pen = rules.breachPenalty[G.FRAUDS[FRAUD_IDS[f]].severity];
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
      // k cases of the fraud, each right with probability rightRate: the boost of Binomial(k, rightRate) right answers.
      let c = 0;
      for (let r = 0; r <= k; r++) {
        const pr = binom(k, r) * rightRate ** r * (1 - rightRate) ** (k - r);
        if (pr === 0) continue;
        // The domain's chance with the drill (from v5 only for a fraud the lineup already counters).
        c += pr * G.chanceUnderRules(own, rules.drill ? G.boostOf(r, rules.drill) : 0, rules);
      }
      ch[f].push(c);
      const times = doubles ? rules.leadMultiplier : 1;
      val[f].push(c * base * times - (1 - c) * pen * (rules.leadOnBreaches ? times : 1));
    }
  }
  return { ch, val };
}

const binom = (n, k) => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
};

/**
 * Exact expected points of `lineup` (defense indexes; may be empty) with Lead index `j` (or -1)
 * when every case of the drill is answered right (or none: answeredRight false), averaged over
 * the drill's draw (`dist`), with the domain's boost (G.boostOf) and chance (G.chanceWithDrill).
 * Rules with replacement only.
 */
export function valueWithDrill(lineup, j, model, rules, dist, { answeredRight = true } = {}) {
  const { ch, val } = drillTable(lineup, j, rules, answeredRight ? 1 : 0);
  const fatigueIdx = DEFENSE_IDS.indexOf(rules.passwordFatigueDefense);
  let v = lineup.includes(fatigueIdx) ? rules.passwordFatigue : 0;
  const k4 = rules.attacksPerWeek;
  if (dist.masks && ch[0].length === 2) {
    // One case per fraud at most: a drill outcome adds its frauds' differences to the no-drill sums.
    let lin0 = 0;
    let bl0 = 0;
    const dLin = new Float64Array(NF);
    const dBl = new Float64Array(NF);
    for (let f = 0; f < NF; f++) {
      lin0 += model.n[f] * val[f][0];
      bl0 += model.b[f] * ch[f][0];
      dLin[f] = model.n[f] * (val[f][1] - val[f][0]);
      dBl[f] = model.b[f] * (ch[f][1] - ch[f][0]);
    }
    let acc = 0;
    for (let k = 0; k < dist.n; k++) {
      let m = dist.masks[k];
      let lin = lin0;
      let bl = bl0;
      while (m) {
        const f = 31 - Math.clz32(m);
        m &= ~(1 << f);
        lin += dLin[f];
        bl += dBl[f];
      }
      acc += dist.p[k] * (lin + rules.cleanSheetBonus * bl ** k4);
    }
    return v + acc;
  }
  for (let k = 0; k < dist.n; k++) {
    const counts = dist.counts(k);
    let lin = 0;
    let bl = 0;
    for (let f = 0; f < NF; f++) {
      lin += model.n[f] * val[f][counts[f]];
      bl += model.b[f] * ch[f][counts[f]];
    }
    v += dist.p[k] * (lin + rules.cleanSheetBonus * bl ** k4);
  }
  return v;
}

/**
 * A lower bound of a lineup's expected points when each drill case is answered right with
 * probability `rightRate`, from the drill's marginals alone: the attack points are exact (they are
 * linear in each fraud's chance), the clean-sheet term uses E[B]⁴ ≤ E[B⁴] (Jensen; B = the chance
 * one attack is blocked, given the drill), so the tool never overstates what a drill adds.
 */
export function valueWithDrillLowerBound(lineup, j, model, rules, marg, rightRate) {
  const { ch, val } = drillTable(lineup, j, rules, rightRate);
  const fatigueIdx = DEFENSE_IDS.indexOf(rules.passwordFatigueDefense);
  let lin = lineup.includes(fatigueIdx) ? rules.passwordFatigue : 0;
  let bl = 0;
  for (let f = 0; f < NF; f++) {
    for (let k = 0; k < marg[f].length; k++) {
      lin += model.n[f] * marg[f][k] * val[f][k];
      bl += model.b[f] * marg[f][k] * ch[f][k];
    }
  }
  return lin + rules.cleanSheetBonus * bl ** rules.attacksPerWeek;
}

/**
 * Playing pays, on every `every`-th forecast of the analysis A:
 * - every legal full lineup within the wallet, each drill case answered right with probability
 *   `rightRate` (half the drill right): its expected points with its best Lead, a lower bound
 *   (valueWithDrillLowerBound's Jensen step, here in closed form: with the drill's marginals a
 *   fraud's expected chance is 1 − (1 − c)·E[1 − boost], and the attack points are linear in it),
 *   averaged over the forecasts; the median lineup's figure;
 * - the best lineup within the wallet (and its Lead) with a perfect drill: exact (valueWithDrill).
 */
export function analysePlaying(
  T7,
  rules,
  forecasts,
  A,
  { every = 19, rightRate = 0.5, budgetTenths = G.STARTING_BALANCE_TENTHS } = {},
) {
  const affordable = [];
  for (let i = 0; i < T7.n; i++) if (T7.price[i] <= budgetTenths) affordable.push(i);
  const sum = new Float64Array(affordable.length);
  const bestWithDrill = [];
  const leadPlus = new Float64Array(NF);
  let n = 0;
  for (let q = 0; q < forecasts.length; q += every) {
    const model = forecastModel(forecasts[q], rules);
    const dist = drillDistribution(model, rules);
    const marg = drillMarginals(dist, rules);
    // E[1 − boost] of a fraud's drill cases, each right with probability rightRate.
    const keep = marg.map((mk) => {
      let e = 0;
      for (let k = 0; k < mk.length; k++) {
        let miss = 0;
        for (let r = 0; r <= k; r++)
          miss +=
            binom(k, r) *
            rightRate ** r *
            (1 - rightRate) ** (k - r) *
            (1 - (rules.drill ? G.boostOf(r, rules.drill) : 0));
        e += mk[k] * miss;
      }
      return e;
    });
    affordable.forEach((i, t) => {
      const o = i * NF;
      let lin = T7.fatigue[i];
      let bl = 0;
      for (let f = 0; f < NF; f++) {
        // From v5 the drill boosts only a fraud the lineup counters (G.chanceUnderRules).
        const c = rules.drillCounteredOnly && T7.c[o + f] <= 0 ? 0 : 1 - (1 - T7.c[o + f]) * keep[f];
        lin += model.n[f] * (c * T7.base[f] - (1 - c) * T7.pen[f]);
        bl += model.b[f] * c;
        // What a Lead doubling f adds (the same product for every Lead: once per fraud).
        leadPlus[f] =
          model.n[f] * (c * T7.base[f] - (rules.leadOnBreaches ? (1 - c) * T7.pen[f] : 0)) * (rules.leadMultiplier - 1);
      }
      let lead = -Infinity;
      for (let j = 0; j < T7.lineups[i].length; j++) {
        const lo = (i * T7.K + j) * NF;
        let g = 0;
        for (let f = 0; f < NF; f++) if (T7.dbl[lo + f]) g += leadPlus[f];
        if (g > lead) lead = g;
      }
      sum[t] += lin + lead + rules.cleanSheetBonus * bl ** rules.attacksPerWeek;
    });
    const lineup = T7.lineups[A.bestBudgetIdx[q]];
    bestWithDrill.push({
      q,
      withoutDrill: A.bestBudget[q],
      withDrill: valueWithDrill(lineup, A.bestBudgetLeadOf[q], model, rules, dist),
    });
    n++;
  }
  const means = Float64Array.from(sum, (x) => x / n).sort();
  const m = means.length >> 1;
  const medianLineup = means.length % 2 ? means[m] : (means[m - 1] + means[m]) / 2;
  const bestMean = bestWithDrill.reduce((s, b) => s + b.withDrill, 0) / n;
  const bestMin = bestWithDrill.reduce((a, b) => (b.withDrill < a.withDrill ? b : a));
  return {
    forecasts: n,
    lineups: affordable.length,
    rightRate,
    medianLineup,
    positiveLineups: means.filter((x) => x > 0).length,
    bestWithinWalletPerfectDrill: bestMean,
    bestWithinWalletNoDrill: bestWithDrill.reduce((s, b) => s + b.withoutDrill, 0) / n,
    bestWithinWalletPerfectDrillMin: { points: bestMin.withDrill, forecast: forecastIds(forecasts[bestMin.q]) },
  };
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
  const noDrillNoSquad = valueWithDrill(
    [],
    -1,
    dq,
    rules,
    { n: 1, p: Float64Array.of(1), counts: () => new Int8Array(NF) },
    { answeredRight: false },
  );
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
    closestNoSquad: {
      forecast: forecastIds(forecasts[noSquadQ]),
      withDrill: noSquadPoints,
      withoutDrill: noDrillNoSquad,
      bestWithinWallet: A.bestBudget[noSquadQ],
    },
  };
}

/** The default forecast the single-forecast tables use: the three heaviest frauds by base weight. */
export function defaultForecast() {
  return G.listFrauds()
    .slice(0, G.HEADLINE_THREATS)
    .map((f) => FRAUD_IDS.indexOf(f.id));
}
