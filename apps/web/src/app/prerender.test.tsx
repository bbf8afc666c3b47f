import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { LOADING_TEXT, NOT_FOUND_TEXT } from '@fraudshield/domain';
import * as client from '@fraudshield/firebase-client';
import * as server from '../prerender';
import { fillShell } from '../../vite-prerender';
import { AppRoot } from './app-root';
import { PRERENDERED } from './boot/prerendered';
import { memoryHistory } from './app-router';
import { AUTH_LEDE } from '../features/auth/components/auth-form';

vi.mock('@fraudshield/firebase-client', async () => ({
  ...(await vi.importActual<typeof client>('@fraudshield/firebase-client')),
  ...(await import('../testing/auth-client-mock')).authClientMock(),
  callFunction: vi.fn(() => new Promise(() => undefined)),
  addCallObserver: vi.fn(() => () => undefined),
}));

const HEADINGS: Record<string, string> = {
  splash: 'FraudShield League',
  login: 'Log in',
  signup: 'Sign up',
  notFound: NOT_FOUND_TEXT,
};
/** What waits for the auth state on each page (inside the Loading… slot), if anything. */
const PENDING: Record<string, string | null> = {
  splash: 'SIGN UP',
  login: 'Sign in with Google',
  signup: 'Sign up with Google',
  notFound: null,
};
/** A line that paints with the heading, outside the Loading… slot (the largest paint of the page before the auth state is known). */
const AT_ONCE: Record<string, string | null> = {
  splash: 'Build a squad of security defenses',
  login: AUTH_LEDE.login,
  signup: AUTH_LEDE.signup,
  notFound: null,
};

// act() without @testing-library/react, which would otherwise say so.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.restoreAllMocks();
});

describe.each(PRERENDERED)('the prerendered $file ($path)', ({ path, page }) => {
  it('shows the heading at once and Loading… where the auth state is needed', async () => {
    const { html, title } = await server.prerenderPage(path);
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('main h1')?.textContent).toBe(HEADINGS[page]);
    expect(container.querySelector('main [role=status]')?.textContent).toBe(LOADING_TEXT);
    const pending = PENDING[page];
    if (pending) expect(container.querySelector('[data-pending]')?.textContent).toContain(pending);
    const atOnce = AT_ONCE[page];
    if (atOnce) {
      const line = [...container.querySelectorAll('main p')].find((p) => p.textContent?.includes(atOnce));
      expect(line, `"${atOnce}" in a paragraph of the page`).toBeDefined();
      expect(line?.closest('[data-pending]')).toBeNull();
    }
    expect(title).toMatch(/FraudShield League$/);
    expect(html).not.toMatch(/<script|<template/);
  });

  it('hydrates without a mismatch or a logged error, then shows the page once the player is known', async () => {
    const { html } = await server.prerenderPage(path);
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const parsedHeading = container.querySelector('main h1');
    const recoverable: unknown[] = [];
    const logged = vi.spyOn(console, 'error');
    let report: ((user: null) => void) | undefined;
    vi.mocked(client.onAuthChange).mockImplementation((cb) => {
      report = cb as (user: null) => void;
      return () => undefined;
    });
    await act(async () => {
      root = hydrateRoot(container, <AppRoot history={memoryHistory(path)} googleMode="popup" />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    // Not counted: React's dev warning that the server and the client renderer both rendered the
    // same context objects, which only happens with both in one process (this test); the browser
    // suite (prerender.e2e.ts) checks the real console.
    const oneProcessOnly = /^Detected multiple renderers concurrently rendering the same context provider/;
    expect(logged.mock.calls.filter(([message]) => !oneProcessOnly.test(String(message)))).toEqual([]);
    expect(container.querySelector('main h1')).toBe(parsedHeading);
    await act(async () => report?.(null));
    expect(container.querySelector('[data-pending]')).toBeNull();
    expect(container.textContent).not.toContain(LOADING_TEXT);
    expect(container.querySelector('main h1')).toBe(parsedHeading);
  });
});

describe("the build's page from the shell (vite-prerender.ts fillShell)", () => {
  const shell =
    '<html><head><title>FraudShield League</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
    '<body><div id="root"></div></body></html>';

  it("puts the page's title in <title>, escaped by the domain's escapeHtml the server build hands over", () => {
    const title = `Tom & Jerry's <b>"quoted"</b> · FraudShield League`;
    const page = { page: 'login', html: '<main></main>', title, preload: [] };
    const html = fillShell(shell, page, server, 'assets/boot-1.js');
    expect(html).toContain(
      '<title>Tom &amp; Jerry&#39;s &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; · FraudShield League</title>',
    );
    expect(html).toContain('<div id="root" data-prerendered="login"><main></main></div>');
  });
});
