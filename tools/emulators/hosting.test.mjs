import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCspSources,
  emulatorCspSources,
  globToRegExp,
  headersFor,
  hostingConfig,
  localHeadersFor,
  parseCsp,
  resolveHosting,
  serveHosting,
} from './hosting.mjs';
import { href, ROUTE_LIST } from '@fraudshield/domain';
import { APP_SHELL_FILE, PRERENDERED } from '../../apps/web/src/app/boot/prerendered.ts';

const PATHS = ['/', '/home', '/frauds/phishing', '/assets/index-abc.js', '/index.html'];
const directives = (policy) => Object.fromEntries(parseCsp(policy));
const production = () => headersFor('/home')['Content-Security-Policy'];

describe('firebase.json hosting headers', () => {
  it.each(PATHS)('every response for %s carries the security headers', (path) => {
    const h = headersFor(path);
    expect(h['Content-Security-Policy']).toBeTruthy();
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['Permissions-Policy']).toMatch(/camera=\(\)/);
  });

  it('the service worker and the manifest are sent with no-cache on Hosting too (its default would cache them)', () => {
    expect(headersFor('/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor('/manifest.webmanifest')['Cache-Control']).toBe('no-cache');
  });

  it('hashed assets keep their year-long cache; pages do not get it', () => {
    expect(headersFor('/assets/index-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/home')['Cache-Control']).toBeUndefined();
  });

  it('the policy locks down what an injected script could use', () => {
    const csp = directives(production());
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    // No inline styles either (Radix's scroll lock adopts a constructed stylesheet, apps/web/src/lib/style-singleton.ts).
    expect(csp['style-src']).toEqual(["'self'"]);
    // No wildcard host anywhere: the project's own callables and auth pages (tools/web/csp.mjs).
    expect(production()).not.toMatch(/\*/);
    // Production allows no plain-http origin and no emulator.
    expect(production()).not.toMatch(/http:|127\.0\.0\.1|localhost/);
  });

  it('the policy allows what Firebase Auth, App Check (reCAPTCHA v3) and the callables need', () => {
    const csp = directives(production());
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://content-firebaseappcheck.googleapis.com',
        'https://africa-south1-demo-fraudshield.cloudfunctions.net',
      ]),
    );
    expect(csp['script-src']).toEqual(
      expect.arrayContaining([
        'https://apis.google.com',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining([
        'https://demo-fraudshield.firebaseapp.com',
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    );
  });

  it('the hosting config the deploy uses is the one read here', () => {
    expect(hostingConfig().public).toBe('apps/web/dist');
    // The prerendered pages at their own paths (cleanUrls), app.html for the other app routes.
    expect(hostingConfig().cleanUrls).toBe(true);
    expect(hostingConfig().trailingSlash).toBe(false);
    expect(new Set(hostingConfig().rewrites.map((r) => r.destination))).toEqual(new Set([`/${APP_SHELL_FILE}`]));
  });
});

describe('the local variant', () => {
  const ports = { auth: 27100, functions: 27101 };

  it('adds only the emulator origins, to connect-src and frame-src', () => {
    const local = directives(
      localHeadersFor('/home', { cspAdditions: emulatorCspSources(ports) })['Content-Security-Policy'],
    );
    const prod = directives(production());
    expect(local['connect-src']).toEqual([...prod['connect-src'], 'http://127.0.0.1:27100', 'http://127.0.0.1:27101']);
    expect(local['frame-src']).toEqual([...prod['frame-src'], 'http://127.0.0.1:27100']);
    for (const name of Object.keys(prod))
      if (name !== 'connect-src' && name !== 'frame-src') expect(local[name]).toEqual(prod[name]);
  });

  it('refuses to extend a directive the policy does not have', () => {
    expect(() => addCspSources("default-src 'self'", { 'connect-src': ['http://x'] })).toThrow(/no connect-src/);
  });
});

describe('globToRegExp', () => {
  it('matches as Hosting globs do', () => {
    expect(globToRegExp('**').test('/')).toBe(true);
    expect(globToRegExp('/assets/**').test('/assets/a/b.js')).toBe(true);
    expect(globToRegExp('/assets/**').test('/assetsx/a.js')).toBe(false);
    expect(globToRegExp('/*.html').test('/index.html')).toBe(true);
    expect(globToRegExp('/*.html').test('/a/index.html')).toBe(false);
  });
  it('refuses globs it would match differently from Hosting', () => {
    expect(() => globToRegExp('**/*.@(js|css)')).toThrow(/Unsupported/);
  });
});

describe('serveHosting', () => {
  let dir;
  let server;
  let base;
  const cspAdditions = emulatorCspSources({ auth: 1234, functions: 1235 });
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fs-hosting-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>splash</title>');
    writeFileSync(join(dir, 'login.html'), '<!doctype html><title>login</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>not found</title>');
    writeFileSync(join(dir, 'app.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dir, 'assets/app-1.js'), 'console.log(1)');
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"x"}');
    server = await serveHosting(dir, 0, { cspAdditions });
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/home', '/assets/app-1.js'])(
    'sends firebase.json headers (with the emulator origins) for %s',
    async (path) => {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      for (const [key, value] of Object.entries(localHeadersFor(path, { cspAdditions })))
        expect(res.headers.get(key)).toBe(value);
    },
  );

  it('serves files with their type, a prerendered page at its path, the app shell for the other app routes', async () => {
    const js = await fetch(`${base}/assets/app-1.js`);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await js.text()).toBe('console.log(1)');
    const page = await fetch(`${base}/frauds/phishing`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>app</title>');
    expect(await (await fetch(`${base}/home`)).text()).toContain('<title>app</title>');
    expect(await (await fetch(`${base}/login`)).text()).toContain('<title>login</title>');
    expect(await (await fetch(`${base}/`)).text()).toContain('<title>splash</title>');
  });

  it('serves the service worker and the manifest as themselves, never cached for long', async () => {
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
    // A worker cached for a year would keep every visitor on the old version.
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(await sw.text()).toContain('addEventListener');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers an unknown path and a missing asset with 404.html and status 404', async () => {
    for (const path of ['/nope', '/assets/missing-1.js', '/home/extra']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('<title>not found</title>');
    }
  });

  it('redirects /login.html and /login/ to /login, keeping the query, as Hosting does', async () => {
    for (const [path, to] of [
      ['/login.html?x=1', '/login?x=1'],
      ['/login/', '/login'],
      ['/index.html', '/'],
      ['/home/', '/home'],
    ]) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it('never redirects off-site: an encoded slash or backslash stays a path on this host', async () => {
    for (const path of [
      '/%2Fevil.example/',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '/%2F%5Cevil.example/',
      '/%09/evil.example/',
      '//evil.example/',
      '/%2Fevil.example/login.html',
    ]) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (location === null) continue;
      // Resolved as the browser resolves it: still this server.
      expect(new URL(location, base).origin, `${path} -> ${location}`).toBe(base);
      expect(location, `${path} -> ${location}`).toMatch(/^\/(?![/\\])/);
    }
  });

  it('never serves a file outside the build folder', async () => {
    const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>not found</title>');
  });

  it('precompress: the text files are compressed before it listens, source maps on request (the bench)', async () => {
    const pre = mkdtempSync(join(tmpdir(), 'fs-hosting-pre-'));
    mkdirSync(join(pre, 'assets'));
    writeFileSync(join(pre, 'index.html'), '<!doctype html><title>before</title>');
    writeFileSync(join(pre, 'assets/app-1.js'), 'console.log("before")');
    writeFileSync(join(pre, 'assets/app-1.js.map'), '{"v":"before"}');
    const servers = { eager: await serveHosting(pre, 0, { precompress: true }), lazy: await serveHosting(pre, 0) };
    try {
      // Changed on disk after the servers started: what a server compressed up front, it still sends.
      writeFileSync(join(pre, 'index.html'), '<!doctype html><title>after</title>');
      writeFileSync(join(pre, 'assets/app-1.js'), 'console.log("after")');
      writeFileSync(join(pre, 'assets/app-1.js.map'), '{"v":"after"}');
      const get = async (server, path) => {
        const res = await fetch(`http://127.0.0.1:${server.address().port}${path}`, {
          headers: { 'accept-encoding': 'gzip' },
        });
        expect(res.headers.get('content-encoding')).toBe('gzip');
        return res.text();
      };
      expect(await get(servers.eager, '/')).toContain('before');
      expect(await get(servers.eager, '/assets/app-1.js')).toContain('before');
      expect(await get(servers.eager, '/assets/app-1.js.map')).toContain('after');
      expect(await get(servers.lazy, '/')).toContain('after');
      expect(await get(servers.lazy, '/assets/app-1.js')).toContain('after');
    } finally {
      await Promise.all(Object.values(servers).map((s) => new Promise((r) => s.close(r))));
      rmSync(pre, { recursive: true, force: true });
    }
  });
});

describe('resolveHosting over firebase.json and the prerendered build layout', () => {
  // The files apps/web's build writes (vite-prerender.ts), plus an asset.
  const files = new Set([...PRERENDERED.map((p) => p.file), APP_SHELL_FILE, 'assets/index-abc.js']);
  const isFile = (rel) => files.has(rel);
  const resolvePath = (path) => resolveHosting(path, isFile);
  const samplePath = (pattern) =>
    pattern.replace(':name', pattern.startsWith('/defenses') ? 'MultiFactorAuth' : 'Phishing');

  it.each(PRERENDERED.filter((p) => p.page !== 'notFound'))('$path gets its prerendered $file', ({ path, file }) => {
    expect(resolvePath(path)).toEqual({ file, status: 200 });
  });

  it.each(ROUTE_LIST.filter((r) => !PRERENDERED.some((p) => p.path === r.pattern)).map((r) => samplePath(r.pattern)))(
    '%s (not prerendered) gets the app shell, never a prerendered page',
    (path) => {
      expect(resolvePath(path)).toEqual({ file: APP_SHELL_FILE, status: 200 });
    },
  );

  it('every route of the catalog is either prerendered or rewritten to the app shell', () => {
    for (const route of ROUTE_LIST) {
      const answer = resolvePath(samplePath(route.pattern));
      expect(answer.status, route.pattern).toBe(200);
      expect([APP_SHELL_FILE, ...PRERENDERED.map((p) => p.file)], route.pattern).toContain(answer.file);
    }
    expect(resolvePath(href.defense('VpnUsage'))).toEqual({ file: APP_SHELL_FILE, status: 200 });
  });

  it.each(['/nope', '/home/extra', '/defenses', '/frauds/Phishing/x', '/assets/gone.js'])(
    '%s gets the prerendered 404 page with status 404',
    (path) => {
      expect(resolvePath(path)).toEqual({ file: '404.html', status: 404 });
    },
  );

  it("a build without 404.html gets Hosting's own 404", () => {
    expect(resolveHosting('/nope', (rel) => rel === 'index.html')).toEqual({ file: null, status: 404 });
  });

  it('refuses a firebase.json hosting key it does not emulate, instead of serving differently', () => {
    expect(() => resolveHosting('/', isFile, { ...hostingConfig(), redirects: [] })).toThrow(
      /hosting.redirects is not emulated/,
    );
  });
});
