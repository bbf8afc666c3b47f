// Which imports of a lazy chunk Vite preloads (build.modulePreload.resolveDependencies).
// Vite preloads a lazy chunk and its imports by appending one <link rel=modulepreload> each when
// the import() runs, and each append costs the main thread 2–3 ms on this machine's Chromium (77 ms
// of one 108 ms task in a Lighthouse trace of /home, whose page chunk had about 30 imports).
// Vite's list for an import() names the chunk itself, which the import() fetches at that same
// moment anyway, and every chunk the importing chunk already imports statically, which the browser
// loaded before that code could run; neither link fetches anything sooner. The policy drops both,
// so on / the start-up appends 4 links instead of 9.
// A chunk that still has more than PRELOAD_MAX imports to fetch (the signed-in pages) gets no
// links at all: the browser fetches them as it parses the chunk. The public pages' chunks, which a
// prerendered page waits for before it hydrates, and the data layer, which a visitor's first tap
// loads, stay under it: without its preloads, a tap on the update prompt's "Update" left the new
// service worker waiting (service-worker.e2e.ts). The HTML's own preloads are kept as they are.
import type { Plugin } from 'vite';

/** A lazy chunk with more imports than this to fetch loads them without preload links. */
export const PRELOAD_MAX = 12;

/** What resolveDependencies needs of a bundle: each chunk's static imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The chunks `file` imports statically, directly or through another chunk. */
export function staticClosure(graph: ImportGraph, file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    for (const dep of graph.get(f) ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  visit(file);
  return seen;
}

type HostType = 'html' | 'js';

/**
 * The links to append when `host` runs import(`file`): Vite's `deps` without `file` itself and
 * without what `host` already loaded; none when more than PRELOAD_MAX remain. An HTML page keeps
 * Vite's list. Without a graph (no bundle seen yet) only `file` itself is left out.
 */
export function preloadsFor(
  graph: ImportGraph | null,
  file: string,
  deps: readonly string[],
  host: { hostId: string; hostType: HostType },
): string[] {
  if (host.hostType === 'html') return [...deps];
  const loaded = graph ? staticClosure(graph, host.hostId) : new Set<string>();
  const toFetch = deps.filter((d) => d !== file && !loaded.has(d));
  return toFetch.length <= PRELOAD_MAX ? toFetch : [];
}

/**
 * The policy as Vite uses it: a plugin that reads the bundle's import graph before Vite writes
 * its preload lists (generateBundle, first), and the resolveDependencies that applies preloadsFor.
 */
export function preloadPolicy(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], host: { hostId: string; hostType: HostType }) => string[];
} {
  let graph: Map<string, readonly string[]> | null = null;
  const plugin: Plugin = {
    name: 'fraudshield:preload-policy',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        graph = new Map();
        for (const item of Object.values(bundle)) if (item.type === 'chunk') graph.set(item.fileName, item.imports);
      },
    },
  };
  return { plugin, resolveDependencies: (file, deps, host) => preloadsFor(graph, file, deps, host) };
}
