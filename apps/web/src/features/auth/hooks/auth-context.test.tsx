import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import * as client from '@fraudshield/firebase-client';
import { createTestQueryClient } from '../../../testing/query-wrapper';
import { registerQueryClient } from '../../../lib/server-state/user-data';
import { callableKey } from '../../../lib/server-state/queries';
import { AuthProvider, useAuth } from './auth-context';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/auth-client-mock')).authClientMock(),
);
const mocked = vi.mocked(client);

const ADA: client.AuthUser = { uid: 'u1', email: 'ada@example.test', displayName: 'Ada', emailVerified: true };

function setUp() {
  let emit: (user: client.AuthUser | null) => void = () => undefined;
  mocked.onAuthChange.mockImplementation((cb) => {
    emit = cb;
    return () => undefined;
  });
  const queries = createTestQueryClient();
  // The data layer registers the app's QueryClient when it loads (lib/user-data.ts).
  registerQueryClient(queries);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>
      <AuthProvider googleMode="popup">{children}</AuthProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useAuth(), { wrapper });
  // The client library is loaded after the first paint: the provider subscribes once it has arrived.
  const subscribed = () => waitFor(() => expect(mocked.onAuthChange).toHaveBeenCalled());
  return {
    ...hook,
    queries,
    emit: async (u: client.AuthUser | null) => {
      await subscribed();
      act(() => emit(u));
    },
  };
}

