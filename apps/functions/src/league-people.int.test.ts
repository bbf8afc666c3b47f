import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@fraudshield/domain';
import { admin, call, callOk, claimsOf, closeAdmin, createUser, type TestUser } from './testing/emulator-client';
import { expectRefused } from './testing/int-helpers';
import { playerState } from './testing/player-state';
import type { LeagueDoc } from './handlers/league';
import type { PlayerDoc } from './handlers/records';

/**
 * Leagues and the people in them, through the emulators: a league callable as a Google user's
 * first call keeps their name private; co-owners only by their own acceptance, and no longer once
 * they leave, are removed or delete their account; the data download names no one else; preview
 * and join share one rate bucket; and ids that are Object.prototype keys reach no lookup.
 */

const SLOW = { timeout: 240_000 };

afterAll(async () => {
  await closeAdmin();
});

const leagueDoc = async (id: string) =>
  (await admin().db.collection('leagues').doc(id).get()).data() as LeagueDoc | undefined;
const playerDoc = async (uid: string) => (await admin().db.collection('players').doc(uid).get()).data() as PlayerDoc;

/** The same ID token with some claims changed (the emulators' tokens are unsigned). */
function withClaims(user: TestUser, claims: Record<string, unknown>): TestUser {
  const [header] = user.idToken.split('.');
  const body = { ...claimsOf(user.idToken), ...claims };
  return { ...user, idToken: `${header}.${Buffer.from(JSON.stringify(body)).toString('base64url')}.` };
}

/** A team league with an owner and named members, each of them in it. */
async function teamLeague(...names: string[]) {
  const owner = await createUser({ displayName: 'League Owner' });
  const { leagueId, code } = await callOk('league_create', { name: 'Class 8A', kind: 'team' }, owner);
  const members: TestUser[] = [];
  for (const name of names) {
    const m = await createUser({ displayName: name });
    await callOk('league_join', { code, shareProgress: true }, m);
    members.push(m);
  }
  const list = (await callOk('league_getMembers', { leagueId }, owner)).members;
  const memberId = (name: string) => list.find((m) => m.name === name)!.memberId;
  return { owner, leagueId, code, members, memberId };
}

const mine = async (who: TestUser, leagueId: string) =>
  (await callOk('league_getMine', null, who)).find((l) => l.leagueId === leagueId);

describe('a league callable as the first call', () => {
  it("keeps a Google account's name private, as every other first call does", async () => {
    const created = await createUser({ displayName: 'Grace Real-Name' });
    const token = claimsOf(created.idToken);
    const grace = withClaims(created, {
      name: 'Grace Real-Name',
      firebase: { ...(token['firebase'] as object), sign_in_provider: 'google.com' },
    });
    await callOk('league_getMine', null, grace);
    const stored = await playerDoc(grace.uid);
    expect(stored.displayName).toMatch(/^Player [a-z2-9]{6}$/);
    expect(stored.pendingName).toBe('Grace Real-Name');
  });
});

