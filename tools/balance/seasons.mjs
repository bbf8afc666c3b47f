// The season simulation on many seeds, for every rules version with a season (v4 and v5): a
// seeded, reproducible season of ten weeks per seed, played by simulated players of six
// behaviours, scored by libs/domain's own engine (scoreWeek: draw, rolls, drill, chips, transfer
// hits) and trading through the domain's shop rules (buy, sell, setLineup). Each target is then
// read on every seed and reported with its worst seed and its spread (seasonTargets).
//
// Behaviours (a player's plan is exact: lineup values are closed-form expectations, balance-core):
// - idle: never fields a squad. Under v5 its weeks are not played (no points: it is in no table);
//   under v4 every attack is charged.
// - static: a uniform pick among the affordable full lineups, bought in a random order in week 1
//   (the first card leads), never changed.
// - keeper: the best squad that never changes: the affordable full lineup with the most expected
//   points a week over every possible forecast (keeperLineup), the best Lead picked each week.
// - refitter: before each deadline, the lineup with the most expected points for this week's
//   forecast net of the transfer hits it costs (v4: no hits, but the sale refund), within its cash.
// - planner: the same over the forecasts published ahead (forecastWeeksAhead: the lineup that
//   scores most over the weeks it can see, net of hits), using its free transfers; it plays each
//   chip in a week the chip is worth at least twice its median so far (or when the season runs out).
// - learner: a planner that answers its drill, the daily case every day and four page checks a
//   week, each right with probability LEARNER_RIGHT (income capped per week under v5).
// The forecasts are the domain's schedule (scheduledForecast(seed, week)) for every version.
import * as G from '../../libs/domain/src/game/index.ts';
import { DEFENSE_IDS, FRAUD_IDS } from '../../libs/domain/src/catalog/ids.ts';
import {
  allForecasts,
  drillDistribution,
  enumerateLineups,
  forecastEvaluator,
  forecastModel,
  lineupTable,
  valueWithDrill,
} from './balance-core.mjs';
import {
  buyInOrder,
  cashAfterTrade,
  pricesOf,
  DAYS_PER_WEEK,
  deploy,
  groupTable,
  LEARNER_RIGHT,
  mean,
  median,
  newSimPlayer,
  playWeek,
  sd,
  seasonStream,
  tradeTo,
} from './season-step.mjs';

export const SEASON_WEEKS = 10;
export const SEEDS = 20;
export const PER_GROUP = 100;
export const GROUPS = ['idle', 'static', 'keeper', 'refitter', 'planner', 'learner'];
/** The behaviours whose players count as "active" for the positive-share target (keeper is a hindsight benchmark). */
export const ACTIVE = ['static', 'refitter', 'planner', 'learner'];
export { LEARNER_RIGHT, DAYS_PER_WEEK };
/** How much the planner weighs each further week it can see (a week ahead counts this much, two weeks its square). */
export const PLAN_DISCOUNT = 0.3;
export const PAGES_PER_WEEK = 4;
export const seedName = (k) => `fraudshield-season-sim-${k}`;

const NF = FRAUD_IDS.length;
const ND = DEFENSE_IDS.length;
const POS = DEFENSE_IDS.map((id) => G.POSITION_IDS.indexOf(G.DEFENSES[id].position));
const popcount = (m) => {
  let c = 0;
  while (m) {
    m &= m - 1;
    c++;
  }
  return c;
};

/**
 * Every lineup's exact expected points under each week's forecast with its best Lead, and that
 * Lead's extra points (what the Lead multiplier adds: a Triple Lead adds it again × (3 − 2)/(2 − 1)),
 * with balance-core's forecastEvaluator (closed form, one pass over the lineups for every week).
 */
function seasonValues(T, rules, forecasts) {
  const E = forecastEvaluator(
    T,
    rules,
    forecasts.map((f) => f.map((id) => FRAUD_IDS.indexOf(id))),
  );
  const W = forecasts.map(() => ({
    vals: new Float64Array(T.n),
    gains: new Float64Array(T.n),
    leads: new Int8Array(T.n),
    tripleGains: new Float64Array(T.n),
    tripleLeads: new Int8Array(T.n),
  }));
  for (let i = 0; i < T.n; i++) {
    E.evalLineup(i);
    for (let q = 0; q < W.length; q++) {
      W[q].vals[i] = E.vals[q];
      W[q].gains[i] = E.gains[q];
      W[q].leads[i] = E.leads[q];
      W[q].tripleGains[i] = E.tripleGains[q];
      W[q].tripleLeads[i] = E.tripleLeads[q];
    }
  }
  return W;
}

