// The pure part of the bundle benchmark: given Vite's build manifest, the files' bytes and the
// budgets, work out what each route loads first and what every lazy page chunk weighs.
// No file system here, so the unit test can feed it a small fake manifest.
import { gzipSync } from 'node:zlib';
import { piecesOf } from './answer-leaks.mjs';
import { table } from './table.mjs';

export const KB = 1000;

export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

/** kebab/camel/snake → a comparable key: lowercase letters and digits only, minus a page-ish suffix. */
export function normalizeName(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(page|route|screen)$/, '');
}

const GENERIC_BASENAMES = new Set(['index', 'route', 'page', 'component', 'main']);

/** The names a source module could be known by: its basename, or its folder for index/route files. */
export function moduleNames(src) {
  const parts = src.split('/');
  const base = (parts.at(-1) ?? '').replace(/\.(lazy\.)?[cm]?[jt]sx?$/, '');
  const names = [base];
  if (GENERIC_BASENAMES.has(base.toLowerCase()) && parts.length > 1) names.push(parts.at(-2));
  return names.map(normalizeName).filter(Boolean);
}

function isAppSource(key) {
  return !key.includes('node_modules') && !key.startsWith('\0') && !key.startsWith('_');
}

/**
 * Finds the manifest key of each page: an explicit `pageModules` entry wins; otherwise the one
 * dynamic entry whose file or folder name matches the page key (defense-shop.tsx → defenseShop,
 * routes/home/index.tsx → home, login-page.tsx → login).
 */
export function findPageModules(manifest, pageKeys, overrides = {}) {
  const dynamic = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && isAppSource(key));
  const found = {};
  for (const page of pageKeys) {
    if (overrides[page]) {
      if (!manifest[overrides[page]])
        throw new Error(`budgets.json pageModules.${page}: ${overrides[page]} is not in the manifest`);
      found[page] = overrides[page];
      continue;
    }
    const want = normalizeName(page);
    const matches = dynamic.filter(([key]) => moduleNames(key).includes(want));
    // Prefer modules that live in a routes/pages folder when a feature file shares the name.
    const preferred = matches.filter(([key]) => /(^|\/)(routes|pages)\//.test(key));
    const pick = preferred.length ? preferred : matches;
    if (pick.length === 1) found[page] = pick[0][0];
    else if (pick.length > 1)
      throw new Error(
        `Page ${page} matches several lazy modules (${pick.map(([k]) => k).join(', ')}): name one in budgets.json pageModules`,
      );
  }
  return found;
}

/** The manifest keys of the entry (index.html, or the first entry). */
export function entryKeys(manifest) {
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  const html = entries.filter(([k]) => k.endsWith('.html'));
  return (html.length ? html : entries.slice(0, 1)).map(([k]) => k);
}

/** A chunk plus everything it imports statically, transitively (what the browser fetches for it). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no entry ${key}`);
    seen.add(key);
    for (const imp of chunk.imports ?? []) stack.push(imp);
  }
  return seen;
}

function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (/\.m?js$/.test(chunk.file)) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/**
 * What marks a wiki page's own content in a build: the runs of its first paragraph that survive
 * string escaping (a page counts as loaded when every run is in one of the route's files).
 *   pages: { [id]: { whatItIs: string[] } } (the frauds' and defenses' pages of libs/domain)
 */
export function contentSignatures(pages) {
  const out = {};
  for (const [id, page] of Object.entries(pages)) {
    const pieces = piecesOf(page.whatItIs?.[0] ?? '');
    if (!pieces.length) throw new Error(`wiki page ${id} has no first paragraph to recognise it by`);
    out[id] = pieces;
  }
  return out;
}

/**
 * The wiki pages whose content a route's files hold (by contentSignatures).
 *   files: the route's JS files; textOf(file): its text
 */
export function wikiContentIn(files, textOf, signatures) {
  const texts = files.map((f) => textOf(f));
  return Object.entries(signatures)
    .filter(([, pieces]) => texts.some((t) => pieces.every((p) => t.includes(p))))
    .map(([id]) => id);
}

