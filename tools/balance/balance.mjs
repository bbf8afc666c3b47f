// `npm run balance [-- --rules 1…6] [--forecast A,B,C] [--sample N] [--seeds N] [--out file.json]`: the exact
// balance report for a rules version (default: the current one). Prints the report
// and writes JSON (default tools/balance/out/balance-v<version>.json). Exits 1 when a target fails.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';

const here = dirname(fileURLToPath(import.meta.url));
const jiti = createJiti(import.meta.url);
const core = await jiti.import('./balance-core.mjs');
const reportModule = await jiti.import('./report.mjs');
const G = await jiti.import('../../libs/domain/src/game/index.ts');
const { FRAUD_IDS } = await jiti.import('../../libs/domain/src/catalog/ids.ts');

const { values } = parseArgs({
  options: {
    rules: { type: 'string' },
    forecast: { type: 'string' },
    sample: { type: 'string' },
    out: { type: 'string' },
    seeds: { type: 'string' },
  },
});
// Default: the newest rules (LATEST_RULES, v6).
const rules = G.rulesFor(values.rules ? Number(values.rules) : G.LATEST_RULES.version);
const forecast = values.forecast
  ? values.forecast.split(',').map((id) => {
      const i = FRAUD_IDS.indexOf(id.trim());
      if (i < 0) throw new Error(`Unknown fraud ${id}`);
      return i;
    })
  : core.defaultForecast();
// Without replacement the forecast space is analysed on every 19th forecast (60 of 1,140) to stay under a minute.
const sampleEvery = values.sample ? Number(values.sample) : rules.drawWithReplacement ? 1 : 19;
const season = values.seeds ? { seeds: Number(values.seeds) } : {};
const report = reportModule.buildReport(rules, { forecast, sampleEvery, season });
console.log(reportModule.formatReport(report));
const out = values.out ?? join(here, 'out', `balance-v${rules.version}.json`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
console.log(`\nJSON: ${out}`);
process.exitCode = report.targets.every((t) => t.holds) ? 0 : 1;
