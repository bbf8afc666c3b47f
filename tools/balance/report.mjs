// The balance report of a rules version: balance-core's exact arithmetic (every lineup, Lead and
// forecast) and the season simulation (season.mjs), with the balance, drill and season targets.
// balance.mjs prints it; balance.test.mjs runs its targets in `npm test`.
import * as G from '../../libs/domain/src/game/index.ts';
import { DEFENSE_IDS, FRAUD_IDS } from '../../libs/domain/src/catalog/ids.ts';
import {
  allForecasts,
  analyseDrill,
  analyseForecastsByBound,
  analyseForecastsWithReplacement,
  analysePlaying,
  defaultForecast,
  enumerateLineups,
  forecastModel,
  idleAnalysis,
  lineupIds,
  lineupTable,
  valueFixed,
  valuesUnder,
} from './balance-core.mjs';
import { simulateSeasons } from './seasons.mjs';
import { seedTargets } from './seed-targets.mjs';

const ND = DEFENSE_IDS.length;
const cr = (tenths) => Math.round(tenths) / 10;
const r2 = (x) => Math.round(x * 100) / 100;

/**
 * The whole report for a rules version. `forecast`: fraud indexes of the single forecast the
 * lineup tables use; `sampleEvery`: for rules without replacement, analyse every n-th forecast
 * (the bound method is slower); 1 = all.
 */
