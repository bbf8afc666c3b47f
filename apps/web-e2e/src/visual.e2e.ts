import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
import { createUser, launchBrowser, newAppContext, resetBackend, signInThroughForm, waitForPath } from './support/harness';
import { OUTPUT_DIR, settle } from './support/a11y';

const SHOTS = join(OUTPUT_DIR, 'screenshots');
const WIDTHS = [360, 1280] as const;
const SIGNED_IN: [string, string][] = [
  ['home', href.home()],
  ['wiki', href.fraudWiki()],
  ['fraud-phishing', href.fraud('Phishing')],
  ['defense-mfa', href.defense('MultiFactorAuth')],
  ['help', href.help()],
  ['settings', href.settings()],
];

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  await resetBackend();
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());
afterEach(async () => context?.close());

/** Nothing may be wider than the viewport (a sideways-scrolling page on a phone). */
async function horizontalOverflow(p: Page): Promise<number> {
  return p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe.each(WIDTHS)('screenshots at %i px', (width) => {
  beforeEach(async () => {
    context = await newAppContext(browser);
    page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
  });

  it.each(['light', 'dark'] as const)('%s theme', async (scheme) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(href.splash());
    await settle(page);
    await page.screenshot({ path: join(SHOTS, `splash-${width}-${scheme}.png`), fullPage: true });
    await signInThroughForm(page, await createUser({ verified: true, tag: `shot-${width}-${scheme}` }));
    await waitForPath(page, href.home(), 60_000);
    const overflow: Record<string, number> = {};
    for (const [name, path] of SIGNED_IN) {
      await page.goto(path);
      await settle(page);
      overflow[name] = await horizontalOverflow(page);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
    expect(overflow).toEqual(Object.fromEntries(SIGNED_IN.map(([n]) => [n, 0])));
  }, 240_000);
});