/**
 * The whole computation.
 *   manifest: Vite's .vite/manifest.json
 *   sizeOf(file): gzip bytes of a file in dist (memoised by the caller or not: it is cheap)
 *   budgets: tools/bench/budgets.json
 *   pageKeys: every PageKey of libs/domain
 *   textOf(file), signatures (contentSignatures): for routes with `content`, which wiki pages'
 *     text the route loads; it must be exactly its own page's
 */
export function computeBundle({ manifest, sizeOf, budgets, pageKeys, textOf, signatures }) {
  const pages = findPageModules(manifest, pageKeys, budgets.pageModules ?? {});
  const pageByKey = Object.fromEntries(Object.entries(pages).map(([page, key]) => [key, page]));
  const entry = entryKeys(manifest);
  if (!entry.length) throw new Error('The manifest has no entry chunk');
  const entryClosure = staticClosure(manifest, entry);
  const sum = (files) => files.reduce((n, f) => n + sizeOf(f), 0);
  const problems = [];
  const notes = [];

  const routes = [];
  for (const [name, route] of Object.entries(budgets.routes ?? {})) {
    const keys = new Set(entryClosure);
    const missing = [];
    for (const page of route.pages ?? []) {
      if (pages[page]) for (const k of staticClosure(manifest, [pages[page]])) keys.add(k);
      else missing.push(page);
    }
    // Extra lazy modules this route fetches as it opens (e.g. one defense's content), reached
    // through dynamic imports of what is already loaded.
    for (const pattern of route.lazy ?? []) {
      const re = new RegExp(pattern);
      const reachable = new Set();
      for (const k of keys) for (const d of manifest[k].dynamicImports ?? []) reachable.add(d);
      // Matched on the manifest key (the source path of a dynamic entry) or the chunk's file (a
      // chunk other pages also import statically has a `_name-hash.js` key).
      const hits = [...reachable].filter((d) => re.test(d) || re.test(manifest[d]?.file ?? ''));
      if (!hits.length) notes.push(`route ${name}: no lazy module matching /${pattern}/ is reachable; not counted`);
      for (const k of staticClosure(manifest, hits)) keys.add(k);
    }
    if (missing.length)
      notes.push(
        `route ${name}: page ${missing.join(', ')} is not a lazy chunk (built into the entry, or not written yet)`,
      );
    const files = filesOf(manifest, keys);
    // A wiki page loads its own content only (route.content names the page it shows).
    let wikiContent = null;
    if (route.content !== undefined) {
      if (!textOf || !signatures)
        throw new Error(
          `route ${name} names its content (${route.content}) but no file texts or content signatures were given`,
        );
      if (!signatures[route.content]) throw new Error(`route ${name}: content ${route.content} is not a wiki page`);
      wikiContent = wikiContentIn(files.js, textOf, signatures);
      const others = wikiContent.filter((id) => id !== route.content);
      if (others.length) {
        const shown = others.length > 6 ? `${others.slice(0, 6).join(', ')} … (${others.length})` : others.join(', ');
        problems.push(
          `route ${name} (${route.path}) loads the content of ${others.length} other wiki page${others.length === 1 ? '' : 's'} (${shown}): each page's content must be its own lazy chunk`,
        );
      }
      if (!wikiContent.includes(route.content))
        problems.push(
          `route ${name} (${route.path}) does not load its own content (${route.content}): its 'lazy' patterns miss the content chunk`,
        );
    }
    const js = sum(files.js);
    const css = sum(files.css);
    const budgetKb = budgets.firstLoadJs?.[name] ?? null;
    const ok = budgetKb === null ? null : js <= budgetKb * KB;
    if (ok === false)
      problems.push(
        `first-load JS of ${name} (${route.path}) is ${(js / KB).toFixed(1)} kB gzip, over its ${budgetKb} kB budget`,
      );
    routes.push({
      route: name,
      path: route.path,
      jsFiles: files.js.length,
      cssFiles: files.css.length,
      jsGzip: js,
      cssGzip: css,
      budgetKb,
      ok,
      missingPages: missing,
      wikiContent,
    });
  }

  const chunks = [];
  // budgets.lazyModules: a lazy module (named by the end of its source path) whose cost with its
  // own imports has a budget, e.g. the Firebase Auth functions every page loads after its first paint.
  const lazyBudgets = Object.entries(budgets.lazyModules ?? {});
  for (const [name] of lazyBudgets) {
    if (!Object.entries(manifest).some(([key, chunk]) => chunk.isDynamicEntry && key.endsWith(name)))
      problems.push(`lazy module ${name} (budgets.json lazyModules) is not a lazy chunk of this build`);
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const page = pageByKey[key] ?? null;
    const own = filesOf(manifest, [key]);
    const ownJs = sum(own.js);
    // What opening it costs on top of the entry: its static imports the entry does not already hold.
    const extra = [...staticClosure(manifest, [key])].filter((k) => !entryClosure.has(k));
    const extraFiles = filesOf(manifest, extra);
    const withImportsGzip = sum(extraFiles.js) + sum(extraFiles.css);
    const lazyBudget = lazyBudgets.find(([name]) => key.endsWith(name))?.[1] ?? null;
    const budgetKb = page ? (budgets.pageChunk ?? null) : lazyBudget;
    const ok = budgetKb === null ? null : (page ? ownJs : withImportsGzip) <= budgetKb * KB;
    if (ok === false && page)
      problems.push(
        `page chunk ${page} (${chunk.file}) is ${(ownJs / KB).toFixed(1)} kB gzip, over the ${budgetKb} kB page-chunk budget`,
      );
    if (ok === false && !page)
      problems.push(
        `lazy module ${key} (${chunk.file}) is ${(withImportsGzip / KB).toFixed(1)} kB gzip with its imports, over its ${budgetKb} kB budget`,
      );
    chunks.push({
      module: key,
      file: chunk.file,
      page,
      jsGzip: ownJs,
      cssGzip: sum(own.css),
      withImportsGzip,
      budgetKb,
      ok,
    });
  }
  chunks.sort((a, b) => (a.page === null) - (b.page === null) || b.jsGzip - a.jsGzip);

  const entryFiles = filesOf(manifest, entryClosure);
  const entryBreakdown = [...entryFiles.js, ...entryFiles.css]
    .map((file) => ({ file, gzip: sizeOf(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    unit: budgets.unit ?? 'bytes gzip',
    entry: {
      modules: entry,
      jsGzip: sum(entryFiles.js),
      cssGzip: sum(entryFiles.css),
      jsFiles: entryFiles.js.length,
      files: entryBreakdown,
    },
    routes,
    chunks,
    pagesFound: pages,
    problems,
    notes,
    ok: problems.length === 0,
  };
}

const kb = (n) => (n / KB).toFixed(1);
const holds = (ok) => (ok === null ? '-' : ok ? 'yes' : 'NO');

/** The result as text tables. */
export function formatBundle(result) {
  const lines = [];
  lines.push(
    `Bundle (gzip level 9, kB = 1000 bytes). Entry: ${kb(result.entry.jsGzip)} kB JS in ${result.entry.jsFiles} file(s), ${kb(result.entry.cssGzip)} kB CSS`,
  );
  lines.push(
    `  every route loads: ${result.entry.files.map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`).join(', ')}`,
  );
  lines.push(
    table(
      ['route', 'path', 'first-load JS', 'first-load CSS', 'JS budget', 'holds'],
      result.routes.map((r) => [r.route, r.path, kb(r.jsGzip), kb(r.cssGzip), r.budgetKb, holds(r.ok)]),
    ),
  );
  lines.push('');
  lines.push(
    table(
      ['lazy chunk', 'page', 'JS', 'CSS', 'with own imports', 'budget', 'holds'],
      result.chunks.map((c) => [
        c.file.replace(/^assets\//, ''),
        c.page ?? '(not a page)',
        kb(c.jsGzip),
        kb(c.cssGzip),
        kb(c.withImportsGzip),
        c.budgetKb,
        holds(c.ok),
      ]),
    ),
  );
  lines.push(
    "budget: a page chunk's own JS (pageChunk); another lazy module's JS and CSS with its own imports (lazyModules)",
  );
  for (const n of result.notes) lines.push(`note: ${n}`);
  for (const p of result.problems) lines.push(`OVER BUDGET: ${p}`);
  return lines.join('\n');
}