/** Candidates in decreasing key order, the ones within `delta` of the best first (a lazily widened sort). */
function topOrder(key, delta) {
  let max = -Infinity;
  for (let i = 0; i < key.length; i++) if (key[i] > max) max = key[i];
  const bar = max - delta;
  const idx = [];
  for (let i = 0; i < key.length; i++) if (key[i] >= bar) idx.push(i);
  idx.sort((x, y) => key[y] - key[x] || x - y);
  return { order: idx, bar: idx.length === key.length ? -Infinity : bar };
}

/**
 * The plan of a player holding `have` (mask) with `cash` after selling nothing: the lineup with the
 * largest key − hit × (transfers beyond `free`), within the cash (selling refunds what the rules
 * say). Exact: the candidates are walked in key order until the key cannot beat the best found.
 */
function bestPlan(ctx, keyName, key, have, refund, cash, free, hitPoints) {
  let delta = 8;
  for (;;) {
    const cacheKey = `${keyName}:${delta}`;
    let top = ctx.orders.get(cacheKey);
    if (!top) ctx.orders.set(cacheKey, (top = topOrder(key, delta)));
    let best = -1;
    let bestObj = -Infinity;
    for (const i of top.order) {
      if (key[i] <= bestObj) break;
      const want = ctx.masks[i];
      if (cashAfterTrade(have, want, refund, cash, ctx.prices) < 0) continue;
      const obj = key[i] - hitPoints * Math.max(0, popcount(want & ~have) - free);
      if (obj > bestObj) [best, bestObj] = [i, obj];
    }
    if (best >= 0 && bestObj >= top.bar) return { i: best, obj: bestObj };
    if (top.bar === -Infinity) return { i: best, obj: bestObj };
    delta *= 4;
  }
}

/**
 * One season on one seed. `T`: lineupTable of every legal lineup (shared). Returns each group's
 * totals and the per-seed measures the targets read. For probes (probe-chips.mjs) only, never the
 * report: `forecasts` replaces the domain's schedule (one list of headline threats a week), and
 * `benchDrops: 'owned'` lets a Full Bench plan sell only a card owned when the week opened (the
 * report's 'any' may also drop a card the plan buys this week: see README, chip timing).
 */
