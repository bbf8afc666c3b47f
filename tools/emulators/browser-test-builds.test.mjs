import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The real builds take a minute: here a stand-in writes the folder, and the test watches which builds run.
const built = [];
vi.mock('./stack.mjs', async (original) => ({
  ...(await original()),
  buildWebApp: (dir, env) => {
    built.push({ dir, mode: env.VITE_GOOGLE_SIGNIN_MODE });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  },
}));
const { buildE2eWebApps, e2eWebBuilds } = await import('./browser-test-builds.mjs');

const stack = {
  projectId: 'demo-builds-test',
  ports: { auth: 64_100, functions: 64_101 },
  mailUrl: 'http://127.0.0.1:64110',
};
const dirs = Object.values(e2eWebBuilds(stack)).map((b) => b.dir);

afterEach(() => {
  built.length = 0;
  for (const dir of dirs) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.settings.json`, { force: true });
  }
});

describe("the browser tests' web builds", () => {
  it('are the popup build without the service worker and the redirect build with it, for this stack', () => {
    const { popup, redirect } = e2eWebBuilds(stack);
    expect(popup.env).toMatchObject({ VITE_GOOGLE_SIGNIN_MODE: 'popup', VITE_SERVICE_WORKER: 'false' });
    expect(redirect.env).toMatchObject({ VITE_GOOGLE_SIGNIN_MODE: 'redirect', VITE_SERVICE_WORKER: 'true' });
    for (const b of [popup, redirect])
      expect(b.env).toMatchObject({
        VITE_FIREBASE_PROJECT_ID: 'demo-builds-test',
        VITE_AUTH_EMULATOR_PORT: '64100',
        VITE_LOCAL_INBOX_URL: 'http://127.0.0.1:64110',
        VITE_APPCHECK_DEBUG_TOKEN: '',
      });
  });

  it('are made again unless reuse is asked for and the folder was built with exactly these settings', () => {
    buildE2eWebApps(stack);
    expect(built.map((b) => b.mode)).toEqual(['popup', 'redirect']);
    buildE2eWebApps(stack);
    expect(built).toHaveLength(4); // no reuse asked: built again
    buildE2eWebApps(stack, { reuse: true });
    expect(built).toHaveLength(4); // reused
    // Another stack's settings (another inbox) on the same ports: built again.
    buildE2eWebApps({ ...stack, mailUrl: 'http://127.0.0.1:1' }, { reuse: true });
    expect(built).toHaveLength(6);
    // A folder emptied since: built again.
    rmSync(join(dirs[0], 'index.html'));
    buildE2eWebApps({ ...stack, mailUrl: 'http://127.0.0.1:1' }, { reuse: true });
    expect(built.slice(6).map((b) => b.mode)).toEqual(['popup']);
    expect(existsSync(`${dirs[0]}.settings.json`)).toBe(true);
    expect(JSON.parse(readFileSync(`${dirs[0]}.settings.json`, 'utf8'))).toMatchObject({
      VITE_GOOGLE_SIGNIN_MODE: 'popup',
    });
  });
});
