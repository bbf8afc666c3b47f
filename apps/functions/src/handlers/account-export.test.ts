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
      publicNames: async () => new Map(),
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

describe("the download carries no other person's identifiers", () => {
  const account = async () => ({
    email: 'me@x.test',
    emailVerified: true,
    displayName: 'Me',
    providers: ['password'],
    createdAt: null,
    lastSignInAt: null,
    disabled: false,
    claims: {},
  });
  const others = ['co-owner-uid', 'invited-uid', 'admin-uid', 'admin@fraudshield.test', 'target-uid', 'target@x.test'];

  it("co-owners by the public names the owner sees, admins as 'an admin', other accounts as 'another account'", async () => {
    const ctx = callerCtx({ uid: 'me', now: Date.UTC(2026, 10, 25) });
    const out = await exportAccount(ctx, undefined, {
      account,
      documents: async () => [
        {
          path: 'leagues/L1',
          data: {
            ownerUid: 'me',
            name: 'Class 7B',
            coOwners: ['co-owner-uid', 'gone-uid'],
            coOwnerInvites: ['invited-uid'],
          },
        },
        // An admin changed my role; I changed another account's role; the season clock acted on no one.
        {
          path: 'adminAudit/a1',
          data: {
            actorUid: 'admin-uid',
            actorEmail: 'admin@fraudshield.test',
            targetUid: 'me',
            targetEmail: 'me@x.test',
            action: 'grant-admin',
          },
        },
        {
          path: 'adminAudit/a2',
          data: {
            actorUid: 'me',
            actorEmail: 'me@x.test',
            targetUid: 'target-uid',
            targetEmail: 'target@x.test',
            action: 'revoke-admin',
          },
        },
        {
          path: 'adminAudit/a3',
          data: { actorUid: 'me', actorEmail: 'me@x.test', targetUid: 'me', targetEmail: 'me@x.test' },
        },
      ],
      publicNames: async (uids) => new Map(uids.filter((u) => u === 'co-owner-uid').map((u) => [u, 'Anna'])),
    });
    const text = JSON.stringify(out);
    for (const other of others) expect(text, other).not.toContain(other);
    expect(text).not.toContain('gone-uid');
    const doc = (path: string) => out.documents.find((d) => d.path === path)?.data;
    expect(doc('leagues/L1')).toEqual({
      ownerUid: 'me',
      name: 'Class 7B',
      coOwners: ['Anna', 'a co-owner'],
      coOwnerInvites: ['a member you invited'],
    });
    expect(doc('adminAudit/a1')).toMatchObject({ actorUid: 'an admin', actorEmail: 'an admin', targetUid: 'me' });
    expect(doc('adminAudit/a2')).toMatchObject({
      actorUid: 'me',
      targetUid: 'another account',
      targetEmail: 'another account',
    });
    expect(doc('adminAudit/a3')).toMatchObject({ actorUid: 'me', targetUid: 'me', targetEmail: 'me@x.test' });
  });
});