export function simulateSeasonOnSeed(
  rules,
  {
    seed,
    perGroup = PER_GROUP,
    weeks = SEASON_WEEKS,
    T,
    forecasts: forecastsGiven,
    benchDrops = 'any',
    // Off only to reproduce the seasons before the trading behaviours learned to leave it out.
    skipMythBuster = true,
  },
) {
  const stream = (name) => seasonStream(seed, name);
  const randInt = (rng, n) => Math.floor(rng.next() * n);
  const horizon = G.forecastHorizon(rules);
  const hitPoints = rules.transfers?.hitPoints ?? 0;
  const wallet = G.STARTING_BALANCE_TENTHS;
  const chipsOn = Boolean(rules.chips);
  const PRICES = pricesOf(rules);
  const forecasts = forecastsGiven ?? Array.from({ length: weeks }, (_, w) => G.scheduledForecast(seed, w + 1));
  const W = seasonValues(T, rules, forecasts);
  const models = forecasts.map((f) => ({
    ...forecastModel(
      f.map((id) => FRAUD_IDS.indexOf(id)),
      rules,
    ),
    rules,
  }));
  const masks = (T.masks ??= Int32Array.from(T.lineups, (l) => l.reduce((m, d) => m | (1 << d), 0)));
  // The trading behaviours never field the myth-buster (it counters nothing and costs
  // passwordFatigue a week): a full lineup with it is played as its six other cards, worth
  // −passwordFatigue more, and the card is neither bought nor kept. The table holds full lineups
  // only (a smaller one never beats a full one without the myth-buster), so a plan short of credits
  // or of free transfers would otherwise pay for it, even take a hit to buy it.
  const mythId = skipMythBuster ? rules.passwordFatigueDefense : undefined;
  const mythBit = mythId ? 1 << DEFENSE_IDS.indexOf(mythId) : 0;
  const playMasks = mythBit ? Int32Array.from(masks, (m) => m & ~mythBit) : masks;
  const playVals = W.map(({ vals }) => {
    if (!mythBit) return vals;
    const v = Float64Array.from(vals);
    for (let i = 0; i < T.n; i++) if (masks[i] & mythBit) v[i] -= rules.passwordFatigue;
    return v;
  });
  // Keys: this week's value (refitter), the horizon's sum (planner), and with a Triple Lead this week.
  // The planner weighs a week k weeks ahead by PLAN_DISCOUNT^k: it will re-plan when it comes.
  const horizonKey = (w, h) => {
    const k = new Float64Array(T.n);
    for (let t = w; t < Math.min(weeks, w + h); t++) {
      const g = PLAN_DISCOUNT ** (t - w);
      for (let i = 0; i < T.n; i++) k[i] += g * playVals[t][i];
    }
    return k;
  };

  const players = [];
  for (const group of GROUPS)
    for (let k = 0; k < perGroup; k++)
      players.push(
        newSimPlayer(seed, group, k, {
          playing: false,
          free: 0,
          chips: {},
          chipHistory: { wildcard: [], tripleLead: [], fullBench: [] },
          pagesLeft: G.QUIZ_PAGES,
        }),
      );
  // Static: a uniform affordable full lineup in a random order; keeper: the season's best affordable one.
  const staticRng = stream('static');
  const affordableFull = [];
  for (let i = 0; i < T.n; i++)
    if (T.lineups[i].length === G.MAX_DEPLOYED && T.price[i] <= wallet) affordableFull.push(i);
  const keeperIdx = keeperLineup(T, rules, affordableFull);
  for (const p of players) {
    let l = null;
    if (p.group === 'static') {
      l = [...T.lineups[affordableFull[randInt(staticRng, affordableFull.length)]]];
      for (let j = l.length - 1; j > 0; j--) {
        const r = randInt(staticRng, j + 1);
        [l[j], l[r]] = [l[r], l[j]];
      }
    } else if (p.group === 'keeper') l = [...T.lineups[keeperIdx]];
    if (l)
      p.state = buyInOrder(
        p.state,
        l.map((d) => DEFENSE_IDS[d]),
        p.group,
        rules,
      );
  }

  const chipValues = []; // the first planner's worth of each chip in each week (the chip target)
  let mythBusterWeeks = 0; // weeks a trading player fielded the myth-buster (none: skipMythBuster)
  const week10 = {};
  for (let w = 0; w < weeks; w++) {
    const ctx = { orders: new Map(), masks: playMasks, prices: PRICES };
    const keys = { now: playVals[w], plan: horizon > 1 ? horizonKey(w, horizon) : playVals[w] };
    const tripleKeys = {};
    const tripleKey = (name) => {
      if (!tripleKeys[name]) {
        const k = Float64Array.from(keys[name]);
        for (let i = 0; i < T.n; i++) k[i] += W[w].tripleGains[i];
        tripleKeys[name] = k;
      }
      return tripleKeys[name];
    };
    if (w === weeks - 1) {
      // Credits matter all season: who could field this week's best lineup (sell the rest, buy the lack)?
      let best = 0;
      for (let i = 1; i < T.n; i++) if (W[w].vals[i] > W[w].vals[best]) best = i;
      week10.bestCost = T.price[best];
      week10.bestLineup = T.lineups[best].map((d) => DEFENSE_IDS[d]);
      week10.canReach = {};
      for (const g of GROUPS.filter((x) => x !== 'idle')) {
        const ps = players.filter((p) => p.group === g);
        week10.canReach[g] =
          ps.filter((p) => {
            const buying =
              p.state.balanceTenths +
              p.state.squad.owned.reduce((s, o) => s + G.saleRefundTenths(o.pricePaidTenths, rules), 0);
            return buying >= T.price[best];
          }).length / ps.length;
      }
    }
    const decisions = new Map();
    for (const p of players) {
      const startOwned = p.state.squad.owned.map((o) => o.defenseId);
      let chip = null;
      const trading = p.group === 'refitter' || p.group === 'planner' || p.group === 'learner';
      if (trading) {
        const keyName = p.group === 'refitter' ? 'now' : 'plan';
        const have = startOwned.reduce((m, id) => m | (1 << DEFENSE_IDS.indexOf(id)), 0);
        const refund = new Float64Array(ND);
        for (const o of p.state.squad.owned)
          refund[DEFENSE_IDS.indexOf(o.defenseId)] = G.saleRefundTenths(o.pricePaidTenths, rules);
        const free = p.playing ? p.free : Infinity;
        const stateKey = `${keyName}:${have}:${p.state.balanceTenths}:${free}`;
        let dec = decisions.get(stateKey);
        if (!dec) {
          const cash = p.state.balanceTenths;
          const base = bestPlan(ctx, keyName, keys[keyName], have, refund, cash, free, hitPoints);
          dec = { base };
          if (chipsOn && p.group !== 'refitter') {
            const wild = bestPlan(ctx, keyName, keys[keyName], have, refund, cash, Infinity, 0);
            const triple = bestPlan(ctx, `${keyName}3`, tripleKey(keyName), have, refund, cash, free, hitPoints);
            dec.wild = wild;
            dec.triple = triple;
            dec.bench = benchPlan(w, base.i, have, refund, cash, free);
            dec.values = {
              wildcard: wild.obj - base.obj,
              tripleLead: triple.obj - base.obj,
              fullBench: dec.bench.gain,
            };
          }
          decisions.set(stateKey, dec);
        }
        let plan = dec.base;
        if (dec.values) {
          if (p.uid.endsWith('-0000') && p.group === 'planner') chipValues.push(dec.values);
          chip = pickChip(p, dec.values, w, weeks);
          if (chip === 'wildcard') plan = dec.wild;
          else if (chip === 'tripleLead') plan = dec.triple;
          if (chip) p.chips[chip] = w + 1;
        }
        let lineupIds = T.lineups[plan.i].map((d) => DEFENSE_IDS[d]);
        let leadId = lineupIds[(chip === 'tripleLead' ? W[w].tripleLeads : W[w].leads)[plan.i]];
        if (mythId && lineupIds.includes(mythId)) {
          lineupIds = lineupIds.filter((id) => id !== mythId);
          if (leadId === mythId) leadId = lineupIds[0];
        }
        if (chip === 'fullBench') {
          // Every owned card counts: own the bench plan's set, deploy its Lead and six others.
          leadId = dec.bench.lead;
          lineupIds = [leadId, ...dec.bench.ids.filter((id) => id !== leadId)].slice(0, G.MAX_DEPLOYED);
          p.state = tradeTo(p.state, dec.bench.ids, rules);
        } else p.state = tradeTo(p.state, lineupIds, rules);
        p.state = deploy(p.state, lineupIds, leadId);
        if (lineupIds.includes(rules.passwordFatigueDefense)) mythBusterWeeks++;
      } else if (p.group === 'keeper') {
        const ids = T.lineups[keeperIdx].map((d) => DEFENSE_IDS[d]);
        p.state = deploy(p.state, ids, ids[W[w].leads[keeperIdx]]);
      }
      const nowOwned = p.state.squad.owned.map((o) => o.defenseId);
      const made = G.transfersMade(startOwned, nowOwned);
      const firstSquad = !p.playing;
      const report = playWeek(p, {
        seed,
        week: w + 1,
        headlineThreats: forecasts[w],
        rules,
        input: { chip, transfers: { made, free: p.free, firstSquad }, notYetPlaying: !p.playing },
        pagesPerWeek: PAGES_PER_WEEK,
      });
      if (report.deployed.length > 0) {
        p.free = p.playing
          ? G.nextFreeTransfers(p.free, made, rules, { wildcard: chip === 'wildcard' })
          : G.firstFreeTransfers(rules);
        p.playing = true;
      }
      // A Full Bench week's reserves go back at the next deadline (a sale refunds in full under v5).
    }
  }
  // The table: players who have fielded a squad, by season points (then uid); the others after them.
  const table = groupTable(
    players,
    GROUPS,
    (a, b) => Number(b.playing) - Number(a.playing) || b.total - a.total || (a.uid < b.uid ? -1 : 1),
  );
  const groups = Object.fromEntries(
    GROUPS.map((g) => [
      g,
      {
        ...table[g],
        positive: table[g].positive / table[g].players,
        chips: players.find((p) => p.group === g)?.chips ?? {},
      },
    ]),
  );
  const active = players.filter((p) => ACTIVE.includes(p.group));
  const planners = players.filter((p) => p.group === 'planner');
  const keepers = players.filter((p) => p.group === 'keeper');
  const plannerBeatsKeeper = planners.filter((p, k) => p.total > keepers[k].total).length / planners.length;
  const chipRatio = {};
  if (chipsOn)
    for (const c of G.CHIP_IDS) {
      // Float noise (a difference of equal sums) is no worth.
      const v = chipValues.map((x) => (Math.abs(x[c]) < 1e-9 ? 0 : x[c]));
      chipRatio[c] = { best: Math.max(...v), median: median(v), values: v };
    }
  const drill = rules.drill ? drillChecks(rules, forecasts, W, affordableFull, T) : null;
  return {
    seed,
    groups,
    drill,
    positiveShare: active.filter((p) => p.total > 0).length / active.length,
    plannerBeatsKeeper,
    week10,
    chipRatio,
    mythBusterWeeks,
    // Head-to-head: the game's own round-robin fixtures (libs/domain h2h.ts) among the active
    // players; an upset is a fixture won by the one with the lower season total.
    upsetRate:
      G.h2hUpsetRate(
        active.map((p) => p.weekly),
        `h2h:${seed}`,
      ) ?? NaN,
    forecasts,
    keeper: T.lineups[keeperIdx].map((d) => DEFENSE_IDS[d]),
  };

  /**
   * A Full Bench week's plan, for this week's points only (what the chip changes): the owned set
   * that scores most with every card counting, reached greedily from the chosen lineup, or from it
   * with one card sold to pay for cheaper ones, within the cash (sales refund what the rules say),
   * up to MAX_OWNED and MAX_PER_POSITION, net of the extra transfer hits. Returns the set, its Lead,
   * and what it gains over the chosen lineup this week.
   */
  function benchPlan(w, i, have, refund, cash, free) {
    const model = models[w];
    const lineup = T.lineups[i];
    const baseMask = playMasks[i];
    const hitOf = (mask) => hitPoints * Math.max(0, popcount(mask & ~have) - free);
    const baseValue = playVals[w][i] - hitOf(baseMask);
    // Cash with exactly `mask` owned: the start cash, plus refunds of what is sold, minus what is bought.
    const cashOf = (mask) => {
      let c = cash;
      for (let d = 0; d < ND; d++) {
        const bit = 1 << d;
        if (have & bit && !(mask & bit)) c += refund[d];
        if (mask & bit && !(have & bit)) c -= PRICES[d];
      }
      return c;
    };
    const grow = (mask) => {
      let cur = setBest(mask, model);
      for (;;) {
        if (popcount(mask) >= G.MAX_OWNED) return { mask, ...cur };
        const pos = [0, 0, 0, 0];
        for (let d = 0; d < ND; d++) if (mask & (1 << d)) pos[POS[d]]++;
        let pick = null;
        for (let d = 0; d < ND; d++) {
          const bit = 1 << d;
          if (mask & bit || pos[POS[d]] >= G.MAX_PER_POSITION) continue;
          const next = mask | bit;
          if (cashOf(next) < 0) continue;
          const v = setBest(next, model);
          if (v.value - hitOf(next) > (pick ? pick.value - hitOf(pick.mask) : cur.value - hitOf(mask)))
            pick = { mask: next, ...v };
        }
        if (!pick) return { mask, ...cur };
        ({ mask } = pick);
        cur = pick;
      }
    };
    let best = grow(baseMask);
    for (const d of lineup) {
      if (benchDrops === 'owned' && !(have & (1 << d))) continue;
      const alt = grow(baseMask & ~(1 << d));
      if (alt.value - hitOf(alt.mask) > best.value - hitOf(best.mask)) best = alt;
    }
    const ids = [];
    for (let d = 0; d < ND; d++) if (best.mask & (1 << d)) ids.push(DEFENSE_IDS[d]);
    return { ids, lead: DEFENSE_IDS[best.lead], gain: best.value - hitOf(best.mask) - baseValue };
  }
}

