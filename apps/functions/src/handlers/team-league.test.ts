import { describe, expect, it } from 'vitest';
import {
  dayOf,
  MAX_TEAM_MEMBERS,
  teamWeekParts,
  teamWeekSnapshot,
  type FraudId,
  type HelpCandidate,
  type FraudTally,
  type TeamBase,
  type TeamWeekPart,
  type TeamWeekSnapshot,
} from '@fraudshield/domain';
import type { CallerContext } from './context';
import { createLeague, getMyLeagues, joinLeague, leaveLeague, type LeagueDoc, type Membership } from './league';
import {
  getDashboard,
  getMembers,
  manageLeague,
  previewLeague,
  setSharing,
  answerCoOwner,
  MAX_CO_OWNERS,
  type TeamLeagueDeps,
  type TeamMember,
} from './team-league';

const ctx = (uid: string): CallerContext => ({
  uid,
  email: `${uid}@x.test`,
  emailVerified: true,
  displayName: uid,
  roles: [],
  signInProvider: 'password',
  now: 1_000,
});

function fakeTeams() {
  const players = new Map<string, Membership>();
  const leagues = new Map<string, LeagueDoc>();
  const members = new Map<string, Map<string, TeamMember>>();
  const snapshots = new Map<string, TeamWeekSnapshot[]>();
  /** League of teams entries: league id → the name it shows. */
  const entries = new Map<string, string>();
  let ids = 0;
  let codes = 0;
  const mine = (uid: string) => players.get(uid) ?? (players.set(uid, { leagues: [], teams: {} }), players.get(uid)!);
  const deps: TeamLeagueDeps = {
    membership: async (c) => structuredClone(mine(c.uid)),
    newLeagueId: () => `L${ids++}`,
    newCode: () => ['ABCDEF', 'GHJKMN', 'PQRSTU', 'VWXYZ2'][codes++ % 4] as string,
    newMemberId: () => `member-${String(ids++).padStart(4, '0')}`,
    createLeague: async (l) => {
      if ([...leagues.values()].some((x) => x.code === l.code)) return false;
      leagues.set(l.id, structuredClone(l));
      return true;
    },
    deleteLeague: async (l) => void leagues.delete(l.id),
    leagueByCode: async (code) => structuredClone([...leagues.values()].find((l) => l.code === code) ?? null),
    getLeagues: async (list) => list.map((id) => structuredClone(leagues.get(id) ?? null)),
    memberCount: async (id) => [...players.values()].filter((m) => m.leagues.includes(id)).length,
    ownedCount: async (uid) => [...leagues.values()].filter((l) => l.ownerUid === uid).length,
    ownedTeamLeagues: async (uid) => [...leagues.values()].filter((l) => l.ownerUid === uid && l.kind === 'team'),
    // Storage only (infra/team-store.ts seatWrites): the member list and its counter follow the seats the handler decided.
    changeMembership: async (uid, now, _detail, change) => {
      const before = mine(uid);
      const after = change(structuredClone(before));
      for (const id of new Set([...Object.keys(before.teams), ...Object.keys(after.teams)])) {
        const league = leagues.get(id);
        if (!league) continue;
        const list = members.get(id) ?? (members.set(id, new Map()), members.get(id)!);
        const was = before.teams[id];
        const is = after.teams[id];
        if (!was && is) league.members = (league.members ?? 0) + 1;
        if (was && !is) {
          league.members = (league.members ?? 0) - 1;
          list.delete(was.memberId);
        }
        if (is)
          list.set(is.memberId, {
            memberId: is.memberId,
            uid,
            name: `Name of ${uid}`,
            share: is.share,
            joinedOn: dayOf(is.joinedAt ?? now),
          });
      }
      players.set(uid, after);
    },
    currentWeek: async () => ({ number: 3, headlineThreats: ['Phishing', 'SimSwap', 'Vishing'] as FraudId[] }),
    snapshots: async (id, limit) =>
      [...(snapshots.get(id) ?? [])]
        .sort((a, b) => b.week - a.week)
        .slice(0, limit)
        .map((x) => structuredClone(x)),
    weakestOn: async (id): Promise<HelpCandidate[]> =>
      [...(members.get(id)?.values() ?? [])]
        .filter((m) => m.share)
        .map((m) => ({ memberId: m.memberId, name: m.name, mastery: { Phishing: -0.2 }, lastWeek: 3 })),
    member: async (id, memberId) => members.get(id)?.get(memberId) ?? null,
    membersPage: async (id, after, limit) =>
      [...(members.get(id)?.values() ?? [])]
        .sort((a, b) => a.joinedOn.localeCompare(b.joinedOn) || a.memberId.localeCompare(b.memberId))
        .filter(
          (m) =>
            !after || m.joinedOn > after.joinedOn || (m.joinedOn === after.joinedOn && m.memberId > after.memberId),
        )
        .slice(0, limit),
    updateLeague: async (id, fields) => void Object.assign(leagues.get(id)!, fields),
    changeCoOwners: async (id, change) => {
      const league = leagues.get(id);
      if (!league) return null;
      const next = change({ coOwners: league.coOwners ?? [], invites: league.coOwnerInvites ?? [] });
      Object.assign(league, { coOwners: next.coOwners, coOwnerInvites: next.invites });
      return structuredClone(league);
    },
    changeCode: async (league, code) => {
      if ([...leagues.values()].some((x) => x.code === code)) return false;
      leagues.get(league.id)!.code = code;
      return true;
    },
    setTeamTable: async (league, entered) => {
      leagues.get(league.id)!.teamTable = entered;
      if (entered) entries.set(league.id, leagues.get(league.id)!.name);
      else entries.delete(league.id);
    },
    closeLeague: async (league) => {
      leagues.delete(league.id);
      entries.delete(league.id);
      members.delete(league.id);
      snapshots.delete(league.id);
    },
  };
  return { deps, players, leagues, members, snapshots, entries };
}

