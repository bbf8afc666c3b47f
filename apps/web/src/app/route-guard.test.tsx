import { act, screen, waitFor } from '@testing-library/react';
import * as client from '@fraudshield/firebase-client';
import { href } from '@fraudshield/domain';
import { createPageLoader, registerPageLoader } from '../lib/page-loader';
import { stubPages } from '../testing/stub-pages';
import { renderApp } from '../testing/render-app';

vi.mock('@fraudshield/firebase-client', async () => (await import('../testing/auth-client-mock')).appClientMock());
const layer = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./boot/data-scope', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./boot/data-scope')>();
  return {
    ...actual,
    loadDataLayer: () => {
      layer.loads++;
      return actual.loadDataLayer();
    },
  };
});
const mocked = vi.mocked(client);

const ADA: client.AuthUser = { uid: 'u1', email: 'ada@example.test', displayName: 'Ada', emailVerified: true };

describe('route guard while auth initializes', () => {
  let emit: (user: client.AuthUser | null) => void = () => undefined;
  let loader: ReturnType<typeof createPageLoader>;
  beforeEach(() => {
    vi.clearAllMocks();
    layer.loads = 0;
    loader = createPageLoader(stubPages());
    vi.spyOn(loader, 'prefetch');
    registerPageLoader(loader);
    // Auth has not answered yet: the SDK's first report is held until the test sends it.
    mocked.onAuthChange.mockImplementation((cb) => {
      emit = cb;
      return () => undefined;
    });
    mocked.currentUser.mockReturnValue(null);
    mocked.getClaims.mockResolvedValue({ email_verified: true });
  });

  it('a guarded page shows Loading… while its chunk and the data layer are fetched beside auth, then the page', async () => {
    renderApp(href.home());
    // The spec's behaviour: Loading… while auth initialises.
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(loader.prefetch).toHaveBeenCalledWith('home'));
    expect(layer.loads).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'page home' })).not.toBeInTheDocument();
    await waitFor(() => expect(mocked.onAuthChange).toHaveBeenCalled());
    mocked.currentUser.mockReturnValue(ADA);
    act(() => emit(ADA));
    expect(await screen.findByRole('heading', { name: 'page home' }, { timeout: 30_000 })).toBeInTheDocument();
  }, 60_000);

  it('a public page fetches no guarded page ahead', async () => {
    renderApp(href.splash());
    await waitFor(() => expect(mocked.onAuthChange).toHaveBeenCalled());
    expect(loader.prefetch).not.toHaveBeenCalled();
  });
});