/** The exact expected points of a set of cards all counting (a Full Bench week), with its best Lead. */
function setBest(mask, model) {
  const rules = model.rules;
  const cards = [];
  for (let d = 0; d < ND; d++) if (mask & (1 << d)) cards.push(d);
  let lin = cards.some((d) => DEFENSE_IDS[d] === rules.passwordFatigueDefense) ? rules.passwordFatigue : 0;
  let bl = 0;
  const leadGain = new Float64Array(cards.length);
  for (let f = 0; f < NF; f++) {
    const row = rules.matrix[FRAUD_IDS[f]];
    let st = 0;
    let pa = 0;
    let top = 0;
    for (const d of cards) {
      const e = row[DEFENSE_IDS[d]];
      if (e === 2) st++;
      else if (e === 1) pa++;
      if (e > top) top = e;
    }
    const c = G.chanceFromCounts(st, pa, rules);
    const sev = G.FRAUDS[FRAUD_IDS[f]].severity;
    const blk = c * rules.severityPoints[sev];
    const brc = (1 - c) * rules.breachPenalty[sev];
    lin += model.n[f] * (blk - brc);
    bl += model.b[f] * c;
    cards.forEach((d, j) => {
      if (G.leadDoubles(row[DEFENSE_IDS[d]], top, rules))
        leadGain[j] += model.n[f] * (blk - (rules.leadOnBreaches ? brc : 0)) * (rules.leadMultiplier - 1);
    });
  }
  let j = 0;
  for (let k = 1; k < cards.length; k++) if (leadGain[k] > leadGain[j] + 1e-12) j = k;
  return {
    value: lin + (cards.length ? leadGain[j] : 0) + rules.cleanSheetBonus * bl ** rules.attacksPerWeek,
    lead: cards[j] ?? -1,
  };
}

