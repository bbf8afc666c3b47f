// Checks of the Markdown files against the repo: what tools/test/docs.test.mjs runs. Pure
// functions over a file's text, so each rule can be tested on a planted violation.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The root README's size limit: a newcomer reads it in one sitting. */
export const ROOT_README_MAX_CHARS = 10_000;

/**
 * A reference to a work item ("issue 33", "ticket #12", "task 7", "(#41)"). History belongs in
 * the git log, not in running text.
 */
export const TICKET_REFERENCE = /\b(?:issues?|tickets?|tasks?)\s+#?\d+\b|(?<![\w&/])#\d{1,4}\b/gi;

export function ticketReferences(text) {
  return [...text.matchAll(TICKET_REFERENCE)].map((m) => m[0]);
}

/** Top-level folders a repo path starts with. */
const REPO_ROOTS = ['apps/', 'libs/', 'tools/', 'docs/', '.github/', '.ci/'];
const ROOT_FILES = new Set([
  'README.md',
  'CONTRIBUTING.md',
  'firebase.json',
  'firestore.rules',
  'firestore.indexes.json',
  'package.json',
  'nx.json',
  'eslint.config.mjs',
  'tsconfig.base.json',
]);

/**
 * Paths named in backticks: `apps/web/src/x.ts`, `tools/bench/README.md`. A path may be named
 * relative to the file's folder (a README naming `src/x.ts` beside it) or to the repo root.
 * Placeholders (`<area>`, `*`, `:param`, `{uid}`, `…`) are not paths to check.
 */
export function namedPaths(text) {
  const out = new Set();
  for (const m of text.matchAll(/`([^`\s]+)`/g)) {
    let p = m[1].replace(/[),.;:]+$/, '');
    if (/[<>*{}…$|]|:\w|\.\.\.|^https?:/.test(p)) continue;
    p = p.replace(/^\.\//, '');
    const rooted = REPO_ROOTS.some((r) => p.startsWith(r)) || ROOT_FILES.has(p);
    if (!rooted) continue;
    out.add(p.replace(/\/$/, ''));
  }
  return [...out];
}

/** A path git ignores is a build or test output (`apps/web/dist`): it exists only after a run. */
function isGenerated(root, path) {
  // A folder pattern (`dist/`) matches only a path inside it when the folder is not there.
  const ignored = (p) => spawnSync('git', ['check-ignore', '-q', p], { cwd: root }).status === 0;
  return ignored(path) || ignored(`${path}/x`);
}

export function missingPaths(root, text) {
  return namedPaths(text).filter((p) => !existsSync(join(root, p)) && !isGenerated(root, p));
}

/** `npm run X` and `npm run bench -- --only a,b` in a Markdown file. */
export function namedCommands(text) {
  const scripts = new Set();
  const benches = new Set();
  for (const m of text.matchAll(/npm run ([\w:-]+)/g)) scripts.add(m[1]);
  for (const m of text.matchAll(/npm run bench -- [^`\n]*?--only[ =]([\w,-]+)/g))
    for (const name of m[1].split(',')) benches.add(name);
  return { scripts: [...scripts], benches: [...benches] };
}

/** Bench names `tools/bench/run.mjs` knows (its `step('name', …)` calls). */
export function knownBenches(root) {
  const run = readFileSync(join(root, 'tools/bench/run.mjs'), 'utf8');
  return new Set([...run.matchAll(/step\(\s*'([\w-]+)'/g)].map((m) => m[1]));
}

export function missingCommands(root, text) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const { scripts, benches } = namedCommands(text);
  const known = knownBenches(root);
  return [
    ...scripts.filter((s) => !(s in pkg.scripts)).map((s) => `npm run ${s}`),
    ...benches.filter((b) => !known.has(b)).map((b) => `bench --only ${b}`),
  ];
}
