#!/usr/bin/env node
// Bundle benchmark: gzip size of what each route loads first, and of every lazy page chunk,
// read from the production build's manifest (apps/web/dist/.vite/manifest.json).
//   node tools/bench/bundle.mjs [--check] [--json <file>] [--dist <dir>]
// It also searches every file of the build for the answer key (quiz explanations, case habits and
// red-flag reasons), which is server only, and for what only the local emulator stack may show
// (the local-inbox hint: dev-only-leaks.mjs).
// --check exits 1 when a budget in tools/bench/budgets.json is exceeded, any answer is in the
// build, or a production build (not VITE_USE_EMULATORS) carries the local-inbox hint (npm test runs this).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { answerKeySignature, findAnswerLeaks } from './answer-leaks.mjs';
import { computeBundle, contentSignatures, formatBundle, gzipSize } from './bundle-core.mjs';
import { devOnlySignature, findDevOnlyLeaks } from './dev-only-leaks.mjs';

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

/** The wiki pages' content signatures, read from libs/domain's TypeScript source (never from a build). */
export async function loadContentSignatures(root = ROOT) {
  const { createJiti } = await import('jiti');
  const content = await createJiti(import.meta.url).import(join(root, 'libs/domain/src/content/index.ts'));
  return contentSignatures({ ...content.FRAUD_PAGES, ...content.DEFENSE_PAGES });
}

export async function measureBundle({ dist = join(ROOT, 'apps/web/dist'), budgets = readBudgets() } = {}) {
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
  const textOf = (file) => readFileSync(join(dist, file), 'utf8');
  return computeBundle({
    manifest,
    sizeOf,
    budgets,
    pageKeys: readPageKeys(),
    textOf,
    signatures: await loadContentSignatures(),
  });
}

const TEXT_FILE = /\.(?:[cm]?js|css|html|json|map|txt|svg|webmanifest|xml)$/;

/** Every text file of a build, in every folder (source maps and .vite included), as { name, text }. */
export function readTextFiles(dist) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEXT_FILE.test(entry.name)) out.push({ name: relative(dist, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(dist);
  return out;
}

/** What to search for, read from the answer key's TypeScript source (never from a build). */
export async function loadAnswerKeySignature(root = ROOT) {
  const { createJiti } = await import('jiti');
  const key = await createJiti(import.meta.url).import(join(root, 'libs/domain/src/answer-key/index.ts'));
  return answerKeySignature(key.allQuizQuestions(), key.ANSWER_FIELDS, key.CASE_KEYS);
}

/** Searches a web build for the answer key (quizzes and cases): `leaks` lists each answer found (none is the goal). */
export async function checkAnswerKey({ dist = join(ROOT, 'apps/web/dist'), signature } = {}) {
  if (!existsSync(dist))
    throw new Error(`${dist} is missing. Build the web app first (npx nx run @fraudshield/web:build).`);
  const sig = signature ?? (await loadAnswerKeySignature());
  const files = readTextFiles(dist);
  return {
    files: files.length,
    explanations: sig.explanations.length,
    choiceTexts: sig.choiceTexts?.length ?? 0,
    cases: sig.cases ?? 0,
    caseTexts: sig.caseTexts?.length ?? 0,
    fields: sig.fields,
    leaks: findAnswerLeaks(files, sig),
  };
}

export function formatAnswerKeyCheck(check) {
  const cases = check.cases
    ? `, the habits and red-flag reasons of its ${check.cases} cases (${check.caseTexts} texts)`
    : '';
  const reasons = check.choiceTexts ? `, the ${check.choiceTexts} reasons a choice is wrong` : '';
  const what = `its ${check.explanations} explanations${reasons}${cases} or answer fields (${check.fields.join(', ')})`;
  if (!check.leaks.length) return `Answer key: none of ${what} in the ${check.files} text files of the build.`;
  const shown = check.leaks.slice(0, 20);
  const more = check.leaks.length > shown.length ? `\n  … and ${check.leaks.length - shown.length} more` : '';
  return `ANSWERS IN THE WEB BUILD (${check.leaks.length}; the answer key is server only):\n  ${shown.join('\n  ')}${more}`;
}

/** The local-inbox hint's wording, read from the web app's source (never from a build). */
export async function loadDevOnlySignature(root = ROOT) {
  const { createJiti } = await import('jiti');
  const mod = await createJiti(import.meta.url).import(
    join(root, 'apps/web/src/features/auth/components/local-inbox-text.ts'),
  );
  return devOnlySignature(mod.LOCAL_INBOX_TEXT);
}

/** Searches a production web build for the emulator-only local-inbox hint: `leaks` lists each find (none is the goal). */
export async function checkDevOnly({ dist = join(ROOT, 'apps/web/dist'), signature } = {}) {
  const files = readTextFiles(dist);
  return {
    files: files.length,
    texts: (signature ?? (await loadDevOnlySignature())).length,
    leaks: findDevOnlyLeaks(files, signature ?? (await loadDevOnlySignature())),
  };
}

export function formatDevOnlyCheck(check) {
  if (!check.leaks.length)
    return `Local-inbox hint (emulator builds only): none of its ${check.texts} texts in the ${check.files} text files of the build.`;
  return `THE LOCAL-INBOX HINT IS IN THE WEB BUILD (${check.leaks.length}; emulator builds only, never production):\n  ${check.leaks.join('\n  ')}`;
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
    const result = await measureBundle({ dist: args.dist });
    console.log(formatBundle(result));
    const answerKey = await checkAnswerKey({ dist: args.dist });
    console.log(formatAnswerKeyCheck(answerKey));
    const devOnly = await checkDevOnly({ dist: args.dist });
    console.log(formatDevOnlyCheck(devOnly));
    if (args.json) {
      mkdirSync(dirname(resolve(args.json)), { recursive: true });
      writeFileSync(args.json, JSON.stringify({ ...result, answerKey, devOnly }, null, 2));
    }
    if (args.check) {
      if (result.ok) console.log('Bundle budgets hold.');
      else console.error(`Bundle budgets exceeded (${result.problems.length}):\n  ${result.problems.join('\n  ')}`);
      if (!result.ok || answerKey.leaks.length || devOnly.leaks.length) process.exit(1);
    }
  } catch (err) {
    console.error(`bundle: ${err.message}`);
    process.exit(1);
  }
}
