import { describe, expect, it } from 'vitest';
import { callerCtx } from '../testing/fake-player-deps';
import { exportAccount, toPlainJson } from './account-export';

describe('exportAccount', () => {
  it('returns the account and every document in path order, as plain JSON', async () => {
    const ctx = callerCtx({ uid: 'me', now: Date.UTC(2026, 10, 25) });
    const stamp = { toDate: () => new Date(Date.UTC(2026, 0, 2)) };
    const out = await exportAccount(ctx, undefined, {
      account: async () => ({
        email: 'me@x.test',
        emailVerified: true,
        displayName: null,
        providers: ['password'],
        createdAt: null,
        lastSignInAt: null,
        disabled: false,
        claims: {},
      }),
      documents: async (uid) => [
        { path: `standings/${uid}`, data: { rank: 3 } },
        {
          path: `players/${uid}`,
          data: { updatedAt: 5, nested: [{ expireAt: stamp }], when: new Date(Date.UTC(2026, 1, 3)) },
        },
      ],
    });
    expect(out.exportedAt).toBe('2026-11-25T00:00:00.000Z');
    expect(out.documents.map((d) => d.path)).toEqual(['players/me', 'standings/me']);
    expect(out.documents[0]?.data).toEqual({
      updatedAt: 5,
      nested: [{ expireAt: '2026-01-02T00:00:00.000Z' }],
      when: '2026-02-03T00:00:00.000Z',
    });
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });

  it('leaves plain values alone', () => {
    expect(toPlainJson({ a: [1, 'x', null, true] })).toEqual({ a: [1, 'x', null, true] });
  });
});