/**
 * The planner's chip policy: among the chips left, play the one whose worth this week is at least
 * twice its median over the weeks seen so far (and positive); when as many weeks are left as chips,
 * play the best one left.
 */
function pickChip(p, values, w, weeks) {
  const left = G.CHIP_IDS.filter((c) => p.chips[c] === undefined);
  for (const c of G.CHIP_IDS) p.chipHistory[c].push(values[c]);
  if (left.length === 0) return null;
  const mustPlay = weeks - w <= left.length;
  let pick = null;
  for (const c of left) {
    const v = values[c];
    const good = v > 0 && w >= 2 && v >= 2 * median(p.chipHistory[c]);
    if ((good || mustPlay) && (pick === null || v > values[pick])) pick = c;
  }
  return pick;
}

const keeperCache = new WeakMap();
/**
 * The best squad that never changes: the affordable full lineup with the most expected points a
 * week averaged over every possible forecast (all 1,140, exact): what a player who never changes
 * anything would pick, knowing the rules but not the season's forecasts.
 */
export function keeperLineup(T, rules, affordableFull) {
  const cached = keeperCache.get(T);
  if (cached !== undefined) return cached;
  const E = forecastEvaluator(T, rules, allForecasts(), { triple: false });
  // Exact, and the same pick as summing every lineup (the first of equal sums): the lineups are
  // taken in order of an upper bound of their sum (sumBound) until the bound, with room for float
  // noise, falls below the best sum found; the others cannot reach it.
  const bound = Float64Array.from(affordableFull, (i) => E.sumBound(i));
  const order = Array.from(affordableFull.keys()).sort((x, y) => bound[y] - bound[x] || x - y);
  let best = affordableFull[0];
  let bestSum = -Infinity;
  for (const t of order) {
    if (bound[t] + 1e-7 * Math.max(1, Math.abs(bound[t])) < bestSum) break;
    const i = affordableFull[t];
    E.evalLineup(i);
    let sum = 0;
    for (let q = 0; q < E.nF; q++) sum += E.vals[q];
    if (sum > bestSum || (sum === bestSum && i < best)) [best, bestSum] = [i, sum];
  }
  keeperCache.set(T, best);
  return best;
}