export function buildReport(rules, { forecast = defaultForecast(), sampleEvery = 1, top = 10, season = {} } = {}) {
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
    budgetCurve.push({
      budget: budget === Infinity ? 'unlimited' : cr(budget),
      points: r2(vals[i]),
      cost: cr(Tall.price[i]),
      lineup: lineupIds(all[i]),
    });
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
  const kept = new Map(
    pairs.map((p) => {
      const [i, j] = p.split(':').map(Number);
      return [p, models.map((mo) => valueFixed(T7, i, j, mo, rules))];
    }),
  );
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
  for (let q = 0; q < nF; q++)
    if (Number.isFinite(A.bestBudget[q])) {
      gap += A.best[q] - A.bestBudget[q];
      gapN++;
    }
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
    const price = G.defensePriceTenths(id, rules);
    return {
      id,
      position: G.DEFENSES[id].position,
      price: cr(price),
      worth: r2(worth),
      perCredit: Math.round((1e4 * worth) / cr(price)) / 1e4,
      rawPerCredit: worth / cr(price),
    };
  });
  const positionChecks = G.POSITION_IDS.map((p) => {
    const inPos = cards.filter((c) => c.position === p);
    const maxPrice = Math.max(...inPos.map((c) => c.price));
    const maxValue = Math.max(...inPos.map((c) => c.rawPerCredit));
    const both = inPos.filter((c) => c.price === maxPrice && c.rawPerCredit === maxValue).map((c) => c.id);
    return {
      position: p,
      mostExpensive: inPos.filter((c) => c.price === maxPrice).map((c) => c.id),
      bestValue: inPos.filter((c) => c.rawPerCredit === maxValue).map((c) => c.id),
      both,
    };
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
  const drillTargets =
    D && !rules.drillCounteredOnly
      ? [
          {
            id: 'drill-beats-a-card',
            text: 'A perfect weekly drill adds more expected points to the best lineup, on average over forecasts, than the best single card is worth (the best card under each forecast, averaged)',
            measured: `drill +${r2(D.meanDrillWorth)} vs best card ${r2(D.meanBestCardWorth)} points a week on average over ${D.forecasts} forecasts (largest average worth of one card: ${r2(Math.max(...cards.map((c) => c.worth)))}); the drill beats the forecast's best card under ${D.beats} of them; smallest margin ${r2(D.worstMargin)} (${D.worstMarginForecast.join(', ')})`,
            holds: D.drillBeatsCard,
          },
          {
            id: 'drill-not-a-squad',
            text: 'A perfect drill with no squad scores less than the best squad within the starting wallet without a drill',
            measured: `closest: no squad + drill ${r2(D.closestNoSquad.withDrill)} (no squad, no drill ${r2(D.closestNoSquad.withoutDrill)}) vs ${r2(D.closestNoSquad.bestWithinWallet)} (${D.closestNoSquad.forecast.join(', ')}); over ${D.forecasts} forecasts`,
            holds: D.noSquadBelow,
          },
        ]
      : [];
  // Idle never wins, playing pays, and a season (rules with replacement).
  let I = null;
  let P = null;
  let S = null;
  if (rules.drawWithReplacement) {
    t1 = performance.now();
    I = idleAnalysis(Tall, rules, forecasts);
    lap('idle', t1);
    t1 = performance.now();
    P = analysePlaying(T7, rules, forecasts, A);
    lap('playing', t1);
    t1 = performance.now();
    S = simulateSeasons(rules, { table: T7, ...season });
    lap('seasons', t1);
  }
  const pct = (x) => `${r2(100 * x)}%`;
  const ST = S ? seedTargets(S, rules, { A, T7 }) : null;
  const seasonTargets = S
    ? [
        {
          id: 'idle-never-wins',
          text: 'idle never wins: under every forecast, an idle player (no lineup, no drill: every attack gets through) expects fewer points than at least 95% of legal lineups within the starting wallet',
          measured: `worst forecast (${I.worstForecast.join(', ')}): idle ${r2(I.idle[I.worstQ])} points; ${I.atOrBelow[I.worstQ]} of ${I.affordable} lineups within the wallet (${pct(I.worstShare)}) expect as little or less; every one of ${nF} forecasts analysed`,
          holds: I.worstShare <= 0.05,
        },
        {
          id: 'playing-pays',
          text: 'playing pays: the median legal full lineup within the starting wallet, with half of the drill right, expects more than 0 points a week (mean over forecasts), and the best lineup within the wallet with a perfect drill at least 15',
          measured: `median full lineup within the wallet with half the drill right: at least ${r2(P.medianLineup)} points a week (${P.positiveLineups} of ${P.lineups} lineups above 0); best within the wallet: ${r2(P.bestWithinWalletNoDrill)} without a drill, ${r2(P.bestWithinWalletPerfectDrill)} with a perfect one (lowest ${r2(P.bestWithinWalletPerfectDrillMin.points)}: ${P.bestWithinWalletPerfectDrillMin.forecast.join(', ')}); means over ${P.forecasts} forecasts`,
          holds: P.medianLineup > 0 && P.bestWithinWalletPerfectDrill >= 15,
        },
        ...ST.targets,
      ]
    : [];
  const targets = [
    {
      id: 'no-dominant-lineup',
      text: 'No single lineup is within 5% of the best under more than a third of the forecasts',
      measured: `${maxWithin} of ${nF} forecasts (${r2((100 * maxWithin) / nF)}%) at most, by ${lineupIds(full[maxWithinIdx]).join(' ')}`,
      holds: maxWithin <= nF / 3,
    },
    {
      id: 'refit-gain',
      text: "Refitting to the week's forecast gains at least 3 points a week on average over keeping last week's best lineup",
      measured: `${r2(refitGain)} points a week (last week's best lineup and Lead kept, averaged over ${gainN} ordered pairs of different forecasts)`,
      holds: refitGain >= 3,
    },
    {
      id: 'credits-matter',
      text: 'The best lineup without a budget costs clearly more than a new player holds (at least 15% more), and credits beyond the wallet keep buying points (at least 1 point a week)',
      measured: `median cost of the best lineup ${cr(medianBestCost)} cr vs wallet ${cr(wallet)} cr; best unlimited − best within the wallet: ${r2(budgetGap)} points a week on average`,
      holds: medianBestCost >= 1.15 * wallet && budgetGap >= 1,
    },
    {
      id: 'no-expensive-best-value',
      text: 'No card is both the most expensive and the best value in its position',
      measured: positionChecks
        .map((p) => `${p.position}: most expensive ${p.mostExpensive.join('/')}, best value ${p.bestValue.join('/')}`)
        .join('; '),
      holds: positionChecks.every((p) => p.both.length === 0),
    },
    {
      id: 'breach-costs-more',
      text: 'A breach costs at least as much as the block of the same attack earns, on average',
      measured: `breach cost / block points of the same attacks in each forecast's best lineup: worst ${r2(worstRatio)}, mean ${r2(ratioSum / nF)}`,
      holds: worstRatio >= 1,
    },
    ...drillTargets,
    {
      id: 'myth-buster-loses',
      text: 'The myth-buster card (Regular Password Changes) stays a net loss in every lineup',
      measured: `adding it changes a lineup's expected points by at most ${r2(rpcWorst)} (it counters nothing in the matrix: ${rpcRowZero})`,
      holds: rpcWorst < 0 && rpcRowZero,
    },
    ...seasonTargets,
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
      method: rules.drawWithReplacement
        ? 'closed form, every forecast, every full lineup'
        : `bound-and-exact, every ${sampleEvery}th forecast, every full lineup (${A.exactEvaluations} exact clean-sheet sums)`,
      distinctBestLineups: bestCounts.size,
      mostFrequentBest: [...bestCounts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([i, c]) => ({ lineup: lineupIds(full[i]), cost: cr(T7.price[i]), forecasts: c })),
      refitGain: r2(refitGain),
      medianBestCost: cr(medianBestCost),
      bestMinusWithinWallet: r2(budgetGap),
      bestPointsRange: [r2(Math.min(...A.best)), r2(Math.max(...A.best))],
    },
    cards,
    drill: D
      ? {
          rules: rules.drill,
          ...D,
          meanDrillWorth: r2(D.meanDrillWorth),
          meanBestCardWorth: r2(D.meanBestCardWorth),
          worstMargin: r2(D.worstMargin),
        }
      : null,
    idle: I
      ? {
          worstForecast: I.worstForecast,
          idlePoints: r2(I.idle[I.worstQ]),
          atOrBelow: I.atOrBelow[I.worstQ],
          affordable: I.affordable,
          evaluatedInFull: I.evaluated,
        }
      : null,
    playing: P,
    season: S
      ? {
          seeds: S.seeds,
          perGroup: S.perGroup,
          weeks: S.weeks,
          seconds: r2(S.seconds),
          runs: S.runs.map((run) => ({
            seed: run.seed,
            groups: run.groups,
            positiveShare: run.positiveShare,
            plannerBeatsKeeper: run.plannerBeatsKeeper,
            week10: run.week10,
            chipRatio: run.chipRatio,
            upsetRate: run.upsetRate,
            drill: run.drill,
            keeper: run.keeper,
          })),
          cardShares: ST.cardShares,
        }
      : null,
    targets,
  };
}

