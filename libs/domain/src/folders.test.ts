import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The folders of libs/domain (game, learning, contracts, content, …) point one way: no two of
 * them import each other, directly or around a loop, so each reads without the other. A test
 * file is a leaf (nothing imports it), so tests may reach across folders; only the modules count.
 * This walks the relative imports of every non-test .ts file below src/.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The top folder of src/ a file sits in ('' for src/ itself). */
function folderOf(path: string): string {
  const parts = relative(SRC, path).split(sep);
  return parts.length > 1 ? (parts[0] ?? '') : '';
}

/**
 * Every relative module a file names, and whether only for its types: `import`/`export … from`,
 * `import './x'` and `import('./x')`.
 */
const STATIC = /(?:^|\n)\s*(?:import|export)(\s+type)?\b[^;'"]*?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function importsOf(text: string): { path: string; typeOnly: boolean }[] {
  return [
    ...[...text.matchAll(STATIC)].map((m) => ({ path: m[2] ?? '', typeOnly: m[1] !== undefined })),
    ...[...text.matchAll(DYNAMIC)].map((m) => ({ path: m[1] ?? '', typeOnly: false })),
  ];
}

/**
 * folder → the folders its modules import (with one file that does, to name in a failure).
 * The one edge left out: `import type` of contracts/. The contracts are the shapes the web and the
 * functions agree on, built from the rules' own types; a rule that returns a contract's view
 * (game/report-view.ts, learning/report.ts) names that view's type, which is gone once compiled.
 */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    if (from === '') continue; // the index re-exports every folder: it is the top, not a folder
    for (const { path, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
      const to = folderOf(resolve(dirname(file), path));
      if (to === '' || to === from || (typeOnly && to === 'contracts')) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, relative(SRC, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Every cycle between folders, each as its path ('game → learning → game') with the importing files. */
function folderCycles(graph: Map<string, Map<string, string>>): string[] {
  const cycles = new Set<string>();
  const walk = (start: string, at: string, path: string[]): void => {
    for (const [next] of graph.get(at) ?? []) {
      if (next === start) {
        const loop = [...path, start];
        const files = loop.slice(0, -1).map((f, i) => graph.get(f)?.get(loop[i + 1] ?? '') ?? '');
        // One name per loop whatever folder it starts from: start at the smallest.
        if (start === [...path].sort()[0]) cycles.add(`${loop.join(' → ')} (${files.join(', ')})`);
      } else if (!path.includes(next)) {
        walk(start, next, [...path, next]);
      }
    }
  };
  for (const start of graph.keys()) walk(start, start, [start]);
  return [...cycles].sort();
}

describe('libs/domain folders', () => {
  it('import each other in no loop', () => {
    expect(folderCycles(folderGraph())).toEqual([]);
  });

  it('the walk finds a loop where there is one', () => {
    const graph = new Map([
      ['game', new Map([['learning', 'game/team.ts']])],
      ['learning', new Map([['game', 'learning/drill.ts']])],
    ]);
    expect(folderCycles(graph)).toEqual(['game → learning → game (game/team.ts, learning/drill.ts)']);
  });
});
