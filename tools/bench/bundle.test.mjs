import { describe, expect, it } from 'vitest';
import {
  computeBundle,
  contentSignatures,
  findPageModules,
  formatBundle,
  gzipSize,
  moduleNames,
  staticClosure,
  wikiContentIn,
} from './bundle-core.mjs';
import { loadContentSignatures, readBudgets, readPageKeys } from './bundle.mjs';

// A fake build: the entry imports react and firebase chunks; home and defense share a chart chunk;
// the defense page lazily imports one content chunk per defense.
const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_firebase-c.js'],
    dynamicImports: [
      'src/app/routes/splash.tsx',
      'src/app/routes/login-page.tsx',
      'src/app/routes/home/index.tsx',
      'src/app/routes/defense.tsx',
      'src/app/routes/defense-shop.tsx',
    ],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_firebase-c.js': { file: 'assets/firebase-c.js', imports: ['_react-b.js'] },
  '_chart-d.js': { file: 'assets/chart-d.js', css: ['assets/chart-d.css'] },
  'src/app/routes/splash.tsx': { file: 'assets/splash-e.js', isDynamicEntry: true, imports: ['_react-b.js'] },
  'src/app/routes/login-page.tsx': { file: 'assets/login-f.js', isDynamicEntry: true, imports: ['_firebase-c.js'] },
  'src/app/routes/home/index.tsx': { file: 'assets/home-g.js', isDynamicEntry: true, imports: ['_chart-d.js'] },
  'src/app/routes/defense.tsx': {
    file: 'assets/defense-h.js',
    isDynamicEntry: true,
    imports: ['_chart-d.js'],
    dynamicImports: [
      '../../libs/domain/src/content/defenses/MultiFactorAuth.ts',
      '../../libs/domain/src/content/defenses/VpnUsage.ts',
    ],
  },
  'src/app/routes/defense-shop.tsx': { file: 'assets/defense-shop-i.js', isDynamicEntry: true },
  '../../libs/domain/src/content/defenses/MultiFactorAuth.ts': {
    file: 'assets/MultiFactorAuth-j.js',
    isDynamicEntry: true,
  },
  '../../libs/domain/src/content/defenses/VpnUsage.ts': { file: 'assets/VpnUsage-k.js', isDynamicEntry: true },
};
// Gzip sizes in bytes per file.
const sizes = {
  'assets/index-a.js': 10_000,
  'assets/index-a.css': 3_000,
  'assets/react-b.js': 60_000,
  'assets/firebase-c.js': 40_000,
  'assets/chart-d.js': 50_000,
  'assets/chart-d.css': 1_000,
  'assets/splash-e.js': 2_000,
  'assets/login-f.js': 4_000,
  'assets/home-g.js': 25_000,
  'assets/defense-h.js': 5_000,
  'assets/defense-shop-i.js': 6_000,
  'assets/MultiFactorAuth-j.js': 7_000,
  'assets/VpnUsage-k.js': 8_000,
};
const sizeOf = (f) => {
  if (!(f in sizes)) throw new Error(`no size for ${f}`);
  return sizes[f];
};
const pageKeys = ['splash', 'login', 'home', 'defense', 'defenseShop', 'fraud', 'notFound'];
const budgets = {
  unit: 'kB',
  firstLoadJs: { splash: 150, login: 150 },
  pageChunk: 20,
  routes: {
    splash: { path: '/', pages: ['splash'] },
    login: { path: '/login', pages: ['login'] },
    home: { path: '/home', pages: ['home'] },
    defense: { path: '/defenses/MultiFactorAuth', pages: ['defense'], lazy: ['MultiFactorAuth'] },
  },
};

