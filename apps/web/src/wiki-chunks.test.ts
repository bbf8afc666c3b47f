// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFENSE_IDS, FRAUD_IDS } from '@fraudshield/domain';

/**
 * A wiki page loads its own content only: the fraud and defense page modules must not import,
 * statically and through any chain of imports, the pages' content (the 20 fraud or 20 defense
 * modules, or the maps that collect them); each page's content is its own lazy chunk, reached
 * by a dynamic import (@fraudshield/domain/content/lazy). Type-only imports are erased and
 * dynamic imports become separate chunks, so neither counts. The built bundle is checked the
 * same way by tools/bench/bundle.mjs (budgets.json routes.fraud / routes.defense `content`).
 */
const webSrc = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(webSrc, '../../..');
const domain = join(root, 'libs/domain');
const domainExports = JSON.parse(readFileSync(join(domain, 'package.json'), 'utf8')).exports as Record<
  string,
  string | { default: string }
>;

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // a folder: try the next candidate
      }
    }
  }
  return null;
}

function resolveSpecifier(from: string, spec: string): string | null {
  if (spec.startsWith('.')) return resolveFile(resolve(dirname(from), spec));
  if (spec === '@fraudshield/domain' || spec.startsWith('@fraudshield/domain/')) {
    const entry = domainExports[`.${spec.slice('@fraudshield/domain'.length)}`];
    if (!entry) throw new Error(`${spec} is not an entry of @fraudshield/domain`);
    return join(domain, typeof entry === 'string' ? entry : entry.default);
  }
  return null; // a package from node_modules, or another lib: not wiki content
}

/** Runtime (not type-only) static imports and re-exports of a module. */
function staticImports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const m of src.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    if (m[2]) continue; // import type / export type
    const names = m[3];
    // `import { type A, type B } from` is erased too.
    if (
      /^\{[^}]*\}$/.test(names.trim()) &&
      names
        .replace(/[{}\s]/g, '')
        .split(',')
        .filter(Boolean)
        .every((n) => n.startsWith('type'))
    )
      continue;
    specs.push(m[4]);
  }
  for (const m of src.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specs.push(m[1]);
  return specs;
}

function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const spec of staticImports(file)) {
      const target = resolveSpecifier(file, spec);
      if (target) stack.push(target);
    }
  }
  return seen;
}

/** The page bodies (and the maps of them) among the files: the loaders and the small index are not bodies. */
const contentOf = (files: Set<string>, kind: 'frauds' | 'defenses') =>
  [...files]
    .map((f) => relative(join(domain, 'src/content'), f))
    .filter((f) => f.startsWith(`${kind}/`) && f !== `${kind}/lazy.ts` && f !== `${kind}/wiki-index.ts`);

describe('wiki pages load their own content only', () => {
  it('the walk follows the imports it should (it finds all the content from the wiki list)', () => {
    const files = staticClosure(join(webSrc, 'app/routes/fraud-wiki-page.tsx'));
    // The wiki list shows and searches every page, so it does hold them all: proof the walk reaches content.
    expect(contentOf(files, 'frauds')).toEqual(expect.arrayContaining(FRAUD_IDS.map((id) => `frauds/${id}.ts`)));
  });

  it.each([
    ['fraud', 'app/routes/fraud-page.tsx'],
    ['defense', 'app/routes/defense-page.tsx'],
  ])('the %s page module imports no fraud or defense content', (_page, file) => {
    const files = staticClosure(join(webSrc, file));
    expect(files.size).toBeGreaterThan(10);
    expect(contentOf(files, 'frauds')).toEqual([]);
    expect(contentOf(files, 'defenses')).toEqual([]);
  });

  it('the page loader reaches each page only through its own dynamic import', () => {
    const files = staticClosure(join(webSrc, 'app/pages.ts'));
    expect(contentOf(files, 'frauds')).toEqual([]);
    expect(contentOf(files, 'defenses')).toEqual([]);
    const lazy =
      readFileSync(join(domain, 'src/content/frauds/lazy.ts'), 'utf8') +
      readFileSync(join(domain, 'src/content/defenses/lazy.ts'), 'utf8');
    for (const id of [...FRAUD_IDS, ...DEFENSE_IDS]) expect(lazy, id).toContain(`${id}: () => import('./${id}')`);
  });
});
