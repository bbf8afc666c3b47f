import { describe, expect, it } from 'vitest';
import { MAX_LEAGUES, MAX_LEAGUES_OWNED } from '@fraudshield/domain';
import {
  cleanLeagueCode,
  createLeague,
  getMyLeagues,
  joinLeague,
  leaveLeague,
  type LeagueDeps,
  type LeagueDoc,
} from './league';
import type { CallerContext } from './context';

const ctx = (uid: string): CallerContext => ({
  uid,
  email: `${uid}@x.test`,
  emailVerified: true,
  displayName: uid,
  roles: [],
  signInProvider: 'password',
  now: 5,
});

function fakeLeagues(codes: string[] = []) {
  const members = new Map<string, string[]>();
  const leagues = new Map<string, LeagueDoc>();
  const taken = new Set<string>();
  let ids = 0;
  let codeIndex = 0;
  const deps: LeagueDeps = {
    membership: async (c) => ({ leagues: members.get(c.uid) ?? (members.set(c.uid, []), []), teams: {} }),
    newMemberId: () => `member-${ids++}`,
    ownedTeamLeagues: async (uid) => [...leagues.values()].filter((l) => l.ownerUid === uid && l.kind === 'team'),
    newLeagueId: () => `L${ids++}`,
    newCode: () => codes[codeIndex++] ?? `C${String(codeIndex).padStart(5, '2')}`.replace(/[01]/g, '2'),
    createLeague: async (l) => {
      if (taken.has(l.code)) return false;
      taken.add(l.code);
      leagues.set(l.id, l);
      return true;
    },
    deleteLeague: async (l) => {
      leagues.delete(l.id);
      taken.delete(l.code);
    },
    leagueByCode: async (code) => [...leagues.values()].find((l) => l.code === code) ?? null,
    getLeagues: async (ids2) => ids2.map((id) => leagues.get(id) ?? null),
    memberCount: async (id) => [...members.values()].filter((m) => m.includes(id)).length,
    ownedCount: async (uid) => [...leagues.values()].filter((l) => l.ownerUid === uid).length,
    changeMembership: async (uid, _now, _detail, change) => {
      members.set(uid, change({ leagues: members.get(uid) ?? [], teams: {} }).leagues);
    },
    changeCoOwners: async () => {
      throw new Error('points leagues have no co-owners');
    },
  };
  return { deps, members, leagues, taken };
}

