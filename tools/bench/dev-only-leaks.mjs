// The pure part of the dev-only check: does a production web build carry anything meant only for
// the local emulator stack? Today that is the local-inbox hint (where the Auth emulator's
// verification and reset emails land, apps/web/src/features/auth/components/local-inbox-text.ts):
// an emulator build names the inbox on /verify-email and after "Forgot password?", a production
// build must carry none of its wording, in code or in source maps. No file system here, so the
// unit test can feed it fake files; bundle.mjs reads the build and the wording.
import { piecesOf } from './answer-leaks.mjs';

/** What to search for: each hint text as its escape-proof pieces (see answer-leaks.mjs). */
export function devOnlySignature(texts) {
  const entries = Object.entries(texts);
  if (!entries.length) throw new Error('No dev-only texts given: nothing to search for');
  return entries.map(([id, text]) => ({ id, pieces: piecesOf(text) }));
}

/** Every dev-only text found in the given files ({ name, text }): "file: the local-inbox hint (id)". */
export function findDevOnlyLeaks(files, signature) {
  const leaks = [];
  for (const { name, text } of files) {
    for (const { id, pieces } of signature) {
      if (pieces.length && pieces.every((p) => text.includes(p))) leaks.push(`${name}: the local-inbox hint (${id})`);
    }
  }
  return leaks;
}
