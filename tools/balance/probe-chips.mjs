// `node tools/balance/probe-chips.mjs [--rules N] [--patch JSON] [--seeds 1,2,…] [--double] [--bench owned]`: the
// season targets a rules change would move (chip timing, planner over keeper, active positive,
// season order), on chosen seeds, without the full report. A probe, not a referee: the rules are
// version N (default the newest, LATEST_RULES) with `--patch` merged in (e.g. '{"transfers":{"hitPoints":4}}'), the
// season is seasons.mjs's own (the domain's engine and shop), and nothing is written. `--double`
// replaces one week of each season (weeks 4–10, from the seed) with a forecast of two very-high
// threats one card strongly counters (Deepfake, Business Email Compromise, Investment Scam: all
// Verification Protocols) and one other threat; `--bench owned` lets a Full Bench plan sell only a
// card owned when the week opened. Each chip: best week / median week as the target reads it
// (0 when its best week is worth nothing, ∞ when its median week is ≤ 0).
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const G = await jiti.import('../../libs/domain/src/game/index.ts');
const { FRAUD_IDS } = await jiti.import('../../libs/domain/src/catalog/ids.ts');
const core = await jiti.import('./balance-core.mjs');
const S = await jiti.import('./seasons.mjs');

const { values } = parseArgs({
  options: {
    rules: { type: 'string' },
    patch: { type: 'string', default: '{}' },
    seeds: { type: 'string' },
    double: { type: 'boolean', default: false },
    bench: { type: 'string', default: 'any' },
  },
});
const merge = (a, b) => {
  const o = { ...a };
  for (const [k, v] of Object.entries(b))
    o[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(a[k] ?? {}, v) : v;
  return o;
};
const rules = merge(values.rules ? G.rulesFor(Number(values.rules)) : G.LATEST_RULES, JSON.parse(values.patch));
const seeds = values.seeds ? values.seeds.split(',').map(Number) : Array.from({ length: S.SEEDS }, (_, i) => i + 1);
const T = core.lineupTable(core.enumerateLineups({ minSize: G.MAX_DEPLOYED }), rules);
const r2 = (x) => (Number.isFinite(x) ? Math.round(x * 100) / 100 : '∞');

const PAIRS = [
  ['Deepfake', 'BusinessEmailCompromise'],
  ['Deepfake', 'InvestmentScam'],
  ['BusinessEmailCompromise', 'InvestmentScam'],
];
function doubleWeekSchedule(seed) {
  const rng = G.createRng(G.sha256Hex(`${seed}:double`));
  const forecasts = Array.from({ length: S.SEASON_WEEKS }, (_, w) => G.scheduledForecast(seed, w + 1));
  const week = 3 + Math.floor(rng.next() * 7);
  const pair = PAIRS[Math.floor(rng.next() * PAIRS.length)];
  const others = FRAUD_IDS.filter((f) => G.FRAUDS[f].severity !== 'very high');
  const third = others[Math.floor(rng.next() * others.length)];
  forecasts[week] = [...pair, third].sort((a, b) => FRAUD_IDS.indexOf(a) - FRAUD_IDS.indexOf(b));
  return { forecasts, note: `double week ${week + 1}: ${forecasts[week].join(' ')}` };
}

const ratio = (x) => (!(x.best > 0) ? 0 : x.median > 0 ? x.best / x.median : Infinity);
const worst = { chip: [Infinity, ''], pk: [Infinity, ''], pos: [Infinity, ''] };
const fails = [];
console.log(
  `rules v${rules.version} + ${values.patch}${values.double ? ', double week' : ''}, bench drops ${values.bench}`,
);
for (const k of seeds) {
  const seed = S.seedName(k);
  const d = values.double ? doubleWeekSchedule(seed) : null;
  const run = S.simulateSeasonOnSeed(rules, { seed, T, forecasts: d?.forecasts, benchDrops: values.bench });
  const rank = Object.fromEntries(S.GROUPS.map((g) => [g, run.groups[g].medianRank]));
  const order = Math.min(
    rank.planner - rank.learner,
    rank.static - rank.planner,
    rank.static - rank.refitter,
    rank.idle - rank.static,
  );
  const chips = G.CHIP_IDS.map((c) => ({ c, r: ratio(run.chipRatio[c]), v: run.chipRatio[c].values }));
  for (const { c, r } of chips) {
    if (r < worst.chip[0]) worst.chip = [r, `sim-${k} ${c}`];
    if (r < 2) fails.push(`sim-${k} ${c} ×${r2(r)}`);
  }
  if (run.plannerBeatsKeeper < 0.75) fails.push(`sim-${k} planner>keeper ${r2(run.plannerBeatsKeeper * 100)}%`);
  if (run.positiveShare < 0.9) fails.push(`sim-${k} positive ${r2(run.positiveShare * 100)}%`);
  if (!(order > 0)) fails.push(`sim-${k} season order ${order}`);
  if (run.plannerBeatsKeeper < worst.pk[0]) worst.pk = [run.plannerBeatsKeeper, `sim-${k}`];
  if (run.positiveShare < worst.pos[0]) worst.pos = [run.positiveShare, `sim-${k}`];
  console.log(
    `sim-${k}${d ? ` (${d.note})` : ''}: positive ${r2(run.positiveShare * 100)}%, planner>keeper ${r2(run.plannerBeatsKeeper * 100)}%, order margin ${order}; ` +
      chips.map(({ c, r, v }) => `${c} ×${r2(r)} [${v.map(r2).join(' ')}]`).join('; '),
  );
}
console.log(
  `worst: chip ×${r2(worst.chip[0])} (${worst.chip[1]}), planner>keeper ${r2(worst.pk[0] * 100)}% (${worst.pk[1]}), positive ${r2(worst.pos[0] * 100)}% (${worst.pos[1]})`,
);
console.log(fails.length ? `fails: ${fails.join(', ')}` : 'every probed season target holds');
