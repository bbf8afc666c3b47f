#!/usr/bin/env node
// Checks a build of apps/web for the prerendered public pages (apps/web/vite-prerender.ts):
// each page's file has its markup in #root (data-prerendered names the page), its heading and labels,
// Loading… over the parts that wait for the auth state (and those parts inside the pending slot),
// its title; no page carries an inline script, event handler or style (firebase.json's CSP has no
// 'unsafe-inline' in script-src or style-src); every script, stylesheet and preload it names exists; and the
// app shell (the SPA fallback) is not prerendered. Each names an icon (no request for /favicon.ico, a 404).
//   node tools/web/prerendered.mjs [--dist <dir>]      (default apps/web/dist; exits 1 on a problem)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const ROOT = resolve(import.meta.dirname, '../..');
const LOADING = 'Loading…';
const PRODUCT = 'FraudShield League';

/**
 * What each file must show before any script runs. `now`: visible at once; `pending`: present
 * but inside the Loading… slot until the auth state is known.
 */
export const EXPECTED_PAGES = [
  {
    file: 'index.html',
    page: 'splash',
    title: `Welcome · ${PRODUCT}`,
    h1: PRODUCT,
    now: ['Welcome to the league'],
    pending: ['LOGIN', 'SIGN UP'],
  },
  {
    file: 'login.html',
    page: 'login',
    title: `Log in · ${PRODUCT}`,
    h1: 'Log in',
    now: ['New here?', '← Back'],
    pending: ['Email', 'Password', 'Sign in with Google', 'Forgot password?'],
  },
  {
    file: 'signup.html',
    page: 'signup',
    title: `Sign up · ${PRODUCT}`,
    h1: 'Sign up',
    now: ['Already playing?', '← Back'],
    pending: ['Display name', 'Email', 'Password', 'Sign up with Google'],
  },
  {
    file: '404.html',
    page: 'notFound',
    title: `Not found · ${PRODUCT}`,
    h1: '404 — Not Found',
    now: ['There is no page here.', 'Go to the start'],
    pending: [],
  },
];
export const APP_SHELL = 'app.html';

const text = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Inline code a page carries: <script> without src or with a body, on* handler attributes,
 * javascript: URLs; and inline styles (a <style> element, a style attribute), which the CSP
 * refuses too (style-src 'self').
 */
export function inlineCode(document) {
  const found = [];
  for (const script of document.querySelectorAll('script')) {
    if (!script.hasAttribute('src') || script.textContent.trim() !== '')
      found.push(`inline <script>${script.textContent.slice(0, 60)}`);
  }
  for (const style of document.querySelectorAll('style')) found.push(`inline <style>${style.textContent.slice(0, 60)}`);
  for (const el of document.querySelectorAll('[style]')) found.push(`style attribute on <${el.localName}>`);
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push(`${attr.name} handler on <${el.localName}>`);
      if (/^\s*javascript:/i.test(attr.value)) found.push(`javascript: URL in ${attr.name} of <${el.localName}>`);
    }
  }
  return found;
}

/** The local files a page loads (scripts, stylesheets, preloads), as paths under dist. */
function referencedFiles(document) {
  const refs = [...document.querySelectorAll('script[src], link[href]')].map(
    (el) => el.getAttribute('src') ?? el.getAttribute('href'),
  );
  // What the boot script starts after the first paint: the entry and the chunks it preloads.
  for (const boot of document.querySelectorAll('script[data-entry]'))
    refs.push(boot.getAttribute('data-entry'), ...(boot.getAttribute('data-preload') ?? '').split(' ').filter(Boolean));
  return refs.filter((r) => r.startsWith('/')).map((r) => r.slice(1));
}

/** Without an icon link the browser asks for /favicon.ico, which is a 404 (404.html) on Hosting: a console error. */
const iconProblems = (document, where) =>
  document.querySelector('link[rel~=icon]')
    ? []
    : [`${where}: no <link rel="icon">, so the browser asks for /favicon.ico (a 404)`];