/** The report as text. */
export function formatReport(R) {
  const lines = [];
  const p = (s = '') => lines.push(s);
  p(
    `FraudShield balance report, rules v${R.rulesVersion} (${R.lineups.legal} legal lineups, ${R.lineups.full} full; ${R.seconds} s: ${Object.entries(
      R.timings,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
  );
  p(`\nForecast for the lineup tables: ${R.forecast.join(', ')}`);
  p('Best lineups (exact expected points a week, best Lead):');
  for (const [n, t] of R.topLineups.entries()) {
    p(
      `  ${String(n + 1).padStart(2)}. ${t.points.toFixed(2).padStart(6)} pts  sd ${t.sd.toFixed(2)}  clean ${Math.round(t.cleanSheet * 100)}%  ${t.cost.toFixed(1)} cr  ${t.lineup.join(' ')}  (Lead ${t.lead})`,
    );
  }
  const b = R.bestWithinWallet;
  p(
    `Best within the starting wallet: ${b.points.toFixed(2)} pts, ${b.cost.toFixed(1)} cr, ${b.lineup.join(' ')} (Lead ${b.lead})`,
  );
  const t = R.topLineups[0];
  p(
    `Where the best lineup's points come from: blocks ${t.fromBlocks}, breaches ${t.fromBreaches}, clean sheet ${t.fromCleanSheet}; spread (sd) ${t.sd}`,
  );
  p('Best points by budget: ' + R.budgetCurve.map((c) => `${c.budget}: ${c.points} (${c.cost} cr)`).join(' · '));
  const F = R.forecasts;
  p(`\nEvery forecast (${F.analysed} of ${F.of}; ${F.method}):`);
  p(
    `  best lineup's points ${F.bestPointsRange[0]}–${F.bestPointsRange[1]}; ${F.distinctBestLineups} different best lineups; median cost of the best ${F.medianBestCost} cr`,
  );
  for (const m of F.mostFrequentBest) p(`  best under ${m.forecasts} forecasts: ${m.cost} cr ${m.lineup.join(' ')}`);
  p(
    `  refitting to the forecast gains ${F.refitGain} points a week; unlimited credits gain ${F.bestMinusWithinWallet} over the wallet`,
  );
  p(
    '\nCards (worth = points a week the card adds to the best lineup, 0 when the best lineup does without it, averaged over forecasts; per credit):',
  );
  for (const c of R.cards)
    p(
      `  ${c.position.padEnd(12)} ${c.id.padEnd(26)} ${c.price.toFixed(1).padStart(5)} cr  worth ${c.worth.toFixed(2).padStart(6)}  ${c.perCredit.toFixed(4).padStart(7)} /cr`,
    );
  if (R.drill) {
    const d = R.drill;
    p(
      `\nWeekly drill (${d.rules.size} cases, at most ${d.rules.maxPerFraud} per fraud, +${Math.round(d.rules.boostPerCase * 100)}% per right answer, at most ${Math.round(d.rules.boostCap * 100)}% against one fraud; ${d.forecasts} forecasts):`,
    );
    p(
      `  a perfect drill adds ${d.meanDrillWorth} points a week to the best lineup (the best single card is worth ${d.meanBestCardWorth}); smallest margin ${d.worstMargin}`,
    );
    p(
      `  no squad: ${r2(d.closestNoSquad.withoutDrill)} points without a drill, ${r2(d.closestNoSquad.withDrill)} with a perfect one, vs ${r2(d.closestNoSquad.bestWithinWallet)} for the best squad within the wallet (${d.closestNoSquad.forecast.join(', ')})`,
    );
  }
  if (R.playing) {
    const P = R.playing;
    const I = R.idle;
    p(`\nIdle and playing (${P.forecasts} forecasts for the drill; every forecast for idle):`);
    p(
      `  idle (no lineup, no drill): ${I.idlePoints} points a week under its worst forecast (${I.worstForecast.join(', ')}), where ${I.atOrBelow} of the ${I.affordable} legal lineups within the wallet expect as little or less`,
    );
    p(
      `  median full lineup within the wallet, half the drill right: at least ${r2(P.medianLineup)} points a week (mean over forecasts; ${P.positiveLineups} of ${P.lineups} lineups above 0)`,
    );
    p(
      `  best lineup within the wallet: ${r2(P.bestWithinWalletNoDrill)} points a week without a drill, ${r2(P.bestWithinWalletPerfectDrill)} with a perfect drill`,
    );
  }
  if (R.season) {
    const S = R.season;
    p(
      `\nSeason simulation (${S.seeds} seeds, ${S.weeks} weeks, ${S.perGroup} players of each behaviour a seed; ${S.seconds} s): median season total by behaviour, per seed`,
    );
    const groups = Object.keys(S.runs[0].groups);
    p(`  ${'seed'.padEnd(28)} ${groups.map((g) => g.padStart(9)).join('')}  positive  planner>keeper  w10 reach (max)`);
    for (const run of S.runs) {
      p(
        `  ${run.seed.padEnd(28)} ${groups.map((g) => String(r2(run.groups[g].medianTotal)).padStart(9)).join('')}  ${`${r2(100 * run.positiveShare)}%`.padStart(8)}  ${`${r2(100 * run.plannerBeatsKeeper)}%`.padStart(14)}  ${`${r2(100 * Math.max(...Object.values(run.week10.canReach)))}%`.padStart(15)}`,
      );
    }
    const sds = groups.map(
      (g) => `${g} ${r2(S.runs.reduce((a, run) => a + run.groups[g].sdTotal, 0) / S.runs.length)}`,
    );
    p(`  sd of a season total within a behaviour (mean over seeds): ${sds.join(', ')}`);
  }
  p('\nTargets:');
  for (const x of R.targets)
    p(`  ${x.reportOnly ? 'report' : x.holds ? 'holds' : 'FAILS'}  ${x.text}\n         ${x.measured}`);
  return lines.join('\n');
}
