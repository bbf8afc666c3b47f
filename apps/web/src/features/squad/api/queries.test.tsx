import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { callFunction, ClientAppError } from '@fraudshield/firebase-client';
import { CALLABLE_MESSAGES, CONNECTION_FAILED_MESSAGE, type PlayerDefense } from '@fraudshield/domain';
import { createTestQueryClient } from '../../../testing/query-wrapper';
import { callableKey } from '../../../lib/server-state/queries';
import { UidProvider } from '../../../lib/server-state/queries';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/error-text';
import { readBalance, useBalance, useDefenses } from './queries';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock(),
);
const call = vi.mocked(callFunction);

const MFA: PlayerDefense = { defenseId: 'MultiFactorAuth', pricePaid: 10.5, deployed: true, lead: false };
const EDU: PlayerDefense = { defenseId: 'UserEducation', pricePaid: 14.5, deployed: false, lead: false };

/** Renders a hook as a screen does: inside the query client and under the signed-in player (useUid). */
function setUp<T>(hook: () => T, initialUid: string | null) {
  const client = createTestQueryClient();
  let uid = initialUid;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UidProvider uid={uid}>{children}</UidProvider>
    </QueryClientProvider>
  );
  const rendered = renderHook(hook, { wrapper });
  return {
    ...rendered,
    client,
    setUid(next: string | null) {
      uid = next;
      rendered.rerender();
    },
  };
}

describe('the wallet (useBalance), a plain query', () => {
  beforeEach(() => call.mockReset());

  it('reads nothing with no user', () => {
    const { result } = setUp(useBalance, null);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isFetching).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });

  it('fetches the balance on sign-in, cached under the player', async () => {
    let resolve: (n: number) => void = () => undefined;
    call.mockReturnValueOnce(new Promise((r) => (resolve = r)) as never);
    const { result, client } = setUp(useBalance, 'u1');
    expect(result.current.isFetching).toBe(true);
    expect(result.current.data).toBeUndefined();
    act(() => resolve(100));
    await waitFor(() => expect(result.current.data).toBe(100));
    expect(call).toHaveBeenCalledWith('user_getBalance');
    expect(client.getQueryData(callableKey('u1', 'user_getBalance'))).toBe(100);
  });

  it('a failed read is an error, never 0; a refetch reads again', async () => {
    const failure = new ClientAppError('network');
    call.mockRejectedValueOnce(failure);
    const { result } = setUp(useBalance, 'u1');
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.data).toBeUndefined();
    call.mockResolvedValueOnce(42 as never);
    await act(async () => {
      await result.current.refetch();
    });
    await waitFor(() => expect(result.current.data).toBe(42));
    expect(result.current.error).toBeNull();
  });

  it('shows a failed read as the error with Try again (QueryState), not as 0.0 cr', async () => {
    call.mockRejectedValueOnce(new ClientAppError('network'));
    function Wallet() {
      const wallet = useBalance();
      return (
        <QueryState query={wallet} loadingLabel="Loading" errorTitle="Your balance did not load" testId="wallet">
          {(balance) => <p>{balance} cr</p>}
        </QueryState>
      );
    }
    const client = createTestQueryClient();
    render(
      <QueryClientProvider client={client}>
        <UidProvider uid="u1">
          <Wallet />
        </UidProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('wallet-error')).toHaveTextContent('Your balance did not load');
    expect(screen.getByTestId('wallet-error')).toHaveTextContent(CONNECTION_FAILED_MESSAGE);
    expect(screen.queryByText(/0(\.0)? cr/)).toBeNull();
  });

  it('reads anything but a number as 0', async () => {
    call.mockResolvedValueOnce('100' as never);
    const { result } = setUp(useBalance, 'u1');
    await waitFor(() => expect(result.current.data).toBe(0));
    expect([readBalance(12.5), readBalance(null), readBalance(NaN), readBalance({ balance: 1 })]).toEqual([
      12.5, 0, 0, 0,
    ]);
  });

  it('goes back to nothing on sign-out and fetches again for the next user', async () => {
    call.mockResolvedValueOnce(100 as never).mockResolvedValueOnce(42 as never);
    const { result, setUid } = setUp(useBalance, 'u1');
    await waitFor(() => expect(result.current.data).toBe(100));
    setUid(null);
    expect(result.current.data).toBeUndefined();
    setUid('u2');
    await waitFor(() => expect(result.current.data).toBe(42));
  });
});

describe('useDefenses, a plain query with the owned and deployed sets', () => {
  beforeEach(() => call.mockReset());

  it('is empty with no user and calls nothing', () => {
    const { result } = setUp(useDefenses, null);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isFetching).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });

  it('loads the list, keyed by uid', async () => {
    call.mockResolvedValueOnce([MFA] as never);
    const { result, client } = setUp(useDefenses, 'u1');
    expect(result.current.isFetching).toBe(true);
    await waitFor(() => expect(result.current.data?.list).toEqual([MFA]));
    expect(call).toHaveBeenCalledWith('user_getDefenses');
    expect(client.getQueryData(callableKey('u1', 'user_getDefenses'))).toEqual([MFA]);
  });

  it('a failed read is an error with its mapped message, and nothing known', async () => {
    call.mockRejectedValueOnce(new ClientAppError('unavailable'));
    const { result } = setUp(useDefenses, 'u1');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(errorText(result.current.error)).toBe(CALLABLE_MESSAGES.unavailable);
    expect(result.current.isSuccess).toBe(false);
    expect(result.current.data).toBeUndefined();
  });

  it('reloads when the user changes and holds on sign-out', async () => {
    call.mockResolvedValueOnce([MFA] as never).mockResolvedValueOnce([EDU] as never);
    const { result, setUid } = setUp(useDefenses, 'u1');
    await waitFor(() => expect(result.current.data?.list).toEqual([MFA]));
    setUid('u2');
    await waitFor(() => expect(result.current.data?.list).toEqual([EDU]));
    setUid(null);
    expect(result.current.data).toBeUndefined();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('gives the owned and deployed sets, computed once per answer (select)', async () => {
    call.mockResolvedValueOnce([MFA, EDU] as never);
    const { result, rerender } = setUp(useDefenses, 'u1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect([...result.current.data!.owned]).toEqual(['MultiFactorAuth', 'UserEducation']);
    expect([...result.current.data!.deployed]).toEqual(['MultiFactorAuth']);
    const { owned } = result.current.data!;
    rerender();
    expect(result.current.data!.owned).toBe(owned);
  });
});
