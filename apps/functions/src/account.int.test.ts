import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentReference } from 'firebase-admin/firestore';
import { hasRole, rolesFromClaims, type CallableName } from '@fraudshield/domain';
import {
  admin,
  call,
  callOk,
  claimsOf,
  closeAdmin,
  createUser,
  signIn,
  stackInfo,
  type TestUser,
} from './testing/emulator-client';
import { expectRefused } from './testing/int-helpers';
import { knownCollections } from './testing/known-collections';
import { newRequestId, placeInTable, playerState } from './testing/player-state';
import type { PublishedTable, TablePiece } from './handlers/table-snapshot';
import { readStats } from './infra/stats-store';

/**
 * Account deletion (recent sign-in, nothing left behind, no way back
 * with an old token, resumable) and admin role changes (last admin, verified targets, revoked
 * sessions, audit).
 */

const COLLECTIONS = knownCollections();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Under load the emulator can take many seconds to start a function's worker; the scans read every document. */
const SLOW = { timeout: 240_000 };

afterAll(async () => {
  await closeAdmin();
});

/**
 * Every document, in every collection the functions know, whose path or data mentions one of
 * `needles` (the uid first). The stand-in's collection-group queries see top-level collections
 * only, so subcollections are read directly: every known subcollection under the uid's own
 * documents (players/{uid}/reports/{weekId} among them), and a document named by the uid in every
 * known subcollection of every other one.
 */
async function docsMentioning(uid: string, ...needles: string[]): Promise<string[]> {
  const { db } = admin();
  const all = [uid, ...needles];
  const mentions = (path: string, data: unknown) => all.some((n) => `${path} ${JSON.stringify(data)}`.includes(n));
  const out = new Set<string>();
  const tops = (await Promise.all(COLLECTIONS.map((name) => db.collection(name).get()))).flatMap((snap) => snap.docs);
  const named: DocumentReference[] = [];
  for (const doc of tops) {
    if (mentions(doc.ref.path, doc.data())) out.add(doc.ref.path);
    if (doc.id === uid) {
      for (const name of COLLECTIONS)
        for (const sub of (await doc.ref.collection(name).get()).docs) out.add(sub.ref.path);
    } else {
      for (const name of COLLECTIONS) named.push(doc.ref.collection(name).doc(uid));
    }
  }
  for (let i = 0; i < named.length; i += 300) {
    for (const snap of await db.getAll(...named.slice(i, i + 300))) if (snap.exists) out.add(snap.ref.path);
  }
  return [...out].sort();
}

/** The same ID token with some claims changed (the emulators' tokens are unsigned). */
function withClaims(user: TestUser, claims: Record<string, unknown>): TestUser {
  const [header] = user.idToken.split('.');
  const body = { ...claimsOf(user.idToken), ...claims };
  return { ...user, idToken: `${header}.${Buffer.from(JSON.stringify(body)).toString('base64url')}.` };
}