describe('co-owners by consent', () => {
  it(
    'making a member co-owner invites them: no rights and no place on the mail list until they accept; the owner can withdraw',
    SLOW,
    async () => {
      const { owner, leagueId, members, memberId } = await teamLeague('Invited Anna', 'Invited Ben');
      const [anna, ben] = members as [TestUser, TestUser];
      await callOk(
        'league_manage',
        { leagueId, action: 'setCoOwner', memberId: memberId('Invited Anna'), coOwner: true },
        owner,
      );
      // The owner report's list is `coOwners`: the invitation is not on it.
      expect(await leagueDoc(leagueId)).toMatchObject({ coOwners: [], coOwnerInvites: [anna.uid] });
      expect(await mine(anna, leagueId)).toMatchObject({ coOwnerInvite: true, canManage: false });
      await expectRefused(await call('league_getDashboard', { leagueId }, anna), 'not-league-owner');
      const listed = (await callOk('league_getMembers', { leagueId }, owner)).members;
      expect(listed.find((m) => m.name === 'Invited Anna')).toMatchObject({ coOwner: false, coOwnerInvited: true });

      expect(await callOk('league_answerCoOwner', { leagueId, accept: true }, anna)).toMatchObject({ canManage: true });
      expect(await leagueDoc(leagueId)).toMatchObject({ coOwners: [anna.uid], coOwnerInvites: [] });
      expect((await callOk('league_getDashboard', { leagueId }, anna)).members).toBe(2);

      // Withdrawn before it is answered: nothing to accept.
      await callOk(
        'league_manage',
        { leagueId, action: 'setCoOwner', memberId: memberId('Invited Ben'), coOwner: true },
        owner,
      );
      await callOk(
        'league_manage',
        { leagueId, action: 'setCoOwner', memberId: memberId('Invited Ben'), coOwner: false },
        owner,
      );
      await expectRefused(await call('league_answerCoOwner', { leagueId, accept: true }, ben), 'no-co-owner-invite');
      expect(await leagueDoc(leagueId)).toMatchObject({ coOwners: [anna.uid], coOwnerInvites: [] });
    },
  );

  it('leaving, removal and account deletion end a co-ownership: one who rejoins is a plain member', SLOW, async () => {
    const { owner, leagueId, code, members, memberId } = await teamLeague('Co Leaver', 'Co Removed', 'Co Deleter');
    const [leaver, removed, deleter] = members as [TestUser, TestUser, TestUser];
    // Co-owners as a league made before invitations has them.
    await admin()
      .db.collection('leagues')
      .doc(leagueId)
      .update({ coOwners: members.map((m) => m.uid) });
    expect(await mine(leaver, leagueId)).toMatchObject({ canManage: true });

    await callOk('league_leave', { leagueId }, leaver);
    await callOk('league_manage', { leagueId, action: 'removeMember', memberId: memberId('Co Removed') }, owner);
    expect(await callOk('user_deleteAccount', { confirm: 'DELETE' }, deleter)).toEqual({ deleted: true });
    expect((await leagueDoc(leagueId))?.coOwners ?? []).toEqual([]);

    for (const back of [leaver, removed]) {
      await callOk('league_join', { code, shareProgress: true }, back);
      expect(await mine(back, leagueId)).toMatchObject({ canManage: false, member: true });
      await expectRefused(await call('league_getDashboard', { leagueId }, back), 'not-league-owner');
    }
  });
});

describe('the data download', () => {
  it("names no other person: co-owners by their public name, an admin who acted as 'an admin'", SLOW, async () => {
    const { owner, leagueId, members } = await teamLeague('Export Coowner');
    const [co] = members as [TestUser];
    await admin()
      .db.collection('leagues')
      .doc(leagueId)
      .update({ coOwners: [co.uid] });
    const adminUser = await createUser({ claims: { roles: ['admin'] } });
    await callOk('admin_setRole', { email: owner.email, role: 'admin', grant: true }, adminUser);

    const out = await callOk('user_exportData', null, owner);
    const text = JSON.stringify(out);
    for (const other of [co.uid, co.email, adminUser.uid, adminUser.email]) expect(text, other).not.toContain(other);
    expect(out.documents.find((d) => d.path === `leagues/${leagueId}`)?.data).toMatchObject({
      ownerUid: owner.uid,
      coOwners: ['Export Coowner'],
    });
    const audit = out.documents.filter((d) => d.path.startsWith('adminAudit/'));
    expect(audit.map((d) => d.data)).toEqual([
      expect.objectContaining({
        actorUid: 'an admin',
        actorEmail: 'an admin',
        targetUid: owner.uid,
        targetEmail: owner.email,
      }),
    ]);
  });
});

describe('invite codes', () => {
  it('league_preview and league_join spend one bucket: a guess costs the same through either', async () => {
    const guesser = await createUser();
    const { burst } = RATE_LIMITS.league_join;
    for (let i = 0; i < burst; i++)
      await expectRefused(
        await call('league_preview', { code: `ZZZZ${String(i).padStart(2, '2')}` }, guesser),
        'unknown-league-code',
      );
    await expectRefused(await call('league_join', { code: 'ZZZZ99' }, guesser), 'rate-limited');
    await expectRefused(await call('league_preview', { code: 'ZZZZ99' }, guesser), 'rate-limited');
  });
});

describe('ids are ids', () => {
  it("leagueId 'constructor' (and other prototype keys) is refused as input and changes nothing", async () => {
    const { leagueId, members } = await teamLeague('Id Tester');
    const [m] = members as [TestUser];
    const before = await playerState(m.uid);
    for (const key of ['constructor', '__proto__', 'toString', 'propertyIsEnumerable']) {
      await expectRefused(
        await call('league_setSharing', { leagueId: key, shareProgress: false }, m),
        'invalid-input',
        key,
      );
      await expectRefused(await call('league_getDashboard', { leagueId: key }, m), 'invalid-input', key);
      await expectRefused(await call('league_leave', { leagueId: key }, m), 'invalid-input', key);
    }
    expect(await playerState(m.uid)).toEqual(before);
    expect(await mine(m, leagueId)).toMatchObject({ member: true, shareProgress: true });
  });
});