/** Problems with one prerendered page's HTML (empty when it is right). */
export function checkPage(html, expected, exists = () => true) {
  const problems = [];
  const where = expected.file;
  const { document } = new JSDOM(html).window;
  const root = document.getElementById('root');
  if (!root) return [`${where}: no #root`];
  if (root.getAttribute('data-prerendered') !== expected.page)
    problems.push(`${where}: #root is not marked data-prerendered="${expected.page}"`);
  // The page paints before any script is fetched: no module script or modulepreload in the head,
  // one deferred boot script that starts the entry once the first paint is on screen (apps/web/prerender-boot.js).
  if (document.querySelector('script[type=module], link[rel=modulepreload]'))
    problems.push(`${where}: fetches scripts before its first paint (a module script or modulepreload in the page)`);
  const boots = [...document.querySelectorAll('script[data-entry]')];
  if (boots.length !== 1 || !boots[0].hasAttribute('defer') || !boots[0].getAttribute('data-entry'))
    problems.push(`${where}: no deferred boot script naming the entry (script defer data-entry)`);
  if (document.title !== expected.title)
    problems.push(`${where}: title is ${JSON.stringify(document.title)}, not ${JSON.stringify(expected.title)}`);
  const h1 = [...root.querySelectorAll('main h1')].map(text);
  if (h1.length !== 1 || h1[0] !== expected.h1)
    problems.push(`${where}: the h1 is ${JSON.stringify(h1)}, not ${JSON.stringify(expected.h1)}`);
  const status = [...root.querySelectorAll('main [role=status]')];
  if (!status.some((el) => text(el) === LOADING)) problems.push(`${where}: no ${LOADING} status in main`);
  const slots = [...root.querySelectorAll('[data-pending]')];
  const pendingText = slots.map(text).join(' ');
  for (const label of expected.pending) {
    if (
      !slots.some((slot) =>
        [...slot.children].some((child) => !child.matches('[role=status]') && text(child).includes(label)),
      )
    ) {
      problems.push(`${where}: ${JSON.stringify(label)} is not inside a Loading… slot (data-pending)`);
    }
  }
  if (expected.pending.length > 0 && !slots.every((slot) => slot.querySelector(':scope > [role=status]')))
    problems.push(`${where}: a pending slot shows no ${LOADING}`);
  for (const label of expected.now) {
    if (!text(root.querySelector('main')).includes(label))
      problems.push(`${where}: ${JSON.stringify(label)} is missing`);
    else if (pendingText.includes(label))
      problems.push(`${where}: ${JSON.stringify(label)} waits for the auth state but should paint at once`);
  }
  problems.push(...iconProblems(document, where));
  for (const code of inlineCode(document)) problems.push(`${where}: ${code} (the CSP refuses inline code)`);
  for (const file of referencedFiles(document))
    if (!exists(file)) problems.push(`${where}: loads /${file}, which the build does not have`);
  return problems;
}

/** Problems with the app shell: it must stay an empty root (every non-prerendered route gets it). */
export function checkAppShell(html, exists = () => true) {
  const problems = [];
  const { document } = new JSDOM(html).window;
  const root = document.getElementById('root');
  if (!root) return [`${APP_SHELL}: no #root`];
  if (root.hasAttribute('data-prerendered') || root.childNodes.length > 0)
    problems.push(`${APP_SHELL}: #root is prerendered; the SPA fallback must be the bare shell`);
  if (!document.querySelector('script[type=module][src]')) problems.push(`${APP_SHELL}: no entry script`);
  problems.push(...iconProblems(document, APP_SHELL));
  for (const code of inlineCode(document)) problems.push(`${APP_SHELL}: ${code} (the CSP refuses inline code)`);
  for (const file of referencedFiles(document))
    if (!exists(file)) problems.push(`${APP_SHELL}: loads /${file}, which the build does not have`);
  return problems;
}

/** Every problem with the prerendered pages of a build folder. */
export function checkPrerenderedBuild(dist) {
  const exists = (file) => existsSync(join(dist, file));
  const read = (file) => readFileSync(join(dist, file), 'utf8');
  const problems = [];
  for (const expected of EXPECTED_PAGES) {
    if (!exists(expected.file)) problems.push(`${expected.file} is missing`);
    else problems.push(...checkPage(read(expected.file), expected, exists));
  }
  if (!exists(APP_SHELL)) problems.push(`${APP_SHELL} is missing`);
  else problems.push(...checkAppShell(read(APP_SHELL), exists));
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--dist');
  const dist = i > 0 ? resolve(process.argv[i + 1]) : join(ROOT, 'apps/web/dist');
  const problems = checkPrerenderedBuild(dist);
  for (const p of problems) console.error(`✗ ${p}`);
  if (problems.length > 0) process.exit(1);
  console.log(
    `✓ ${EXPECTED_PAGES.map((p) => p.file).join(', ')} prerendered; ${APP_SHELL} is the bare shell (${dist})`,
  );
}