/** Exchanges a refresh token for a new ID token, as the web SDK does every hour. */
async function refresh(refreshToken: string): Promise<{ ok: boolean; body: unknown }> {
  const { ports } = stackInfo();
  const res = await fetch(`http://127.0.0.1:${ports.auth}/securetoken.googleapis.com/v1/token?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
  });
  return { ok: res.ok, body: await res.json() };
}

/** A settled-week report for `uid`, as settlement writes it. */
async function seedReportAndStanding(uid: string): Promise<{ weekId: string; cleanUp: () => Promise<void> }> {
  const { db } = admin();
  const weekId = `week-acct-${Date.now().toString(36)}`;
  await db
    .collection('weeks')
    .doc(weekId)
    .set({
      id: weekId,
      number: 901,
      status: 'settled',
      deadline: Date.now() - 60_000,
      headlineThreats: [],
      seedHash: 'x',
      seed: 'y',
    });
  await db
    .collection('players')
    .doc(uid)
    .collection('reports')
    .doc(weekId)
    .set({ uid, weekId, weekNumber: 901, squad: { owned: [], lead: null }, report: {}, createdAt: Date.now() });
  return {
    weekId,
    cleanUp: async () => {
      await db.collection('weeks').doc(weekId).delete();
    },
  };
}

/** Calls a deleted player might still make with a token that has not expired. */
const AFTER_DELETE: [CallableName, () => unknown][] = [
  ['user_getBalance', () => null],
  ['user_getProfile', () => null],
  ['user_getDefenses', () => null],
  ['user_setDisplayName', () => ({ displayName: 'Back Again' })],
  ['shop_buyDefense', () => ({ defenseId: 'VpnUsage', requestId: newRequestId() })],
  ['quiz_get', () => ({ pageId: 'Phishing' })],
  ['league_create', () => ({ name: 'Zombie League' })],
  ['league_getMine', () => null],
  ['leaderboard_getPage', () => ({})],
  ['week_getCurrent', () => null],
];

describe('user_exportData', () => {
  it(
    'holds every document the deletion would remove, and the Auth account, as plain JSON; reads only',
    SLOW,
    async () => {
      const me = await createUser({ displayName: 'Curious Player' });
      const friend = await createUser({ displayName: 'Other Player' });
      const buyRequest = newRequestId();
      await callOk('shop_buyDefense', { defenseId: 'VpnUsage', requestId: buyRequest }, me);
      const league = await callOk('league_create', { name: 'Export League' }, me);
      await callOk('league_join', { code: league.code }, friend);
      await callOk('leaderboard_getPage', {}, me);
      const { weekId: reportWeek, cleanUp } = await seedReportAndStanding(me.uid);
      try {
        const held = await docsMentioning(me.uid, me.email);
        expect(held).toEqual(
          expect.arrayContaining([
            `players/${me.uid}`,
            `players/${me.uid}/ledger/0000000002`,
            `players/${me.uid}/reports/${reportWeek}`,
          ]),
        );
        const out = await callOk('user_exportData', null, me);
        const paths = out.documents.map((d) => d.path);
        // Everything that names the player, in every collection the functions know.
        expect(paths).toEqual(expect.arrayContaining(held));
        expect(paths).toEqual([...paths].sort());
        expect(out).toMatchObject({
          uid: me.uid,
          account: {
            email: me.email,
            emailVerified: true,
            displayName: 'Curious Player',
            providers: ['password'],
            disabled: false,
          },
        });
        expect(out.documents.find((d) => d.path === `players/${me.uid}`)?.data).toMatchObject({
          displayName: 'Curious Player',
          balanceTenths: 910,
          leagues: [league.leagueId],
        });
        expect(out.documents.find((d) => d.path === `leagues/${league.leagueId}`)?.data).toMatchObject({
          ownerUid: me.uid,
          name: 'Export League',
        });
        // Plain JSON: the request record's expiry (a Firestore timestamp) is an ISO string.
        expect(
          (
            out.documents.find((d) => d.path === `players/${me.uid}/requests/${buyRequest}`)?.data as {
              expireAt: unknown;
            }
          ).expireAt,
        ).toMatch(/^\d{4}-\d\d-\d\dT/);
        // Nothing of another player's.
        expect(JSON.stringify(out)).not.toContain(friend.uid);
        // Reading changed nothing but the limiter's own count.
        expect((await docsMentioning(me.uid, me.email)).filter((p) => !p.startsWith('rateLimits/'))).toEqual(
          held.filter((p) => !p.startsWith('rateLimits/')),
        );
      } finally {
        await cleanUp();
      }
    },
  );
});

describe('user_deleteAccount', () => {
  it(
    'removes squad, ledger, reports and leagues (handing over shared ones); the old token then gets nothing and recreates nothing',
    SLOW,
    async () => {
      const me = await createUser({ displayName: 'Leaving Player' });
      const friend = await createUser({ displayName: 'Staying Friend' });
      const buyRequest = newRequestId();
      await callOk('shop_buyDefense', { defenseId: 'VpnUsage', requestId: buyRequest }, me);
      const shared = await callOk('league_create', { name: 'Shared League' }, me);
      const solo = await callOk('league_create', { name: 'Solo League' }, me);
      await callOk('league_join', { code: shared.code }, friend);
      const { weekId: reportWeek, cleanUp } = await seedReportAndStanding(me.uid);
      try {
        expect(await docsMentioning(me.uid, me.email)).toEqual(
          expect.arrayContaining([
            `players/${me.uid}`,
            `players/${me.uid}/ledger/0000000001`,
            `players/${me.uid}/requests/${buyRequest}`,
            `leagues/${shared.leagueId}`,
            `leagues/${solo.leagueId}`,
            `players/${me.uid}/reports/${reportWeek}`,
          ]),
        );

        const countersBefore = await readStats(admin().db);
        expect(await callOk('user_deleteAccount', { confirm: 'DELETE' }, me)).toEqual({ deleted: true });
        // The admin stats' counters lose the player and their card (a deletion retried takes them away once).
        const countersAfter = await readStats(admin().db);
        expect(
          ['players', 'squads', 'owned_VpnUsage'].map((k) => (countersAfter[k] ?? 0) - (countersBefore[k] ?? 0)),
        ).toEqual([-1, -1, -1]);

        // Nothing left but the tombstone (uid and time only).
        expect(await docsMentioning(me.uid, me.email)).toEqual([`deletedAccounts/${me.uid}`]);
        const { db } = admin();
        expect((await db.collection('leagues').doc(shared.leagueId).get()).data()).toMatchObject({
          ownerUid: friend.uid,
          name: 'Shared League',
        });
        expect((await db.collection('leagueCodes').doc(shared.code).get()).exists).toBe(true);
        expect((await db.collection('leagues').doc(solo.leagueId).get()).exists).toBe(false);
        expect((await db.collection('leagueCodes').doc(solo.code).get()).exists).toBe(false);
        expect((await callOk('league_getMine', null, friend)).map((l) => [l.leagueId, l.members, l.ownedByMe])).toEqual(
          [[shared.leagueId, 1, true]],
        );
        await expect(admin().auth.getUser(me.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

        // A second tab, or the same one, with the token that is still valid for up to an hour.
        for (const [name, payload] of AFTER_DELETE)
          await expectRefused(await call(name, payload(), me), 'account-deleted', name);
        expect(await docsMentioning(me.uid, me.email)).toEqual([`deletedAccounts/${me.uid}`]);
      } finally {
        await cleanUp();
      }
    },
  );

  it("blanks the player's row in the published season table: its place kept, no uid or name left", SLOW, async () => {
    const me = await createUser({ displayName: 'Ranked Leaver' });
    await callOk('user_getBalance', null, me);
    const { db } = admin();
    const publishedRef = db.collection('leaderboardTables').doc('published');
    let week = ((await publishedRef.get()).data() as PublishedTable | undefined)?.week;
    if (week === undefined) {
      week = 0;
      await publishedRef.set({ week, total: 0, chunks: 0, chunkRows: 500, prevWeek: null, publishedAt: 0 });
    }
    // In the published table, as a settlement that ranked them would have built it.
    await placeInTable(me.uid, { playing: true, seasonPoints: 7 }, week);
    const rows = async () =>
      (await db.collection('leaderboardTables').doc(`week-${week}`).collection('tablePieces').get()).docs.flatMap(
        (d) => (d.data() as TablePiece).rows,
      );
    const before = await rows();
    expect(before.some((r) => r.uid === me.uid && r.displayName === 'Ranked Leaver')).toBe(true);
    expect(await callOk('user_deleteAccount', { confirm: 'DELETE' }, me)).toEqual({ deleted: true });
    const after = await rows();
    expect(after).toHaveLength(before.length);
    expect(JSON.stringify(after)).not.toContain(me.uid);
    expect(JSON.stringify(after)).not.toContain('Ranked Leaver');
  });

  it('needs a sign-in at most 5 minutes old, and changes nothing otherwise', async () => {
    const me = await createUser();
    await callOk('user_getBalance', null, me);
    const before = await playerState(me.uid);
    const stale = withClaims(me, { auth_time: Math.floor(Date.now() / 1000) - 6 * 60 });
    await expectRefused(await call('user_deleteAccount', { confirm: 'DELETE' }, stale), 'requires-recent-login');
    expect(await playerState(me.uid)).toEqual(before);
    expect((await admin().db.collection('deletedAccounts').doc(me.uid).get()).exists).toBe(false);
    await expect(admin().auth.getUser(me.uid)).resolves.toMatchObject({ uid: me.uid });
  });

  it('leaves no refresh token that can mint a new ID token', async () => {
    const me = await createUser();
    const session = await signIn(me.email);
    expect((await refresh(session.refreshToken)).ok).toBe(true);
    await callOk('user_deleteAccount', { confirm: 'DELETE' }, { ...me, idToken: session.idToken });
    expect((await refresh(session.refreshToken)).ok).toBe(false);
  });

  it(
    'a deletion that stopped half way refuses every call (never "busy", never a new 100 cr player) and finishes when called again',
    SLOW,
    async () => {
      const me = await createUser();
      await callOk('shop_buyDefense', { defenseId: 'VpnUsage', requestId: newRequestId() }, me);
      const { db } = admin();
      // What a crash right after the player doc went would leave: tombstone, ledger, requests, Auth user.
      await db.collection('deletedAccounts').doc(me.uid).set({ uid: me.uid, deletedAt: Date.now() });
      await db.collection('players').doc(me.uid).delete();
      expect((await playerState(me.uid)).ledger).toHaveLength(2);

      await expectRefused(await call('user_getBalance', null, me), 'account-deleted');
      await expectRefused(
        await call('shop_buyDefense', { defenseId: 'EmailFiltering', requestId: newRequestId() }, me),
        'account-deleted',
      );
      expect((await playerState(me.uid)).player).toBeNull();

      expect(await callOk('user_deleteAccount', { confirm: 'DELETE' }, me)).toEqual({ deleted: true });
      expect(await playerState(me.uid)).toEqual({ player: null, ledger: [], requests: 0 });
      expect(await docsMentioning(me.uid, me.email)).toEqual([`deletedAccounts/${me.uid}`]);
      await expect(admin().auth.getUser(me.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      // Calling once more is harmless.
      expect(await callOk('user_deleteAccount', { confirm: 'DELETE' }, me)).toEqual({ deleted: true });
    },
  );
});

describe('admin_setRole', () => {
  it(
    "revokes a demoted admin's sessions: their old token is refused by every admin callable, their sessions are revoked; the change is audited",
    SLOW,
    async () => {
      const actor = await createUser({ claims: { roles: ['admin'] } });
      const target = await createUser();
      await callOk('admin_setRole', { email: target.email, role: 'admin', grant: true }, actor);
      const session = await signIn(target.email);
      const targetAdmin = { ...target, idToken: session.idToken };
      expect((await call('admin_getStats', null, targetAdmin)).ok).toBe(true);
      // Revocation has one-second precision (auth_time is in seconds), as in production.
      await sleep(1100);

      await callOk('admin_setRole', { email: target.email, role: 'admin', grant: false }, actor);
      for (const [name, payload] of [
        ['admin_getStats', null],
        ['admin_getAudit', null],
        ['admin_setRole', { email: actor.email, role: 'admin', grant: false }],
        [
          'admin_openWeek',
          {
            deadline: new Date(Date.now() + 3_600_000).toISOString(),
            headlineThreats: ['Phishing', 'Ransomware', 'Deepfake'],
          },
        ],
        ['admin_settleWeek', { weekId: 'no-such-week' }],
      ] as [CallableName, unknown][]) {
        await expectRefused(await call(name, payload, targetAdmin), 'session-revoked', name);
      }
      expect(rolesFromClaims((await admin().auth.getUser(actor.uid)).customClaims)).toContain('admin');
      // Their refresh tokens are revoked (the Auth emulator records it but still exchanges them;
      // production refuses): a token refreshed from the old sign-in keeps its auth_time, so it is refused too.
      const validAfter = Date.parse((await admin().auth.getUser(target.uid)).tokensValidAfterTime ?? '');
      expect(validAfter).toBeGreaterThan(Number(claimsOf(session.idToken)['auth_time']) * 1000);

      const audit = await callOk('admin_getAudit', { limit: 10 }, actor);
      const mine = audit.filter((e) => e.targetUid === target.uid);
      expect(mine.map((e) => [e.action, e.actorUid, e.actorEmail, e.targetEmail])).toEqual([
        ['revoke-admin', actor.uid, actor.email, target.email],
        ['grant-admin', actor.uid, actor.email, target.email],
      ]);
      expect(Date.parse(mine[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    },
  );

  it('grants admin only to a verified account', async () => {
    const actor = await createUser({ claims: { roles: ['admin'] } });
    const unverified = await createUser({ verified: false });
    await expectRefused(
      await call('admin_setRole', { email: unverified.email, role: 'admin', grant: true }, actor),
      'target-not-verified',
    );
    expect(rolesFromClaims((await admin().auth.getUser(unverified.uid)).customClaims)).toEqual([]);
    expect((await callOk('admin_getAudit', null, actor)).some((e) => e.targetUid === unverified.uid)).toBe(false);
  });

  it('refuses to remove the last admin', async () => {
    const { auth } = admin();
    const actor = await createUser({ claims: { roles: ['admin'] } });
    // Every other admin left by earlier test files loses the role for this test (files run one at a time).
    const others: { uid: string; claims: Record<string, unknown> }[] = [];
    let pageToken: string | undefined;
    do {
      const page = await auth.listUsers(1000, pageToken);
      for (const u of page.users) {
        if (u.uid !== actor.uid && hasRole(rolesFromClaims(u.customClaims ?? {}), 'admin'))
          others.push({ uid: u.uid, claims: { ...(u.customClaims ?? {}) } });
      }
      pageToken = page.pageToken;
    } while (pageToken);
    try {
      for (const o of others)
        await auth.setCustomUserClaims(o.uid, {
          ...o.claims,
          roles: rolesFromClaims(o.claims).filter((r) => r !== 'admin'),
        });
      await expectRefused(
        await call('admin_setRole', { email: actor.email, role: 'admin', grant: false }, actor),
        'last-admin',
      );
      expect(rolesFromClaims((await auth.getUser(actor.uid)).customClaims)).toEqual(['admin']);
      expect((await call('admin_getStats', null, actor)).ok).toBe(true);
    } finally {
      for (const o of others) await auth.setCustomUserClaims(o.uid, o.claims);
    }
  });
});
