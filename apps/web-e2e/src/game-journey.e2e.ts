import type { BrowserContext, Page } from 'playwright-core';
import {
  CURRENT_RULES,
  DEFENSES,
  defensePriceTenths,
  formatCredits,
  href,
  saleRefundTenths,
  STARTING_BALANCE_TENTHS,
  type DefenseId,
} from '@fraudshield/domain';
// Node side of the browser test: it may know the answers to play them; the app never does.
import { caseKeyById } from '@fraudshield/domain/answer-key';
import {
  createUser,
  newAppContext,
  oobCodes,
  signInThroughForm,
  uniqueEmail,
  useBrowser,
  waitForPath,
  type TestUser,
} from './support/harness';

/**
 * The whole game in the browser: a new player signs up and verifies, builds a squad (seeing
 * the refusal reasons), sets the lineup and Lead and sees the open week; an admin opens and
 * settles the week and grants a role; the player reads the match report, checks the draw,
 * finds themself on the leaderboard and creates a league that a second player joins by code.
 */

// The journey's pages live across its tests: their contexts close when the file ends.
const contexts: BrowserContext[] = [];
const session = useBrowser({
  afterAll: async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  },
});

async function newPage(): Promise<Page> {
  const context = await newAppContext(session.browser);
  // The emulators share a loaded machine: a callable can take several seconds.
  context.setDefaultTimeout(60_000);
  contexts.push(context);
  return context.newPage();
}

async function buy(page: Page, name: string) {
  await page.getByRole('button', { name: `Buy ${name}`, exact: true }).click();
  const sold = page.getByRole('button', { name: `Sell ${name}`, exact: true });
  const refused = page.getByTestId('shop-error');
  await sold.or(refused).first().waitFor();
  if (await refused.isVisible()) throw new Error(`buying ${name} was refused: ${await refused.textContent()}`);
}

/** Every console error and every answer of 400 or more the page gets from now on. */
function consoleAndHttpProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) seen.push(`${r.status()} ${r.url()}`);
  });
  return seen;
}

async function signIn(page: Page, user: TestUser, landing: string) {
  await page.goto(href.login());
  await signInThroughForm(page, user);
  await waitForPath(page, href.home());
  if (landing !== href.home()) await page.goto(landing);
}

