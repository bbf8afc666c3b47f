import type { Page } from 'playwright-core';
import { FRAUD_IDS, href, type DrillView, type FraudId } from '@fraudshield/domain';
// Node side of the browser test: it may know the answers to play them; the app never does.
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { callAs, createCaller, createUser, signInThroughForm, useBrowser, waitForPath } from './support/harness';
import { blocking, runAxe, settle } from './support/a11y';

/**
 * Team leagues in Chromium: an owner creates a team league from the leaderboard page and lands
 * on its dashboard; a player follows the invite link, reads what the owners will see and must
 * choose before joining; five members in all, three play their drill; the owner's dashboard shows
 * 5 members, 3 played, every fraud's row, and downloads the CSV. At 1280 and 390 px, axe clean
 * (light and dark), nothing wider than the screen. A member who opens the dashboard is refused.
 */
let page: Page;
const session = useBrowser({ onPage: (p) => (page = p) });

const overflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const forecast: FraudId[] = ['Phishing', 'Deepfake', 'SimSwap'];
let rid = 0;

async function expectAxeClean(p: Page, where: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await p.emulateMedia({ colorScheme: scheme });
    await settle(p);
    expect(blocking(await runAxe(p)), `${where} (${scheme})`).toEqual([]);
  }
  await p.emulateMedia({ colorScheme: 'light' });
}

async function signIn(p: Page, user: { email: string; password: string }) {
  await p.goto(href.login());
  await signInThroughForm(p, user);
  await waitForPath(p, href.home(), 60_000);
}

describe('team leagues', () => {
  it(
    'owner creates a team league; a player joins by the invite link with a consent choice; the dashboard shows 5 members and hides figures until their week settles, at 1280 and 390 px, axe clean',
    { timeout: 420_000 },
    async () => {
      page.setDefaultTimeout(60_000);
      const admin = await createCaller({ tag: 'team-admin', roles: ['admin'] });
      await callAs(admin, 'admin_openWeek', {
        deadline: new Date(Date.now() + 3_600_000).toISOString(),
        headlineThreats: forecast,
      });

      // The owner creates it from the leaderboard page and lands on its dashboard.
      await page.setViewportSize({ width: 1280, height: 900 });
      const owner = await createUser({ verified: true, tag: 'team-owner', displayName: 'Ms Dlamini' });
      await signIn(page, owner);
      await page.goto(href.leaderboard());
      const form = page.getByRole('form', { name: 'Create a league' });
      await form.getByLabel('League name').fill('Grade 10 Life Orientation');
      await form.getByRole('radio', { name: /Team league/ }).check();
      await form.getByRole('button', { name: 'Create league' }).click();
      await page.waitForURL(/\/leagues\/[A-Za-z0-9_-]+$/);
      const leagueId = new URL(page.url()).pathname.split('/').pop() as string;
      await page.getByRole('heading', { level: 1, name: 'Team league dashboard' }).waitFor();
      const code = (await page.getByTestId('team-code').textContent())!.trim();
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      await page.getByTestId('team-help-empty').waitFor();
      await expectAxeClean(page, 'an empty dashboard');

      // A player follows the invite link: what the owners see, the law in plain words, and a choice to make.
      const joiner = await createUser({ verified: true, tag: 'team-joiner', displayName: 'Thabo' });
      const joinContext = await session.newContext();
      const joinPage = await joinContext.newPage();
      joinPage.setDefaultTimeout(60_000);
      await joinPage.setViewportSize({ width: 390, height: 844 });
      await signIn(joinPage, joiner);
      await joinPage.goto(href.joinLeague(code));
      const consent = joinPage.getByTestId('team-consent');
      await consent.waitFor();
      for (const text of [
        /Never:.*email address/,
        /POPIA/,
        /GDPR/,
        /under 18/,
        /date of\s+birth/,
        /fewer than 5 members is hidden/,
      ])
        await consent.getByText(text).first().waitFor();
      const joinButton = joinPage.getByRole('button', { name: 'Join Grade 10 Life Orientation' });
      expect(await joinButton.isDisabled()).toBe(true);
      expect(await overflow(joinPage)).toBeLessThanOrEqual(0);
      await expectAxeClean(joinPage, 'the join screen at 390 px');
      await joinPage.getByRole('radio', { name: 'Share my progress with the owners' }).check();
      await joinButton.click();
      await joinPage.getByTestId('join-team-ok').waitFor();
      await joinPage.setViewportSize({ width: 1280, height: 900 });
      await expectAxeClean(joinPage, 'the join screen after joining, at 1280 px');

      // Four more join through the callable (consent given), and three of the five play their drill.
      const others = [];
      for (let i = 0; i < 4; i++)
        others.push(await createCaller({ tag: `team-m${i}`, displayName: `Member ${i + 1}` }));
      for (const [i, m] of others.entries()) await callAs(m, 'league_join', { code, shareProgress: i % 2 === 0 });
      for (const m of others.slice(0, 3)) {
        const drill = await callAs<DrillView>(m, 'drill_get');
        for (const c of drill.cases) {
          await callAs(m, 'drill_answer', {
            weekId: drill.weekId,
            caseId: c.case.id,
            choiceId: caseKeyById(c.case.id)!.answerId,
            requestId: `e2e-team-${Date.now().toString(36)}-${rid++}`,
          });
        }
      }

      // A member who opens the dashboard is refused by the server.
      await joinPage.goto(href.teamLeague(leagueId));
      await joinPage.getByTestId('team-dashboard-error').waitFor();
      expect(await joinPage.getByTestId('team-members').count()).toBe(0);

      // The owner's dashboard: 5 members; this week's answers count only once the week settles
      // (and these members joined in it), so every figure is hidden with its reason; every fraud's row, and the CSV.
      await page.reload();
      await page.getByTestId('team-members').getByText('5', { exact: true }).waitFor();
      await page.getByTestId('team-played').getByText('hidden: fewer than 5 members').waitFor();
      expect(await page.getByTestId('team-frauds').locator('tbody tr').count()).toBe(FRAUD_IDS.length);
      // Who needs help is as of the members' last settled week: none yet.
      await page.getByTestId('team-help-empty').waitFor();
      await expect.poll(() => page.getByTestId('team-member').count(), { timeout: 30_000 }).toBe(5);
      const text = (await page.evaluate(() => document.body.textContent)) ?? '';
      expect(text).not.toContain('@');
      for (const m of [joiner, ...others]) expect(text).not.toContain(m.uid);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Grade-10-Life-Orientation-week-\d+\.csv$/);
      const csv = await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      });
      expect(csv).toContain('Members now,5\r\n');
      expect(csv).toContain('Played that week,fewer than 5 members\r\n');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, 'the dashboard at 1280 px');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await page.getByTestId('team-played').getByText('hidden: fewer than 5 members').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, 'the dashboard at 390 px');
    },
  );
});
