#!/usr/bin/env node
// The journey bench: how many taps a week takes on a phone. Chromium at 390 × 844 (touch, a phone's
// screen) on a fresh local stack of its own (ports FS_PORT_BASE, default 39000, to +12; the app's
// production build for it, served as Hosting serves it; the local inbox with the auth-mail relay,
// as npm start has them), plays:
//   - a stranger's first week: the splash page, sign-up, the verification email opened from the
//     local inbox (maildev's REST API, as the browser tests read it), then whatever the Home page's
//     Next step card asks, until it says the week is done: the squad from the shop, the Lead, the
//     placement check, the drill, today's case;
//   - a returning player's week: a player who kept last week's squad and Lead and took the
//     placement check (made through the callables), already signed in as on their phone, opens
//     Home and does what the Next step card asks: this week's drill and today's case.
// Every tap a person would make counts: links, buttons, answers, the tab bar, a tap into a text
// field before typing, opening the email and its link in the mail app (2, outside the browser),
// and a reload when the Next step card does not move on by itself. Typing and scrolling do not.
// Answers are the right ones (the answer key, on the Node side, as the browser tests play).
// Prints `first week: N taps, M s` and `returning week: N taps`, and the taps per step.
// Targets (issue 43): first week ≤ 30 taps, returning week ≤ 10. The time is the script's wall
// time from the splash page to the week done (no reading time); on a shared machine it is indicative.
//   node tools/bench/journey.mjs [--json <file>] [--shots <dir>]      npm run bench -- --only journey
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import { buildWebApp, ROOT, startStack, webEmulatorEnv } from '../emulators/stack.mjs';
import { testPorts } from '../emulators/ports.mjs';
import { emulatorCspSources, serveHosting } from '../emulators/hosting.mjs';
import { callCallable, createVerifiedUser, requestId } from './emulator-http.mjs';
import { printAndSave } from './bench-stack.mjs';
import { table } from './table.mjs';
import { closeBrowserBench, launchChromium, offlineContext } from './browser-bench.mjs';

const jiti = createJiti(import.meta.url);
const { href, DEFENSES, countersOf, listFrauds } = await jiti.import(join(ROOT, 'libs/domain/src/index.ts'));
// Node side of the bench: it knows the answers to play them; the app never does.
const { caseKeyById } = await jiti.import(join(ROOT, 'libs/domain/src/answer-key/index.ts'));
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TARGETS = { firstWeek: 30, returningWeek: 10 };
const STEP_TIMEOUT_MS = 60_000;
/** How long the Next step card gets to move on by itself after a step, before the player reloads. */
const NEXT_STEP_WAIT_MS = 20_000;

/** Counts the taps, per step of the journey. */
class Taps {
  count = 0;
  step = 'start';
  byStep = new Map();
  at(step) {
    this.step = step;
  }
  add(n = 1) {
    this.count += n;
    this.byStep.set(this.step, (this.byStep.get(this.step) ?? 0) + n);
  }
  /** One tap on `target` (a link, a button, a choice, a text field). */
  async tap(target) {
    this.add();
    await target.click();
  }
  /** A tap into a text field, then typing (typing is not a tap). */
  async type(field, text) {
    await this.tap(field);
    await field.fill(text);
  }
  get steps() {
    return [...this.byStep].map(([step, taps]) => ({ step, taps }));
  }
}

