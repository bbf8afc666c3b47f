import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Collection names the functions use, read from their own sources (every `.collection('x')` and
 * `.collectionGroup('x')` outside tests): the stand-in cannot list collections, and a list kept by
 * hand would miss the next collection someone adds. Used by the hardening and rules tests.
 */
export function knownCollections(srcDir: string = join(import.meta.dirname, '..')): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== 'testing') walk(full);
      } else if (entry.endsWith('.ts') && !entry.endsWith('.test.ts')) {
        for (const m of readFileSync(full, 'utf8').matchAll(/\.collection(?:Group)?\(\s*'([A-Za-z0-9_-]+)'\s*\)/g))
          names.add(m[1] as string);
      }
    }
  };
  walk(srcDir);
  return [...names].sort();
}
