#!/usr/bin/env node
// Bundle benchmark: gzip size of what each route loads first, and of every lazy page chunk,
// read from the production build's manifest (apps/web/dist/.vite/manifest.json).
//   node tools/bench/bundle.mjs [--check] [--json <file>] [--dist <dir>]
// --check exits 1 when a budget in tools/bench/budgets.json is exceeded (npm test runs this).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { computeBundle, formatBundle, gzipSize } from './bundle-core.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');

/** Every PageKey, read from the route catalog in libs/domain (the one source of truth). */
export function readPageKeys(root = ROOT) {
  const src = readFileSync(join(root, 'libs/domain/src/routes/catalog.ts'), 'utf8');
  const block = /export type PageKey\s*=([^;]+);/.exec(src)?.[1];
  if (!block) throw new Error('Could not find `export type PageKey` in libs/domain/src/routes/catalog.ts');
  return [...block.matchAll(/'([A-Za-z0-9]+)'/g)].map((m) => m[1]);
}

export function readBudgets(file = join(HERE, 'budgets.json')) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function measureBundle({ dist = join(ROOT, 'apps/web/dist'), budgets = readBudgets() } = {}) {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(
      `${manifestFile} is missing. Build the web app first (npx nx run @fraudshield/web:build); ` +
        'apps/web/vite.config.mts must keep build.manifest: true.',
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const cache = new Map();
  const sizeOf = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSize(readFileSync(join(dist, file))));
    return cache.get(file);
  };
  return computeBundle({ manifest, sizeOf, budgets, pageKeys: readPageKeys() });
}

function parseArgs(argv) {
  const args = { check: false, json: null, dist: undefined };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--check') args.check = true;
    else if (argv[i] === '--json') args.json = argv[++i];
    else if (argv[i] === '--dist') args.dist = resolve(argv[++i]);
    else throw new Error(`Unknown argument ${argv[i]}. Usage: bundle.mjs [--check] [--json <file>] [--dist <dir>]`);
  }
  return args;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const args = parseArgs(process.argv.slice(2));
    const result = measureBundle({ dist: args.dist });
    console.log(formatBundle(result));
    if (args.json) {
      mkdirSync(dirname(resolve(args.json)), { recursive: true });
      writeFileSync(args.json, JSON.stringify(result, null, 2));
    }
    if (args.check) {
      if (result.ok) console.log('Bundle budgets hold.');
      else {
        console.error(`Bundle budgets exceeded (${result.problems.length}):\n  ${result.problems.join('\n  ')}`);
        process.exit(1);
      }
    }
  } catch (err) {
    console.error(`bundle: ${err.message}`);
    process.exit(1);
  }
}
