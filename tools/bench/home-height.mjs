#!/usr/bin/env node
// The demo player's Home on a phone: Chromium at 390 × 844 signs in the demo player on a running
// local stack (`npm start`, or `FS_PORT_BASE=<base> npm start` and the same FS_PORT_BASE here),
// scrolls to the bottom until every section drawn after the first paint has arrived and no
// skeleton is left, then prints the page's height, what the first screen shows and where the
// first "Next step" card is.
//   node tools/bench/home-height.mjs [--width 390] [--shot <file.png>] [--json <file>]
// The target: at most 4,500 px at 390 px, the first screen naming the next step.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEV_PORTS, testPorts } from '../emulators/ports.mjs';
import { ROOT } from '../emulators/stack.mjs';

const DEMO = JSON.parse(readFileSync(join(ROOT, 'tools/seed/demo-accounts.json'), 'utf8'));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const width = Number(arg('width', 390));
const ports = process.env.FS_PORT_BASE ? testPorts(Number(process.env.FS_PORT_BASE)) : DEV_PORTS;
const base = `http://127.0.0.1:${ports.web}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.route(
    /^https:\/\/(apis\.google\.com|unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com|www\.google\.com|www\.gstatic\.com)\//,
    (r) => r.abort(),
  );
  context.setDefaultTimeout(90_000);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(DEMO.player.email);
  await page.getByLabel('Password').fill(DEMO.player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => u.pathname === '/home');
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  // Everything drawn after the first paint: scroll down until the height holds with no skeleton.
  let last = -1;
  for (let stable = 0; stable < 3;) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(700);
    const { h, busy } = await page.evaluate(() => ({
      h: document.documentElement.scrollHeight,
      busy: !!document.querySelector('main .skeleton, main .loading, [data-testid$="-placeholder"]'),
    }));
    stable = h === last && !busy ? stable + 1 : 0;
    last = h;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const out = await page.evaluate(() => {
    const main = document.querySelector('main');
    const visible = [];
    for (const el of main?.querySelectorAll('h1, h2, h3, p, li, [data-testid]') ?? []) {
      const r = el.getBoundingClientRect();
      if (r.top < window.innerHeight && r.bottom > 0 && el.children.length === 0) {
        const t = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (t && !visible.includes(t)) visible.push(t);
      }
    }
    const next = document.querySelector('[data-testid="next-step"]');
    // The height of each top-level section of the page (a card's title, or its first text).
    const sections = [...(main?.querySelector('.home')?.children ?? [])].map((el) => {
      const title = el.querySelector('h2, h1, h3')?.textContent ?? el.textContent ?? '';
      return {
        title: title.replace(/\s+/g, ' ').trim().slice(0, 50),
        height: Math.round(el.getBoundingClientRect().height),
      };
    });
    return {
      sections,
      height: document.documentElement.scrollHeight,
      firstScreen: visible.slice(0, 20),
      nextStepTop: next ? Math.round(next.getBoundingClientRect().top + window.scrollY) : null,
      nextStep: next ? (next.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200) : null,
    };
  });
  const shot = arg('shot');
  if (shot) await page.screenshot({ path: shot, fullPage: false });
  console.log(`Home of ${DEMO.player.email} at ${width} px: ${out.height.toLocaleString('en-US')} px tall`);
  console.log(
    `Next step card: ${out.nextStepTop === null ? 'none' : `at y = ${out.nextStepTop} px: "${out.nextStep}"`}`,
  );
  console.log('Sections:');
  for (const s of out.sections) console.log(`  ${String(s.height).padStart(6)} px  ${s.title}`);
  console.log('First screen shows:');
  for (const line of out.firstScreen) console.log(`  ${line.slice(0, 120)}`);
  const json = arg('json');
  if (json) writeFileSync(json, JSON.stringify({ width, ...out }, null, 2));
} finally {
  await browser.close();
}
