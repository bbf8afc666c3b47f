import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allConcretePaths, href, ROUTE_LIST } from '@fraudshield/domain';
import { APP_SHELL_FILE } from './boot/prerendered';
import {
  precacheUnderServedUrls,
  servedUrl,
  serviceWorkerOptions,
  shellRoutes,
  type HostingRewrite,
} from '../config/service-worker';

const rewrites = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../../firebase.json'), 'utf8')) as {
    hosting: { rewrites: HostingRewrite[] };
  }
).hosting.rewrites;
const options = serviceWorkerOptions({ enabled: true, appShellFile: APP_SHELL_FILE, rewrites });
const navigable = (path: string) =>
  options.workbox.navigateFallbackAllowlist.some((re) => re.test(path)) &&
  !options.workbox.navigateFallbackDenylist.some((re) => re.test(path));

describe('the service worker settings', () => {
  it('prompts for updates: no skipWaiting, no clientsClaim, registered by the app, after the prerender', () => {
    expect(options.registerType).toBe('prompt');
    expect(options.workbox.skipWaiting).toBe(false);
    expect(options.workbox.clientsClaim).toBe(false);
    expect(options.injectRegister).toBe(false);
    expect(options.integration.closeBundleOrder).toBe('post');
    expect(options.filename).toBe('sw.js');
  });

  it('caches nothing at run time: callables, Auth and App Check answers are never stored', () => {
    expect(options.workbox.runtimeCaching).toEqual([]);
  });

  it('precaches the pages, chunks, styles, manifest and icons', () => {
    const patterns = options.workbox.globPatterns.join(' ');
    for (const ext of ['html', 'js', 'css', 'png', 'webmanifest']) expect(patterns).toContain(ext);
    expect(options.workbox.globIgnores).toContain('.vite/**');
  });

  it("serves the shell for every app route (firebase.json's rewrites to it), and for nothing public, unknown or reserved", () => {
    expect(options.workbox.navigateFallback).toBe(servedUrl(APP_SHELL_FILE));
    expect(options.workbox.navigateFallback).toBe('/app');
    const publicPaths: string[] = [href.splash(), href.login(), href.signup()];
    const appPaths = allConcretePaths().filter((p) => !publicPaths.includes(p));
    expect(appPaths.length).toBe(52);
    for (const path of appPaths) expect(navigable(path)).toBe(true);
    expect(navigable(href.h2h('L1'))).toBe(true);
    for (const path of [
      href.splash(),
      href.login(),
      href.signup(),
      '/nope',
      '/frauds/x/y',
      '/homepage',
      '/__/auth/handler',
      '/sw.js',
      '/assets/x.js',
    ]) {
      expect(navigable(path)).toBe(false);
    }
    // One rule per app route of the catalog.
    expect(shellRoutes(rewrites, APP_SHELL_FILE)).toHaveLength(ROUTE_LIST.filter((r) => r.guard !== 'public').length);
  });

  it('refuses to build a worker when firebase.json sends nothing to the shell', () => {
    expect(() =>
      serviceWorkerOptions({
        enabled: true,
        appShellFile: APP_SHELL_FILE,
        rewrites: [{ source: '**', destination: '/index.html' }],
      }),
    ).toThrow(/rewrites no path/);
    expect(
      shellRoutes(
        [
          { source: '/frauds/*', destination: '/app.html' },
          { regex: '^/x$', destination: '/app.html' },
        ],
        'app.html',
      ).map(String),
    ).toEqual(['/^\\/frauds\\/[^/]*$/', '/^\\/x$/']);
  });

  it('precaches HTML under the URLs Hosting serves it at (cleanUrls)', () => {
    expect(servedUrl('index.html')).toBe('/');
    expect(servedUrl('login.html')).toBe('/login');
    expect(servedUrl('404.html')).toBe('/404');
    expect(servedUrl('app.html')).toBe('/app');
    expect(servedUrl('assets/index-abc.js')).toBe('/assets/index-abc.js');
    const { manifest } = precacheUnderServedUrls([
      { url: 'signup.html', revision: 'r1', size: 10 },
      { url: 'assets/home-page-x.js', revision: null, size: 20 },
    ]);
    expect(manifest).toEqual([
      { url: '/signup', revision: 'r1', size: 10 },
      { url: '/assets/home-page-x.js', revision: null, size: 20 },
    ]);
  });

  it('can be switched off', () => {
    expect(serviceWorkerOptions({ enabled: false, appShellFile: APP_SHELL_FILE, rewrites: [] }).disable).toBe(true);
    expect(options.disable).toBe(false);
  });
});
