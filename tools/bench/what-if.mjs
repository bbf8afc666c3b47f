// How long the lineup editor's what-if panel takes to recompute: one expectedWeek for the draft
// lineup plus one per owned card toggled (10 owned, 7 deployed), with libs/domain's code.
// `node tools/bench/what-if.mjs` prints the median and p95 over 2,000 recomputations.
import { performance } from 'node:perf_hooks';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const G = await jiti.import('../../libs/domain/src/game/index.ts');
const owned = [
  'UserEducation',
  'VerificationProtocols',
  'RegularAudits',
  'MultiFactorAuth',
  'AtmInspections',
  'NetworkMonitoring',
  'KeepUpdated',
  'InputValidation',
  'DdosProtection',
  'EmailFiltering',
];
const deployed = owned.slice(0, 7);
const forecasts = [
  ['Phishing', 'Vishing', 'Ddos'],
  ['AtmSkimming', 'SimSwap', 'Ransomware'],
  ['Deepfake', 'Xss', 'InsiderFraud'],
];

function recompute(headlines) {
  const now = G.expectedWeek(deployed, 'UserEducation', headlines);
  let s = now.expectedPoints;
  for (const id of owned) {
    const on = deployed.includes(id);
    if (!on && deployed.length >= G.MAX_DEPLOYED) continue;
    const next = on ? deployed.filter((d) => d !== id) : [...deployed, id];
    s += G.expectedWeek(next, next.includes('UserEducation') ? 'UserEducation' : next[0], headlines).expectedPoints;
  }
  return s;
}

for (let i = 0; i < 200; i++) recompute(forecasts[i % 3]); // warm-up
const times = [];
for (let i = 0; i < 2000; i++) {
  const t = performance.now();
  recompute(forecasts[i % 3]);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3);
console.log(
  `what-if recompute (8 exact expectations: the lineup + 7 cards benched; 3 reserves cannot deploy): median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (Node ${process.versions.node})`,
);
