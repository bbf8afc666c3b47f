import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
import { createUser, signInThroughForm, useBrowser, waitForPath } from './support/harness';
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
  ['progress', href.progress()],
];

let page: Page;
const session = useBrowser();
beforeAll(() => void mkdirSync(SHOTS, { recursive: true }));

/** Nothing may be wider than the viewport (a sideways-scrolling page on a phone). */
async function horizontalOverflow(p: Page): Promise<number> {
  return p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe.each(WIDTHS)('screenshots at %i px', (width) => {
  beforeEach(async () => {
    page = await (await session.newContext()).newPage();
    await page.setViewportSize({ width, height: 800 });
  });

  it.each(['light', 'dark'] as const)(
    '%s theme',
    async (scheme) => {
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
    },
    240_000,
  );
});
