#!/usr/bin/env node
/**
 * Prints the web app's feature import graph: every import from one folder of
 * apps/web/src/features into another (the lint zones in apps/web/eslint.config.mjs forbid them).
 *
 *   npm run web:graph            # summary: one line per feature → feature edge, then the total
 *   npm run web:graph -- --files # also every importing file and what it imports
 *
 * Exit code 0 either way: this is a report, the lint rule is the gate.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const featuresDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/features');
const showFiles = process.argv.includes('--files');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js|jsx)$/.test(name) ? [path] : [];
  });
}

/** Static imports, re-exports and dynamic import() of relative paths. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

const features = readdirSync(featuresDir)
  .filter((f) => statSync(join(featuresDir, f)).isDirectory())
  .sort();
const edges = new Map(); // "a → b" → [{ file, spec }]
for (const feature of features) {
  for (const file of sourceFiles(join(featuresDir, feature))) {
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(IMPORT)) {
      const target = relative(featuresDir, resolve(dirname(file), spec));
      if (target.startsWith('..')) continue; // outside features/: components, lib, config, testing
      const to = target.split(sep)[0];
      if (to === feature) continue;
      const key = `${feature} → ${to}`;
      if (!edges.has(key)) edges.set(key, []);
      edges.get(key).push({ file: relative(featuresDir, file), spec });
    }
  }
}

const total = [...edges.values()].reduce((n, list) => n + list.length, 0);
const importers = new Set([...edges.keys()].map((k) => k.split(' → ')[0]));
console.log(`apps/web/src/features: ${features.length} features (${features.join(', ')})`);
for (const [key, list] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${key}  ${list.length}`);
  if (showFiles) for (const { file, spec } of list) console.log(`      ${file}: ${spec}`);
}
const mutual = [...edges.keys()].filter((k) => {
  const [a, b] = k.split(' → ');
  return a < b && edges.has(`${b} → ${a}`);
});
console.log(
  `${total} cross-feature imports from ${importers.size} of ${features.length} features` +
    (mutual.length ? `; features importing each other: ${mutual.map((k) => k.replace(' → ', ' ↔ ')).join(', ')}` : ''),
);
