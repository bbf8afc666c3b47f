import { describe, expect, it } from 'vitest';
import type { CallableResponse, FraudId } from '@fraudshield/domain';
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { SCENARIO_CASES } from '@fraudshield/domain/content';
import { callOk, createUser, type TestUser } from './testing/emulator-client';
import { fileAdmin } from './testing/int-helpers';
import { tick, waitForMailRun } from './testing/mail-int';

/**
 * A team league's owner as an attacker, through the emulators: read the dashboard, change one
 * membership (a join, a leave, a removal, an account deletion), read it again. Every figure must be
 * the same until the next week settles (the figures come from week snapshots), so nothing about
 * that member can be computed from the difference. And a league with fewer than 5 members who
 * played shows no accuracy, no mastery and no head count below 5.
 */
const HOUR = 3_600_000;
const forecast: FraudId[] = ['Phishing', 'Deepfake', 'SimSwap'];
const adminUser = fileAdmin((user) => callOk('user_getBalance', null, user));
let rid = 0;
const requestId = () => `int-tp-${Date.now().toString(36)}-${(rid++).toString(36)}`;

type View = CallableResponse<'league_getDashboard'>;
/** Everything the owner sees but the live member count (the member list names members anyway). */
const figures = (v: View) => {
  const { members: _members, ...rest } = v;
  return rest;
};

/** Settles the current week (if any) and opens the next; then the clock's pass builds the settled week's snapshots. */
async function nextWeek() {
  const current = await callOk('week_getCurrent', null, adminUser());
  if (current.week) await callOk('admin_settleWeek', { weekId: current.week.id }, adminUser());
  const opened = await callOk(
    'admin_openWeek',
    { deadline: new Date(Date.now() + HOUR).toISOString(), headlineThreats: forecast },
    adminUser(),
  );
  if (current.week) {
    await tick();
    await waitForMailRun(current.week.id, 'team');
  }
  return { settled: current.week, opened };
}

async function answerDrill(p: TestUser, right: boolean) {
  const drill = await callOk('drill_get', null, p);
  for (const c of drill.cases) {
    const answerId = caseKeyById(c.case.id)!.answerId;
    const choiceId = right
      ? answerId
      : SCENARIO_CASES.find((x) => x.id === c.case.id)!.choices.find((ch) => ch.id !== answerId)!.id;
    await callOk('drill_answer', { weekId: drill.weekId!, caseId: c.case.id, choiceId, requestId: requestId() }, p);
  }
}

describe('team league figures an owner cannot difference', () => {
  it(
    'join, leave, removal and account deletion change no figure until the next settlement; the settled week keeps who left',
    { timeout: 600_000 },
    async () => {
      await nextWeek();
      const owner = await createUser({ displayName: 'Ms Attacker' });
      const { leagueId, code } = await callOk('league_create', { name: 'Class 5D', kind: 'team' }, owner);
      const members = await Promise.all(
        Array.from({ length: 8 }, (_, i) => createUser({ displayName: `Pupil ${i + 1}` })),
      );
      for (const m of members) await callOk('league_join', { code, shareProgress: false }, m);
      // They joined in this week: their answers count from the next one.
      await nextWeek();
      // Seven answer right; the one who will leave answers everything wrong.
      for (const [i, m] of members.entries()) await answerDrill(m, i !== 0);
      await nextWeek();

      const read = async () => figures(await callOk('league_getDashboard', { leagueId }, owner));
      const before = await read();
      const settledRow = before.trend.at(-1);
      expect(settledRow?.played).toBe(8);
      expect(typeof settledRow?.accuracy).toBe('number');

      // Leave.
      await callOk('league_leave', { leagueId }, members[0]!);
      expect(await read()).toEqual(before);
      // Join (a newcomer who answers at once).
      const newcomer = await createUser({ displayName: 'New Pupil' });
      await callOk('league_join', { code, shareProgress: false }, newcomer);
      await answerDrill(newcomer, false);
      expect(await read()).toEqual(before);
      // Removal by the owner.
      const page = await callOk('league_getMembers', { leagueId }, owner);
      const removed = page.members.find((m) => m.name === 'Pupil 2')!;
      await callOk('league_manage', { leagueId, action: 'removeMember', memberId: removed.memberId }, owner);
      expect(await read()).toEqual(before);
      // Account deletion.
      await callOk('user_deleteAccount', { confirm: 'DELETE' }, members[2]!);
      expect(await read()).toEqual(before);
      // Join and leave times are days, never instants.
      for (const m of (await callOk('league_getMembers', { leagueId }, owner)).members)
        expect(JSON.stringify(m)).not.toMatch(/T\d\d:\d\d/);

      // The next settlement: the week that settled keeps its figures (who left is still in it),
      // and the new week is an aggregate of at least 5 or hidden.
      await nextWeek();
      const after = await read();
      const same = after.trend.find((t) => t.week === settledRow!.week);
      expect(same).toEqual(settledRow);
      for (const t of after.trend)
        if (t.played === null) expect(t.accuracy).toBeNull();
        else expect(t.played).toBeGreaterThanOrEqual(5);
    },
  );

  it('a league of 1 to 4 contributors shows no accuracy, mastery or head count', { timeout: 300_000 }, async () => {
    await nextWeek();
    const owner = await createUser({ displayName: 'Small Class Owner' });
    const { leagueId, code } = await callOk('league_create', { name: 'Tiny Class', kind: 'team' }, owner);
    const members = await Promise.all(Array.from({ length: 3 }, (_, i) => createUser({ displayName: `Few ${i}` })));
    for (const m of members) await callOk('league_join', { code, shareProgress: true }, m);
    await nextWeek();
    for (const m of members) await answerDrill(m, true);
    await nextWeek();
    const view = await callOk('league_getDashboard', { leagueId }, owner);
    for (const t of view.trend) {
      expect(t.accuracy).toBeNull();
      expect(t.played ?? 0).not.toBeGreaterThan(0);
    }
    for (const f of view.frauds) expect(f.mastery).toBeNull();
    for (const n of Object.values(view.participation)) expect(typeof n === 'number' && n > 0 && n < 5).toBe(false);
  });
});
