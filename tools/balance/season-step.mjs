// What every season simulation does the same way, shared by season.mjs (one seed, rules v3/v4)
// and seasons.mjs (twenty seeds, v4/v5): a simulated player, its trades through the domain's
// shop rules, and one week of it scored by the domain's engine (scoreWeek) with the learner's
// drill and learning income. The two simulations differ only in how their players choose.
import * as G from '../../libs/domain/src/game/index.ts';
import { DEFENSE_IDS, FRAUD_IDS } from '../../libs/domain/src/catalog/ids.ts';

export const LEARNER_RIGHT = 0.75;
export const DAYS_PER_WEEK = 7;

// One drill case per fraud: which frauds a drill holds depends only on the week's weights (the
// case picked within a fraud takes its own rng draw), so the simulation needs no content.
export const SIM_CASES = FRAUD_IDS.map((f) => ({ id: `sim-${f}`, fraudId: f }));

/** A seeded stream of the season: every random choice has its own, so one behaviour never moves another's draws. */
export const seasonStream = (seed, name) => G.createRng(G.sha256Hex(`${seed}:${name}`));

const weekSeeds = new Map();
/** The week's secret seed in a simulated season (a hash, once per seed and week: every player's week reads it). */
export const simWeekSeed = (seed, week) => {
  const key = `${seed}:week:${week}`;
  let s = weekSeeds.get(key);
  if (s === undefined) weekSeeds.set(key, (s = G.sha256Hex(key)));
  return s;
};

/** A new simulated player (a learner draws its answers from a stream of its own); `extra`: the simulation's own fields. */
export function newSimPlayer(seed, group, k, extra = {}) {
  const uid = `sim-${group}-${String(k).padStart(4, '0')}`;
  return {
    uid,
    group,
    state: G.newPlayerState(),
    total: 0,
    weekly: [],
    streak: 0,
    answers: group === 'learner' ? seasonStream(seed, `answers:${uid}`) : null,
    ...extra,
  };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
export const sd = (xs) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
};

/**
 * Ranks the players (p.rank: 1 is first) by `order` and sums up each group: players, median,
 * mean and sd of the season totals, median rank, how many ended positive, median wallet.
 */
export function groupTable(players, groups, order) {
  [...players].sort(order).forEach((p, i) => (p.rank = i + 1));
  return Object.fromEntries(
    groups.map((g) => {
      const ps = players.filter((p) => p.group === g);
      const totals = ps.map((p) => p.total);
      return [
        g,
        {
          players: ps.length,
          medianTotal: median(totals),
          meanTotal: mean(totals),
          sdTotal: sd(totals),
          medianRank: median(ps.map((p) => p.rank)),
          positive: totals.filter((t) => t > 0).length,
          medianWallet: median(ps.map((p) => p.state.balanceTenths)),
        },
      ];
    }),
  );
}

/** Every card's price under the rules (the domain's defensePriceTenths), by defense index. */
export const pricesOf = (rules) => DEFENSE_IDS.map((id) => G.defensePriceTenths(id, rules));

/**
 * The cash left after trading from the cards of mask `have` to those of mask `want` (bit d:
 * DEFENSE_IDS[d]): `cash` plus what the cards sold refund (`refund[d]`, what the rules say) minus
 * the prices of the cards bought (`prices[d]`: pricesOf the rules); negative (not necessarily the
 * full shortfall) when unaffordable.
 */
export function cashAfterTrade(have, want, refund, cash, prices) {
  let c = cash;
  let sold = have & ~want;
  while (sold) {
    const d = 31 - Math.clz32(sold);
    sold &= ~(1 << d);
    c += refund[d];
  }
  let bought = want & ~have;
  while (bought && c >= 0) {
    const d = 31 - Math.clz32(bought);
    bought &= ~(1 << d);
    c -= prices[d];
  }
  return c;
}

/** Buys these defenses (ids) in this order through the domain's shop at the rules' prices; throws if the domain refuses (a simulation bug). */
export function buyInOrder(state, ids, who, rules) {
  let s = state;
  for (const id of ids) {
    const next = G.buy(s, id, 'open', rules);
    if (!next.ok) throw new Error(`season simulation: ${who} buy refused (${next.code})`);
    s = { balanceTenths: next.balanceTenths, squad: next.squad };
  }
  return s;
}

/** Owns exactly `wantIds`: sells what they leave out, buys what they lack (the domain's sell/buy); throws if refused. */
export function tradeTo(state, wantIds, rules) {
  const want = new Set(wantIds);
  let s = state;
  const ok = (r, what) => {
    if (!r.ok) throw new Error(`season simulation: ${what} refused (${r.code})`);
    return r;
  };
  for (const o of state.squad.owned)
    if (!want.has(o.defenseId)) s = ok(G.sell(s, o.defenseId, 'open', rules), `sell ${o.defenseId}`);
  for (const id of want) if (!G.ownsDefense(s.squad, id)) s = ok(G.buy(s, id, 'open', rules), `buy ${id}`);
  return { balanceTenths: s.balanceTenths, squad: s.squad };
}

/** Deploys a lineup with its Lead (the domain's setLineup); throws if refused. */
export function deploy(state, deployedIds, leadId) {
  const r = G.setLineup(state.squad, deployedIds, leadId, 'open');
  if (!r.ok) throw new Error(`season simulation: set lineup refused (${r.code})`);
  return { ...state, squad: r.squad };
}

/**
 * One week of player `p`, scored by the domain's engine: a learner answers its drill (each case
 * right with probability LEARNER_RIGHT), the week's points go to its total, its credits and (a
 * learner) the daily case every day and up to `pagesPerWeek` page checks to its wallet, each pay
 * within the rules' weekly caps. `input`: the rest of scoreWeek's input (chip, transfers, …).
 * Returns the match report.
 */
export function playWeek(p, { seed, week, headlineThreats, rules, input = {}, pagesPerWeek = 0 }) {
  const weekSeed = simWeekSeed(seed, week);
  let drill;
  if (p.group === 'learner') {
    drill = G.drawDrill(weekSeed, p.uid, headlineThreats, SIM_CASES, rules).map((caseId) => ({
      caseId,
      fraudId: caseId.slice(4),
      correct: p.answers.next() < LEARNER_RIGHT,
    }));
  }
  const report = G.scoreWeek(
    { weekSeed, uid: p.uid, headlineThreats, squad: p.state.squad, ...(drill ? { drill } : {}), ...input },
    rules,
  );
  p.total += report.totalPoints;
  p.weekly.push(report.totalPoints);
  let balance = p.state.balanceTenths + report.creditsEarnedTenths;
  if (p.group === 'learner') {
    let paid = 0;
    for (let d = 0; d < DAYS_PER_WEEK; d++) {
      p.streak += 1;
      if (p.answers.next() < LEARNER_RIGHT) paid += G.dailyCasePayTenths(p.streak, paid, rules);
    }
    let quiz = 0;
    for (let k = 0; k < pagesPerWeek && p.pagesLeft > 0; k++) {
      p.pagesLeft--;
      if (p.answers.next() < LEARNER_RIGHT) quiz += G.quizPayTenths(quiz, rules);
    }
    balance += paid + quiz;
  }
  p.state = { ...p.state, balanceTenths: balance };
  return report;
}
