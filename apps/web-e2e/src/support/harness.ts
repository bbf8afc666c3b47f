import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject, type TestContext } from 'vitest';
import { href } from '@fraudshield/domain';
import * as client from '../../../../tools/emulators/client.mjs';

export const e2e = () => inject('e2e');

/**
 * Whether this file runs alone (the `exclusive` project of vitest.config.mts) rather than side by
 * side with others on the one backend. Only such a file may reset the backend, stop it, or change
 * what every file sees (the week, the season plan, the Auth emulator's settings).
 */
export const runsAlone = (): boolean => inject('e2eExclusive') === true;

/** Refuses, in a file that runs side by side with others, what would break or change their tests. */
function requireAlone(what: string): void {
  if (!runsAlone()) {
    throw new Error(
      `${what} changes the backend every other browser test file is using at the same time. ` +
        'List this file in EXCLUSIVE of apps/web-e2e/vitest.config.mts: it then runs alone, after the others, on a freshly reset backend.',
    );
  }
}

/** Callables whose effect every player sees: a file that calls them (through the app) must run alone. */
const GLOBAL_CALLABLES = /\/(admin_openWeek|admin_settleWeek|admin_setSeasonPlan)(\?|$)/;

const GAPI_SHIM = readFileSync(join(import.meta.dirname, 'gapi-shim.js'), 'utf8');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface ContextOptions extends Omit<BrowserContextOptions, 'baseURL' | 'serviceWorkers'> {
  /** 'allow' lets the app register its service worker (the swWebUrl build has one). */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * A fresh context on one build of the app. Google's api.js is replaced by the test-only gapi
 * shim (offline it cannot load); the emulator widget's CSS/JS from CDNs fails fast.
 */
export async function newAppContext(
  browser: Browser,
  baseURL = e2e().webUrl,
  { serviceWorkers = 'block', ...options }: ContextOptions = {},
): Promise<BrowserContext> {
  // Service workers are blocked unless a test asks for them: a worker answers requests itself,
  // past the routes below and the tests' own (service-worker.e2e.ts allows them).
  const context = await browser.newContext({ ...options, baseURL, serviceWorkers });
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_SHIM }),
  );
  await context.route(
    /^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com|www\.google\.com|www\.gstatic\.com)\//,
    (route) => route.abort(),
  );
  // Generous: the suite shares a small machine with other stacks (load averages of 50+ seen).
  context.setDefaultTimeout(45_000);
  context.setDefaultNavigationTimeout(60_000);
  keepJournal(context);
  if (!runsAlone()) {
    // The call is refused before it reaches the backend, and the test fails with the reason (useBrowser).
    await context.route(GLOBAL_CALLABLES, async (route) => {
      const name = GLOBAL_CALLABLES.exec(new URL(route.request().url()).pathname)?.[1] ?? route.request().url();
      sharedStateCalls.get(context)?.push(name);
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            status: 'FAILED_PRECONDITION',
            message: `${name} is refused in a file that runs side by side with others`,
          },
        }),
      });
    });
  }
  return context;
}

// ---------- What a page went through, printed when a test fails ----------

const JOURNAL_LIMIT = 60;
const journals = new WeakMap<Page, string[]>();
/** Console messages reporting a Content-Security-Policy violation, per context (see useBrowser). */
const cspReports = new WeakMap<BrowserContext, string[]>();
/** Callables of GLOBAL_CALLABLES a context of a side-by-side file tried, per context (see useBrowser). */
const sharedStateCalls = new WeakMap<BrowserContext, string[]>();
export const CSP_VIOLATION_MESSAGE = /Content Security Policy|Refused to (load|connect|frame|execute|apply|evaluate)/i;

