import { describe, expect, it } from 'vitest';
import { TEAM_TABLE_MIN_PLAYERS, type FraudId } from '@fraudshield/domain';
import { caseKeyById } from '@fraudshield/domain/answer-key';
import { TEAM_ACTIVITIES } from '@fraudshield/domain/content';
import { admin, call, callOk, createUser, type TestUser } from './testing/emulator-client';
import { fileAdmin, settleAndOpenWeek } from './testing/int-helpers';
import { inbox, tick, waitForMailRun } from './testing/mail-int';
import type { PlayerDoc } from './handlers/records';

/**
 * A team league's week after settlement, through the emulators: the owner's weekly report goes out
 * on the mail task queue and lands in the local mail catcher (maildev, read through its REST API
 * like mail.int.test.ts), once, and not
 * for an owner who switched it off or unsubscribed; the league's week enters the league of teams.
 */
const HOUR = 3_600_000;
const forecast: FraudId[] = ['Vishing', 'Phishing', 'SimSwap'];
const adminUser = fileAdmin((user) => callOk('user_getBalance', null, user));
let rid = 0;
const requestId = () => `int-tw-${Date.now().toString(36)}-${(rid++).toString(36)}`;

const teamReportsTo = async (user: TestUser) =>
  (await inbox()).filter(
    (m) =>
      m.to.some((t) => t.address.toLowerCase() === user.email.toLowerCase()) &&
      m.subject.includes(': your Threat Week'),
  );

const openWeek = () => settleAndOpenWeek(adminUser(), HOUR, forecast);

const playerDoc = async (uid: string) => (await admin().db.collection('players').doc(uid).get()).data() as PlayerDoc;

