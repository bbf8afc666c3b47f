import { act, screen, waitFor, within } from '@testing-library/react';
import * as client from '@fraudshield/firebase-client';
import { href, ROUTES } from '@fraudshield/domain';
import { createPageLoader, registerPageLoader } from '../lib/page-loader';
import { stubPages } from '../testing/stub-pages';
import { loadDataLayer } from './boot/data-scope';
import { renderApp } from '../testing/render-app';

vi.mock('@fraudshield/firebase-client', async () => (await import('../testing/auth-client-mock')).appClientMock());
const mocked = vi.mocked(client);

const ADA: client.AuthUser = { uid: 'u1', email: 'ada@example.test', displayName: 'Ada', emailVerified: true };

// The data layer (React Query, wallet, toasts, the signed-in header) is a lazy chunk; in the
// browser it is fetched when idle. Loaded ahead here: its first import takes seconds in jsdom.
beforeAll(() => loadDataLayer(), 30_000);

describe('log out', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
    registerPageLoader(createPageLoader(stubPages()));
  });

  it('lands on the splash page and stays there, even when the SDK reports the sign-out before the router has rendered the splash', async () => {
    let emit: (user: client.AuthUser | null) => void = () => undefined;
    mocked.onAuthChange.mockImplementation((cb) => {
      emit = cb;
      return () => undefined;
    });
    mocked.currentUser.mockReturnValue(ADA);
    mocked.getClaims.mockResolvedValue({ email_verified: true });
    // Firebase tells its listeners before signOut() resolves: the signed-out state is queued
    // while the navigation to the splash page may still be rendering.
    mocked.signOutUser.mockImplementation(async () => {
      mocked.currentUser.mockReturnValue(null);
      emit(null);
    });

    const history = renderApp(href.home());
    // The client library is loaded after the first paint: the provider subscribes once it has arrived.
    await waitFor(() => expect(mocked.onAuthChange).toHaveBeenCalled());
    act(() => emit(ADA));
    await screen.findByRole('heading', { name: 'page home' });

    // A real click, outside act(): act() would render the router's update before the handler
    // goes on to sign out, and hide the race this test is about.
    const actEnv = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    screen.getByRole('button', { name: 'Log out' }).click();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnv;
    await screen.findByRole('heading', { name: 'page splash' });
    await waitFor(() => expect(mocked.signOutUser).toHaveBeenCalledTimes(1));
    // Give a wrong redirect (signed out on /home → /login) every chance to happen.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(history.location.pathname).toBe(href.splash());
    expect(screen.getByRole('heading', { name: 'page splash' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    // Nothing remembers the page the player left.
    expect(sessionStorage.length).toBe(0);
  });
});

describe('page titles and navigation', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    registerPageLoader(createPageLoader(stubPages()));
  });

  it('each page sets its own document title, and the nav labels are the catalog titles', async () => {
    mocked.onAuthChange.mockImplementation((cb) => {
      cb(ADA);
      return () => undefined;
    });
    mocked.currentUser.mockReturnValue(ADA);
    mocked.getClaims.mockResolvedValue({ email_verified: true });
    const history = renderApp(href.home());
    await screen.findByRole('heading', { name: 'page home' });
    // The first title waits for the card catalog's small chunk (document-title.ts); later ones are set at once.
    await waitFor(() => expect(document.title).toBe('Home · FraudShield League'));
    // The wide layout's navigation (the narrow layout's tab bar is app/tab-bar.test.tsx's).
    const nav = screen
      .getAllByRole('navigation', { name: 'Main' })
      .find((n) => n.classList.contains('top-nav')) as HTMLElement;
    for (const route of [
      ROUTES.home,
      ROUTES.defenseShop,
      ROUTES.fraudWiki,
      ROUTES.leaderboard,
      ROUTES.help,
      ROUTES.settings,
    ]) {
      expect(within(nav).getByRole('link', { name: route.title })).toHaveAttribute('href', route.pattern);
    }
    act(() => history.push(href.fraud('Phishing')));
    await screen.findByRole('heading', { name: 'page fraud' });
    expect(document.title).toBe('Phishing · Fraud · FraudShield League');
    act(() => history.push('/nowhere'));
    await waitFor(() => expect(document.title).toBe('Not found · FraudShield League'));
  });
});