/** Records each page's navigations, console errors and warnings, uncaught errors and failed requests. */
function keepJournal(context: BrowserContext): void {
  const started = Date.now();
  const csp: string[] = [];
  cspReports.set(context, csp);
  sharedStateCalls.set(context, []);
  context.on('page', (page) => {
    const lines: string[] = [];
    journals.set(page, lines);
    const note = (line: string) => {
      lines.push(`+${((Date.now() - started) / 1000).toFixed(2)}s ${line}`);
      if (lines.length > JOURNAL_LIMIT) lines.shift();
    };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') note(`console ${msg.type()}: ${msg.text()}`);
      if (CSP_VIOLATION_MESSAGE.test(msg.text())) csp.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => note(`uncaught: ${error.stack ?? error.message}`));
    page.on('requestfailed', (request) =>
      note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`),
    );
    page.on('response', (response) => {
      if (response.status() >= 500) note(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
  });
}

/** Prints where each open page is, what it shows and its journal; saves a screenshot. */
async function reportPages(testName: string, contexts: BrowserContext[]): Promise<void> {
  const dir = join(import.meta.dirname, '../../test-output/failures');
  mkdirSync(dir, { recursive: true });
  const slug = testName.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80);
  let n = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      n += 1;
      const shot = join(dir, `${slug}-${n}.png`);
      const text = await page
        .evaluate(() => document.body.innerText)
        .then((t) => t.replace(/\s+/g, ' ').slice(0, 1_500))
        .catch((e: unknown) => `(unreadable: ${String(e)})`);
      const saved = await page.screenshot({ path: shot, timeout: 10_000 }).then(
        () => shot,
        () => '(no screenshot)',
      );
      console.log(
        [
          `[e2e] "${testName}" failed; page ${n} at ${page.url()}`,
          `  shows: ${text}`,
          `  screenshot: ${saved}`,
          ...(journals.get(page) ?? []).map((l) => `  ${l}`),
        ].join('\n'),
      );
    }
  }
}

// ---------- Auth emulator REST ----------

/** The stack as the one emulator client (tools/emulators/client.mjs) takes it. */
const emulators = (): client.EmulatorStack => ({
  projectId: e2e().projectId,
  ports: { auth: e2e().authPort, functions: e2e().functionsPort, firestore: e2e().firestorePort },
});

/** Empties Auth and Firestore (files that run alone only: useBrowser does it before each). */
export async function resetBackend(): Promise<void> {
  requireAlone('Resetting the emulators');
  const res = await fetch(`${e2e().controlUrl}/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`reset failed: ${await res.text()}`);
}

/** Stops or starts the emulators (the lost-connection case; files that run alone only). */
export async function controlEmulators(action: 'stop' | 'start'): Promise<void> {
  requireAlone(`Emulators ${action}`);
  const res = await fetch(`${e2e().controlUrl}/emulators/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`emulators ${action}: ${await res.text()}`);
}

export interface BrowserSession {
  /** The file's Chromium (set once the file's beforeAll has run). */
  readonly browser: Browser;
  /** A new app context (newAppContext), closed after the test that opened it; `options` e.g. a phone's user agent. */
  newContext(baseURL?: string, options?: ContextOptions): Promise<BrowserContext>;
}

/**
 * The hooks every browser test file needs: one Chromium for the file, a clean backend for a file
 * that runs alone (files side by side share the backend the run emptied before them, each with
 * accounts of its own), and every context opened through the session closed after its test (the
 * last one also when the file ends). With `onPage`, each test gets a fresh context and page
 * first, handed to the file.
 */
export function useBrowser(
  opts: { onPage?: (page: Page, context: BrowserContext) => void; afterAll?: () => void | Promise<void> } = {},
): BrowserSession {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  const closeOpen = async () => {
    for (const c of open.splice(0)) await c.close().catch(() => undefined);
  };
  const session: BrowserSession = {
    get browser() {
      if (!browser) throw new Error('useBrowser: the browser is not launched yet (use it inside a test or hook)');
      return browser;
    },
    async newContext(baseURL?: string, options?: ContextOptions) {
      const context = await newAppContext(session.browser, baseURL, options);
      open.push(context);
      return context;
    },
  };
  beforeAll(async () => {
    if (runsAlone()) await resetBackend();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await closeOpen();
    await opts.afterAll?.();
    await browser?.close();
  });
  if (opts.onPage) {
    const onPage = opts.onPage;
    beforeEach(async () => {
      const context = await session.newContext();
      onPage(await context.newPage(), context);
    });
  }
  afterEach(async (ctx: TestContext) => {
    if (ctx.task.result?.state === 'fail') await reportPages(ctx.task.name, open).catch(() => undefined);
    // Every page runs under firebase.json's Content-Security-Policy: a violation fails the test.
    const violations = open.flatMap((c) => cspReports.get(c) ?? []);
    const shared = open.flatMap((c) => sharedStateCalls.get(c) ?? []);
    await closeOpen();
    if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
    if (shared.length > 0) requireAlone(`Calling ${[...new Set(shared)].join(', ')}`);
  });
  return session;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

let counter = 0;
/** An address no other test of the run uses, whichever worker runs it (files run side by side). */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.env['VITEST_POOL_ID'] ?? 0}-${counter}@fraudshield.test`;
}

/** Creates an email/password account in the Auth emulator, optionally verified and with roles. */
export async function createUser(
  options: { tag?: string; verified?: boolean; roles?: string[]; displayName?: string } = {},
): Promise<TestUser> {
  const email = uniqueEmail(options.tag ?? 'user');
  const password = 'correct-horse-42';
  const displayName = options.displayName ?? 'Test Player';
  const { uid } = await client.createUser(emulators(), {
    email,
    password,
    displayName,
    verified: options.verified ?? false,
    ...(options.roles ? { claims: { roles: options.roles } } : {}),
  });
  return { uid, email, password, displayName };
}

/** A verified account with a fresh ID token, for calling the callables as that player (tools/emulators/client.mjs). */
export async function createCaller(
  options: { tag?: string; roles?: string[]; displayName?: string } = {},
): Promise<TestUser & { idToken: string }> {
  const email = uniqueEmail(options.tag ?? 'caller');
  const password = 'correct-horse-42';
  const displayName = options.displayName ?? 'Test Player';
  const made = await client.createUser(emulators(), {
    email,
    password,
    displayName,
    verified: true,
    ...(options.roles ? { claims: { roles: options.roles } } : {}),
  });
  return { uid: made.uid, email, password, displayName, idToken: made.idToken };
}

/** Calls a callable as `who` (a caller from createCaller) and returns its data; throws with the refusal otherwise. */
export async function callAs<T = unknown>(who: { idToken: string }, name: string, data: unknown = null): Promise<T> {
  return (await client.callOk(emulators(), name, data, who)) as T;
}

/** The stack as tools/ scripts take it (projectId, ports): for the seed. */
export function stackForTools(): client.EmulatorStack {
  return emulators();
}

/** stackForTools() with which Firestore runs and the stand-in's control port (the seed snapshot reads its list of documents). */
export function stackWithFirestore(): client.EmulatorStack & { firestoreKind: 'official' | 'standin' } {
  const stack = emulators();
  return {
    ...stack,
    ports: { ...stack.ports, firestoreControl: e2e().firestoreControlPort },
    firestoreKind: e2e().firestoreKind,
  };
}

export async function updateUser(uid: string, fields: Record<string, unknown>): Promise<void> {
  await client.updateAccount(emulators(), uid, fields);
}

export interface LookedUpUser {
  localId: string;
  displayName?: string;
  emailVerified?: boolean;
  /** Linked sign-in methods other than the account itself, e.g. [{ providerId: 'google.com' }]. */
  providerUserInfo?: { providerId: string }[];
}

export async function lookupUser(email: string): Promise<LookedUpUser | null> {
  const out = await client.authRequest(
    emulators(),
    `identitytoolkit.googleapis.com/v1/projects/${e2e().projectId}/accounts:lookup`,
    {
      owner: true,
      body: { email: [email] },
    },
  );
  return (out.json as { users?: LookedUpUser[] } | null)?.users?.[0] ?? null;
}

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
}

/** Emails the Auth emulator "sent" (verification and reset links). */
export async function oobCodes(email?: string): Promise<OobCode[]> {
  const out = await client.authRequest(emulators(), `emulator/v1/projects/${e2e().projectId}/oobCodes`, {
    method: 'GET',
    owner: true,
  });
  return ((out.json as { oobCodes?: OobCode[] } | null)?.oobCodes ?? []).filter((c) => !email || c.email === email);
}

/** Email-enumeration protection (on by default in new production projects, off in the emulator). */
export async function setEmailPrivacy(enabled: boolean): Promise<void> {
  requireAlone("The Auth emulator's email-enumeration setting");
  const out = await client.authRequest(emulators(), `emulator/v1/projects/${e2e().projectId}/config`, {
    method: 'PATCH',
    owner: true,
    body: { emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } },
  });
  if (!out.ok) throw new Error(`config failed: ${out.text}`);
}

