// @vitest-environment node
import { join } from 'node:path';
import { loadConfigFromFile } from 'vite';
import { parseEnv, assertNoDebugTokenInProductionBuild, localInboxUrl } from './env-schema';

const VITE_CONFIG = join(import.meta.dirname, '../../vite.config.mts');

/** apps/web/vite.config.mts loaded as `vite build` / `vite` load it, with these VITE_* variables set. */
async function loadConfig(command: 'build' | 'serve', vars: Record<string, string>, define = '__FS_ENV__') {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    const loaded = await loadConfigFromFile({ command, mode: command === 'build' ? 'production' : 'development' }, VITE_CONFIG);
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
    await expect(loadConfig('build', { VITE_APPCHECK_DEBUG_TOKEN: TOKEN, VITE_USE_EMULATORS: 'false' })).rejects.toThrow(/VITE_APPCHECK_DEBUG_TOKEN is set for a production build/);
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
    const base = { VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_AUTH_DOMAIN: 'd', VITE_FIREBASE_PROJECT_ID: 'p', VITE_FIREBASE_APP_ID: 'a' };
    expect(() => assertNoDebugTokenInProductionBuild(parseEnv({ ...base, VITE_APPCHECK_DEBUG_TOKEN: TOKEN }))).toThrow(/Refusing to build/);
    expect(() => assertNoDebugTokenInProductionBuild(parseEnv({ ...base, VITE_APPCHECK_DEBUG_TOKEN: TOKEN, VITE_USE_EMULATORS: 'true' }))).not.toThrow();
    expect(() => assertNoDebugTokenInProductionBuild(parseEnv(base))).not.toThrow();
  });
});

describe('the local-inbox hint is for emulator builds only', () => {
  const INBOX = 'http://127.0.0.1:1080';

  it('an emulator build gets the inbox URL; a production build gets null even when it is set', async () => {
    expect(await loadConfig('build', { VITE_LOCAL_INBOX_URL: INBOX, VITE_USE_EMULATORS: 'true' }, '__FS_LOCAL_INBOX__')).toBe(INBOX);
    expect(await loadConfig('build', { VITE_LOCAL_INBOX_URL: INBOX, VITE_USE_EMULATORS: 'false' }, '__FS_LOCAL_INBOX__')).toBeNull();
    expect(await loadConfig('build', { VITE_LOCAL_INBOX_URL: '', VITE_USE_EMULATORS: 'true' }, '__FS_LOCAL_INBOX__')).toBeNull();
  });

  it('refuses an inbox that is not an http(s) URL', () => {
    const base = { VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_AUTH_DOMAIN: 'd', VITE_FIREBASE_PROJECT_ID: 'p', VITE_FIREBASE_APP_ID: 'a', VITE_USE_EMULATORS: 'true' };
    expect(() => localInboxUrl({ VITE_LOCAL_INBOX_URL: 'javascript:alert(1)' }, parseEnv(base))).toThrow(/VITE_LOCAL_INBOX_URL/);
    expect(localInboxUrl({ VITE_LOCAL_INBOX_URL: INBOX }, parseEnv(base))).toBe(INBOX);
  });
});

describe('preload links of lazy chunks (issue 17)', () => {
  type Resolve = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
  async function resolveDependencies(): Promise<Resolve> {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, VITE_CONFIG);
    const preload = loaded?.config.build?.modulePreload;
    if (!preload || typeof preload !== 'object' || !preload.resolveDependencies) throw new Error('build.modulePreload.resolveDependencies is not set');
    return preload.resolveDependencies as Resolve;
  }
  const deps = (n: number) => Array.from({ length: n }, (_, i) => `assets/dep-${i}.js`);

  it("a chunk with many imports (a signed-in page's) gets none: each link cost the main thread 2–3 ms", async () => {
    const resolve = await resolveDependencies();
    expect(resolve('assets/home-page-x.js', deps(31), { hostId: 'assets/index-x.js', hostType: 'js' })).toEqual([]);
  });

  it("a public page's chunk (a prerendered page hydrates once it is here), the data layer's and the HTML's preloads keep theirs", async () => {
    const resolve = await resolveDependencies();
    expect(resolve('assets/login-page-x.js', deps(7), { hostId: 'assets/index-x.js', hostType: 'js' })).toEqual(deps(7));
    // The data layer, which a visitor's first tap loads (see vite.config.mts).
    expect(resolve('assets/data-providers-x.js', deps(14), { hostId: 'assets/index-x.js', hostType: 'js' })).toEqual(deps(14));
    expect(resolve('assets/index-x.js', deps(31), { hostId: 'index.html', hostType: 'html' })).toEqual(deps(31));
  });
});
