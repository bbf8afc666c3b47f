import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MIN_CONTRIBUTORS, TEAM_STATS_SHARDS, teamStatsDeltas, type FraudId } from '@fraudshield/domain';
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { admin, call, callOk, closeAdmin, createUser, type TestUser } from './testing/emulator-client';
import type { PlayerDoc } from './handlers/records';
import { teamStateOf } from './infra/team-store';

/**
 * Team leagues through the emulators: the owner creates one, members join with a consent choice,
 * their drill answers move the league's aggregates in the same commit, and the owner's dashboard
 * reads those aggregates (never the member list) and is refused to members and strangers.
 */
const forecast: FraudId[] = ['Phishing', 'Deepfake', 'SimSwap'];
let adminUser: TestUser;
let rid = 0;
const requestId = () => `int-team-${Date.now().toString(36)}-${(rid++).toString(36)}`;
const right = (caseId: string) => caseKeyById(caseId)!.answerId;

async function expectRefused(out: Awaited<ReturnType<typeof call>>, code: string, status?: string) {
  expect(out.ok).toBe(false);
  if (!out.ok) {
    expect(out.error.details?.code).toBe(code);
    if (status) expect(out.error.status).toBe(status);
  }
}

beforeAll(async () => {
  adminUser = await createUser({ claims: { roles: ['admin'] } });
  const current = await callOk('week_getCurrent', null, adminUser);
  if (current.week) await callOk('admin_settleWeek', { weekId: current.week.id }, adminUser);
  await callOk(
    'admin_openWeek',
    { deadline: new Date(Date.now() + 3_600_000).toISOString(), headlineThreats: forecast },
    adminUser,
  );
});

afterAll(async () => {
  await closeAdmin();
});

