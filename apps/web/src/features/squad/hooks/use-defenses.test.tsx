import { renderHook, waitFor } from '@testing-library/react';
import { callFunction, ClientAppError } from '@fraudshield/firebase-client';
import { CALLABLE_MESSAGES, CONNECTION_FAILED_MESSAGE, type PlayerDefense } from '@fraudshield/domain';
import { createTestQueryClient, withQueryClient } from '../../../testing/query-wrapper';
import { defensesKeys } from '../../../lib/query-keys';
import { DEFENSES_LOAD_FAILED } from '../api/get-defenses';
import { useDefenses } from './use-defenses';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock(),
);
const call = vi.mocked(callFunction);

const MFA: PlayerDefense = { defenseId: 'MultiFactorAuth', pricePaid: 10.5, deployed: true, lead: false };
const EDU: PlayerDefense = { defenseId: 'UserEducation', pricePaid: 14.5, deployed: false, lead: false };

function setUp(uid: string | null) {
  const client = createTestQueryClient();
  const hook = renderHook((props: { uid: string | null }) => useDefenses(props.uid), {
    wrapper: withQueryClient(client),
    initialProps: { uid },
  });
  return { ...hook, client };
}

describe('useDefenses', () => {
  beforeEach(() => call.mockReset());

  it('is empty with no user and calls nothing', () => {
    const { result } = setUp(null);
    expect(result.current).toMatchObject({ defenses: [], loading: false, error: null });
    expect(call).not.toHaveBeenCalled();
  });

  it('loads the list with a loading flag, keyed by uid', async () => {
    call.mockResolvedValueOnce([MFA] as never);
    const { result, client } = setUp('u1');
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.defenses).toEqual([MFA]));
    expect(result.current).toMatchObject({ loading: false, error: null });
    expect(call).toHaveBeenCalledWith('user_getDefenses');
    expect(client.getQueryData(defensesKeys.all('u1'))).toEqual([MFA]);
  });

  it('on failure: the error message, and the list emptied', async () => {
    call.mockResolvedValueOnce([MFA] as never).mockRejectedValueOnce(new ClientAppError('network'));
    const { result } = setUp('u1');
    await waitFor(() => expect(result.current.defenses).toEqual([MFA]));
    await result.current.reload();
    await waitFor(() => expect(result.current.error).toBe(CONNECTION_FAILED_MESSAGE));
    expect(result.current.defenses).toEqual([]);
  });

  it('says "Failed to load defenses" when the error has no message', async () => {
    call.mockRejectedValueOnce(new Error(''));
    const { result } = setUp('u1');
    await waitFor(() => expect(result.current.error).toBe(DEFENSES_LOAD_FAILED));
    expect(DEFENSES_LOAD_FAILED).toBe('Failed to load defenses');
  });

  it('reloads when the user changes and empties on sign-out', async () => {
    call.mockResolvedValueOnce([MFA] as never).mockResolvedValueOnce([EDU] as never);
    const { result, rerender } = setUp('u1');
    await waitFor(() => expect(result.current.defenses).toEqual([MFA]));
    rerender({ uid: 'u2' });
    await waitFor(() => expect(result.current.defenses).toEqual([EDU]));
    rerender({ uid: null });
    expect(result.current).toMatchObject({ defenses: [], error: null, loading: false });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('gives the owned and deployed sets, computed once per answer (select), and "known" only for an answer', async () => {
    call.mockResolvedValueOnce([MFA, EDU] as never);
    const { result, rerender } = setUp('u1');
    expect(result.current).toMatchObject({ waiting: true, known: false });
    await waitFor(() => expect(result.current.known).toBe(true));
    expect([...result.current.owned]).toEqual(['MultiFactorAuth', 'UserEducation']);
    expect([...result.current.deployed]).toEqual(['MultiFactorAuth']);
    const { owned } = result.current;
    rerender({ uid: 'u1' });
    expect(result.current.owned).toBe(owned);
  });

  it('a failure is not an answer: nothing known, the sets empty', async () => {
    call.mockRejectedValueOnce(new ClientAppError('unavailable'));
    const { result } = setUp('u1');
    await waitFor(() => expect(result.current.error).toBe(CALLABLE_MESSAGES.unavailable));
    expect(result.current).toMatchObject({ known: false, waiting: false });
    expect(result.current.owned.size + result.current.deployed.size).toBe(0);
  });
});
