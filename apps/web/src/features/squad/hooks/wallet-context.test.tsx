import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import { createTestQueryClient } from '../../../testing/query-wrapper';
import { readBalance } from '../api/get-balance';
import { walletKeys } from '../../../lib/query-keys';
import { useWallet, WalletProvider } from './wallet-context';

vi.mock('@fraudshield/firebase-client', () => ({ callFunction: vi.fn() }));
const call = vi.mocked(callFunction);

function setUp(initialUid: string | null) {
  const client = createTestQueryClient();
  let uid = initialUid;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <WalletProvider uid={uid}>{children}</WalletProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useWallet(), { wrapper });
  return {
    ...hook,
    client,
    setUid(next: string | null) {
      uid = next;
      hook.rerender();
    },
  };
}

describe('wallet', () => {
  beforeEach(() => call.mockReset());

  it('is null with no user, and calls nothing', () => {
    const { result } = setUp(null);
    expect(result.current.balance).toBeNull();
    expect(result.current.loading).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });

  it('fetches the balance on sign-in, with a loading flag', async () => {
    let resolve: (n: number) => void = () => undefined;
    call.mockReturnValueOnce(new Promise((r) => (resolve = r)) as never);
    const { result, client } = setUp('u1');
    expect(result.current.loading).toBe(true);
    expect(result.current.balance).toBeNull();
    act(() => resolve(100));
    await waitFor(() => expect(result.current.balance).toBe(100));
    expect(result.current.loading).toBe(false);
    expect(call).toHaveBeenCalledWith('user_getBalance');
    expect(client.getQueryData(walletKeys.all('u1'))).toBe(100);
  });

  it('a failure is logged and shown as an error, never as 0; refresh reads again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Connection failed.');
    call.mockRejectedValueOnce(failure);
    const { result } = setUp('u1');
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.balance).toBeNull();
    expect(error).toHaveBeenCalled();
    call.mockResolvedValueOnce(42 as never);
    await act(async () => {
      await result.current.refresh();
    });
    await waitFor(() => expect(result.current.balance).toBe(42));
    expect(result.current.error).toBeNull();
    error.mockRestore();
  });

  it('reads anything but a number as 0', async () => {
    call.mockResolvedValueOnce('100' as never);
    const { result } = setUp('u1');
    await waitFor(() => expect(result.current.balance).toBe(0));
    expect([readBalance(12.5), readBalance(null), readBalance(NaN), readBalance({ balance: 1 })]).toEqual([
      12.5, 0, 0, 0,
    ]);
  });

  it('refreshes on demand', async () => {
    call.mockResolvedValueOnce(100 as never).mockResolvedValueOnce(85.5 as never);
    const { result } = setUp('u1');
    await waitFor(() => expect(result.current.balance).toBe(100));
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.balance).toBe(85.5));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('goes back to null on sign-out and fetches again for the next user', async () => {
    call.mockResolvedValueOnce(100 as never).mockResolvedValueOnce(42 as never);
    const { result, setUid } = setUp('u1');
    await waitFor(() => expect(result.current.balance).toBe(100));
    setUid(null);
    expect(result.current.balance).toBeNull();
    setUid('u2');
    await waitFor(() => expect(result.current.balance).toBe(42));
  });

  it('throws outside its provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useWallet())).toThrow('useWallet must be used within a WalletProvider');
    error.mockRestore();
  });
});