// ---------- The local inbox (maildev's REST API) ----------

export interface InboxEmail {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Emails in the local inbox, to `address` if given (newest last). */
export async function inbox(address?: string): Promise<InboxEmail[]> {
  const res = await fetch(`${e2e().mailUrl}/email`);
  if (!res.ok) throw new Error(`the local inbox answered ${res.status}`);
  const all = (await res.json()) as InboxEmail[];
  return all.filter((m) => !address || m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** Waits (bounded) for an email to `address` whose subject matches, as a person refreshing the inbox would. */
export async function waitForEmail(address: string, subject: RegExp, timeoutMs = 30_000): Promise<InboxEmail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox(address)).find((m) => subject.test(m.subject));
    if (found) return found;
    if (Date.now() > until) {
      const seen = (await inbox()).map((m) => `${m.to.map((t) => t.address).join(',')}: ${m.subject}`);
      throw new Error(
        `No email to ${address} with a subject like ${subject} in the local inbox after ${timeoutMs / 1000} s; it holds: ${seen.join(' | ') || 'nothing'}`,
      );
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The one link of a relayed email (its HTML's first <a href>), as a mail client would open it. */
export function linkIn(mail: InboxEmail): string {
  const found = /<a href="([^"]+)"/.exec(mail.html)?.[1];
  if (!found) throw new Error(`No link in the email "${mail.subject}"`);
  return found.replaceAll('&amp;', '&');
}

// ---------- UI helpers ----------

export async function signInThroughForm(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith(href.login())) await page.goto(href.login());
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The toast showing `text`. Radix also copies a toast's text into a live region while it
 * announces it, so a bare getByText can briefly match twice.
 */
export function toast(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page is on `pathname` (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string, timeout = 45_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}