describe('bundle computation', () => {
  it('names modules by file or folder, and matches page keys', () => {
    expect(moduleNames('src/app/routes/defense-shop.tsx')).toEqual(['defenseshop']);
    expect(moduleNames('src/app/routes/home/index.tsx')).toEqual(['index', 'home']);
    expect(moduleNames('src/app/routes/login-page.tsx')).toEqual(['login']);
    expect(findPageModules(manifest, pageKeys)).toEqual({
      splash: 'src/app/routes/splash.tsx',
      login: 'src/app/routes/login-page.tsx',
      home: 'src/app/routes/home/index.tsx',
      defense: 'src/app/routes/defense.tsx',
      defenseShop: 'src/app/routes/defense-shop.tsx',
    });
  });

  it('follows static imports transitively, not dynamic ones', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual([
      '_firebase-c.js',
      '_react-b.js',
      'index.html',
    ]);
  });

  it('sums the JS and CSS each route loads first, counting shared chunks once', () => {
    const r = computeBundle({ manifest, sizeOf, budgets, pageKeys });
    const byRoute = Object.fromEntries(r.routes.map((x) => [x.route, x]));
    expect(r.entry.jsGzip).toBe(110_000);
    expect(byRoute.splash).toMatchObject({ jsGzip: 112_000, cssGzip: 3_000, ok: true, budgetKb: 150 });
    expect(byRoute.login).toMatchObject({ jsGzip: 114_000, ok: true });
    expect(byRoute.home).toMatchObject({ jsGzip: 185_000, cssGzip: 4_000, ok: null, budgetKb: null });
    // The defense route also loads the one defense's content chunk, not every defense's.
    expect(byRoute.defense).toMatchObject({ jsGzip: 172_000, cssGzip: 4_000 });
  });

  it('checks every page chunk against the page budget and lists other lazy chunks without one', () => {
    const r = computeBundle({ manifest, sizeOf, budgets, pageKeys });
    const home = r.chunks.find((c) => c.page === 'home');
    expect(home).toMatchObject({ jsGzip: 25_000, withImportsGzip: 76_000, budgetKb: 20, ok: false });
    const content = r.chunks.find((c) => c.file === 'assets/VpnUsage-k.js');
    expect(content).toMatchObject({ page: null, budgetKb: null, ok: null });
    expect(r.chunks.filter((c) => c.page)).toHaveLength(5);
    expect(r.ok).toBe(false);
    expect(r.problems).toEqual([expect.stringMatching(/page chunk home .* 25\.0 kB gzip, over the 20 kB/)]);
  });

  it('checks a named lazy module with its own imports against its lazyModules budget, and refuses a name the build lacks', () => {
    const withSdk = {
      ...manifest,
      'index.html': {
        ...manifest['index.html'],
        dynamicImports: [...manifest['index.html'].dynamicImports, '../../libs/firebase-client/src/auth-sdk.ts'],
      },
      '../../libs/firebase-client/src/auth-sdk.ts': {
        file: 'assets/auth-sdk-m.js',
        isDynamicEntry: true,
        imports: ['_auth-n.js', '_react-b.js'],
      },
      '_auth-n.js': { file: 'assets/auth-n.js' },
    };
    const size = (f) => ({ 'assets/auth-sdk-m.js': 300, 'assets/auth-n.js': 24_000 })[f] ?? sizeOf(f);
    const check = (kb) =>
      computeBundle({
        manifest: withSdk,
        sizeOf: size,
        budgets: { ...budgets, pageChunk: 100, lazyModules: { 'libs/firebase-client/src/auth-sdk.ts': kb } },
        pageKeys,
      });
    // Its own chunk and the imports the entry does not hold already (react is in the entry).
    expect(check(25).chunks.find((c) => c.file === 'assets/auth-sdk-m.js')).toMatchObject({
      page: null,
      withImportsGzip: 24_300,
      budgetKb: 25,
      ok: true,
    });
    expect(check(25).ok).toBe(true);
    expect(check(24).problems).toEqual([
      expect.stringMatching(/lazy module .*auth-sdk\.ts .* 24\.3 kB gzip with its imports, over its 24 kB budget/),
    ]);
    const absent = computeBundle({
      manifest,
      sizeOf,
      budgets: { ...budgets, pageChunk: 100, lazyModules: { 'libs/firebase-client/src/auth-sdk.ts': 25 } },
      pageKeys,
    });
    expect(absent.problems).toEqual([
      expect.stringContaining(
        'lazy module libs/firebase-client/src/auth-sdk.ts (budgets.json lazyModules) is not a lazy chunk of this build',
      ),
    ]);
  });

  it('fails the first-load budget when the entry grows, and says which route', () => {
    const r = computeBundle({
      manifest,
      sizeOf: (f) => (f === 'assets/react-b.js' ? 100_000 : sizeOf(f)),
      budgets,
      pageKeys,
    });
    expect(r.problems.filter((p) => p.startsWith('first-load JS'))).toEqual([
      expect.stringContaining('first-load JS of splash (/) is 152.0 kB'),
      expect.stringContaining('first-load JS of login (/login) is 154.0 kB'),
    ]);
  });

  it('notes a page that is not a lazy chunk instead of guessing', () => {
    const r = computeBundle({
      manifest,
      sizeOf,
      budgets: { ...budgets, routes: { ...budgets.routes, fraud: { path: '/frauds/Phishing', pages: ['fraud'] } } },
      pageKeys,
    });
    expect(r.notes).toContainEqual(expect.stringContaining('route fraud: page fraud is not a lazy chunk'));
    expect(r.routes.find((x) => x.route === 'fraud').jsGzip).toBe(110_000);
    expect(formatBundle(r)).toMatch(/first-load JS/);
  });

  it('uses an explicit pageModules entry and refuses an ambiguous match', () => {
    const m = {
      ...manifest,
      'src/features/home/home.tsx': { file: 'assets/x.js', isDynamicEntry: true },
      'src/widgets/home.tsx': { file: 'assets/y.js', isDynamicEntry: true },
    };
    // The routes/ folder wins over a feature module of the same name.
    expect(findPageModules(m, ['home']).home).toBe('src/app/routes/home/index.tsx');
    const noRoutes = {
      'src/a/home.tsx': { file: 'a.js', isDynamicEntry: true },
      'src/b/home.tsx': { file: 'b.js', isDynamicEntry: true },
    };
    expect(() => findPageModules(noRoutes, ['home'])).toThrow(/several lazy modules/);
    expect(findPageModules(noRoutes, ['home'], { home: 'src/b/home.tsx' })).toEqual({ home: 'src/b/home.tsx' });
  });

  it('gzips with level 9', () => {
    const text = Buffer.from('fraud '.repeat(1000));
    expect(gzipSize(text)).toBeLessThan(200);
  });

  it('reads the real budgets file and page keys', () => {
    const b = readBudgets();
    expect(b.firstLoadJs).toEqual({ splash: 93.1, login: 96.5 });
    expect(b.lazyModules).toEqual({
      'libs/firebase-client/src/auth-sdk.ts': 34.8,
      'src/app/boot/data-providers.tsx': 25.7,
    });
    expect(b.pageChunk).toBe(20);
    expect(Object.keys(b.routes)).toEqual(['splash', 'login', 'home', 'defense', 'fraud']);
    // A fraud page and a defense page route, each checked to load its own content only.
    expect(b.routes.fraud).toMatchObject({ path: '/frauds/Phishing', pages: ['fraud'], content: 'Phishing' });
    expect(b.routes.defense).toMatchObject({
      path: '/defenses/MultiFactorAuth',
      pages: ['defense'],
      content: 'MultiFactorAuth',
    });
    const keys = readPageKeys();
    for (const r of Object.values(b.routes)) for (const p of r.pages) expect(keys).toContain(p);
  });

  describe('a wiki page loads its own content only', () => {
    const pages = {
      MultiFactorAuth: {
        whatItIs: ["Multi-factor authentication asks for a second proof, so a stolen password isn't enough."],
      },
      VpnUsage: { whatItIs: ['A VPN encrypts the connection between your device and the VPN server.'] },
    };
    const signatures = contentSignatures(pages);
    const texts = {
      'assets/MultiFactorAuth-j.js': `export const p={whatItIs:["Multi-factor authentication asks for a second proof, so a stolen password isn\\'t enough."]};`,
      'assets/VpnUsage-k.js': `export const p={whatItIs:["A VPN encrypts the connection between your device and the VPN server."]};`,
    };
    const textOf = (f) => texts[f] ?? '';
    const withContent = {
      ...budgets,
      routes: { defense: { ...budgets.routes.defense, lazy: ['MultiFactorAuth\\.ts$'], content: 'MultiFactorAuth' } },
    };

    it('recognises a page by the runs of its first paragraph that survive escaping', () => {
      // The apostrophe may be escaped; runs shorter than 12 characters are ordinary words, left out.
      expect(signatures.MultiFactorAuth).toEqual([
        'Multi-factor authentication asks for a second proof, so a stolen password isn',
      ]);
      expect(wikiContentIn(['assets/MultiFactorAuth-j.js', 'assets/splash-e.js'], textOf, signatures)).toEqual([
        'MultiFactorAuth',
      ]);
    });

    it('holds when the route loads only its own page, as its own lazy chunk', () => {
      const r = computeBundle({ manifest, sizeOf, budgets: withContent, pageKeys, textOf, signatures });
      expect(r.routes[0]).toMatchObject({ route: 'defense', wikiContent: ['MultiFactorAuth'] });
      expect(r.problems.filter((p) => p.includes('content'))).toEqual([]);
    });

    it("fails when the page's chunk holds every page's content (as it once did)", () => {
      const bundled = {
        ...texts,
        'assets/defense-h.js': texts['assets/MultiFactorAuth-j.js'] + texts['assets/VpnUsage-k.js'],
      };
      const r = computeBundle({
        manifest,
        sizeOf,
        budgets: withContent,
        pageKeys,
        textOf: (f) => bundled[f] ?? '',
        signatures,
      });
      expect(r.ok).toBe(false);
      expect(r.problems).toContainEqual(
        "route defense (/defenses/MultiFactorAuth) loads the content of 1 other wiki page (VpnUsage): each page's content must be its own lazy chunk",
      );
    });

    it('fails when the route does not reach its own content (a lazy pattern that misses it)', () => {
      const missing = {
        ...withContent,
        routes: { defense: { ...withContent.routes.defense, lazy: ['Nothing\\.ts$'] } },
      };
      const r = computeBundle({ manifest, sizeOf, budgets: missing, pageKeys, textOf, signatures });
      expect(r.problems).toContainEqual(expect.stringContaining('does not load its own content (MultiFactorAuth)'));
    });

    it('reads the signatures of all 40 pages from libs/domain', { timeout: 60_000 }, async () => {
      const real = await loadContentSignatures();
      expect(Object.keys(real)).toHaveLength(40);
      for (const pieces of Object.values(real)) expect(pieces.join('').length).toBeGreaterThan(40);
    });
  });
});
