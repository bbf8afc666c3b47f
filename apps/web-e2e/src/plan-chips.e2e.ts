import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { FRAUDS, href, type DefenseId, type FraudId, type SquadPlanView, type WeekView } from '@fraudshield/domain';
import { callAs, createCaller, signInThroughForm, useBrowser, waitForPath } from './support/harness';
import { blocking, runAxe, settle } from './support/a11y';

/**
 * Rules v5's plan on a phone (390 px): the squad page's Plan lists the forecasts published ahead
 * and this week's transfers; a player plays the Triple Lead behind its confirmation, sees it played
 * (and the other chips held back: one a week), still played after a reload (the server's state),
 * and on Home's squad line. Axe clean, nothing wider than the screen.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const SCREENSHOTS = new URL('../test-output/screenshots/', import.meta.url);
const session = useBrowser();

const THREATS: FraudId[] = ['Phishing', 'Vishing', 'SimSwap'];

/** An open week (the admin opens it through the callable, as the admin page does). */
async function openWeek(): Promise<WeekView> {
  const admin = await createCaller({ tag: 'plan-admin', roles: ['admin'], displayName: 'Admin' });
  const current = await callAs<{ week: WeekView | null }>(admin, 'week_getCurrent');
  if (current.week) return current.week;
  return callAs<WeekView>(admin, 'admin_openWeek', {
    deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    headlineThreats: THREATS,
  });
}

const overflow = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the plan and the chips on a phone', () => {
  it('plays a Triple Lead from the squad page at 390 px and sees it played', { timeout: 300_000 }, async () => {
    const week = await openWeek();
    expect(week.status).toBe('open');
    const player = await createCaller({ tag: 'plan-player', displayName: 'Planner' });
    await callAs(player, 'user_getBalance');
    const cards: DefenseId[] = ['UserEducation', 'VerificationProtocols', 'MultiFactorAuth'];
    for (const [i, defenseId] of cards.entries())
      await callAs(player, 'shop_buyDefense', { defenseId, requestId: `plan-buy-${Date.now().toString(36)}-${i}` });
    await callAs(player, 'squad_setLineup', { deployed: cards, lead: 'VerificationProtocols' });
    const before = await callAs<SquadPlanView>(player, 'squad_getPlan');
    expect(before.rulesVersion, 'the open week is played under rules with chips').toBeGreaterThanOrEqual(5);
    expect(before.chipThisWeek).toBeNull();

    const context = await session.newContext(undefined, PHONE);
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await page.goto(href.login());
    await signInThroughForm(page, player);
    await waitForPath(page, href.home());
    await page.goto(href.defenseShop());

    const panel = page.getByTestId('plan-panel');
    await panel.getByTestId('plan-chips').waitFor();
    // The forecasts published ahead, this week first, each fraud a link to its page.
    const thisWeek = panel.getByTestId(`plan-forecast-${week.number}`);
    expect(await thisWeek.textContent()).toContain('(this week)');
    const first = week.headlineThreats[0] as FraudId;
    expect(await thisWeek.getByRole('link', { name: FRAUDS[first].name }).getAttribute('href')).toBe(href.fraud(first));
    expect(await panel.locator('[data-testid^="plan-forecast-"]').count()).toBe(before.forecasts.length);
    // A first squad: every buy this week is free.
    expect(await panel.getByTestId('plan-next-transfer').textContent()).toBe(
      'Your first squad is free: no buy this week counts as a transfer.',
    );

    // Play the Triple Lead: a confirmation first, then it is played.
    await panel.getByRole('button', { name: 'Play Triple Lead' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('A chip cannot be taken back').waitFor();
    await settle(page);
    expect(blocking(await runAxe(page)), 'the chip confirmation at 390 px').toEqual([]);
    await dialog.getByRole('button', { name: 'Play Triple Lead' }).click();
    await panel.getByTestId('chip-ok').getByText('Triple Lead played for this week.').waitFor();
    await panel.getByTestId('chip-tripleLead').getByText('Played this week', { exact: true }).waitFor();
    expect(await panel.getByTestId('chip-why-fullBench').textContent()).toBe(
      'Triple Lead is played this week: one chip a week.',
    );
    expect(await panel.getByRole('button', { name: 'Play Wildcard' }).isDisabled()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await settle(page);
    expect(blocking(await runAxe(page)), 'the squad page with the plan at 390 px').toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await panel.screenshot({ path: new URL('plan-chips-390-panel.png', SCREENSHOTS).pathname });

    // The server's state: after a reload the chip is still played.
    await page.reload();
    await panel
      .getByTestId('chip-played-tripleLead')
      .getByText(`Played in week ${week.number} (this week): a chip cannot be taken back.`)
      .waitFor();
    // A played chip has no button left: only the chips still to play keep theirs.
    expect(await panel.getByTestId('chip-tripleLead').getByRole('button').count()).toBe(0);
    expect((await callAs<SquadPlanView>(player, 'squad_getPlan')).chipThisWeek).toBe('tripleLead');

    // Home's squad section says it in one line.
    await page.goto(href.home());
    const line = page.getByTestId('home-plan-line');
    await line.scrollIntoViewIfNeeded();
    expect(await line.textContent()).toContain('Triple Lead played this week');
    await line.screenshot({ path: new URL('plan-chips-390-home-line.png', SCREENSHOTS).pathname });
    await context.close();
  });
});
