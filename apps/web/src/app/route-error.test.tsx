import { act, screen } from '@testing-library/react';
import * as client from '@fraudshield/firebase-client';
import { href } from '@fraudshield/domain';
import { createPageLoader, registerPageLoader } from '../lib/page-loader';
import { stubPages } from '../testing/stub-pages';
import { renderApp } from '../testing/render-app';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../testing/auth-client-mock')).appClientMock(() => new Promise(() => undefined)),
);
const mocked = vi.mocked(client);

describe('a page that crashes', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocked.onAuthChange.mockImplementation((cb) => {
      cb(null);
      return () => undefined;
    });
    mocked.currentUser.mockReturnValue(null);
    const pages = stubPages();
    pages.notFound = async () => ({
      default: () => {
        throw new Error('boom');
      },
    });
    registerPageLoader(createPageLoader(pages));
  });

  it('shows "Something went wrong" with Reload, logs the error, and a navigation away shows the next page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const history = renderApp('/nowhere');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(logged.mock.calls.some((call) => call.some((arg) => arg instanceof Error && arg.message === 'boom'))).toBe(
      true,
    );

    // The browser's back button or a typed address: the boundary lets the next page render.
    act(() => history.push(href.splash()));
    expect(await screen.findByRole('heading', { name: 'page splash' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