const distCache = new Map();
/**
 * The drill targets on a seed's forecasts (exact expectations, no sampling):
 * - squadOverOneCard: the best lineup within the starting wallet (its points without a drill: a
 *   lower bound of its points with one) minus the best one-card squad with a perfect drill: exact
 *   over the drill's draw, or (rules where the drill boosts only countered frauds) an upper bound
 *   with every fraud the card counters boosted to the cap; the smallest over the forecasts;
 * - noSquadOverP25: a perfect drill with no squad (exact) minus the 25th percentile of the
 *   affordable full lineups without a drill; the largest over the forecasts.
 */
function drillChecks(rules, forecasts, W, affordableFull, T) {
  let squadOverOneCard = Infinity;
  let noSquadOverP25 = -Infinity;
  for (const [w, f] of forecasts.entries()) {
    const model = forecastModel(
      f.map((id) => FRAUD_IDS.indexOf(id)),
      rules,
    );
    // Keyed by the rules too: the draw weights (forecastMultiplier) and the drill differ by version.
    const key = `${rules.version}:${f.join()}`;
    const dist = distCache.get(key) ?? distCache.set(key, drillDistribution(model, rules)).get(key);
    const affordable = Float64Array.from(affordableFull, (i) => W[w].vals[i]).sort();
    const p25 = affordable[Math.floor(0.25 * (affordable.length - 1))];
    const bestIdx = affordableFull.reduce((b, i) => (W[w].vals[i] > W[w].vals[b] ? i : b), affordableFull[0]);
    // The best squad within the wallet with a perfect drill: its no-drill best lineup and Lead, drilled (a lower bound).
    const squad = valueWithDrill(T.lineups[bestIdx], W[w].leads[bestIdx], model, rules, dist);
    // The best one-card squad: exact, the cards in order of an upper bound until none can beat the best found.
    const bounds = DEFENSE_IDS.map((_, d) => [d, oneCardUpperBound(d, model, rules)]).sort((a, b) => b[1] - a[1]);
    let oneCard = -Infinity;
    for (const [d, ub] of bounds) {
      if (ub <= oneCard) break;
      oneCard = Math.max(oneCard, valueWithDrill([d], 0, model, rules, dist));
    }
    const noSquad = valueWithDrill([], -1, model, rules, dist);
    squadOverOneCard = Math.min(squadOverOneCard, squad - oneCard);
    noSquadOverP25 = Math.max(noSquadOverP25, noSquad - p25);
  }
  return { squadOverOneCard, noSquadOverP25 };
}

