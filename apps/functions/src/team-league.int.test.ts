import { describe, expect, it } from 'vitest';
import { GROUP_MIN_CONTRIBUTORS, type FraudId } from '@fraudshield/domain';
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { admin, call, callOk, createUser, type TestUser } from './testing/emulator-client';
import { tick, waitForMailRun } from './testing/mail-int';
import { expectRefused, fileAdmin } from './testing/int-helpers';

/**
 * Team leagues through the emulators: the owner creates one, members join with a consent choice,
 * their answers reach the owner's dashboard only through the week snapshot built when their week
 * settles (never the member list, never a write per answer), and the dashboard is refused to
 * members and strangers.
 */
const forecast: FraudId[] = ['Phishing', 'Deepfake', 'SimSwap'];
const adminUser = fileAdmin(() => nextWeek());
let rid = 0;
const requestId = () => `int-team-${Date.now().toString(36)}-${(rid++).toString(36)}`;
const right = (caseId: string) => caseKeyById(caseId)!.answerId;

/** Settles the current week and opens the next; the clock's pass then builds the settled week's snapshots. Returns the settled week. */
async function nextWeek() {
  const current = await callOk('week_getCurrent', null, adminUser());
  if (current.week) await callOk('admin_settleWeek', { weekId: current.week.id }, adminUser());
  await callOk(
    'admin_openWeek',
    { deadline: new Date(Date.now() + 3_600_000).toISOString(), headlineThreats: forecast },
    adminUser(),
  );
  if (current.week) {
    await tick();
    await waitForMailRun(current.week.id, 'team');
  }
  return current.week;
}

async function answerDrill(p: TestUser) {
  const drill = await callOk('drill_get', null, p);
  for (const c of drill.cases)
    await callOk(
      'drill_answer',
      { weekId: drill.weekId!, caseId: c.case.id, choiceId: right(c.case.id), requestId: requestId() },
      p,
    );
}

