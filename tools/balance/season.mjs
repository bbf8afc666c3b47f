// The season simulation: a seeded, reproducible season of ten weeks played by
// simulated players of four behaviours, scored by libs/domain's own engine (scoreWeek: the
// draw, the rolls, the drill boosts, the points and credits of a real match report) and trading
// through the domain's own shop rules (buy, sell, setLineup: wallet, positions, squad size, the
// sale refund). What it measures is what a player lives: a season, not one week's lineup maths.
//
// Behaviours:
// - idle: never buys, never deploys, no drill; scored every week as the engine scores an idle week.
// - static: a random affordable full squad (a uniform pick among the legal 7-card lineups within
//   the starting wallet), bought in a random order in week 1 (the first card bought leads), never changed.
// - refitter: before each deadline, fields the best lineup for the week's forecast it can reach:
//   it walks every legal lineup (1–7 cards) in order of exact expected points (best Lead) and
//   takes the first one whose missing cards it can pay for after selling the cards that lineup
//   leaves out (the sale refunds what the rules say); it owns exactly its lineup.
// - learner: a refitter that also answers its weekly drill (each case right with probability
//   LEARNER_RIGHT) and the daily case every day (right with the same probability; the streak never breaks).
//
// Every random choice comes from sfc32 streams seeded from the season seed: the forecasts, the
// static squads and each player's answers have a stream of their own (so a change of one
// behaviour never moves another's draws), and the weeks' secret seeds are sha256(season seed :
// week n): a run is reproducible bit for bit.
import * as G from '../../libs/domain/src/game/index.ts';
import { DEFENSE_IDS, FRAUD_IDS } from '../../libs/domain/src/catalog/ids.ts';
import { enumerateLineups, forecastModel, lineupTable, valuesUnder } from './balance-core.mjs';
import {
  cashAfterTrade,
  pricesOf,
  deploy,
  groupTable,
  LEARNER_RIGHT,
  median,
  newSimPlayer,
  playWeek,
  seasonStream,
  buyInOrder,
  tradeTo,
} from './season-step.mjs';

export { enumerateLineups, lineupTable };

export const SEASON_WEEKS = 10;
export const PLAYERS_PER_GROUP = 250;
export const GROUPS = ['idle', 'static', 'refitter', 'learner'];
export { LEARNER_RIGHT };
export const DEFAULT_SEASON_SEED = 'fraudshield-season-sim-1';

/** What a sale of this owned card refunds under the rules (the domain's own function when it has one). */
const refundOf = (owned, rules) =>
  G.saleRefundTenths ? G.saleRefundTenths(owned.pricePaidTenths, rules) : owned.pricePaidTenths;

const maskOfIds = (ids) => ids.reduce((m, id) => m | (1 << DEFENSE_IDS.indexOf(id)), 0);

/**
 * Can a player holding `state` field lineup `l` (defense indexes) this week: sell what the lineup
 * leaves out, then buy what it lacks? Returns the cash left, or -1.
 */
function reach(state, l, rules) {
  const want = l.reduce((m, d) => m | (1 << d), 0);
  let cash = state.balanceTenths;
  for (const o of state.squad.owned) if (!(want & (1 << DEFENSE_IDS.indexOf(o.defenseId)))) cash += refundOf(o, rules);
  const have = maskOfIds(state.squad.owned.map((o) => o.defenseId));
  for (const d of l) if (!(have & (1 << d))) cash -= G.defensePriceTenths(DEFENSE_IDS[d], rules);
  return cash;
}

/**
 * A week's lineups in order of exact expected points (best Lead each): what a refitter walks.
 * `headlineThreats`: fraud ids. Returns the order (lineup indexes into T) and each lineup's best Lead.
 */
export function lineupsByValue(T, headlineThreats, rules) {
  const model = forecastModel(
    headlineThreats.map((f) => FRAUD_IDS.indexOf(f)),
    rules,
  );
  const { vals, leads } = valuesUnder(T, model, rules);
  const order = Int32Array.from({ length: T.n }, (_, i) => i).sort((x, y) => vals[y] - vals[x] || x - y);
  return { order, vals, leads };
}

const masksOf = new WeakMap();

/**
 * The refitter's pick: the first lineup of `order` that `state` can reach (what `reach` decides,
 * with bit masks: the cards sold refund what the rules say, the cards bought cost their price); -1
 * when none.
 */
export function bestReachable(state, T, order, rules) {
  let masks = masksOf.get(T);
  if (!masks) {
    masks = Int32Array.from(T.lineups, (l) => l.reduce((m, d) => m | (1 << d), 0));
    masksOf.set(T, masks);
  }
  const refund = new Float64Array(DEFENSE_IDS.length);
  let have = 0;
  for (const o of state.squad.owned) {
    const d = DEFENSE_IDS.indexOf(o.defenseId);
    have |= 1 << d;
    refund[d] = refundOf(o, rules);
  }
  const prices = pricesOf(rules);
  for (const i of order) if (cashAfterTrade(have, masks[i], refund, state.balanceTenths, prices) >= 0) return i;
  return -1;
}