async function teamWithMembers(n: number) {
  const w = fakeTeams();
  const { leagueId, code } = await createLeague(ctx('owner'), { name: 'Class 7B', kind: 'team' }, w.deps);
  for (let i = 0; i < n; i++) await joinLeague(ctx(`m${i}`), { code, shareProgress: i % 2 === 0 }, w.deps);
  return { w, leagueId, code };
}

const memberIdOf = (w: ReturnType<typeof fakeTeams>, leagueId: string, uid: string) =>
  w.players.get(uid)!.teams[leagueId]!.memberId;

describe('team leagues', () => {
  it('the owner runs a team league from outside it; members join only with an explicit consent choice', async () => {
    const w = fakeTeams();
    const { leagueId, code } = await createLeague(ctx('owner'), { name: 'Class 7B', kind: 'team' }, w.deps);
    expect(w.leagues.get(leagueId)).toMatchObject({ kind: 'team', members: 0, ownerUid: 'owner', coOwners: [] });
    expect(w.players.get('owner')?.leagues ?? []).toEqual([]);
    expect(await getMyLeagues(ctx('owner'), undefined, w.deps)).toEqual([
      { leagueId, name: 'Class 7B', code, members: 0, ownedByMe: true, kind: 'team', canManage: true, member: false },
    ]);
    expect(await previewLeague(ctx('x'), { code: code.toLowerCase() }, w.deps)).toEqual({
      name: 'Class 7B',
      kind: 'team',
      members: 0,
    });

    await expect(joinLeague(ctx('a'), { code }, w.deps)).rejects.toMatchObject({
      code: 'consent-required',
      status: 'invalid-argument',
    });
    expect(w.players.get('a')?.leagues ?? []).toEqual([]);
    await joinLeague(ctx('a'), { code, shareProgress: false }, w.deps);
    expect(w.players.get('a')!.teams[leagueId]).toMatchObject({ share: false, joinedAt: 1_000 });
    // The member list keeps the day, never the instant.
    expect((await getMembers(ctx('owner'), { leagueId }, w.deps)).members[0]!.joinedOn).toBe('1970-01-01');
    expect(await getMyLeagues(ctx('a'), undefined, w.deps)).toEqual([
      {
        leagueId,
        name: 'Class 7B',
        code,
        members: 1,
        ownedByMe: false,
        kind: 'team',
        canManage: false,
        member: true,
        shareProgress: false,
      },
    ]);
    // A points league takes no consent and is unchanged.
    const points = await createLeague(ctx('b'), { name: 'Friends' }, w.deps);
    await joinLeague(ctx('a'), { code: points.code }, w.deps);
    expect(w.players.get('a')!.teams[points.leagueId]).toBeUndefined();
  });

  it('opens the dashboard to the owner and co-owners only: members and strangers get permission-denied', async () => {
    const { w, leagueId } = await teamWithMembers(5);
    // Five members answered about Phishing in a settled week (joined before it opened).
    const part = (hits: number): TeamWeekPart => ({
      week: 3,
      frauds: { Phishing: { fraudSeen: 2, hits, genuineSeen: 0, falseAlarms: 0 } },
      drill: hits > 1,
      daily: false,
      points: null,
      active: true,
    });
    w.snapshots.set(leagueId, [teamWeekSnapshot(3, [part(2), part(1), part(2), part(1), part(2)], null)]);
    const view = await getDashboard(ctx('owner'), { leagueId }, w.deps);
    expect(view).toMatchObject({
      members: 5,
      settledWeek: 3,
      participation: { counted: 5, played: 5, drill: null, activeEver: 5 },
      ownedByMe: true,
    });
    expect(view.frauds.find((f) => f.fraudId === 'Phishing')?.mastery).toEqual(expect.any(Number));
    expect(view.needsHelp.map((h) => h.name).sort()).toEqual(['Name of m0', 'Name of m2', 'Name of m4']);
    expect(JSON.stringify(view)).not.toMatch(/"m[0-9]"|owner"|@/);
    for (const who of ['m1', 'stranger']) {
      await expect(getDashboard(ctx(who), { leagueId }, w.deps)).rejects.toMatchObject({
        code: 'not-league-owner',
        status: 'permission-denied',
      });
      await expect(getMembers(ctx(who), { leagueId }, w.deps)).rejects.toMatchObject({ status: 'permission-denied' });
    }
    // A league that does not exist is refused the same way: no one learns which ids exist.
    await expect(getDashboard(ctx('stranger'), { leagueId: 'nope' }, w.deps)).rejects.toMatchObject({
      status: 'permission-denied',
    });

    await manageLeague(
      ctx('owner'),
      { leagueId, action: 'setCoOwner', memberId: memberIdOf(w, leagueId, 'm1'), coOwner: true },
      w.deps,
    );
    await answerCoOwner(ctx('m1'), { leagueId, accept: true }, w.deps);
    expect((await getDashboard(ctx('m1'), { leagueId }, w.deps)).ownedByMe).toBe(false);
    await expect(manageLeague(ctx('m1'), { leagueId, action: 'close' }, w.deps)).rejects.toMatchObject({
      status: 'permission-denied',
    });
    await expect(
      manageLeague(ctx('m1'), { leagueId, action: 'removeMember', memberId: memberIdOf(w, leagueId, 'm1') }, w.deps),
    ).rejects.toMatchObject({ status: 'permission-denied' });
    // A co-owner who leaves runs nothing any more.
    await leaveLeague(ctx('m1'), { leagueId }, w.deps);
    await expect(getDashboard(ctx('m1'), { leagueId }, w.deps)).rejects.toMatchObject({ status: 'permission-denied' });
  });

  it('lists members by name and member id, never a uid, in pages', async () => {
    const { w, leagueId } = await teamWithMembers(3);
    const page = await getMembers(ctx('owner'), { leagueId }, w.deps);
    expect(page.members.map((m) => [m.name, m.shareProgress, m.coOwner])).toEqual([
      ['Name of m0', true, false],
      ['Name of m1', false, false],
      ['Name of m2', true, false],
    ]);
    expect(page.nextCursor).toBeNull();
    expect(JSON.stringify(page)).not.toMatch(/"m[0-9]"/);
    await expect(getMembers(ctx('owner'), { leagueId, cursor: 'not a cursor' }, w.deps)).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });

  it('renames, rotates the code (the old one stops working), removes a member and closes', async () => {
    const { w, leagueId, code } = await teamWithMembers(2);
    expect(
      await manageLeague(ctx('owner'), { leagueId, action: 'rename', name: '  Class   8B ' }, w.deps),
    ).toMatchObject({ name: 'Class 8B' });
    const rotated = await manageLeague(ctx('owner'), { leagueId, action: 'rotateCode' }, w.deps);
    expect('code' in rotated && rotated.code).not.toBe(code);
    await expect(joinLeague(ctx('late'), { code, shareProgress: true }, w.deps)).rejects.toMatchObject({
      code: 'unknown-league-code',
    });

    await manageLeague(
      ctx('owner'),
      { leagueId, action: 'removeMember', memberId: memberIdOf(w, leagueId, 'm0') },
      w.deps,
    );
    expect(w.players.get('m0')).toEqual({ leagues: [], teams: {} });
    expect(w.leagues.get(leagueId)?.members).toBe(1);
    await expect(
      manageLeague(ctx('owner'), { leagueId, action: 'removeMember', memberId: 'member-gone-1' }, w.deps),
    ).rejects.toMatchObject({ code: 'member-not-found' });

    await expect(
      manageLeague(ctx('m1'), { leagueId, action: 'rename', name: 'Mine now' }, w.deps),
    ).rejects.toMatchObject({ status: 'permission-denied' });
    expect(await manageLeague(ctx('owner'), { leagueId, action: 'close' }, w.deps)).toEqual({ closed: true });
    expect(w.leagues.has(leagueId)).toBe(false);
    await expect(getDashboard(ctx('owner'), { leagueId }, w.deps)).rejects.toMatchObject({
      status: 'permission-denied',
    });
  });

  it('a member changes their consent; a team league stays when its last member leaves', async () => {
    const { w, leagueId } = await teamWithMembers(1);
    expect(await setSharing(ctx('m0'), { leagueId, shareProgress: false }, w.deps)).toEqual({
      leagueId,
      shareProgress: false,
    });
    expect(w.members.get(leagueId)!.get(memberIdOf(w, leagueId, 'm0'))!.share).toBe(false);
    await expect(setSharing(ctx('stranger'), { leagueId, shareProgress: true }, w.deps)).rejects.toMatchObject({
      code: 'not-in-league',
    });
    await leaveLeague(ctx('m0'), { leagueId }, w.deps);
    expect(w.members.get(leagueId)!.size).toBe(0);
    expect(w.leagues.get(leagueId)).toMatchObject({ members: 0 });
  });
});

describe('a full team league (a handler rule, not the store)', () => {
  it('refuses a join at MAX_TEAM_MEMBERS and changes nothing', async () => {
    const { w, leagueId, code } = await teamWithMembers(1);
    w.leagues.get(leagueId)!.members = MAX_TEAM_MEMBERS;
    await expect(joinLeague(ctx('late'), { code, shareProgress: true }, w.deps)).rejects.toMatchObject({
      code: 'league-full',
    });
    expect(w.players.get('late')).toEqual({ leagues: [], teams: {} });
    expect(w.members.get(leagueId)!.size).toBe(1);
  });
});

describe('the league of teams: entering and withdrawing', () => {
  it('the owner enters and withdraws; a rename follows into the table; closing removes the entry', async () => {
    const { w, leagueId } = await teamWithMembers(3);
    const enter = { leagueId, action: 'setTeamTable' as const, entered: true };
    await manageLeague(ctx('owner'), enter, w.deps);
    expect(w.entries.get(leagueId)).toBe('Class 7B');
    expect((await getDashboard(ctx('owner'), { leagueId }, w.deps)).inTeamTable).toBe(true);
    await manageLeague(ctx('owner'), { leagueId, action: 'rename', name: 'Class 7C' }, w.deps);
    expect(w.entries.get(leagueId)).toBe('Class 7C');
    await manageLeague(ctx('owner'), { ...enter, entered: false }, w.deps);
    expect(w.entries.has(leagueId)).toBe(false);
    expect((await getDashboard(ctx('owner'), { leagueId }, w.deps)).inTeamTable).toBe(false);
    await manageLeague(ctx('owner'), enter, w.deps);
    await manageLeague(ctx('owner'), { leagueId, action: 'close' }, w.deps);
    expect(w.entries.size).toBe(0);
  });

  it('a member or a stranger cannot enter a league', async () => {
    const { w, leagueId } = await teamWithMembers(2);
    for (const who of ['m0', 'stranger'])
      await expect(
        manageLeague(ctx(who), { leagueId, action: 'setTeamTable', entered: true }, w.deps),
      ).rejects.toMatchObject({ code: 'not-league-owner' });
    expect(w.entries.size).toBe(0);
  });
});

/**
 * The owner as an attacker. A member's answers as their record holds them, and the week's
 * settlement as the settlement store runs it (the domain's teamWeekParts for each member, then the
 * league's teamWeekSnapshot): the fake only stores.
 */
function attackWorld() {
  const w = fakeTeams();
  const frauds = new Map<string, Partial<Record<FraudId, FraudTally>>>();
  const bases = new Map<string, TeamBase>();
  const answer = (uid: string, fraudId: FraudId, right: number, wrong: number) => {
    const t = frauds.get(uid)?.[fraudId] ?? { fraudSeen: 0, hits: 0, genuineSeen: 0, falseAlarms: 0, week: 0 };
    const next = {
      ...t,
      fraudSeen: t.fraudSeen + right + wrong,
      hits: t.hits + right,
      decayed: { fraudSeen: 0, hits: 0, genuineSeen: 0, falseAlarms: 0 },
    };
    frauds.set(uid, { ...frauds.get(uid), [fraudId]: next });
  };
  const settle = (leagueId: string, week: number, openedAt: number) => {
    const parts: TeamWeekPart[] = [];
    for (const [uid, m] of w.players) {
      const out = teamWeekParts({
        teams: m.teams,
        frauds: frauds.get(uid) ?? {},
        base: bases.get(uid),
        week: { number: week, openedAt },
        drill: true,
        daily: false,
        points: null,
      });
      bases.set(uid, out.base);
      m.teams = out.teams;
      for (const p of out.parts) if (p.leagueId === leagueId) parts.push(p.part);
    }
    const list = w.snapshots.get(leagueId) ?? [];
    const prev = [...list].sort((a, b) => b.week - a.week)[0] ?? null;
    w.snapshots.set(leagueId, [...list, teamWeekSnapshot(week, parts, prev)]);
  };
  return { w, answer, settle };
}

describe('an owner cannot difference a member out of the figures', () => {
  it('join, leave and removal change no figure until the next week settles; the settled week keeps who left', async () => {
    const { w, answer, settle } = attackWorld();
    const { leagueId, code } = await createLeague(ctx('owner'), { name: 'Class 5D', kind: 'team' }, w.deps);
    // Eight join (ctx now = 1,000) and answer at once: the week they joined in does not count them.
    for (let i = 0; i < 8; i++) await joinLeague(ctx(`m${i}`), { code, shareProgress: false }, w.deps);
    for (let i = 0; i < 8; i++) answer(`m${i}`, 'Phishing', 3, 0);
    settle(leagueId, 1, 500);
    // The next week: seven answer right, m0 (who will leave) answers wrong.
    for (let i = 0; i < 8; i++) answer(`m${i}`, 'Phishing', i === 0 ? 0 : 2, i === 0 ? 4 : 0);
    settle(leagueId, 2, 2_000);

    const read = async () => {
      const { members: _live, ...figures } = await getDashboard(ctx('owner'), { leagueId }, w.deps);
      return figures;
    };
    const before = await read();
    expect(before.trend.map((t) => [t.week, t.played, t.accuracy])).toEqual([
      [1, null, null],
      [2, 8, 14 / 18],
    ]);
    expect(before.frauds.find((f) => f.fraudId === 'Phishing')).toMatchObject({ contributors: 8, answered: 18 });

    await leaveLeague(ctx('m0'), { leagueId }, w.deps);
    expect(await read()).toEqual(before);
    await joinLeague(ctx('late'), { code, shareProgress: false }, w.deps);
    answer('late', 'Phishing', 0, 9);
    expect(await read()).toEqual(before);
    await manageLeague(
      ctx('owner'),
      { leagueId, action: 'removeMember', memberId: memberIdOf(w, leagueId, 'm1') },
      w.deps,
    );
    expect(await read()).toEqual(before);

    // The next settlement: week 2 stays as it was (m0's wrong answers inside it), week 3 is the
    // six still in the league who answered (the newcomer's history before their first settled
    // week never counts), an aggregate of at least five.
    for (let i = 2; i < 8; i++) answer(`m${i}`, 'Phishing', 1, 0);
    settle(leagueId, 3, 4_000);
    const after = await read();
    expect(after.trend.find((t) => t.week === 2)).toEqual(before.trend.find((t) => t.week === 2));
    expect(after.trend.find((t) => t.week === 3)).toMatchObject({ played: 6, answered: 6, accuracy: 1 });
    for (const t of after.trend) if (t.played !== null) expect(t.played).toBeGreaterThanOrEqual(5);
  });

  it('a league of 1 to 4 members who answered shows no accuracy, no mastery and no head count', async () => {
    for (const n of [1, 4]) {
      const { w, answer, settle } = attackWorld();
      const { leagueId, code } = await createLeague(ctx('owner'), { name: 'Tiny', kind: 'team' }, w.deps);
      for (let i = 0; i < n; i++) await joinLeague(ctx(`s${i}`), { code, shareProgress: true }, w.deps);
      settle(leagueId, 1, 500);
      for (let i = 0; i < n; i++) answer(`s${i}`, 'Phishing', 3, 5);
      settle(leagueId, 2, 2_000);
      const view = await getDashboard(ctx('owner'), { leagueId }, w.deps);
      for (const t of view.trend)
        expect([t.played, t.answered, t.accuracy, t.hidden]).toEqual([null, null, null, view.hiddenReason]);
      for (const f of view.frauds) expect([f.contributors, f.answered, f.mastery]).toEqual([null, null, null]);
      expect(Object.values(view.participation)).toEqual([null, null, null, null, null]);
    }
  });
});

describe('ids from the caller are ids, never keys an object inherits', () => {
  it("a prototype key ('constructor', '__proto__', 'toString') passes no seat check and changes nothing", async () => {
    const { w, leagueId } = await teamWithMembers(1);
    const before = structuredClone(w.players.get('m0'));
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      await expect(setSharing(ctx('m0'), { leagueId: key, shareProgress: true }, w.deps), key).rejects.toMatchObject({
        code: 'not-in-league',
      });
      await expect(leaveLeague(ctx('m0'), { leagueId: key }, w.deps), key).rejects.toMatchObject({
        code: 'not-in-league',
      });
      await expect(getDashboard(ctx('m0'), { leagueId: key }, w.deps), key).rejects.toMatchObject({
        code: 'not-league-owner',
      });
    }
    expect(w.players.get('m0')).toEqual(before);
    expect(w.leagues.get(leagueId)).toMatchObject({ members: 1 });
  });
});