describe('team leagues', () => {
  it(
    'owner creates, five join with consent; answers reach the dashboard only when their week settles, a figure only from five members; a member and a stranger are refused',
    { timeout: 480_000 },
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
      await expectRefused(await call('league_join', { code }, members[0]!), 'consent-required', {
        status: 'INVALID_ARGUMENT',
      });
      for (const [i, m] of members.entries()) await callOk('league_join', { code, shareProgress: i !== 4 }, m);
      // They joined in this week: they count from the next one.
      await nextWeek();

      // Three of them answer their whole drill: nothing moves until the week settles.
      const before = await callOk('league_getDashboard', { leagueId }, owner);
      for (const p of members.slice(0, 3)) await answerDrill(p);
      expect(await callOk('league_getDashboard', { leagueId }, owner)).toEqual(before);
      // No league document is written by an answer.
      expect((await admin().db.collection('leagues').doc(leagueId).collection('stats').get()).size).toBe(0);

      const settled = await nextWeek();
      const view = await callOk('league_getDashboard', { leagueId }, owner);
      expect(view).toMatchObject({ name: 'Class 7B', members: 5, ownedByMe: true, settledWeek: settled!.number });
      // Five members counted, three played: every figure of the three is hidden.
      expect(view.participation).toMatchObject({ counted: 5, played: null, drill: null });
      expect(view.trend.at(-1)).toMatchObject({ week: settled!.number, played: null, accuracy: null });
      for (const f of view.frauds) expect([f.contributors, f.mastery]).toEqual([null, null]);
      // The week's parts are gone once its snapshot is built: only the aggregate stays.
      const weekDoc = admin().db.collection('leagues').doc(leagueId).collection('weeks').doc(String(settled!.number));
      expect((await weekDoc.get()).data()).toMatchObject({ members: 5, played: 3 });
      expect((await weekDoc.collection('parts').get()).size).toBe(0);
      expect(JSON.stringify(view)).not.toContain(owner.uid);
      for (const m of members) expect(JSON.stringify(view)).not.toContain(m.uid);
      expect(JSON.stringify(view)).not.toMatch(/@/);

      // Members and strangers are refused.
      await expectRefused(await call('league_getDashboard', { leagueId }, members[0]!), 'not-league-owner', {
        status: 'PERMISSION_DENIED',
      });
      await expectRefused(await call('league_getDashboard', { leagueId }, await createUser()), 'not-league-owner', {
        status: 'PERMISSION_DENIED',
      });
      await expectRefused(await call('league_getMembers', { leagueId }, members[1]!), 'not-league-owner', {
        status: 'PERMISSION_DENIED',
      });

      // The owner's member list: names, member ids and the day they joined; no uid, no email, no time.
      const list = await callOk('league_getMembers', { leagueId }, owner);
      expect(list.members.map((m) => m.name).sort()).toEqual(members.map((_, i) => `Learner ${i + 1}`));
      for (const m of list.members) expect(m.joinedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(JSON.stringify(list)).not.toMatch(/@/);
      for (const m of members) expect(JSON.stringify(list)).not.toContain(m.uid);

      // All five play the next week: its figures show, and a fraud all five answered has a group mastery.
      for (const p of members) await answerDrill(p);
      const second = await nextWeek();
      const all = await callOk('league_getDashboard', { leagueId }, owner);
      expect(all.participation).toMatchObject({ counted: 5, played: 5, drill: 5, activeEver: 5 });
      expect(all.trend.at(-1)).toMatchObject({ week: second!.number, played: 5, drill: 5, accuracy: 1 });
      expect(GROUP_MIN_CONTRIBUTORS).toBe(5);
      for (const f of all.frauds) if (f.contributors === null) expect(f.answered).toBeNull();
      expect(all.frauds.some((f) => f.mastery !== null)).toBe(true);
      // Who needs help: the four who share and practised a threat, never Learner 5 (group figures only).
      expect(all.needsHelp.length).toBeGreaterThan(0);
      expect(all.needsHelp.map((h) => h.name)).not.toContain('Learner 5');
      for (const h of all.needsHelp) expect(h.threats.map((t) => t.fraudId)).toEqual(forecast);

      // Leaving takes a member out of the list and the help rows, and out of no settled figure.
      await callOk('league_leave', { leagueId }, members[0]!);
      const after = await callOk('league_getDashboard', { leagueId }, owner);
      expect(after.members).toBe(4);
      expect(after.needsHelp.map((h) => h.name)).not.toContain('Learner 1');
      expect({ ...after, members: 5, needsHelp: [] }).toEqual({ ...all, needsHelp: [] });
      expect((await callOk('league_getMembers', { leagueId }, owner)).members.map((m) => m.name)).not.toContain(
        'Learner 1',
      );
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
      await expectRefused(await call('league_manage', { leagueId, action: 'close' }, a), 'not-league-owner', {
        status: 'PERMISSION_DENIED',
      });

      await callOk('league_manage', { leagueId, action: 'removeMember', memberId: idOf('Ben') }, a);
      expect((await callOk('league_getMine', null, b)).map((l) => l.leagueId)).not.toContain(leagueId);
      expect((await callOk('league_getDashboard', { leagueId }, owner)).members).toBe(1);

      const rotated = await callOk('league_manage', { leagueId, action: 'rotateCode' }, owner);
      expect('code' in rotated && rotated.code).not.toBe(code);
      await expectRefused(await call('league_join', { code, shareProgress: true }, b), 'unknown-league-code');

      expect(await callOk('league_manage', { leagueId, action: 'close' }, owner)).toEqual({ closed: true });
      await expectRefused(await call('league_getDashboard', { leagueId }, owner), 'not-league-owner');
      expect((await admin().db.collection('leagues').doc(leagueId).collection('members').get()).size).toBe(0);
      // Her answers keep working, and write nothing under the closed league.
      const drill = await callOk('drill_get', null, a);
      const first = drill.cases[0]!.case;
      await callOk(
        'drill_answer',
        { weekId: drill.weekId!, caseId: first.id, choiceId: right(first.id), requestId: requestId() },
        a,
      );
      expect((await admin().db.collection('leagues').doc(leagueId).collection('members').get()).size).toBe(0);
      expect((await admin().db.collection('leagues').doc(leagueId).get()).exists).toBe(false);
    },
  );
});
