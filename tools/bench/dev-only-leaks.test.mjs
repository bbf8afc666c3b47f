import { describe, expect, it } from 'vitest';
import { devOnlySignature, findDevOnlyLeaks } from './dev-only-leaks.mjs';
import { loadDevOnlySignature } from './bundle.mjs';

const TEXTS = {
  verify: 'Running on the local stack: the email is in the local inbox at',
  reset: 'Its link lets you choose a new password, then log in with it.',
};

describe('the dev-only check (local-inbox hint in a production build)', () => {
  const sig = devOnlySignature(TEXTS);

  it('finds the hint in a script or a source map, escaped or not', () => {
    const files = [
      { name: 'assets/verify-email-page-x.js', text: `var e={verify:\`${TEXTS.verify}\`};` },
      {
        name: 'assets/auth-form-y.js.map',
        text: JSON.stringify({ sourcesContent: [`export const T = { reset: '${TEXTS.reset}' }`] }),
      },
    ];
    expect(findDevOnlyLeaks(files, sig)).toEqual([
      'assets/verify-email-page-x.js: the local-inbox hint (verify)',
      'assets/auth-form-y.js.map: the local-inbox hint (reset)',
    ]);
  });

  it('finds nothing in a build without it (the same words apart do not count)', () => {
    const files = [
      { name: 'assets/index.js', text: 'Running tests. the local stack. Open it there. choose a new password' },
    ];
    expect(findDevOnlyLeaks(files, sig)).toEqual([]);
  });

  it('reads the wording from the web app, and refuses an empty list', async () => {
    const real = await loadDevOnlySignature();
    expect(real.length).toBeGreaterThanOrEqual(2);
    expect(real.every((s) => s.pieces.length > 0)).toBe(true);
    expect(() => devOnlySignature({})).toThrow(/nothing to search for/);
  });
});
