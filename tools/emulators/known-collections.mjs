// Collection names the functions use, read from their own sources (every `.collection('x')` and
// `.collectionGroup('x')` outside tests and testing/): the Firestore stand-in cannot list
// collections, and a list kept by hand would miss the next collection someone adds. Used by the
// functions' hardening, rules and account tests, and by the seed snapshot (tools/seed/snapshot.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const FUNCTIONS_SRC = join(import.meta.dirname, '../../apps/functions/src');

export function knownCollections(srcDir = FUNCTIONS_SRC) {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== 'testing') walk(full);
      } else if (entry.endsWith('.ts') && !entry.endsWith('.test.ts')) {
        for (const m of readFileSync(full, 'utf8').matchAll(/\.collection(?:Group)?\(\s*'([A-Za-z0-9_-]+)'\s*\)/g))
          names.add(m[1]);
      }
    }
  };
  walk(srcDir);
  return [...names].sort();
}
