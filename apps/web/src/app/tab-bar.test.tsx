import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as client from '@fraudshield/firebase-client';
import { HOVER_PREFETCH_DELAY_MS, href, ROUTES } from '@fraudshield/domain';
import { createPageLoader, registerPageLoader, type PageLoader } from '../lib/page-loader';
import { stubPages } from '../testing/stub-pages';
import { renderApp } from '../testing/render-app';
import { loadDataLayer } from './boot/data-scope';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

vi.mock('@fraudshield/firebase-client', async () => (await import('../testing/auth-client-mock')).appClientMock());
const mocked = vi.mocked(client);

const ADA: client.AuthUser = { uid: 'u1', email: 'ada@example.test', displayName: 'Ada', emailVerified: true };

/** Renders the whole app (shell, guard, stand-in pages) at `path`, signed in as `user`. */
async function renderAt(
  path: string,
  { user = ADA, claims = { email_verified: true } as Record<string, unknown> } = {},
) {
  mocked.onAuthChange.mockImplementation((cb) => {
    cb(user);
    return () => undefined;
  });
  mocked.currentUser.mockReturnValue(user);
  mocked.getClaims.mockResolvedValue(claims);
  return renderApp(path);
}

const tabBar = () => screen.getByTestId('tab-bar');
const moreButton = () => within(tabBar()).getByRole('button', { name: /^More/ });
/** The page's heading, then the tab bar, which comes with the lazy data layer (app/boot/data-scope.tsx). */
async function shown(heading: string) {
  await screen.findByRole('heading', { name: heading }, { timeout: 15_000 });
  await screen.findByTestId('tab-bar', {}, { timeout: 15_000 });
}

