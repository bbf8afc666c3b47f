import { afterAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  callOk,
  claimsOf,
  closeAdmin,
  createUser,
  signIn,
  TEST_PASSWORD,
  type TestUser,
} from './testing/emulator-client';
import { publicIdOf } from './testing/public-ids';
import { placeInTable } from './testing/player-state';
import type { PlayerDoc } from './handlers/records';

/**
 * (privacy), through the emulators: no response names another player by uid
 * (tables carry season ids, cursors are sealed, a league's owner is not served), a Google
 * account's name stays private until the player confirms it, and an email change reaches the mail
 * list's copy. The export (the right of access) is in account.int.test.ts beside the deletion.
 */

afterAll(async () => {
  await closeAdmin();
});

const playerDoc = async (uid: string) => (await admin().db.collection('players').doc(uid).get()).data() as PlayerDoc;

/** The same ID token with some claims changed (the emulators' tokens are unsigned). */
function withClaims(user: TestUser, claims: Record<string, unknown>): TestUser {
  const [header] = user.idToken.split('.');
  const body = { ...claimsOf(user.idToken), ...claims };
  return { ...user, idToken: `${header}.${Buffer.from(JSON.stringify(body)).toString('base64url')}.` };
}

/** As if the player had fielded a squad in a settled week: only such players are in the tables. */
const markPlaying = async (...users: TestUser[]) => {
  for (const u of users) await placeInTable(u.uid, { playing: true });
};

/** Three players in one league, each with a player record, each in the tables. */
async function leagueOfThree() {
  const [alice, bob, carol] = [
    await createUser({ displayName: 'Alice Table' }),
    await createUser({ displayName: 'Bob Table' }),
    await createUser({ displayName: 'Carol Table' }),
  ] as [TestUser, TestUser, TestUser];
  const league = await callOk('league_create', { name: 'Privacy league' }, alice);
  await callOk('league_join', { code: league.code }, bob);
  await callOk('league_join', { code: league.code }, carol);
  await markPlaying(alice, bob, carol);
  return { alice, bob, carol, leagueId: league.leagueId };
}

describe('no other player is named by uid', () => {
  it("the leaderboard (season and league tables) holds no other player's uid; rows carry season ids; the cursor hides its row", async () => {
    const { alice, bob, carol, leagueId } = await leagueOfThree();
    for (const payload of [{ leagueId, limit: 1 }, { limit: 1 }, { leagueId, limit: 5 }]) {
      const page = await callOk('leaderboard_getPage', payload, alice);
      const text = JSON.stringify(page);
      for (const other of [bob, carol]) expect(text, JSON.stringify(payload)).not.toContain(other.uid);
      for (const e of [...page.entries, ...(page.me?.neighbours ?? [])]) {
        expect(e).not.toHaveProperty('uid');
        expect(e.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      }
    }
    const full = await callOk('leaderboard_getPage', { leagueId, limit: 5 }, alice);
    const ids = await Promise.all([alice, bob, carol].map((u) => publicIdOf(u.uid)));
    expect(full.entries.map((e) => e.id).sort()).toEqual([...ids].sort());
    expect(full.me?.entry.id).toBe(ids[0]);

    // A cursor says nothing readable about the row it points at (uid, join time), and an altered one is refused.
    const first = await callOk('leaderboard_getPage', { leagueId, limit: 1 }, alice);
    const cursor = first.nextCursor as string;
    const raw = Buffer.from(cursor, 'base64url').toString('latin1');
    const firstUid = [alice, bob, carol].find((u, i) => ids[i] === first.entries[0]?.id)?.uid as string;
    expect(raw).not.toContain(firstUid);
    expect(raw).not.toContain(String((await playerDoc(firstUid)).joinedAt));
    const next = await callOk('leaderboard_getPage', { leagueId, limit: 1, cursor }, alice);
    expect(next.entries[0]?.rank).toBe(2);
    const altered = Buffer.from(cursor, 'base64url');
    altered[altered.length - 1] = (altered[altered.length - 1] as number) ^ 1;
    const refused = await call(
      'leaderboard_getPage',
      { leagueId, limit: 1, cursor: altered.toString('base64url') },
      alice,
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.details?.code).toBe('invalid-input');
  });

  it("a league member's list names no owner (only whether the caller owns it)", async () => {
    const { alice, bob } = await leagueOfThree();
    const bobs = await callOk('league_getMine', null, bob);
    expect(JSON.stringify(bobs)).not.toContain(alice.uid);
    expect(bobs.map((l) => l.ownedByMe)).toEqual([false]);
    expect((await callOk('league_getMine', null, alice)).map((l) => l.ownedByMe)).toEqual([true]);
  });
});

describe("a Google account's name", () => {
  it('is not shown to other players until the player confirms it', async () => {
    const friend = await createUser({ displayName: 'Friend Of Ada' });
    const created = await createUser({ displayName: 'Ada Real-Name' });
    // The first call as Google sign-in sends it: the token's name is the Google account's.
    const token = claimsOf(created.idToken);
    const ada = withClaims(created, {
      name: 'Ada Real-Name',
      firebase: { ...(token['firebase'] as object), sign_in_provider: 'google.com' },
    });
    const profile = await callOk('user_getProfile', null, ada);
    expect(profile.pendingName).toBe('Ada Real-Name');
    expect(profile.displayName).toMatch(/^Player [a-z2-9]{6}$/);

    const league = await callOk('league_create', { name: 'Names league' }, ada);
    await callOk('league_join', { code: league.code }, friend);
    await markPlaying(ada, friend);
    const seen = async () =>
      (await callOk('leaderboard_getPage', { leagueId: league.leagueId }, friend)).entries
        .map((e) => e.displayName)
        .sort();
    expect(await seen()).toEqual(['Friend Of Ada', profile.displayName].sort());
    expect(JSON.stringify(await callOk('leaderboard_getPage', { leagueId: league.leagueId }, friend))).not.toContain(
      'Ada Real-Name',
    );

    // Confirming shows it; the pending name is gone.
    expect(await callOk('user_setDisplayName', { displayName: 'Ada Real-Name' }, ada)).toMatchObject({
      displayName: 'Ada Real-Name',
      pendingName: null,
    });
    expect(await seen()).toEqual(['Ada Real-Name', 'Friend Of Ada']);
    expect((await playerDoc(ada.uid)).pendingName ?? null).toBeNull();
  });
});

describe('an email change', () => {
  it("reaches the mail list's copy on the player's next call", async () => {
    const user = await createUser();
    await callOk('user_getBalance', null, user);
    const moved = `moved-${user.email}`;
    await admin().auth.updateUser(user.uid, { email: moved, emailVerified: true });
    const session = await signIn(moved, TEST_PASSWORD);
    const profile = await callOk('user_getProfile', null, { ...user, email: moved, idToken: session.idToken });
    expect(profile.email).toBe(moved);
    expect((await playerDoc(user.uid)).email).toBe(moved);
  });
});