describe('leagues', () => {
  it('creates a league with a fresh code, retrying a taken one, and the creator joins', async () => {
    const w = fakeLeagues(['AAAAAA', 'AAAAAA', 'BBBBBB']);
    expect(await createLeague(ctx('a'), { name: 'First' }, w.deps)).toEqual({ leagueId: 'L0', code: 'AAAAAA' });
    expect(await createLeague(ctx('b'), { name: '  Second   one ' }, w.deps)).toEqual({
      leagueId: 'L1',
      code: 'BBBBBB',
    });
    expect(w.leagues.get('L1')).toMatchObject({ name: 'Second one', ownerUid: 'b', createdAt: 5 });
    expect(w.members.get('b')).toEqual(['L1']);
  });

  it('refuses a too-short name and the 11th league without writing', async () => {
    const w = fakeLeagues();
    await expect(createLeague(ctx('a'), { name: 'ab' }, w.deps)).rejects.toMatchObject({ code: 'invalid-input' });
    w.members.set(
      'a',
      Array.from({ length: MAX_LEAGUES }, (_, i) => `X${i}`),
    );
    await expect(createLeague(ctx('a'), { name: 'Eleven' }, w.deps)).rejects.toMatchObject({ code: 'league-limit' });
    expect(w.leagues.size).toBe(0);
  });

  it('undoes the league when the creator cannot join after all', async () => {
    const w = fakeLeagues(['DDDDDD']);
    const base = w.deps.changeMembership;
    w.deps.changeMembership = async (uid, now, detail, change) => {
      w.members.set(
        uid,
        Array.from({ length: MAX_LEAGUES }, (_, i) => `X${i}`),
      );
      return base(uid, now, detail, change);
    };
    await expect(createLeague(ctx('a'), { name: 'Racy' }, w.deps)).rejects.toMatchObject({ code: 'league-limit' });
    expect(w.leagues.size).toBe(0);
    expect(w.taken.size).toBe(0);
  });

  it('joins by a code typed in any case with spaces; refuses unknown codes and double joins', async () => {
    const w = fakeLeagues(['HJK234']);
    await createLeague(ctx('a'), { name: 'Codes' }, w.deps);
    expect(cleanLeagueCode(' hjk 234 ')).toBe('HJK234');
    expect(await joinLeague(ctx('b'), { code: ' hjk 234 ' }, w.deps)).toEqual({ leagueId: 'L0', name: 'Codes' });
    await expect(joinLeague(ctx('b'), { code: 'HJK234' }, w.deps)).rejects.toMatchObject({ code: 'already-in-league' });
    await expect(joinLeague(ctx('b'), { code: 'ZZZZZZ' }, w.deps)).rejects.toMatchObject({
      code: 'unknown-league-code',
    });
    await expect(joinLeague(ctx('b'), { code: 'O0O0O0' }, w.deps)).rejects.toMatchObject({
      code: 'unknown-league-code',
    });
  });

  it('lists my leagues with member counts and leaves them', async () => {
    const w = fakeLeagues(['MMMMMM']);
    await createLeague(ctx('a'), { name: 'Mine' }, w.deps);
    await joinLeague(ctx('b'), { code: 'MMMMMM' }, w.deps);
    expect(await getMyLeagues(ctx('b'), undefined, w.deps)).toEqual([
      {
        leagueId: 'L0',
        name: 'Mine',
        code: 'MMMMMM',
        members: 2,
        ownedByMe: false,
        kind: 'points',
        canManage: false,
        member: true,
      },
    ]);
    expect(await leaveLeague(ctx('b'), { leagueId: 'L0' }, w.deps)).toEqual({ leagueId: 'L0' });
    expect(await getMyLeagues(ctx('b'), undefined, w.deps)).toEqual([]);
    await expect(leaveLeague(ctx('b'), { leagueId: 'L0' }, w.deps)).rejects.toMatchObject({ code: 'not-in-league' });
  });

  it('removes a league and frees its code when its last member leaves', async () => {
    const w = fakeLeagues(['EEEEEE']);
    await createLeague(ctx('a'), { name: 'Short lived' }, w.deps);
    await joinLeague(ctx('b'), { code: 'EEEEEE' }, w.deps);
    await leaveLeague(ctx('a'), { leagueId: 'L0' }, w.deps);
    expect(w.leagues.has('L0')).toBe(true);
    await leaveLeague(ctx('b'), { leagueId: 'L0' }, w.deps);
    expect(w.leagues.size).toBe(0);
    expect(w.taken.size).toBe(0);
    await expect(joinLeague(ctx('c'), { code: 'EEEEEE' }, w.deps)).rejects.toMatchObject({
      code: 'unknown-league-code',
    });
  });

  it(`refuses a player who created ${MAX_LEAGUES_OWNED} leagues that still exist, even after leaving them`, async () => {
    const w = fakeLeagues(
      Array.from({ length: MAX_LEAGUES_OWNED + 2 }, (_, i) => `QQQQQ${'ABCDEFGHJKMNPRSTUVWXYZ'[i] ?? 'Z'}`),
    );
    for (let i = 0; i < MAX_LEAGUES_OWNED; i++) {
      const { code, leagueId } = await createLeague(ctx('a'), { name: `Owned ${i}` }, w.deps);
      await joinLeague(ctx(`friend${i}`), { code }, w.deps);
      await leaveLeague(ctx('a'), { leagueId }, w.deps);
    }
    expect(w.members.get('a')).toEqual([]);
    await expect(createLeague(ctx('a'), { name: 'One more' }, w.deps)).rejects.toMatchObject({
      code: 'league-owner-limit',
    });
    expect(w.leagues.size).toBe(MAX_LEAGUES_OWNED);
    // A league that closes (its last member left) frees a place.
    await leaveLeague(ctx('friend0'), { leagueId: 'L0' }, w.deps);
    await expect(createLeague(ctx('a'), { name: 'One more' }, w.deps)).resolves.toMatchObject({
      leagueId: expect.any(String),
    });
  });
});