/** Card d alone (−1: no card), every fraud it can boost boosted to the drill's cap (G.chanceUnderRules): an upper bound of its points with a perfect drill. */
function oneCardUpperBound(d, model, rules) {
  const cap = rules.drill.boostCap;
  let lin = d >= 0 && DEFENSE_IDS[d] === rules.passwordFatigueDefense ? rules.passwordFatigue : 0;
  let bl = 0;
  for (let f = 0; f < NF; f++) {
    const e = d >= 0 ? rules.matrix[FRAUD_IDS[f]][DEFENSE_IDS[d]] : 0;
    const own = G.chanceFromCounts(e === 2 ? 1 : 0, e === 1 ? 1 : 0, rules);
    const c = G.chanceUnderRules(own, cap, rules);
    const sev = G.FRAUDS[FRAUD_IDS[f]].severity;
    const t = e === 2 && G.leadDoubles(2, 2, rules) ? rules.leadMultiplier : 1;
    lin +=
      model.n[f] *
      (c * rules.severityPoints[sev] * t - (1 - c) * rules.breachPenalty[sev] * (rules.leadOnBreaches ? t : 1));
    bl += model.b[f] * c;
  }
  return lin + rules.cleanSheetBonus * bl ** rules.attacksPerWeek;
}

/** The season on `seeds` seeds (seedName(1…)), each target's per-seed measure. */
export function simulateSeasons(rules, { seeds = SEEDS, perGroup = PER_GROUP, weeks = SEASON_WEEKS, table } = {}) {
  const t0 = performance.now();
  // Full lineups only: a smaller lineup never beats a full one (README), and every behaviour can
  // pay for a full one all season (a sale refunds at least 75%, the cheapest full lineup is checked).
  const T = table ?? lineupTable(enumerateLineups({ minSize: G.MAX_DEPLOYED }), rules);
  const runs = [];
  for (let k = 1; k <= seeds; k++) runs.push(simulateSeasonOnSeed(rules, { seed: seedName(k), perGroup, weeks, T }));
  return { runs, seeds, perGroup, weeks, seconds: (performance.now() - t0) / 1000 };
}

export { median, mean, sd };