describe('team leagues', () => {
  it(
    'owner creates, five join with consent, three answer drill cases: the dashboard shows 5 members, 3 played, mastery per fraud; a member and a stranger are refused',
    { timeout: 240_000 },
    async () => {
      const owner = await createUser();
      const { leagueId, code } = await callOk('league_create', { name: 'Class 7B', kind: 'team' }, owner);
      expect(await callOk('league_preview', { code }, await createUser())).toEqual({
        name: 'Class 7B',
        kind: 'team',
        members: 0,
      });

      const members = await Promise.all(
        Array.from({ length: 5 }, (_, i) => createUser({ displayName: `Learner ${i + 1}` })),
      );
      await expectRefused(await call('league_join', { code }, members[0]!), 'consent-required', 'INVALID_ARGUMENT');
      for (const [i, m] of members.entries()) await callOk('league_join', { code, shareProgress: i !== 4 }, m);

      // Three of them answer their whole drill, everyone the same cases where the drills overlap.
      const players = members.slice(0, 3);
      const answeredFrauds = new Set<FraudId>();
      for (const p of players) {
        const drill = await callOk('drill_get', null, p);
        for (const c of drill.cases) {
          await callOk(
            'drill_answer',
            { weekId: drill.weekId!, caseId: c.case.id, choiceId: right(c.case.id), requestId: requestId() },
            p,
          );
          answeredFrauds.add(c.case.fraudId);
        }
      }

      const view = await callOk('league_getDashboard', { leagueId }, owner);
      expect(view).toMatchObject({
        name: 'Class 7B',
        members: 5,
        sharing: 4,
        ownedByMe: true,
        week: { headlineThreats: forecast },
      });
      expect(view.participation).toMatchObject({ played: 3, drill: 3, activeEver: 3 });
      expect(view.trend.at(-1)).toMatchObject({ played: 3, drill: 3, accuracy: 1 });
      // Per fraud: what the three answered, counted per member; a figure only from 5 members up.
      for (const f of view.frauds) {
        expect(f.contributors).toBeLessThanOrEqual(3);
        if (answeredFrauds.has(f.fraudId)) expect(f.answered).toBeGreaterThan(0);
        else expect(f.answered).toBe(0);
        expect(f.mastery).toBeNull();
      }
      expect(view.frauds.reduce((s, f) => s + f.answered, 0)).toBe(
        3 * (await callOk('drill_get', null, players[0]!)).cases.length,
      );
      // Who needs help: only members who share their progress (Learner 5 does not).
      expect(view.needsHelp.map((h) => h.name).every((n) => ['Learner 1', 'Learner 2', 'Learner 3'].includes(n))).toBe(
        true,
      );
      expect(JSON.stringify(view)).not.toContain(owner.uid);
      for (const m of members) expect(JSON.stringify(view)).not.toContain(m.uid);
      expect(JSON.stringify(view)).not.toMatch(/@/);

      // The aggregates equal what the members' own records say, shard by shard summed.
      const docs = await Promise.all(
        members.map(async (m) => (await admin().db.collection('players').doc(m.uid).get()).data() as PlayerDoc),
      );
      const shards = await Promise.all(
        Array.from({ length: TEAM_STATS_SHARDS }, (_, i) =>
          admin().db.collection('leagues').doc(leagueId).collection('stats').doc(String(i)).get(),
        ),
      );
      const stored: Record<string, number> = {};
      for (const s of shards)
        for (const [k, v] of Object.entries(s.data() ?? {})) stored[k] = (stored[k] ?? 0) + (v as number);
      const expected: Record<string, number> = {};
      for (const d of docs)
        for (const [k, v] of Object.entries(
          teamStatsDeltas({ teams: {}, frauds: {}, weeks: [], mark: null }, teamStateOf(d)).get(leagueId) ?? {},
        ))
          expected[k] = (expected[k] ?? 0) + v;
      // The week's drill and daily marks are the player change's own (not in a record): compared above through the dashboard.
      const noMarks = (o: Record<string, number>) =>
        Object.fromEntries(Object.entries(o).filter(([k, v]) => v !== 0 && !/_(drill|daily)$/.test(k)));
      expect(noMarks(stored)).toEqual(noMarks(expected));

      // Members and strangers are refused; so is a points league's member asking for a points league.
      await expectRefused(
        await call('league_getDashboard', { leagueId }, members[0]!),
        'not-league-owner',
        'PERMISSION_DENIED',
      );
      await expectRefused(
        await call('league_getDashboard', { leagueId }, await createUser()),
        'not-league-owner',
        'PERMISSION_DENIED',
      );
      await expectRefused(
        await call('league_getMembers', { leagueId }, members[1]!),
        'not-league-owner',
        'PERMISSION_DENIED',
      );

      // The owner's member list: names and member ids, no uid, no email.
      const list = await callOk('league_getMembers', { leagueId }, owner);
      expect(list.members.map((m) => m.name).sort()).toEqual(members.map((_, i) => `Learner ${i + 1}`));
      expect(JSON.stringify(list)).not.toMatch(/@/);
      for (const m of members) expect(JSON.stringify(list)).not.toContain(m.uid);

      // The other two play as well: a fraud that all five answered now has a group figure, the rest still none.
      for (const p of members.slice(3)) {
        const drill = await callOk('drill_get', null, p);
        for (const c of drill.cases)
          await callOk(
            'drill_answer',
            { weekId: drill.weekId!, caseId: c.case.id, choiceId: right(c.case.id), requestId: requestId() },
            p,
          );
      }
      const all = await callOk('league_getDashboard', { leagueId }, owner);
      expect(all.participation).toMatchObject({ played: 5, drill: 5, activeEver: 5 });
      expect(GROUP_MIN_CONTRIBUTORS).toBe(5);
      for (const f of all.frauds) {
        if (f.contributors >= GROUP_MIN_CONTRIBUTORS) expect(f.mastery).toBeGreaterThan(0);
        else expect(f.mastery).toBeNull();
      }
      expect(all.frauds.some((f) => f.mastery !== null)).toBe(true);
      // Who needs help: the four who share and practised a threat, never Learner 5 (group figures only).
      expect(all.needsHelp.length).toBeGreaterThan(0);
      expect(all.needsHelp.map((h) => h.name)).not.toContain('Learner 5');
      for (const h of all.needsHelp) expect(h.threats.map((t) => t.fraudId)).toEqual(forecast);

      // Leaving takes a member out of the owner's view: the count, the list, and their part of the sums.
      await callOk('league_leave', { leagueId }, members[0]!);
      const after = await callOk('league_getDashboard', { leagueId }, owner);
      expect(after).toMatchObject({ members: 4, sharing: 3, participation: { played: 4, activeEver: 4 } });
      expect(after.needsHelp.map((h) => h.name)).not.toContain('Learner 1');
      expect((await callOk('league_getMembers', { leagueId }, owner)).members.map((m) => m.name)).not.toContain(
        'Learner 1',
      );
      expect(after.frauds.reduce((s, f) => s + f.answered, 0)).toBeLessThan(
        all.frauds.reduce((s, f) => s + f.answered, 0),
      );
      // Fewer than five contribute now: no fraud keeps a group figure.
      expect(after.frauds.every((f) => f.mastery === null)).toBe(true);
    },
  );

  it(
    'an owner removes a member, names a co-owner, rotates the code and closes the league',
    { timeout: 120_000 },
    async () => {
      const owner = await createUser();
      const { leagueId, code } = await callOk('league_create', { name: 'Risk team', kind: 'team' }, owner);
      const [a, b] = await Promise.all([createUser({ displayName: 'Anna' }), createUser({ displayName: 'Ben' })]);
      await callOk('league_join', { code, shareProgress: true }, a);
      await callOk('league_join', { code, shareProgress: false }, b);
      const list = await callOk('league_getMembers', { leagueId }, owner);
      const idOf = (name: string) => list.members.find((m) => m.name === name)!.memberId;

      await callOk('league_manage', { leagueId, action: 'setCoOwner', memberId: idOf('Anna'), coOwner: true }, owner);
      // An invitation until she accepts it.
      await callOk('league_answerCoOwner', { leagueId, accept: true }, a);
      expect((await callOk('league_getMine', null, a)).find((l) => l.leagueId === leagueId)).toMatchObject({
        canManage: true,
        ownedByMe: false,
        kind: 'team',
        shareProgress: true,
      });
      expect((await callOk('league_getDashboard', { leagueId }, a)).members).toBe(2);
      await expectRefused(
        await call('league_manage', { leagueId, action: 'close' }, a),
        'not-league-owner',
        'PERMISSION_DENIED',
      );

      await callOk('league_manage', { leagueId, action: 'removeMember', memberId: idOf('Ben') }, a);
      expect((await callOk('league_getMine', null, b)).map((l) => l.leagueId)).not.toContain(leagueId);
      expect((await callOk('league_getDashboard', { leagueId }, owner)).members).toBe(1);

      const rotated = await callOk('league_manage', { leagueId, action: 'rotateCode' }, owner);
      expect('code' in rotated && rotated.code).not.toBe(code);
      await expectRefused(await call('league_join', { code, shareProgress: true }, b), 'unknown-league-code');

      expect(await callOk('league_manage', { leagueId, action: 'close' }, owner)).toEqual({ closed: true });
      await expectRefused(await call('league_getDashboard', { leagueId }, owner), 'not-league-owner');
      expect((await admin().db.collection('leagues').doc(leagueId).collection('members').get()).size).toBe(0);
      // A's next change drops the closed league's seat; her answers keep working.
      const drill = await callOk('drill_get', null, a);
      const first = drill.cases[0]!.case;
      await callOk(
        'drill_answer',
        { weekId: drill.weekId!, caseId: first.id, choiceId: right(first.id), requestId: requestId() },
        a,
      );
      const doc = (await admin().db.collection('players').doc(a.uid).get()).data() as PlayerDoc;
      expect(doc.teams?.[leagueId]).toBeUndefined();
      expect((await admin().db.collection('leagues').doc(leagueId).collection('stats').get()).size).toBe(0);
    },
  );
});
