import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import * as client from '@fraudshield/firebase-client';
import { href } from '@fraudshield/domain';
import { createPageLoader, registerPageLoader } from '../lib/page-loader';
import { stubPages } from '../testing/stub-pages';
import { renderApp } from '../testing/render-app';
import { scrollTarget } from './scroll-memory';

vi.mock('@fraudshield/firebase-client', async () => (await import('../testing/auth-client-mock')).appClientMock());
const mocked = vi.mocked(client);

const at = (pathname: string, key: string, search = '', hash = '') => ({ pathname, search, hash, key });

describe('scrollTarget (where a navigation leaves the page)', () => {
  const saved = new Map([['k-home', 1200]]);
  it('a new page starts at the top; Back returns to the position its entry had', () => {
    expect(scrollTarget(at('/home', 'k-home'), at('/defenseshop', 'k2'), 'PUSH', saved)).toEqual({ top: 0 });
    expect(scrollTarget(at('/defenseshop', 'k2'), at('/home', 'k-home'), 'POP', saved)).toEqual({ top: 1200 });
    // An entry with no recorded position (e.g. opened in another visit) starts at the top.
    expect(scrollTarget(at('/defenseshop', 'k2'), at('/home', 'k-old'), 'POP', saved)).toEqual({ top: 0 });
  });
  it('a link to the page on screen (a REPLACE of the same path) goes to the top; a new query on it stays', () => {
    expect(scrollTarget(at('/home', 'k1'), at('/home', 'k2'), 'REPLACE', saved)).toEqual({ top: 0 });
    expect(scrollTarget(at('/leaderboard', 'k1'), at('/leaderboard', 'k2', '?league=x'), 'PUSH', saved)).toBeNull();
  });
  it('a #hash goes to its element; the first render only restores a reload; a re-render is no navigation', () => {
    expect(scrollTarget(at('/home', 'k1'), at('/help', 'k2', '', '#mastery'), 'PUSH', saved)).toEqual({
      id: 'mastery',
    });
    expect(scrollTarget(null, at('/home', 'k-home'), 'POP', saved)).toEqual({ top: 1200 });
    expect(scrollTarget(null, at('/home', 'k9'), 'POP', saved)).toBeNull();
    expect(scrollTarget(at('/home', 'k1'), at('/home', 'k1'), 'PUSH', saved)).toBeNull();
  });
});

const ADA: client.AuthUser = { uid: 'u1', email: 'ada@example.test', displayName: 'Ada', emailVerified: true };

/** The player scrolls the page to `top` (the browser fires a scroll event). */
function scrollPage(top: number) {
  act(() => {
    window.scrollTo(0, top);
    fireEvent.scroll(window);
  });
}

describe('the app keeps its place like a native app', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    registerPageLoader(createPageLoader(stubPages()));
    mocked.onAuthChange.mockImplementation((cb) => {
      cb(ADA);
      return () => undefined;
    });
    mocked.currentUser.mockReturnValue(ADA);
    mocked.getClaims.mockResolvedValue({ email_verified: true });
    window.scrollTo(0, 0);
  });

  it('a tab tap opens its page at the top, Back restores the position, and tapping the current tab scrolls to the top', async () => {
    const history = renderApp(href.home());
    await screen.findByRole('heading', { name: 'page home' }, { timeout: 15_000 });
    const bar = await screen.findByTestId('tab-bar', {}, { timeout: 15_000 });
    scrollPage(900);

    const spy = vi.spyOn(window, 'scrollTo');
    fireEvent.click(within(bar).getByRole('link', { name: 'Shop' }));
    await screen.findByRole('heading', { name: 'page defenseShop' }, { timeout: 15_000 });
    expect(spy).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);

    scrollPage(300);
    act(() => history.go(-1));
    await screen.findByRole('heading', { name: 'page home' }, { timeout: 15_000 });
    expect(window.scrollY).toBe(900);
    act(() => history.go(1));
    await screen.findByRole('heading', { name: 'page defenseShop' }, { timeout: 15_000 });
    expect(window.scrollY).toBe(300);

    // The tab of the page on screen: the page goes back to its top.
    fireEvent.click(within(bar).getByRole('link', { name: 'Shop' }));
    await vi.waitFor(() => expect(window.scrollY).toBe(0));
    spy.mockRestore();
  });

  it('a page loaded afresh does not open at the place of another page loaded afresh earlier in the tab', async () => {
    // Each page load's first entry has the key "default" (no history state yet), whatever its page.
    renderApp(href.home());
    await screen.findByRole('heading', { name: 'page home' }, { timeout: 15_000 });
    scrollPage(1883);
    cleanup();
    window.scrollTo(0, 0);

    // Another page typed in, or opened from a link in an email: its top, not Home's 1883.
    renderApp(href.defenseShop());
    await screen.findByRole('heading', { name: 'page defenseShop' }, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.scrollY).toBe(0);
    cleanup();

    // Home loaded again (a reload) still comes back to its place.
    renderApp(href.home());
    await screen.findByRole('heading', { name: 'page home' }, { timeout: 15_000 });
    await vi.waitFor(() => expect(window.scrollY).toBe(1883));
  });
});