describe('auth context', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocked.currentUser.mockReturnValue(null);
  });

  it('initializes, then reads the claims from the ID token on sign-in', async () => {
    mocked.getClaims.mockResolvedValue({ roles: ['admin'], email_verified: true });
    mocked.currentUser.mockReturnValue(ADA);
    const { result, emit } = setUp();
    expect(result.current.viewer).toEqual({ status: 'initializing' });
    await emit(ADA);
    await waitFor(() => expect(result.current.viewer.status).toBe('signedIn'));
    expect(mocked.getClaims).toHaveBeenCalledWith(false);
    expect(result.current.user).toEqual(ADA);
    expect(result.current.roles).toEqual(['admin']);
    expect(result.current.hasRole('admin')).toBe(true);
    expect(result.current.viewer).toEqual({ status: 'signedIn', emailVerified: true, roles: ['admin'] });
  });

  it('claims that cannot be read count as an empty object (no roles)', async () => {
    mocked.getClaims.mockRejectedValue(new Error('network'));
    const { result, emit } = setUp();
    await emit(ADA);
    await waitFor(() => expect(result.current.viewer.status).toBe('signedIn'));
    expect(result.current.claims).toEqual({});
    expect(result.current.roles).toEqual([]);
    expect(result.current.hasRole('admin')).toBe(false);
  });

  it('a non-array roles claim means no roles', async () => {
    mocked.getClaims.mockResolvedValue({ roles: 'admin' });
    const { result, emit } = setUp();
    await emit(ADA);
    await waitFor(() => expect(result.current.viewer.status).toBe('signedIn'));
    expect(result.current.roles).toEqual([]);
  });

  it('refreshClaims forces a refresh and updates the roles; null when nobody is signed in', async () => {
    mocked.getClaims.mockResolvedValueOnce({}).mockResolvedValueOnce({ roles: ['admin'] });
    mocked.currentUser.mockReturnValue(ADA);
    const { result, emit } = setUp();
    await emit(ADA);
    await waitFor(() => expect(result.current.viewer.status).toBe('signedIn'));
    expect(result.current.hasRole('admin')).toBe(false);
    let claims: unknown;
    await act(async () => {
      claims = await result.current.refreshClaims();
    });
    expect(mocked.getClaims).toHaveBeenLastCalledWith(true);
    expect(claims).toEqual({ roles: ['admin'] });
    expect(result.current.hasRole('admin')).toBe(true);

    mocked.currentUser.mockReturnValue(null);
    await act(async () => {
      claims = await result.current.refreshClaims();
    });
    expect(claims).toBeNull();
  });

  it("linking and unlinking Google update the user's sign-in methods without an auth event", async () => {
    mocked.getClaims.mockResolvedValue({});
    mocked.currentUser.mockReturnValue({ ...ADA, providerIds: ['password'] });
    const { result, emit } = setUp();
    await emit({ ...ADA, providerIds: ['password'] });
    await waitFor(() => expect(result.current.user?.providerIds).toEqual(['password']));
    mocked.linkGoogle.mockResolvedValue({ ...ADA, providerIds: ['password', 'google.com'] });
    await act(async () => {
      await result.current.linkGoogle();
    });
    expect(mocked.linkGoogle).toHaveBeenCalledWith('popup');
    expect(result.current.user?.providerIds).toEqual(['password', 'google.com']);
    mocked.unlinkGoogle.mockResolvedValue({ ...ADA, providerIds: ['password'] });
    await act(async () => {
      await result.current.unlinkGoogle();
    });
    expect(result.current.user?.providerIds).toEqual(['password']);
    mocked.unlinkGoogle.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/last-sign-in-method' }));
    await expect(result.current.unlinkGoogle()).rejects.toMatchObject({ code: 'auth/last-sign-in-method' });
    expect(result.current.user?.providerIds).toEqual(['password']);
  });

  it('an unchanged user snapshot keeps the same state object (no effect re-runs)', async () => {
    mocked.getClaims.mockResolvedValue({});
    mocked.currentUser.mockReturnValue({ ...ADA, providerIds: ['password'] });
    const { result, emit } = setUp();
    await emit({ ...ADA, providerIds: ['password'] });
    await waitFor(() => expect(result.current.viewer.status).toBe('signedIn'));
    const before = result.current.user;
    mocked.reloadUser.mockResolvedValue({ ...ADA, providerIds: ['password'] });
    await act(async () => {
      await result.current.reloadUser();
    });
    expect(result.current.user).toBe(before);
    mocked.reloadUser.mockResolvedValue({ ...ADA, displayName: 'Ada L.', providerIds: ['password'] });
    await act(async () => {
      await result.current.reloadUser();
    });
    expect(result.current.user?.displayName).toBe('Ada L.');
  });

  it('the link opened in another tab — coming back to this tab (focus) reloads the user and takes a token that says verified', async () => {
    const unverified = { ...ADA, emailVerified: false };
    mocked.getClaims.mockResolvedValue({ email_verified: false });
    mocked.currentUser.mockReturnValue(unverified);
    const { result, emit } = setUp();
    await emit(unverified);
    await waitFor(() => expect(result.current.viewer).toEqual({ status: 'signedIn', emailVerified: false, roles: [] }));
    // The link is opened elsewhere; this tab gets the focus back.
    mocked.reloadUser.mockResolvedValue(ADA);
    mocked.getClaims.mockResolvedValue({ email_verified: true });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(result.current.viewer).toEqual({ status: 'signedIn', emailVerified: true, roles: [] }));
    expect(mocked.reloadUser).toHaveBeenCalledTimes(1);
    expect(result.current.claims).toEqual({ email_verified: true });
    // Verified, with a token that says so: focus no longer reloads anything.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(mocked.reloadUser).toHaveBeenCalledTimes(1);
  });

  it('signing out clears the user, the claims and every user query', async () => {
    mocked.getClaims.mockResolvedValue({ roles: ['admin'] });
    const { result, emit, queries } = setUp();
    await emit(ADA);
    await waitFor(() => expect(result.current.viewer.status).toBe('signedIn'));
    queries.setQueryData(callableKey('u1', 'user_getBalance'), 100);
    queries.setQueryData(['pub', 'rules'], 'kept');
    await act(async () => {
      await result.current.signOut();
    });
    await emit(null);
    expect(mocked.signOutUser).toHaveBeenCalled();
    expect(result.current.viewer).toEqual({ status: 'signedOut' });
    expect(result.current.user).toBeNull();
    expect(result.current.claims).toEqual({});
    expect(result.current.roles).toEqual([]);
    expect(queries.getQueryData(callableKey('u1', 'user_getBalance'))).toBeUndefined();
    expect(queries.getQueryData(['pub', 'rules'])).toBe('kept');
  });

  it('is busy while a sign-in runs', async () => {
    let finish: () => void = () => undefined;
    mocked.signInWithEmail.mockReturnValue(new Promise((r) => (finish = () => r(ADA))));
    const { result, emit } = setUp();
    await emit(null);
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.signIn('a@b.c', 'pw');
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await pending;
    });
    expect(result.current.busy).toBe(false);
  });

  it('throws outside its provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    error.mockRestore();
  });
});
