import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { href } from '@fraudshield/domain';
import {
  callAs,
  createCaller,
  createUser,
  e2e,
  oobCodes,
  signInThroughForm,
  uniqueEmail,
  useBrowser,
  waitForPath,
} from './support/harness';
import { OUTPUT_DIR, settle } from './support/a11y';

/**
 * A teacher runs a team league from a phone, at 360 and 390 px: from Home, a new owner creates a
 * league and copies its invite in at most 4 taps (each tap counted as the test makes it; typing
 * the name is not a tap: the field has the focus); the dashboard is no wider than the screen. A
 * student who is not signed in opens the link and sees the league named on every screen (the
 * invite, sign-up, verification, joined) and ends joined, with "Play this week" first.
 */
const session = useBrowser();
const SHOTS = process.env['T42C_SHOTS'] ?? join(OUTPUT_DIR, 'screenshots');
beforeAll(() => void mkdirSync(SHOTS, { recursive: true }));

/** How much wider than the screen the page is (0 when it fits). */
const overflow = (p: Page) => p.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

async function phone(width: number): Promise<{ page: Page; context: BrowserContext }> {
  const context = await session.newContext(undefined, { viewport: { width, height: 800 }, hasTouch: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e().webUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  return { page, context };
}

async function shot(p: Page, name: string) {
  await settle(p);
  await p.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

for (const width of [360, 390]) {
  describe(`at ${width} px`, () => {
    it('a new owner creates a team league and copies its invite in at most 4 taps from Home; the dashboard fits the screen', async () => {
      const { page } = await phone(width);
      const owner = await createUser({ verified: true, tag: `teacher-${width}`, displayName: 'Ms Dlamini' });
      await page.goto(href.login());
      await signInThroughForm(page, owner);
      await waitForPath(page, href.home(), 60_000);
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();

      let taps = 0;
      const tap = async (target: Locator) => {
        taps++;
        await target.tap();
      };
      const bar = page.getByRole('navigation', { name: 'Main' });
      await tap(bar.getByRole('button', { name: /^More/ }));
      await tap(bar.getByRole('link', { name: 'Create a team league' }));
      await waitForPath(page, href.newTeamLeague());
      const name = page.getByRole('textbox', { name: 'League name' });
      await name.waitFor();
      // The keyboard is up without a tap.
      expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(`Grade 10 Maths ${width}`);
      await tap(page.getByRole('button', { name: 'Create', exact: true }));
      const invite = page.getByTestId('invite-panel');
      await invite.waitFor();
      await page.getByRole('img', { name: `QR code of the invite link to Grade 10 Maths ${width}` }).waitFor();
      const link = await page.getByTestId('invite-link').inputValue();
      expect(link).toMatch(new RegExp(`^${e2e().webUrl}/join/[A-Z0-9]{6}$`));
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `teacher-created-${width}`);
      // Chromium on Linux has no Share sheet: Copy is the way (Share shows where the browser has one).
      const share = page.getByTestId('invite-share');
      await tap((await share.count()) > 0 ? share : page.getByTestId('invite-copy'));
      await page.getByText(/Link copied/).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      expect(taps, 'taps from Home to a copied invite').toBeLessThanOrEqual(4);
      console.log(`[teacher-phone] ${width} px: ${taps} taps from Home to a copied invite`);

      // The dashboard, invite first while the group gathers, fits the screen: no sideways scrolling.
      await page.getByRole('link', { name: 'Open the dashboard' }).tap();
      await page.getByTestId('team-dashboard').waitFor();
      await page.getByTestId('team-frauds').waitFor();
      await shot(page, `teacher-dashboard-${width}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // Every table row of the dashboard inside the screen.
      const widest = await page.evaluate(() =>
        Math.max(...[...document.querySelectorAll('.team-dashboard tr')].map((r) => r.getBoundingClientRect().right)),
      );
      expect(widest).toBeLessThanOrEqual(width);
    }, 300_000);

    it('a signed-out student opens the invite, sees the league named on every screen and ends joined', async () => {
      const owner = await createCaller({ tag: `owner-${width}`, displayName: 'Mr Naidoo' });
      const league = `Class 7B ${width}`;
      const { code } = await callAs<{ code: string }>(owner, 'league_create', { name: league, kind: 'team' });
      const { page } = await phone(width);
      const named = async (where: string) => {
        await page.getByTestId('invite-league-name').filter({ hasText: league }).waitFor();
        expect(await page.getByTestId('invite-banner').innerText(), where).toContain('Mr Naidoo');
        expect(await overflow(page), where).toBeLessThanOrEqual(0);
        await shot(page, `student-${where}-${width}`);
      };

      await page.goto(href.joinLeague(code));
      await waitForPath(page, href.login());
      await named('invite');
      await page.getByTestId('invite-signup').tap();
      await waitForPath(page, href.signup());
      await named('signup');

      const email = uniqueEmail(`student-${width}`);
      await page.getByLabel(/Display name/).fill('Lindiwe');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('student-pass-1');
      await page.getByRole('button', { name: 'Sign up', exact: true }).tap();
      await waitForPath(page, href.verifyEmail(), 60_000);
      await named('verify');

      // The link in the email, opened elsewhere (the mail client): this tab notices and goes on to the invite.
      const [verify] = (await oobCodes(email)).filter((c) => c.requestType === 'VERIFY_EMAIL');
      expect(verify).toBeDefined();
      const mail = await page.context().newPage();
      await mail.goto(verify?.oobLink as string);
      await mail.close();
      await waitForPath(page, href.joinLeague(code), 90_000);
      await page.getByRole('heading', { name: `Join ${league}` }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `student-join-${width}`);
      await page.getByRole('radio', { name: "Count me only in the group's figures" }).check();
      await page.getByRole('button', { name: `Join ${league}` }).tap();
      await page.getByRole('heading', { name: `You joined ${league}` }).waitFor();
      const next = page.getByTestId('join-next-step');
      expect(await next.innerText()).toBe('Play this week');
      // The next step is at the top of the screen, not below the fold.
      const box = await next.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(800);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `student-joined-${width}`);
    }, 300_000);
  });
}
