import { createJiti } from 'jiti';
const jiti = createJiti(import.meta.url);
const core = await jiti.import('/work/wt-i15-game/tools/balance/balance-core.mjs');
const G = await jiti.import('/work/wt-i15-game/libs/domain/src/game/index.ts');
const full = core.enumerateLineups().filter((l) => l.length === G.MAX_DEPLOYED);
const base = G.CURRENT_RULES;
const T7 = core.lineupTable(full, base);
const forecasts = core.allForecasts();
const A = core.analyseForecastsWithReplacement(T7, base, forecasts);
for (const [size, per, cap, max] of JSON.parse(process.argv[2])) {
  const rules = { ...base, drill: { size, boostPerCase: per, boostCap: cap, maxPerFraud: max } };
  const D = core.analyseDrill(T7, rules, forecasts, A, { every: 57 });
  console.log(size, per, cap, max, D.meanDrillWorth.toFixed(2), D.meanBestCardWorth.toFixed(2), D.worstMargin.toFixed(2), D.closestNoSquad.withDrill.toFixed(2), D.closestNoSquad.bestWithinWallet.toFixed(2), D.beats + "/" + D.forecasts);
}
