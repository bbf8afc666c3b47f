import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOADING_TEXT, NOT_FOUND_TEXT, ROUTES } from '@fraudshield/domain';
import { APP_SHELL_FILE, PRERENDERED } from '../../apps/web/src/app/boot/prerendered.ts';
import { buildWebApp } from '../emulators/stack.mjs';
import { APP_SHELL, checkAppShell, checkPage, checkPrerenderedBuild, EXPECTED_PAGES } from './prerendered.mjs';

const login = EXPECTED_PAGES.find((p) => p.page === 'login');
const page = ({ root = '', title = 'Log in · FraudShield League', head = '', body = '' } = {}) =>
  `<!doctype html><html><head><title>${title}</title><link rel="icon" href="data:,">${head}<script defer src="/assets/boot-a.js" data-entry="/assets/index-a.js" data-preload="/assets/login-page-a.js"></script></head><body><div id="root" data-prerendered="login">${root}</div>${body}</body></html>`;
const loginRoot = (
  form = '<form><label>Email<input></label><label>Password<input></label></form><button>Sign in with Google</button><button>Forgot password?</button>',
) =>
  `<main><section><h1>Log in</h1><div data-pending=""><p role="status">Loading…</p>${form}</div><p>New here? <a href="/signup">Sign up</a></p><p><a href="/">← Back</a></p></section></main>`;

describe('the checks over a prerendered page (each can fail)', () => {
  it('a right page passes', () => {
    expect(checkPage(page({ root: loginRoot() }), login)).toEqual([]);
  });

  it("the expectations are the catalog's texts and the app's table of prerendered files", () => {
    expect(EXPECTED_PAGES.map(({ file, page: key }) => ({ file, page: key }))).toEqual(
      PRERENDERED.map(({ file, page: key }) => ({ file, page: key })),
    );
    expect(APP_SHELL).toBe(APP_SHELL_FILE);
    expect(login.title.startsWith(ROUTES.login.title)).toBe(true);
    expect(EXPECTED_PAGES.find((p) => p.page === 'notFound').h1).toBe(NOT_FOUND_TEXT);
    expect(LOADING_TEXT).toBe('Loading…');
  });

  it('finds an inline script, an inline handler and a javascript: URL', () => {
    const problems = checkPage(
      page({ root: loginRoot(), body: '<script>window.x=1</script><a href="javascript:void 0" onclick="x()">x</a>' }),
      login,
    );
    expect(problems.join('\n')).toMatch(/inline <script>window.x=1/);
    expect(problems.join('\n')).toMatch(/onclick handler/);
    expect(problems.join('\n')).toMatch(/javascript: URL/);
  });

  it('finds an inline <style> and a style attribute (the CSP has no inline styles)', () => {
    const problems = checkPage(
      page({ root: loginRoot(), body: '<style>body{color:red}</style><p style="color:red">x</p>' }),
      login,
    );
    expect(problems.join('\n')).toMatch(/inline <style>body\{color:red\}/);
    expect(problems.join('\n')).toMatch(/style attribute on <p>/);
  });

  it('finds a form that paints before the auth state is known, and a missing Loading…', () => {
    const open = `<main><section><h1>Log in</h1><form><label>Email<input></label><label>Password<input></label></form><button>Sign in with Google</button><button>Forgot password?</button><p>New here?</p><p>← Back</p></section></main>`;
    const problems = checkPage(page({ root: open }), login);
    expect(problems).toContain('login.html: no Loading… status in main');
    expect(problems).toContain('login.html: "Sign in with Google" is not inside a Loading… slot (data-pending)');
  });

  it('finds the empty root of the old build, a wrong title, and a missing file', () => {
    expect(checkPage(page(), login).join('\n')).toMatch(/the h1 is \[\], not "Log in"/);
    expect(checkPage(page({ root: loginRoot(), title: 'FraudShield League' }), login).join('\n')).toMatch(
      /title is "FraudShield League"/,
    );
    expect(checkPage(page({ root: loginRoot() }), login, (f) => f !== 'assets/index-a.js')).toEqual([
      'login.html: loads /assets/index-a.js, which the build does not have',
    ]);
    expect(checkPage(page({ root: loginRoot() }), login, (f) => f !== 'assets/login-page-a.js')).toEqual([
      'login.html: loads /assets/login-page-a.js, which the build does not have',
    ]);
  });

  it('finds a page that fetches its scripts before its first paint (the head of the build before the boot script)', () => {
    const old = page({ root: loginRoot() }).replace(
      /<script defer[^>]*><\/script>/,
      '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/login-page-a.js">',
    );
    expect(checkPage(old, login)).toEqual([
      'login.html: fetches scripts before its first paint (a module script or modulepreload in the page)',
      'login.html: no deferred boot script naming the entry (script defer data-entry)',
    ]);
  });

  it('finds an app shell that carries a prerendered page', () => {
    // (A prerendered page's head has the boot script, not the entry's module script the shell needs.)
    expect(checkAppShell(page({ root: loginRoot() }))).toEqual([
      `${APP_SHELL}: #root is prerendered; the SPA fallback must be the bare shell`,
      `${APP_SHELL}: no entry script`,
    ]);
    expect(
      checkAppShell(
        '<html><head><link rel="icon" href="data:,"><script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>',
      ),
    ).toEqual([]);
    expect(
      checkAppShell(
        '<html><head><script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>',
      ),
    ).toEqual([`${APP_SHELL}: no <link rel="icon">, so the browser asks for /favicon.ico (a 404)`]);
  });
});

describe('the production build of apps/web', () => {
  // `npm test` hands over the build its Nx step has just made of the same sources (FS_WEB_DIST);
  // on its own this file makes one.
  const prebuilt = process.env.FS_WEB_DIST;
  let dist;
  beforeAll(() => {
    if (prebuilt) {
      dist = prebuilt;
      return;
    }
    dist = mkdtempSync(join(tmpdir(), 'fs-prerendered-'));
    buildWebApp(dist, {});
  });
  afterAll(() => {
    if (!prebuilt) rmSync(dist, { recursive: true, force: true });
  });

  it('prerenders the splash, login, signup and 404 pages (Loading… where the guard needs the auth state, no inline script) and leaves the app shell bare', () => {
    expect(checkPrerenderedBuild(dist)).toEqual([]);
  });

  it('prerenders no Suspense fallback or streaming instruction (React would need an inline script to reveal it)', () => {
    for (const { file } of PRERENDERED) {
      const html = readFileSync(join(dist, file), 'utf8');
      expect(html, file).not.toMatch(/<template|<!--\$[?!]|\$RC|\$RS/);
    }
  });
});
