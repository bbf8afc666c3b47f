#!/usr/bin/env node
// The drill-overlap bench: how many cases two players' weekly drills share. Draws the week's
// drill (composeDrill: the forecast draw plus reviews, the reserved check cases left out) for
// many new players on the seeded demo season's forecasts, and prints per forecast the
// distribution of cases shared by every pair: mean, P(shared > 2), max, and the histogram.
// Also prints the packing bound: how many 8-case drills of the bank can pairwise share ≤ 2.
//
//   node tools/bench/drill-overlap.mjs [--players 400] [--json out.json]
//
// Pure computation: no emulator, deterministic (uids "p0".."pN" and fixed week seeds).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);

/** The demo season's forecasts (tools/seed/seed.mjs): the settled weeks, the open one, the plan. */
export const FORECASTS = [
  ['Phishing', 'BusinessEmailCompromise', 'Ransomware'],
  ['Vishing', 'AccountTakeover', 'Ddos'],
  ['InvestmentScam', 'SqlInjection', 'AtmSkimming'],
  ['Deepfake', 'AuthPushPayments', 'SimSwap'],
  ['Phishing', 'SimSwap', 'Ransomware'],
];

function choose(n, k) {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

export async function measure({ players = 400 } = {}) {
  const D = await jiti.import('../../libs/domain/src/index.ts');
  const { SCENARIO_CASES } = await jiti.import('../../libs/domain/src/content/cases/index.ts');
  const AK = await jiti.import('../../libs/domain/src/answer-key/index.ts');
  const bank = SCENARIO_CASES.map((c) => ({ id: c.id, fraudId: c.fraudId, genuine: AK.caseKeyById(c.id).legitimate }));
  const rules = D.CURRENT_RULES;
  const size = rules.drill.size;
  const rows = [];
  for (const [w, headlineThreats] of FORECASTS.entries()) {
    const week = w + 1;
    const weekSeed = `bench-week-seed-${week}`;
    const drills = [];
    for (let p = 0; p < players; p++) {
      const uid = `p${p}`;
      const record = D.learningRecordOf(null, uid, bank, week);
      drills.push(
        new Set(
          D.composeDrill({ weekSeed, uid, headlineThreats, cases: SCENARIO_CASES, rules, record, week, bank }).caseIds,
        ),
      );
    }
    const hist = new Array(size + 1).fill(0);
    let sum = 0;
    let pairs = 0;
    for (let i = 0; i < drills.length; i++) {
      for (let j = i + 1; j < drills.length; j++) {
        let shared = 0;
        for (const id of drills[i]) if (drills[j].has(id)) shared++;
        hist[shared]++;
        sum += shared;
        pairs++;
      }
    }
    const over2 = hist.slice(3).reduce((a, b) => a + b, 0);
    const max = hist.findLastIndex((n) => n > 0);
    rows.push({ week, headlineThreats, pairs, mean: sum / pairs, pOver2: over2 / pairs, max, hist });
  }
  const n = new Set(SCENARIO_CASES.map((c) => c.id)).size;
  return { players, bankSize: n, packingBound: Math.floor(choose(n, 3) / choose(size, 3)), rows };
}

async function main() {
  const { values } = parseArgs({ options: { players: { type: 'string', default: '400' }, json: { type: 'string' } } });
  const result = await measure({ players: Number(values.players) });
  console.log(`Drill overlap: ${result.players} new players per week, bank of ${result.bankSize} cases`);
  console.log(
    `Packing bound: at most C(${result.bankSize},3)/C(8,3) = ${result.packingBound} drills of 8 can pairwise share ≤ 2 cases`,
  );
  console.log('week  forecast                                          pairs    mean  P(>2)   max  histogram 0..8');
  for (const r of result.rows) {
    console.log(
      `${String(r.week).padEnd(5)} ${r.headlineThreats.join(',').padEnd(49)} ${String(r.pairs).padStart(6)}  ${r.mean.toFixed(3)}  ${(r.pOver2 * 100).toFixed(2).padStart(5)}%  ${String(r.max).padStart(3)}  ${r.hist.join(' ')}`,
    );
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(result, null, 2));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