const pathOf = (page) => new URL(page.url()).pathname;
async function waitForPath(page, path, timeout = STEP_TIMEOUT_MS) {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** The local inbox (maildev's REST API): the newest email to `address` whose subject matches. */
async function waitForEmail(mailUrl, address, subject, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const all = await (await fetch(`${mailUrl}/email`)).json();
    const found = all.find((m) => m.to.some((t) => t.address.toLowerCase() === address) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no email to ${address} matching ${subject} after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
const linkIn = (mail) => /<a href="([^"]+)"/.exec(mail.html)?.[1]?.replaceAll('&amp;', '&');

const tabBar = (page) => page.getByTestId('tab-bar');
const homeTab = (page) => tabBar(page).getByRole('link', { name: 'Home', exact: true });

/** The card a player buys first for each headline threat: its strong counters, dearest first; the next one if refused. */
function squadPlan(threats) {
  return threats.map((f) => countersOf(f).strong);
}

/**
 * The squad, in the shop: the one-tap suggested squad for this week (the most points expected
 * within the wallet), taken as offered: one tap buys its cards and deploys the lineup with its
 * Lead. Returns what it bought.
 */
async function buildSquad(page, taps) {
  const confirm = page.getByTestId('suggested-confirm');
  await confirm.waitFor({ timeout: STEP_TIMEOUT_MS });
  await taps.tap(confirm);
  const done = page.getByTestId('suggested-ok');
  await done.or(page.getByTestId('suggested-error')).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  if (!(await done.isVisible()))
    throw new Error(`the suggested squad was refused: ${await page.getByTestId('suggested-error').textContent()}`);
  return (await done.textContent()) ?? '';
}

/** Answers the case `article` with its right answer: one tap. */
async function answerCase(taps, article) {
  const caseId = await article.getAttribute('data-case-id');
  const key = caseKeyById(caseId);
  if (!key) throw new Error(`no answer key for case ${caseId}`);
  await taps.tap(article.locator(`button[value="${key.answerId}"]`));
  return caseId;
}

/**
 * Does what the Home page's Next step card asks, step after step, until it says the week is done
 * ('wait'). Starts and ends on Home.
 */
async function followNextStep(page, taps, { threats, log, shot }) {
  for (let round = 0; round < 12; round++) {
    if (pathOf(page) !== href.home()) {
      taps.at('back to Home');
      await taps.tap(homeTab(page));
      await waitForPath(page, href.home());
    }
    const current = page.getByTestId('next-step-current');
    await current.waitFor({ timeout: STEP_TIMEOUT_MS });
    const step = await current.getAttribute('data-step');
    log(`[journey] next step: ${step} (${taps.count} taps so far)`);
    await shot?.(page, step);
    if (step === 'wait') return;
    taps.at(step);
    // The steps this round does: the card must move past all of them.
    const did = [step];
    const action = page.getByTestId('next-step-action');
    switch (step) {
      case 'squad': {
        await taps.tap(action);
        await waitForPath(page, href.defenseShop());
        await page.getByTestId('suggested-squad').waitFor({ timeout: STEP_TIMEOUT_MS });
        await shot?.(page, 'shop');
        await buildSquad(page, taps);
        await shot?.(page, 'shop-done');
        break;
      }
      case 'lead': {
        await taps.tap(action);
        // A deployed card that strongly counters a headline threat (the card says which kind to pick).
        await page
          .getByRole('radio', { name: /^Lead / })
          .first()
          .waitFor({ timeout: STEP_TIMEOUT_MS });
        let lead = null;
        for (const id of new Set(threats.flatMap((f) => countersOf(f).strong))) {
          const radio = page.getByRole('radio', { name: `Lead ${DEFENSES[id].name}`, exact: true });
          if ((await radio.count()) > 0 && (await radio.isEnabled())) {
            lead = radio;
            break;
          }
        }
        await taps.tap(lead ?? page.getByRole('radio', { name: /^Lead / }).first());
        await taps.tap(page.getByRole('button', { name: 'Save lineup' }));
        await page.getByText('Lineup saved.').waitFor({ timeout: STEP_TIMEOUT_MS });
        break;
      }
      case 'check': {
        await taps.tap(action);
        await waitForPath(page, href.progress());
        const panel = page.getByTestId('check-panel');
        await panel.waitFor({ timeout: STEP_TIMEOUT_MS });
        await shot?.(page, 'check');
        for (let i = 0; i < 20; i++) {
          const open = panel.locator('article.case:not(.case-answered)');
          const result = panel.getByTestId('check-result');
          await open.or(result).first().waitFor({ timeout: STEP_TIMEOUT_MS });
          if (await result.isVisible()) break;
          const id = await answerCase(taps, open.first());
          await panel.locator(`article.case-answered[data-case-id="${id}"]`).waitFor({ timeout: STEP_TIMEOUT_MS });
        }
        break;
      }
      case 'drill': {
        await taps.tap(action);
        const drill = page.getByTestId('drill');
        for (let i = 0; i < 20; i++) {
          const open = drill.locator('article.case:not(.case-answered)');
          const done = drill.getByTestId('drill-done');
          await open.or(done).first().waitFor({ timeout: STEP_TIMEOUT_MS });
          if (await done.isVisible()) break;
          const id = await answerCase(taps, open.first());
          await drill.locator(`article.case-answered[data-case-id="${id}"]`).waitFor({ timeout: STEP_TIMEOUT_MS });
        }
        // Today's case sits right below the finished drill on Home, opened once it is the next
        // step: a player scrolls on to it (no tap) rather than back up to the Next step card.
        const daily = page.getByTestId('daily').locator('article.case:not(.case-answered)');
        if (
          await daily.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          )
        ) {
          taps.at('daily');
          did.push('daily');
          const id = await answerCase(taps, daily);
          await page
            .getByTestId('daily')
            .locator(`article.case-answered[data-case-id="${id}"]`)
            .waitFor({ timeout: STEP_TIMEOUT_MS });
        }
        break;
      }
      case 'daily': {
        await taps.tap(action);
        const daily = page.getByTestId('daily');
        const open = daily.locator('article.case:not(.case-answered)');
        await open.waitFor({ timeout: STEP_TIMEOUT_MS });
        const id = await answerCase(taps, open);
        await daily.locator(`article.case-answered[data-case-id="${id}"]`).waitFor({ timeout: STEP_TIMEOUT_MS });
        break;
      }
      default:
        throw new Error(`unknown next step ${step}`);
    }
    if (pathOf(page) !== href.home()) {
      taps.at('back to Home');
      await taps.tap(homeTab(page));
      await waitForPath(page, href.home());
    }
    // The card moves on by itself; if it does not, the player reloads (a tap, counted).
    const moved = await page
      .waitForFunction(
        (done) => {
          const el = document.querySelector('[data-testid="next-step-current"]');
          return el && !done.includes(el.getAttribute('data-step'));
        },
        did,
        { timeout: NEXT_STEP_WAIT_MS },
      )
      .then(
        () => true,
        () => false,
      );
    if (!moved) {
      taps.at(`reload (Next step stuck on ${did.join(', ')})`);
      taps.add();
      await page.reload();
    }
  }
  throw new Error('the Next step card never said the week was done');
}

/** Signs a player in through the form (not counted: a returning player is already signed in on their phone). */
async function signInQuietly(page, email, password) {
  await page.goto(href.login());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await waitForPath(page, href.home());
}

export async function benchJourney({ log = console.log, shotsDir = null } = {}) {
  // --shots <dir>: a screenshot of the first screen at each Next step, to look at what a player sees.
  let shots = 0;
  const shot = shotsDir
    ? async (page, step) => {
        mkdirSync(shotsDir, { recursive: true });
        await page.screenshot({ path: join(shotsDir, `${String(++shots).padStart(2, '0')}-${step}.png`) });
      }
    : undefined;
  const ports = testPorts(39000);
  const projectId = `demo-fraudshield-journey-${ports.auth}`;
  const webUrl = `http://127.0.0.1:${ports.web}`;
  const dir = mkdtempSync(join(tmpdir(), 'fs-journey-'));
  // The build first, as first-visit.mjs does: the emulators then do not sit through a long build.
  // (A build run while the stack is up blocks this process, and with it the emulators' output pipes.)
  log(`[journey] building apps/web for ports ${ports.auth}… into ${dir}`);
  try {
    buildWebApp(dir, webEmulatorEnv(projectId, ports, { inboxUrl: `http://127.0.0.1:${ports.mailWeb}` }));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const stack = await startStack({
    profile: `journey-${ports.auth}`,
    projectId,
    ports,
    web: false,
    mail: true,
    relay: true,
    appUrl: webUrl,
    warm: true,
    log: (l) => log(`[stack] ${l}`),
  });
  let server;
  let browser;
  try {
    server = await serveHosting(dir, ports.web, { cspAdditions: emulatorCspSources(ports) });
    const env = { projectId, ports };

    // The week: opened by an admin, three headline threats.
    const admin = await createVerifiedUser(env, {
      email: `journey-admin-${Date.now().toString(36)}@bench.test`,
      claims: { roles: ['admin'] },
    });
    const threats = listFrauds()
      .slice(0, 3)
      .map((f) => f.id);
    const opened = await callCallable(
      env,
      'admin_openWeek',
      { deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(), headlineThreats: threats },
      admin.idToken,
    );
    if (!opened.ok) throw new Error(`admin_openWeek: ${opened.code}`);

    browser = await launchChromium();
    const newPhone = async () => {
      const context = await offlineContext(browser, { ...PHONE, baseURL: webUrl });
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      return context.newPage();
    };
    const loadBefore = loadavg()[0];

    // 1. A stranger's first week.
    const first = new Taps();
    const page = await newPhone();
    const email = `journey-${Date.now().toString(36)}@bench.test`;
    const t0 = Date.now();
    await page.goto(href.splash());
    first.at('sign up');
    await first.tap(page.getByRole('link', { name: 'SIGN UP' }));
    await waitForPath(page, href.signup());
    await first.type(page.getByLabel('Email'), email);
    await first.type(page.getByLabel('Password', { exact: true }), 'journey-pass-1');
    await first.tap(page.getByRole('button', { name: 'Sign up', exact: true }));
    await waitForPath(page, href.verifyEmail());
    first.at('verify in the inbox');
    const mail = await waitForEmail(stack.mailUrl, email, /verify your email/i);
    // In the mail app: open the email, tap its link (it opens the app, which goes on to Home).
    first.add(2);
    await page.goto(linkIn(mail));
    await waitForPath(page, href.home());
    await followNextStep(page, first, { threats, log, shot });
    const firstSeconds = (Date.now() - t0) / 1000;

    // 2. A returning player's week: last week's squad and Lead kept, the placement check taken.
    const returning = await createVerifiedUser(env, {
      email: `journey-returning-${Date.now().toString(36)}@bench.test`,
      displayName: 'Returning Player',
    });
    await callCallable(env, 'user_getBalance', null, returning.idToken);
    const squad = [];
    for (const counters of squadPlan(threats)) {
      for (const id of counters) {
        if (squad.includes(id)) break;
        const r = await callCallable(
          env,
          'shop_buyDefense',
          { defenseId: id, requestId: requestId('jr') },
          returning.idToken,
        );
        if (r.ok) {
          squad.push(id);
          break;
        }
      }
    }
    const setLineup = await callCallable(
      env,
      'squad_setLineup',
      { deployed: squad, lead: squad[0] },
      returning.idToken,
    );
    if (!setLineup.ok) throw new Error(`squad_setLineup: ${setLineup.code}`);
    const check = await callCallable(env, 'learning_getCheck', null, returning.idToken);
    for (const { case: c } of check.data?.cases ?? []) {
      await callCallable(
        env,
        'learning_answerCheck',
        { kind: check.data.kind, caseId: c.id, choiceId: caseKeyById(c.id)?.answerId, requestId: requestId('jc') },
        returning.idToken,
      );
    }
    const second = await newPhone();
    await signInQuietly(second, returning.email, returning.password);
    const again = new Taps();
    const t1 = Date.now();
    await followNextStep(second, again, { threats, log, shot });
    const returningSeconds = (Date.now() - t1) / 1000;

    return {
      loadAverage: loadBefore,
      loadAfter: loadavg()[0],
      cpus: cpus().length,
      targets: TARGETS,
      firstWeek: { taps: first.count, seconds: firstSeconds, steps: first.steps },
      returningWeek: { taps: again.count, seconds: returningSeconds, steps: again.steps },
    };
  } finally {
    await closeBrowserBench({ browser, server, stack, dir });
  }
}

export function formatJourney(r) {
  const verdict = (n, target) => (n <= target ? `target ≤ ${target}: met` : `target ≤ ${target}: ${n - target} over`);
  const rows = [
    ...r.firstWeek.steps.map((s) => ['first week', s.step, String(s.taps)]),
    ...r.returningWeek.steps.map((s) => ['returning week', s.step, String(s.taps)]),
  ];
  return [
    `Journey at 390 px (load average ${r.loadAverage.toFixed(1)} → ${r.loadAfter.toFixed(1)} on ${r.cpus} cores; times under load are indicative)`,
    `first week: ${r.firstWeek.taps} taps, ${Math.round(r.firstWeek.seconds)} s (${verdict(r.firstWeek.taps, r.targets.firstWeek)})`,
    `returning week: ${r.returningWeek.taps} taps (${verdict(r.returningWeek.taps, r.targets.returningWeek)})`,
    table(['journey', 'step', 'taps'], rows),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const argv = process.argv.slice(2);
    const i = argv.indexOf('--shots');
    const result = await benchJourney({ shotsDir: i >= 0 ? argv[i + 1] : null });
    printAndSave(process.argv.slice(2), result, formatJourney);
  } catch (err) {
    console.error(`journey: ${err?.stack ?? err}${err?.cause ? `\ncaused by: ${err.cause?.stack ?? err.cause}` : ''}`);
    process.exit(1);
  }
}
