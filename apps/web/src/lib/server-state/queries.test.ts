import { QueryObserver, skipToken } from '@tanstack/react-query';
import { callFunction } from '@fraudshield/firebase-client';
import { createTestQueryClient } from '../../testing/query-wrapper';
import { callableInfiniteQuery, callableKey, callableMutationKey, callableQuery, mutationGroupKey } from './queries';
import { invalidate, writeBalance } from './writers';

vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../testing/firebase-client-mock')).callableClientMock(),
);
const call = vi.mocked(callFunction);

describe('the query factory', () => {
  beforeEach(() => call.mockReset());

  it('keys a callable under the player, its name and its payload', () => {
    expect(callableQuery('user_getBalance', 'u1').queryKey).toEqual(['u', 'u1', 'user_getBalance']);
    expect(callableQuery('quiz_get', 'u1', { pageId: 'Phishing' }).queryKey).toEqual([
      'u',
      'u1',
      'quiz_get',
      { pageId: 'Phishing' },
    ]);
    // The prefix of every payload's key: what invalidate() matches.
    expect(callableKey('u1', 'quiz_get')).toEqual(['u', 'u1', 'quiz_get']);
  });

  it('fetches through callFunction with the payload, or none for a callable without one', async () => {
    call.mockResolvedValue(5 as never);
    const client = createTestQueryClient();
    await client.fetchQuery(callableQuery('user_getBalance', 'u1'));
    await client.fetchQuery(callableQuery('week_getReport', 'u1', { weekId: 'w1' }));
    expect(call.mock.calls).toEqual([['user_getBalance'], ['week_getReport', { weekId: 'w1' }]]);
  });

  it('holds the query (skipToken) with no player or a skipped payload', () => {
    expect(callableQuery('user_getBalance', null).queryFn).toBe(skipToken);
    expect(callableQuery('week_getReport', 'u1', skipToken).queryFn).toBe(skipToken);
    expect(callableQuery('week_getReport', 'u1', skipToken).queryKey).toEqual(['u', 'u1', 'week_getReport', null]);
  });

  it('takes the stale time and retry from the callable', () => {
    expect(callableQuery('week_getReport', 'u1', { weekId: 'w1' }).staleTime).toBe(Infinity);
    expect(callableQuery('quiz_get', 'u1', { pageId: 'Phishing' }).staleTime).toBe(5 * 60_000);
    expect('staleTime' in callableQuery('user_getBalance', 'u1')).toBe(false);
    expect(callableQuery('league_preview', 'u1', { code: 'ABC234' }).retry).toBe(false);
  });

  it('pages a paged callable by the cursor the last page handed back', async () => {
    call
      .mockResolvedValueOnce({ entries: [1], nextCursor: 'c1' } as never)
      .mockResolvedValueOnce({ entries: [2], nextCursor: null } as never);
    const client = createTestQueryClient();
    const options = callableInfiniteQuery('leaderboard_getPage', 'u1', { leagueId: 'L1', limit: 10 });
    await client.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(call.mock.calls).toEqual([
      ['leaderboard_getPage', { leagueId: 'L1', limit: 10 }],
      ['leaderboard_getPage', { leagueId: 'L1', limit: 10, cursor: 'c1' }],
    ]);
  });

  it('groups mutation keys', () => {
    expect(callableMutationKey('u1', 'squad-change', 'shop_buyDefense').slice(0, 4)).toEqual(
      mutationGroupKey('u1', 'squad-change'),
    );
  });
});

describe('the shared writers', () => {
  it('write where the factory reads, and invalidate every payload of a callable', async () => {
    const client = createTestQueryClient();
    writeBalance(client, 'u1', 12.5);
    expect(client.getQueryData(callableQuery('user_getBalance', 'u1').queryKey)).toBe(12.5);
    client.setQueryData(callableQuery('week_getReport', 'u1', { weekId: 'w1' }).queryKey, { id: 'w1' } as never);
    client.setQueryData(callableQuery('week_getReport', 'u1', { weekId: 'w2' }).queryKey, { id: 'w2' } as never);
    await invalidate(client, 'u1', 'week_getReport');
    const reports = client.getQueryCache().findAll({ queryKey: callableKey('u1', 'week_getReport') });
    expect(reports.map((q) => q.state.isInvalidated)).toEqual([true, true]);
    expect(client.getQueryCache().find({ queryKey: callableKey('u1', 'user_getBalance') })?.state.isInvalidated).toBe(
      false,
    );
  });

  it('after a write, answer with a read that started after it, not one in flight since before it', async () => {
    // The list of leagues was still loading (no answer yet) when the player created one: the read
    // in flight began before the write and answers without the new league.
    let written = false;
    const started: boolean[] = [];
    let answerFirst: (v: unknown) => void = () => undefined;
    call.mockImplementation((() => {
      started.push(written);
      if (started.length === 1) return new Promise((resolve) => (answerFirst = resolve));
      return Promise.resolve(written ? ['L1'] : []);
    }) as never);
    const client = createTestQueryClient();
    const observer = new QueryObserver(client, callableQuery('league_getMine', 'u1'));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(started).toEqual([false]));
    written = true;
    const refreshed = invalidate(client, 'u1', 'league_getMine');
    answerFirst([]);
    await refreshed;
    expect(client.getQueryData(callableQuery('league_getMine', 'u1').queryKey)).toEqual(['L1']);
    expect(started).toEqual([false, true]);
    unsubscribe();
  });

  it('do nothing with no player', async () => {
    const client = createTestQueryClient();
    writeBalance(client, null, 5);
    await invalidate(client, null, 'user_getBalance');
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
