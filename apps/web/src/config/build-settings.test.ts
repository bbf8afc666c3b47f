// @vitest-environment node
import { join } from 'node:path';
import { loadConfigFromFile, type Plugin } from 'vite';
import { parseEnv, assertNoDebugTokenInProductionBuild, localInboxUrl } from './env-schema';

const VITE_CONFIG = join(import.meta.dirname, '../../vite.config.mts');

/** apps/web/vite.config.mts loaded as `vite build` / `vite` load it, with these VITE_* variables set. */
async function loadConfig(command: 'build' | 'serve', vars: Record<string, string>, define = '__FS_ENV__') {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    const loaded = await loadConfigFromFile(
      { command, mode: command === 'build' ? 'production' : 'development' },
      VITE_CONFIG,
    );
    return JSON.parse(String(loaded?.config.define?.[define])) as Record<string, unknown>;
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

const TOKEN = '6f1c1d2e-0000-4000-8000-debugdebug00';

describe('a production build never embeds an App Check debug token', () => {
  it('vite build fails when one is set and the build is not for the emulators', async () => {
    await expect(
      loadConfig('build', { VITE_APPCHECK_DEBUG_TOKEN: TOKEN, VITE_USE_EMULATORS: 'false' }),
    ).rejects.toThrow(/VITE_APPCHECK_DEBUG_TOKEN is set for a production build/);
  });

  it('a build for the emulators may carry one (tests, benches, npm start)', async () => {
    const env = await loadConfig('build', { VITE_APPCHECK_DEBUG_TOKEN: TOKEN, VITE_USE_EMULATORS: 'true' });
    expect(env['VITE_APPCHECK_DEBUG_TOKEN']).toBe(TOKEN);
  });

  it('a production build without one builds', async () => {
    const env = await loadConfig('build', { VITE_APPCHECK_DEBUG_TOKEN: '', VITE_USE_EMULATORS: 'false' });
    expect(env['VITE_APPCHECK_DEBUG_TOKEN']).toBe('');
  });

  it('the dev server, which ships nothing, still starts with one', async () => {
    const env = await loadConfig('serve', { VITE_APPCHECK_DEBUG_TOKEN: TOKEN, VITE_USE_EMULATORS: 'false' });
    expect(env['VITE_APPCHECK_DEBUG_TOKEN']).toBe(TOKEN);
  });

  it('the rule itself', () => {
    const base = {
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'd',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_APP_ID: 'a',
    };
    expect(() => assertNoDebugTokenInProductionBuild(parseEnv({ ...base, VITE_APPCHECK_DEBUG_TOKEN: TOKEN }))).toThrow(
      /Refusing to build/,
    );
    expect(() =>
      assertNoDebugTokenInProductionBuild(
        parseEnv({ ...base, VITE_APPCHECK_DEBUG_TOKEN: TOKEN, VITE_USE_EMULATORS: 'true' }),
      ),
    ).not.toThrow();
    expect(() => assertNoDebugTokenInProductionBuild(parseEnv(base))).not.toThrow();
  });
});

describe('the local-inbox hint is for emulator builds only', () => {
  const INBOX = 'http://127.0.0.1:1080';

  it('an emulator build gets the inbox URL; a production build gets null even when it is set', async () => {
    expect(
      await loadConfig('build', { VITE_LOCAL_INBOX_URL: INBOX, VITE_USE_EMULATORS: 'true' }, '__FS_LOCAL_INBOX__'),
    ).toBe(INBOX);
    expect(
      await loadConfig('build', { VITE_LOCAL_INBOX_URL: INBOX, VITE_USE_EMULATORS: 'false' }, '__FS_LOCAL_INBOX__'),
    ).toBeNull();
    expect(
      await loadConfig('build', { VITE_LOCAL_INBOX_URL: '', VITE_USE_EMULATORS: 'true' }, '__FS_LOCAL_INBOX__'),
    ).toBeNull();
  });

  it('refuses an inbox that is not an http(s) URL', () => {
    const base = {
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'd',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_APP_ID: 'a',
      VITE_USE_EMULATORS: 'true',
    };
    expect(() => localInboxUrl({ VITE_LOCAL_INBOX_URL: 'javascript:alert(1)' }, parseEnv(base))).toThrow(
      /VITE_LOCAL_INBOX_URL/,
    );
    expect(localInboxUrl({ VITE_LOCAL_INBOX_URL: INBOX }, parseEnv(base))).toBe(INBOX);
  });
});

describe('preload links of lazy chunks', () => {
  type Resolve = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
  type Chunk = { type: 'chunk'; fileName: string; imports: string[] };
  /** The config's policy as a build applies it: its plugin reads `chunks`, then Vite asks. */
  async function policyFor(chunks: Chunk[]): Promise<Resolve> {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, VITE_CONFIG);
    const preload = loaded?.config.build?.modulePreload;
    if (!preload || typeof preload !== 'object' || !preload.resolveDependencies)
      throw new Error('build.modulePreload.resolveDependencies is not set');
    const plugin = (loaded?.config.plugins ?? [])
      .flat()
      .find((p) => p && typeof p === 'object' && 'name' in p && p.name === 'fraudshield:preload-policy') as
      Plugin | undefined;
    const hook = plugin?.generateBundle;
    if (!hook || typeof hook !== 'object' || hook.order !== 'pre')
      throw new Error('the preload-policy plugin must read the bundle before Vite writes its preload lists');
    const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    (hook.handler as unknown as (o: unknown, b: unknown) => void)({}, bundle);
    return preload.resolveDependencies as Resolve;
  }
  const deps = (n: number) => Array.from({ length: n }, (_, i) => `assets/dep-${i}.js`);
  const ENTRY = 'assets/index-x.js';
  const chunks = (...extra: Chunk[]): Chunk[] => [
    { type: 'chunk', fileName: ENTRY, imports: ['assets/react-x.js'] },
    { type: 'chunk', fileName: 'assets/react-x.js', imports: ['assets/runtime-x.js'] },
    { type: 'chunk', fileName: 'assets/runtime-x.js', imports: [] },
    ...extra,
  ];
  const fromEntry = { hostId: ENTRY, hostType: 'js' as const };

  it('leaves out the chunk itself (its import() fetches it) and what the importing chunk already loaded', async () => {
    const resolve = await policyFor(
      chunks({ type: 'chunk', fileName: 'assets/login-page-x.js', imports: ['assets/form-x.js', 'assets/react-x.js'] }),
    );
    // Vite's list: the chunk, its imports and theirs, the host's own static imports included.
    const vite = ['assets/login-page-x.js', 'assets/form-x.js', 'assets/react-x.js', 'assets/runtime-x.js'];
    expect(resolve('assets/login-page-x.js', vite, fromEntry)).toEqual(['assets/form-x.js']);
    // From a chunk that does not import React statically, React is still fetched ahead.
    expect(resolve('assets/login-page-x.js', vite, { hostId: 'assets/other-x.js', hostType: 'js' })).toEqual([
      'assets/form-x.js',
      'assets/react-x.js',
      'assets/runtime-x.js',
    ]);
  });

  it("a chunk with many imports left to fetch (a signed-in page's) gets none: each link cost the main thread 2–3 ms", async () => {
    const resolve = await policyFor(chunks());
    expect(resolve('assets/home-page-x.js', ['assets/home-page-x.js', ...deps(13)], fromEntry)).toEqual([]);
    // Already-loaded imports do not count towards the limit.
    expect(
      resolve(
        'assets/help-page-x.js',
        ['assets/help-page-x.js', ...deps(12), 'assets/react-x.js', 'assets/runtime-x.js'],
        fromEntry,
      ),
    ).toEqual(deps(12));
  });

  it("a public page's chunk, the data layer's (10 imports) and the HTML's preloads keep theirs", async () => {
    const resolve = await policyFor(chunks());
    expect(resolve('assets/login-page-x.js', deps(3), fromEntry)).toEqual(deps(3));
    // The data layer, which a visitor's first tap loads (see vite-preload.ts).
    expect(resolve('assets/data-providers-x.js', deps(10), fromEntry)).toEqual(deps(10));
    expect(resolve(ENTRY, deps(31), { hostId: 'index.html', hostType: 'html' })).toEqual(deps(31));
  });
});