describe('the narrow-screen tab bar', () => {
  let loader: PageLoader;
  beforeEach(() => {
    vi.clearAllMocks();
    loader = createPageLoader(stubPages());
    registerPageLoader(loader);
  });

  it('is a "Main" navigation with Home, Shop, Wiki, Leaderboard and More, the current page marked', async () => {
    await renderAt(href.defenseShop());
    // The first render loads the lazy chunks (page, data layer with the tab bar): slow on a busy machine.
    await screen.findByRole('heading', { name: 'page defenseShop' }, { timeout: 15_000 });
    await screen.findByTestId('tab-bar', {}, { timeout: 15_000 });
    const bar = tabBar();
    expect(bar.tagName).toBe('NAV');
    expect(bar).toHaveAttribute('aria-label', 'Main');
    const links = within(bar).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', href.home()],
      ['Shop', href.defenseShop()],
      ['Wiki', href.fraudWiki()],
      ['Leaderboard', href.leaderboard()],
    ]);
    // Each has an icon (hidden from assistive technology: the label is the name).
    for (const a of links) expect(a.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(within(bar).getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
    expect(moreButton()).toHaveAccessibleName('More');
  });

  it('"More" opens Progress, Help, Settings, Create a team league and Log out (no Admin for a player); Escape closes it and gives focus back', async () => {
    await renderAt(href.home());
    await shown('page home');
    const more = moreButton();
    const menu = document.getElementById(more.getAttribute('aria-controls') as string) as HTMLElement;
    expect(menu).not.toBeVisible();
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Progress', href.progress()],
      ['Help', href.help()],
      ['Settings', href.settings()],
      ['Create a team league', href.newTeamLeague()],
    ]);
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeVisible();
    within(menu).getByRole('link', { name: 'Help' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(more).toHaveFocus();
  });

  it('holds Admin for admins', async () => {
    await renderAt(href.home(), { claims: { email_verified: true, roles: ['admin'] } });
    await screen.findByRole('heading', { name: 'page home' });
    // The roles arrive with the ID token's claims, after the first render.
    await waitFor(() => expect(document.querySelector(`nav.top-nav a[href="${href.admin()}"]`)).not.toBeNull());
    fireEvent.click(moreButton());
    const menu = document.getElementById(moreButton().getAttribute('aria-controls') as string) as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Progress', 'Help', 'Settings', 'Create a team league', 'Admin']);
    expect(within(menu).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', href.admin());
  });

  it('a page from "More" closes the menu and marks "More" and the page', async () => {
    const history = await renderAt(href.home());
    await shown('page home');
    fireEvent.click(moreButton());
    const menu = document.getElementById(moreButton().getAttribute('aria-controls') as string) as HTMLElement;
    fireEvent.click(within(menu).getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { name: 'page settings' });
    expect(history.location.pathname).toBe(href.settings());
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
    expect(moreButton()).toHaveAccessibleName('More, current page: Settings');
    expect(moreButton()).toHaveClass('current');
    expect(within(menu).getByRole('link', { hidden: true, name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    // No tab link is the current page there.
    for (const a of within(tabBar()).getAllByRole('link')) expect(a).not.toHaveAttribute('aria-current');
  });

  it('a fraud page is under the Wiki tab (marked, but not as the current page)', async () => {
    await renderAt(href.fraud('Phishing'));
    await shown('page fraud');
    const wiki = within(tabBar()).getByRole('link', { name: 'Wiki' });
    expect(wiki).toHaveClass('current');
    expect(wiki).not.toHaveAttribute('aria-current');
    expect(moreButton()).not.toHaveClass('current');
  });

  it('a press outside the menu closes it', async () => {
    await renderAt(href.home());
    await shown('page home');
    fireEvent.click(moreButton());
    expect(moreButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'page home' }));
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Log out under "More" signs out and goes to the splash page', async () => {
    const history = await renderAt(href.leaderboard());
    await shown('page leaderboard');
    fireEvent.click(moreButton());
    const menu = document.getElementById(moreButton().getAttribute('aria-controls') as string) as HTMLElement;
    await act(async () => {
      fireEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    });
    await waitFor(() => expect(mocked.signOutUser).toHaveBeenCalledTimes(1));
    expect(history.location.pathname).toBe(href.splash());
  });

  it('tab links fetch their page ahead on focus and after 100 ms of hover', async () => {
    await renderAt(href.home());
    await shown('page home');
    const prefetch = vi.spyOn(loader, 'prefetch');
    prefetch.mockClear();
    fireEvent.focus(within(tabBar()).getByRole('link', { name: 'Leaderboard' }));
    expect(prefetch).toHaveBeenCalledWith('leaderboard', undefined);
    vi.useFakeTimers();
    try {
      fireEvent.mouseEnter(within(tabBar()).getByRole('link', { name: 'Wiki' }));
      vi.advanceTimersByTime(HOVER_PREFETCH_DELAY_MS - 1);
      expect(prefetch).not.toHaveBeenCalledWith('fraudWiki', undefined);
      vi.advanceTimersByTime(1);
      expect(prefetch).toHaveBeenCalledWith('fraudWiki', undefined);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not shown to a player who has not verified their email; Log out stays in the top bar', async () => {
    await renderAt(href.verifyEmail(), { user: { ...ADA, emailVerified: false }, claims: {} });
    await screen.findByRole('heading', { name: 'page verifyEmail' });
    expect(screen.queryByTestId('tab-bar')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    const logout = screen.getByRole('button', { name: 'Log out' });
    expect(logout).toHaveClass('logout');
    expect(logout).not.toHaveClass('logout-wide');
  });

  it('shows no balance before the email is verified (it read an empty "— cr"), and Log out stays on one line', async () => {
    await renderAt(href.verifyEmail(), { user: { ...ADA, emailVerified: false }, claims: {} });
    await screen.findByRole('heading', { name: 'page verifyEmail' });
    // The header's balance comes with the data layer: wait for it, then look.
    await act(() => loadDataLayer().then(() => new Promise((r) => setTimeout(r, 50))));
    expect(screen.queryByTestId('balance-chip')).toBeNull();
    expect(screen.queryByText(/cr$/)).toBeNull();
    // At 390 px "Log out" wrapped onto two lines beside the brand (styles.css keeps it whole).
    const css = readFileSync(join(__dirname, '../styles.css'), 'utf8');
    const rule = /\.top-bar \.logout \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/white-space: nowrap;/);
    expect(rule).toMatch(/flex-shrink: 0;/);
  });

  it('a verified player sees the balance in the header', async () => {
    await renderAt(href.home());
    await screen.findByRole('heading', { name: 'page home' });
    expect(await screen.findByTestId('balance-chip', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('the wide navigation keeps the full titles, in the same order, plus Admin for admins', async () => {
    await renderAt(href.home(), { claims: { email_verified: true, roles: ['admin'] } });
    await screen.findByRole('heading', { name: 'page home' });
    await waitFor(() => expect(document.querySelector('nav.top-nav a[href="/admin"]')).not.toBeNull());
    const wide = document.querySelector('nav.top-nav') as HTMLElement;
    expect(wide).toHaveAttribute('aria-label', 'Main');
    expect(
      within(wide)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(
      [
        ROUTES.home,
        ROUTES.defenseShop,
        ROUTES.fraudWiki,
        ROUTES.leaderboard,
        ROUTES.progress,
        ROUTES.help,
        ROUTES.settings,
        ROUTES.admin,
      ].map((r) => r.title),
    );
  });
});