/** Applies a refit through the domain's shop rules (season-step.mjs); throws if the domain refuses (a simulation bug). */
function refitTo(state, l, leadIdx, rules) {
  const ids = l.map((d) => DEFENSE_IDS[d]);
  return deploy(tradeTo(state, ids, rules), ids, DEFENSE_IDS[l[leadIdx]]);
}

/**
 * Simulates a season. `rules`: a Ruleset (may be a candidate without a version). Options:
 * players per group, weeks, the season seed, and `table` (lineupTable of every legal lineup,
 * shared with the balance report when it has one).
 */
export function simulateSeason(
  rules,
  { perGroup = PLAYERS_PER_GROUP, weeks = SEASON_WEEKS, seed = DEFAULT_SEASON_SEED, table } = {},
) {
  const t0 = performance.now();
  const T = table ?? lineupTable(enumerateLineups(), rules);
  const stream = (name) => seasonStream(seed, name);
  const forecastRng = stream('forecasts');
  const staticRng = stream('static');
  const randInt = (rng, n) => Math.floor(rng.next() * n);
  const wallet = G.STARTING_BALANCE_TENTHS;

  const players = [];
  for (const group of GROUPS) for (let k = 0; k < perGroup; k++) players.push(newSimPlayer(seed, group, k));
  // Static squads: a uniform pick among the affordable full lineups, bought in a random order.
  const affordableFull = [];
  for (let i = 0; i < T.n; i++)
    if (T.lineups[i].length === G.MAX_DEPLOYED && T.price[i] <= wallet) affordableFull.push(i);
  for (const p of players.filter((x) => x.group === 'static')) {
    const l = [...T.lineups[affordableFull[randInt(staticRng, affordableFull.length)]]];
    for (let j = l.length - 1; j > 0; j--) {
      const r = randInt(staticRng, j + 1);
      [l[j], l[r]] = [l[r], l[j]];
    }
    p.state = buyInOrder(
      p.state,
      l.map((d) => DEFENSE_IDS[d]),
      'static',
      rules,
    );
  }

  const weekLog = [];
  let week10 = null;
  for (let w = 1; w <= weeks; w++) {
    const pool = FRAUD_IDS.map((_, i) => i);
    const forecast = [];
    while (forecast.length < G.HEADLINE_THREATS) forecast.push(...pool.splice(randInt(forecastRng, pool.length), 1));
    forecast.sort((a, b) => a - b);
    const headlineThreats = forecast.map((i) => FRAUD_IDS[i]);
    const { order, vals, leads } = lineupsByValue(T, headlineThreats, rules);

    if (w === weeks) {
      // Credits matter all season: can the refitters still pay for the week's best lineup?
      const best = order[0];
      const refitters = players.filter((p) => p.group === 'refitter');
      const canReach = refitters.filter((p) => reach(p.state, T.lineups[best], rules) >= 0).length;
      const buyingPower = refitters.map(
        (p) => p.state.balanceTenths + p.state.squad.owned.reduce((s, o) => s + refundOf(o, rules), 0),
      );
      week10 = {
        week: w,
        forecast: headlineThreats,
        bestLineup: T.lineups[best].map((d) => DEFENSE_IDS[d]),
        bestCost: T.price[best],
        bestPoints: vals[best],
        refitters: refitters.length,
        canReach,
        medianBuyingPower: median(buyingPower),
        medianCash: median(refitters.map((p) => p.state.balanceTenths)),
      };
    }

    let trades = 0;
    for (const p of players) {
      if (p.group === 'refitter' || p.group === 'learner') {
        const target = bestReachable(p.state, T, order, rules);
        const before = maskOfIds(G.deployedOf(p.state.squad));
        p.state = refitTo(p.state, T.lineups[target], leads[target], rules);
        if (maskOfIds(G.deployedOf(p.state.squad)) !== before) trades++;
      }
      playWeek(p, { seed, week: w, headlineThreats, rules });
    }
    weekLog.push({ week: w, forecast: headlineThreats, refits: trades, bestPoints: vals[order[0]] });
  }

  // The table: season points descending, then uid (every simulated player joined at once).
  const groups = groupTable(players, GROUPS, (a, b) => b.total - a.total || (a.uid < b.uid ? -1 : 1));
  const active = players.filter((p) => p.group !== 'idle');
  const activePositive = active.filter((p) => p.total > 0).length;
  const g = groups;
  const targets = {
    order:
      g.learner.medianRank < g.refitter.medianRank &&
      g.refitter.medianRank < g.static.medianRank &&
      g.static.medianRank < g.idle.medianRank,
    positive: activePositive >= 0.9 * active.length,
    learnersClear: g.learner.medianTotal - g.static.medianTotal > g.static.sdTotal,
    creditsMatter: week10 !== null && week10.canReach <= week10.refitters / 2,
  };
  return {
    seed,
    weeks,
    perGroup,
    players: players.length,
    groups,
    activePlayers: active.length,
    activePositive,
    week10,
    weekLog,
    targets,
    seconds: (performance.now() - t0) / 1000,
  };
}