describe('a team league after a settled week', () => {
  it(
    "the owner's weekly report arrives once, group figures only; switched off it does not; the league of teams ranks the league",
    { timeout: 300_000 },
    async () => {
      await openWeek();
      const owner = await createUser({ displayName: 'Ms Report Owner' });
      const quiet = await createUser({ displayName: 'Owner Who Opted Out' });
      await callOk('user_getBalance', null, quiet);
      expect((await callOk('user_setPreferences', { teamReportEmails: false }, quiet)).teamReportEmails).toBe(false);
      expect((await callOk('user_getProfile', null, owner)).teamReportEmails).toBe(true);

      const { leagueId, code } = await callOk('league_create', { name: 'Class 9C', kind: 'team' }, owner);
      const other = await callOk('league_create', { name: 'Quiet Class', kind: 'team' }, quiet);

      // Six members field a squad (a bought defense deploys itself); five of them also do their drill.
      const members = await Promise.all(
        Array.from({ length: 6 }, (_, i) => createUser({ displayName: `Pupil ${i + 1}` })),
      );
      for (const [i, m] of members.entries()) {
        await callOk('league_join', { code, shareProgress: i % 2 === 0 }, m);
        await callOk('shop_buyDefense', { defenseId: 'MultiFactorAuth', requestId: requestId() }, m);
      }
      await callOk('league_join', { code: other.code, shareProgress: true }, members[0]!);
      // They joined in this week: they count from the next one.
      const joinWeek = (await callOk('week_getCurrent', null, adminUser())).week!;
      const week = await openWeek();
      await tick();
      await waitForMailRun(joinWeek.id, 'team');
      const earlier = (await teamReportsTo(owner)).length;
      for (const m of members.slice(0, 5)) {
        const drill = await callOk('drill_get', null, m);
        for (const c of drill.cases)
          await callOk(
            'drill_answer',
            {
              weekId: drill.weekId!,
              caseId: c.case.id,
              choiceId: caseKeyById(c.case.id)!.answerId,
              requestId: requestId(),
            },
            m,
          );
      }

      // Entered before any week counts: not shown yet (fewer than the minimum have played a settled week).
      await callOk('league_manage', { leagueId, action: 'setTeamTable', entered: true }, owner);
      expect((await callOk('league_teamsTable', {}, members[0]!)).rows.some((r) => r.leagueId === leagueId)).toBe(
        false,
      );
      const refused = await call('league_manage', { leagueId, action: 'setTeamTable', entered: false }, members[0]!);
      expect(refused.ok || refused.error.details?.code).toBe('not-league-owner');

      expect((await callOk('admin_settleWeek', { weekId: week.id }, adminUser())).status).toBe('settled');
      await tick();
      await waitForMailRun(week.id, 'team');

      const reports = (await teamReportsTo(owner)).filter((m) => m.subject.includes(`Week ${week.number} report`));
      expect(reports).toHaveLength(1);
      const mail = reports[0]!;
      expect(mail.subject).toBe(`Class 9C: your Threat Week ${week.number} report`);
      // Six counted (they joined before the week opened), five played.
      expect(mail.text).toContain('Played: 5 of 6 members');
      expect(mail.text).toContain('Finished the weekly drill: 5 of 6 members');
      expect(mail.text).toMatch(
        /No fraud has a group figure yet|\d\. .+: group mastery −?\d+ on the −100 to 100 scale/,
      );
      const focus = /\/frauds\/([A-Za-z]+)/.exec(mail.text)?.[1] as FraudId;
      expect(mail.text).toContain(TEAM_ACTIVITIES[focus].steps);
      expect(mail.headers['list-unsubscribe']).toContain('mail_unsubscribe?t=');
      for (const m of members) {
        expect(mail.text + mail.html).not.toContain(m.uid);
        expect(mail.text + mail.html).not.toContain(m.email);
        expect(mail.text + mail.html).not.toMatch(/Pupil \d/);
      }
      expect(await teamReportsTo(quiet)).toHaveLength(0);

      // A retried run sends no duplicate, even with its run record gone.
      await admin().db.collection('mailRuns').doc(`${week.id}-team`).delete();
      expect((await tick()).mail.team).toMatchObject({ enqueued: true });
      expect((await waitForMailRun(week.id, 'team')).sent).toBe(0);
      expect(await teamReportsTo(owner)).toHaveLength(earlier + 1);

      // The league of teams: six members fielded a squad, so the week counts; no member in it.
      const table = await callOk('league_teamsTable', {}, members[1]!);
      const row = table.rows.find((r) => r.leagueId === leagueId);
      expect(row).toMatchObject({ name: 'Class 9C', latestWeek: week.number, latestPlayers: 6, weeksCounted: 1 });
      expect(row!.latestMeanTenths).toBe(row!.seasonScoreTenths);
      expect(row!.rank).toBeGreaterThanOrEqual(1);
      expect(table.minPlayers).toBe(TEAM_TABLE_MIN_PLAYERS);
      expect(table.rows.some((r) => r.leagueId === other.leagueId)).toBe(false);
      for (const m of members) expect(JSON.stringify(table)).not.toContain(m.uid);
      // The mean is the members' points over the six who played.
      const points = await Promise.all(members.map(async (m) => (await playerDoc(m.uid)).pointsByWeek[week.number]!));
      expect(row!.latestMeanTenths).toBe(Math.round((points.reduce((s, p) => s + p, 0) * 10) / 6));

      // The one-click unsubscribe in the mail turns the owner's switch off; the next week sends nothing.
      const link = /(http:\/\/\S+mail_unsubscribe\?t=\S+)/.exec(mail.text)?.[1] as string;
      expect(await (await fetch(link)).text()).toContain('Stop weekly team league report emails');
      expect((await fetch(link, { method: 'POST' })).status).toBe(200);
      expect((await callOk('user_getProfile', null, owner)).teamReportEmails).toBe(false);
      const next = await openWeek();
      expect((await callOk('admin_settleWeek', { weekId: next.id }, adminUser())).status).toBe('settled');
      await tick();
      await waitForMailRun(next.id, 'team');
      expect(await teamReportsTo(owner)).toHaveLength(earlier + 1);
      // Its later weeks counted too (the squads stayed deployed); withdrawn, it leaves the table.
      const after = (await callOk('league_teamsTable', {}, members[1]!)).rows.find((r) => r.leagueId === leagueId);
      expect(after).toMatchObject({ latestWeek: next.number, latestPlayers: 6 });
      // (The clock may open and settle a week of its own in between: every settled week counts.)
      expect(after!.weeksCounted).toBeGreaterThanOrEqual(2);
      await callOk('league_manage', { leagueId, action: 'setTeamTable', entered: false }, owner);
      expect((await callOk('league_teamsTable', {}, members[1]!)).rows.some((r) => r.leagueId === leagueId)).toBe(
        false,
      );
    },
  );
});