describe('the game, end to end', () => {
  it(
    'sign up → squad → week opened and settled by an admin → report, leaderboard, leagues',
    { timeout: 600_000 },
    async () => {
      const admin = await createUser({ tag: 'admin', verified: true, roles: ['admin'], displayName: 'Admin' });
      const friend = await createUser({ tag: 'friend', verified: true, displayName: 'Friend Player' });

      // 1. A new player signs up and verifies their email.
      const player = await newPage();
      const email = uniqueEmail('journey');
      await player.goto(href.signup());
      await player.getByLabel(/Display name/).fill('Journey Player');
      await player.getByLabel('Email').fill(email);
      await player.getByLabel('Password').fill('journey-pass-1');
      await player.getByRole('button', { name: 'Sign up', exact: true }).click();
      await waitForPath(player, href.verifyEmail());
      const [verify] = (await oobCodes(email)).filter((c) => c.requestType === 'VERIFY_EMAIL');
      expect(verify).toBeDefined();
      // Verify in "the mail client"; the tab notices by itself and moves on to /home.
      expect((await fetch(verify?.oobLink as string, { redirect: 'manual' })).status).toBe(303);
      await waitForPath(player, href.home(), 60_000);
      await player.getByTestId('home-balance').getByText('100.0 cr').waitFor();
      await player.getByTestId('week-empty').waitFor();
      await player.getByTestId('reports-empty').waitFor();

      // 2. The shop: buy a squad; a 4th in one position and a card too dear cannot be bought, the reason beside Buy.
      await player.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Defense shop' }).click();
      await waitForPath(player, href.defenseShop());
      // Three people cards (the dearest among them), then five cheap cards: eight within the wallet
      // at the prices of the rules the shop charges (no week open yet: the current rules).
      const people: DefenseId[] = ['UserEducation', 'RegularAudits', 'BackgroundChecks'];
      const cheap: DefenseId[] = [
        'RegularPasswordChanges',
        'AtmInspections',
        'DdosProtection',
        'HttpsAndEncryption',
        'VpnUsage',
      ];
      const price = (id: DefenseId) => defensePriceTenths(id, CURRENT_RULES);
      const left = STARTING_BALANCE_TENTHS - [...people, ...cheap].reduce((sum, id) => sum + price(id), 0);
      // What is left buys no card the test tries below (Input Validation).
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThan(price('InputValidation'));
      for (const id of people) await buy(player, DEFENSES[id].name);
      // A 4th in one position: Buy is off, the reason beside it.
      const fourth = player.getByRole('button', { name: 'Buy Verification Protocols', exact: true });
      expect(await fourth.isDisabled()).toBe(true);
      await player.getByTestId('buy-why-VerificationProtocols').getByText('Position full').waitFor();
      for (const id of cheap) await buy(player, DEFENSES[id].name);
      await player.getByTestId('shop-balance').getByText(formatCredits(left), { exact: true }).waitFor();
      await player.getByTestId('owned-count').getByText('8 / 10').waitFor();
      // No week has settled yet: no ownership share, not a made-up one.
      await player
        .getByTestId('shop-ownership-note')
        .getByText('Ownership shares appear once the first week is settled.')
        .waitFor();
      expect(await player.getByText(/^Owned by/).count()).toBe(0);
      await player.getByTestId('deployed-count').getByText('7 / 7').waitFor();
      // Too dear: Buy is off, with what it costs and what the wallet holds.
      expect(await player.getByRole('button', { name: 'Buy Input Validation', exact: true }).isDisabled()).toBe(true);
      await player
        .getByTestId('buy-why-InputValidation')
        .getByText(`Not enough credits (need ${formatCredits(price('InputValidation'))}, have ${formatCredits(left)})`)
        .waitFor();
      // The top bar's balance followed every purchase.
      await player.getByTestId('balance').getByText(formatCredits(left), { exact: true }).waitFor();
      // Selling refunds the rules' share of the price paid (rounded down to a tenth).
      await player.getByRole('button', { name: 'Sell HTTPS & Encryption', exact: true }).click();
      await player.getByRole('button', { name: 'Buy HTTPS & Encryption', exact: true }).waitFor();
      await player
        .getByTestId('shop-balance')
        .getByText(formatCredits(left + saleRefundTenths(price('HttpsAndEncryption'))), { exact: true })
        .waitFor();
      await player.getByTestId('owned-count').getByText('7 / 10').waitFor();

      // 3. Home: swap a reserve in and pick the Lead.
      await player.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await waitForPath(player, href.home());
      await player.getByRole('checkbox', { name: 'Deploy Background Checks' }).uncheck();
      await player.getByRole('checkbox', { name: 'Deploy VPN Usage' }).check();
      await player.getByRole('radio', { name: 'Lead Regular Audits' }).check();
      await player.getByRole('button', { name: 'Save lineup' }).click();
      await player.getByText('Lineup saved.').waitFor();
      expect(await player.getByRole('radio', { name: 'Lead Regular Audits' }).isChecked()).toBe(true);
      expect(await player.getByRole('checkbox', { name: 'Deploy Background Checks' }).isChecked()).toBe(false);
      expect(await player.getByRole('checkbox', { name: 'Deploy VPN Usage' }).isChecked()).toBe(true);

      // 4. The admin opens week 1.
      const adminPage = await newPage();
      await signIn(adminPage, admin, href.admin());
      await adminPage.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
      await adminPage.getByTestId('admin-no-week').waitFor();
      await adminPage.getByRole('button', { name: 'Open week' }).click();
      const opened = adminPage.getByTestId('open-week-result');
      await opened.waitFor();
      expect(await opened.textContent()).toMatch(/Week 1 is open until/);
      await adminPage.getByRole('button', { name: 'Settle week 1' }).waitFor();

      // 5. The player sees the open week: deadline countdown and headline threats.
      await player.reload();
      await player.getByTestId('week-status').getByText(/^Open/).waitFor();
      expect(await player.getByTestId('week-countdown').textContent()).toMatch(/^6d|^7d/);
      expect(await player.getByRole('list', { name: 'Headline threats' }).getByRole('listitem').count()).toBe(3);
      await player.getByTestId('lineup-coverage').waitFor();
      // What-if: exact expected points and clean-sheet chance of the lineup, and what each card changes.
      const whatIf = player.getByTestId('what-if');
      expect(await whatIf.getByTestId('what-if-points').textContent()).toMatch(/^-?\d+\.\d$/);
      expect(await whatIf.getByTestId('what-if-clean').textContent()).toMatch(/^\d+%$/);
      expect(await whatIf.getByTestId('what-if-row').count()).toBe(7);
      const before = await whatIf.getByTestId('what-if-points').textContent();
      // User Education counters many frauds (so its change shows at one decimal under any forecast;
      // with rules v4's ×20 forecast a card that counters one rare fraud may move it by less).
      await player.getByRole('checkbox', { name: 'Deploy User Education' }).uncheck();
      await player.waitForFunction(
        (b) => document.querySelector('[data-testid="what-if-points"]')?.textContent !== b,
        before,
      );
      await player.getByRole('checkbox', { name: 'Deploy User Education' }).check();
      await player.waitForFunction(
        (b) => document.querySelector('[data-testid="what-if-points"]')?.textContent === b,
        before,
      );
      // Practice match: this week's forecast against the lineup, now, from a browser seed, unscored.
      await player.getByRole('button', { name: 'Play a practice match' }).click();
      const practice = player.getByTestId('practice-report');
      await practice.getByRole('heading', { name: 'Practice match (unscored)' }).waitFor();
      expect(await practice.getByTestId('attack').count()).toBe(CURRENT_RULES.attacksPerWeek);
      await practice.getByTestId('practice-notice').waitFor();
      await practice.getByRole('button', { name: 'Check this draw' }).click();
      await practice.getByTestId('draw-check').getByText('This draw checks out.').waitFor();
      // Nothing was scored or saved.
      await player.getByTestId('reports-empty').waitFor();

      // 5b. The weekly drill and the daily case on Home. No answer is in the page before
      // answering; after it the flags are marked in the case text, with the habit and the streak.
      // The Next step card opens the drill; one tap answers a case.
      const drill = player.getByTestId('drill');
      await drill.waitFor();
      // The drill shows its case when it is the step to do now (the Lead comes first when it counters
      // no headline threat); otherwise one tap on its own button opens it.
      const start = drill.getByRole('button', { name: /^Start the drill/ });
      if (await start.isVisible()) await start.click();
      const drillCase = drill.locator('article[data-case-id]').first();
      await drillCase.waitFor();
      const drillId = (await drillCase.getAttribute('data-case-id')) as string;
      const drillKey = caseKeyById(drillId);
      expect(drillKey).toBeDefined();
      expect(await player.evaluate(() => document.documentElement.textContent ?? '')).not.toContain(drillKey?.habit);
      await drillCase.locator(`button[value="${drillKey?.answerId}"]`).click();
      await drill
        .locator(`article[data-case-id="${drillId}"]`)
        .getByTestId('case-habit')
        .getByText(drillKey?.habit as string)
        .waitFor();
      expect(
        await drill.locator(`article[data-case-id="${drillId}"] [data-testid="case-body"] mark`).count(),
      ).toBeGreaterThan(0);
      // The answer just given shows its marked case open; the next case is below it.
      expect(
        await drill.locator(`article[data-case-id="${drillId}"] [data-testid="case-body"] mark`).first().isVisible(),
      ).toBe(true);
      await drill
        .getByTestId('drill-boosts')
        // One right answer: the current rules' boost per case (v4: 90%, v5: 60%).
        .getByText(`(${Math.round((CURRENT_RULES.drill?.boostPerCase ?? NaN) * 100)}% of breaches stopped)`, {
          exact: false,
        })
        .waitFor();

      const daily = player.getByTestId('daily');
      await daily.getByTestId('daily-streak').getByText('0').waitFor();
      // Today's case is one tap away while the drill is the step to do.
      await daily.getByRole('button', { name: "Open today's case" }).click();
      const dailyCase = daily.locator('article[data-case-id]');
      const dailyId = (await dailyCase.getAttribute('data-case-id')) as string;
      const dailyKey = caseKeyById(dailyId);
      await dailyCase.locator(`button[value="${dailyKey?.answerId}"]`).click();
      await daily.getByTestId('daily-streak').getByText('1').waitFor();
      await daily
        .getByTestId('case-habit')
        .getByText(dailyKey?.habit as string)
        .waitFor();
      expect(await daily.locator('[data-testid="case-body"] mark').count()).toBeGreaterThan(0);

      // 6. The admin settles it and grants admin to another player by email.
      await adminPage.getByRole('button', { name: 'Settle week 1' }).click();
      // Settling asks for confirmation first.
      await adminPage
        .getByRole('dialog', { name: 'Settle week 1?' })
        .getByRole('button', { name: 'Settle now' })
        .click();
      await adminPage
        .getByTestId('settle-result')
        .getByText(/Week 1 settled: \d+ players scored\./)
        .waitFor({ timeout: 60_000 });
      await adminPage.getByTestId('admin-no-week').waitFor();
      const roleForm = adminPage.getByRole('form', { name: 'Admin role' });
      await roleForm.getByLabel('Email', { exact: true }).fill(friend.email);
      // A role change needs a fresh sign-in: the admin confirms their password.
      await roleForm.getByLabel(/^Your password/).fill(admin.password);
      await roleForm.getByRole('button', { name: 'Grant admin' }).click();
      await adminPage
        .getByTestId('role-result')
        .getByText(`Granted admin to ${friend.email}. Roles now: admin.`, { exact: false })
        .waitFor();
      // The change is in the audit log: who, what, whom; and so is the week the admin settled.
      await adminPage
        .getByTestId('audit-rows')
        .getByRole('row')
        .filter({ hasText: friend.email })
        .filter({ hasText: 'Granted admin' })
        .filter({ hasText: admin.email })
        .waitFor();
      await adminPage
        .getByTestId('audit-rows')
        .getByRole('row')
        .filter({ hasText: 'Settled a week' })
        .filter({ hasText: admin.email })
        .first()
        .waitFor();
      await adminPage.getByTestId('stat-players').waitFor();

      // 7. The player reads the match report and checks the draw.
      await player.reload();
      const report = player.getByTestId('match-report');
      await report.getByRole('heading', { name: 'Week 1 match report' }).waitFor();
      expect(await report.getByTestId('attack').count()).toBe(CURRENT_RULES.attacksPerWeek);
      // With the drill an attack may show what the drill added to its chance.
      expect(
        await report.getByText(/Chance to block \d+\.\d%( \(\+\d+\.\d% from your drill\))?, roll 0\.\d{4}/).count(),
      ).toBe(CURRENT_RULES.attacksPerWeek);
      await report.getByRole('button', { name: 'Check this draw' }).click();
      await report.getByTestId('draw-check').getByText('This draw checks out.').waitFor();
      await player.locator('.points-chart-details > summary').click();
      await player.getByTestId('points-chart').waitFor();
      // Each card of the lineup now shows its ownership share from the settled week; the player's
      // own Lead is owned, deployed and led by at least one player.
      const share = /^Owned by (\d+%|<1%) of players in week 1 · deployed by (\d+%|<1%) · Lead for (\d+%|<1%)$/;
      const lead = player.getByRole('form', { name: 'Lineup' }).getByTestId('ownership-RegularAudits');
      await lead.waitFor();
      expect((await lead.textContent())?.trim()).toMatch(share);

      // 8. …and finds themself on the leaderboard, then creates a league.
      await player.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
      await waitForPath(player, href.leaderboard());
      await player.getByTestId('my-row').getByText('Journey Player (you)').waitFor();
      await player.getByTestId('my-rank').waitFor();
      await player.getByLabel('League name').fill('Journey League');
      await player.getByRole('button', { name: 'Create league' }).click();
      const created = await player.getByTestId('create-league-ok').textContent();
      const code = /Invite code: ([A-Z0-9]{6})/.exec(created ?? '')?.[1];
      expect(code).toBeDefined();
      await player.getByRole('heading', { name: 'Journey League table' }).waitFor();
      await player.getByTestId('my-row').waitFor();

      // 9. A second player joins by code and sees the league's table: the player who has played, not
      // themself (they have never fielded a squad in a settled week: not yet playing).
      const second = await newPage();
      // They have no report for the settled week: Home says so, an expected empty state with no
      // failed request and no console error.
      const problems = consoleAndHttpProblems(second);
      await signIn(second, friend, href.home());
      await second.getByTestId('report-empty').waitFor();
      expect(problems).toEqual([]);
      await second.goto(href.leaderboard());
      await second.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
      await second.getByLabel('Invite code').fill(code as string);
      await second.getByRole('button', { name: 'Join league' }).click();
      await second.getByTestId('join-league-ok').getByText('You joined Journey League.').waitFor();
      await second.getByRole('heading', { name: 'Journey League table' }).waitFor();
      const table = second.getByTestId('leaderboard-table');
      await table.getByText('Journey Player').waitFor();
      await second.getByTestId('not-yet-playing').waitFor();
      expect(await table.getByText('Friend Player (you)').count()).toBe(0);
      await second
        .getByTestId('league-code')
        .getByText(code as string)
        .waitFor();
    },
  );
});