describe('co-owners by consent', () => {
  const setCoOwner = (w: ReturnType<typeof fakeTeams>, leagueId: string, uid: string, coOwner: boolean) =>
    manageLeague(
      ctx('owner'),
      { leagueId, action: 'setCoOwner', memberId: memberIdOf(w, leagueId, uid), coOwner },
      w.deps,
    );
  const summary = async (w: ReturnType<typeof fakeTeams>, leagueId: string, uid: string) =>
    (await getMyLeagues(ctx(uid), null, w.deps)).find((l) => l.leagueId === leagueId);

  it('making a member co-owner invites them: until they accept they run nothing and are not on the mail list', async () => {
    const { w, leagueId } = await teamWithMembers(3);
    await setCoOwner(w, leagueId, 'm1', true);
    // Invited: they see the invitation, nothing more; the owner report goes to coOwners only.
    expect(await summary(w, leagueId, 'm1')).toMatchObject({ coOwnerInvite: true, canManage: false });
    expect(w.leagues.get(leagueId)).toMatchObject({ coOwners: [], coOwnerInvites: ['m1'] });
    await expect(getDashboard(ctx('m1'), { leagueId }, w.deps)).rejects.toMatchObject({ code: 'not-league-owner' });
    const listed = (await getMembers(ctx('owner'), { leagueId }, w.deps)).members;
    expect(listed.find((m) => m.name === 'Name of m1')).toMatchObject({ coOwner: false, coOwnerInvited: true });
    // Others have no invitation to answer.
    for (const who of ['m0', 'stranger', 'owner'])
      await expect(answerCoOwner(ctx(who), { leagueId, accept: true }, w.deps), who).rejects.toMatchObject({
        code: 'no-co-owner-invite',
      });

    const accepted = await answerCoOwner(ctx('m1'), { leagueId, accept: true }, w.deps);
    expect(accepted).toMatchObject({ leagueId, canManage: true });
    expect(accepted).not.toHaveProperty('coOwnerInvite');
    expect(w.leagues.get(leagueId)).toMatchObject({ coOwners: ['m1'], coOwnerInvites: [] });
    expect((await getDashboard(ctx('m1'), { leagueId }, w.deps)).members).toBe(3);
    // Answering twice: there is no invitation left.
    await expect(answerCoOwner(ctx('m1'), { leagueId, accept: false }, w.deps)).rejects.toMatchObject({
      code: 'no-co-owner-invite',
    });
  });

  it('the owner withdraws an invitation; a member declines one; neither becomes a co-owner', async () => {
    const { w, leagueId } = await teamWithMembers(3);
    await setCoOwner(w, leagueId, 'm1', true);
    await setCoOwner(w, leagueId, 'm1', false);
    expect(await summary(w, leagueId, 'm1')).not.toHaveProperty('coOwnerInvite');
    await expect(answerCoOwner(ctx('m1'), { leagueId, accept: true }, w.deps)).rejects.toMatchObject({
      code: 'no-co-owner-invite',
    });
    await setCoOwner(w, leagueId, 'm2', true);
    expect(await answerCoOwner(ctx('m2'), { leagueId, accept: false }, w.deps)).toMatchObject({ canManage: false });
    expect(w.leagues.get(leagueId)).toMatchObject({ coOwners: [], coOwnerInvites: [] });
  });

  it('leaving, or being removed, ends a co-ownership and an open invitation: one who rejoins is a plain member', async () => {
    const { w, leagueId, code } = await teamWithMembers(4);
    await setCoOwner(w, leagueId, 'm1', true);
    await answerCoOwner(ctx('m1'), { leagueId, accept: true }, w.deps);
    await setCoOwner(w, leagueId, 'm2', true);
    await setCoOwner(w, leagueId, 'm3', true);
    await answerCoOwner(ctx('m3'), { leagueId, accept: true }, w.deps);

    await leaveLeague(ctx('m1'), { leagueId }, w.deps);
    await leaveLeague(ctx('m2'), { leagueId }, w.deps);
    await manageLeague(
      ctx('owner'),
      { leagueId, action: 'removeMember', memberId: memberIdOf(w, leagueId, 'm3') },
      w.deps,
    );
    expect(w.leagues.get(leagueId)).toMatchObject({ coOwners: [], coOwnerInvites: [] });
    for (const who of ['m1', 'm2', 'm3']) {
      await joinLeague(ctx(who), { code, shareProgress: true }, w.deps);
      expect(await summary(w, leagueId, who), who).toMatchObject({ canManage: false, member: true });
      expect(await summary(w, leagueId, who), who).not.toHaveProperty('coOwnerInvite');
      await expect(getDashboard(ctx(who), { leagueId }, w.deps), who).rejects.toMatchObject({
        code: 'not-league-owner',
      });
    }
  });

  it(`at most ${MAX_CO_OWNERS} co-owners and invitations together; inviting a co-owner again changes nothing`, async () => {
    const { w, leagueId } = await teamWithMembers(MAX_CO_OWNERS + 1);
    for (let i = 0; i < MAX_CO_OWNERS; i++) await setCoOwner(w, leagueId, `m${i}`, true);
    await answerCoOwner(ctx('m0'), { leagueId, accept: true }, w.deps);
    await setCoOwner(w, leagueId, 'm0', true);
    expect(w.leagues.get(leagueId)?.coOwners).toEqual(['m0']);
    const before = structuredClone(w.leagues.get(leagueId));
    await expect(setCoOwner(w, leagueId, `m${MAX_CO_OWNERS}`, true)).rejects.toMatchObject({ code: 'invalid-input' });
    expect(w.leagues.get(leagueId)).toEqual(before);
  });
});
