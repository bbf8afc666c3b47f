import { beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_RATE_LIMIT, type FraudId } from '@fraudshield/domain';
import { admin, call, callOk, createUser, stackInfo, type TestUser } from './testing/emulator-client';
import { fileAdmin, settleCurrentWeek } from './testing/int-helpers';
import { inbox, mailTo, tick, waitForMailRun, type CaughtMail } from './testing/mail-int';
import type { MailTask } from './handlers/mail-engine';
import type { PlayerDoc } from './handlers/records';

/**
 * The mail path end to end: the season clock's tick (dev_seasonClock, the production tick in
 * the emulator) starts a run on the mail task queue (sendMailTask on the Cloud Tasks emulator),
 * whose page tasks send through nodemailer to maildev, the local mail catcher, whose REST API
 * (GET /email) these tests read. Who gets mail and who does not, no duplicates on a retried
 * run or a task delivered twice, the unsubscribe link (and a forged one), report emails after
 * settlement, and the season plan the clock follows. The stack is shared: other suites' players are in the
 * database too, so every assertion looks at this file's own addresses.
 */

const HOUR = 3_600_000;
const forecast: FraudId[] = ['Phishing', 'Ransomware', 'Deepfake'];
const adminUser = fileAdmin((user) => callOk('user_getBalance', null, user));

const settleCurrent = () => settleCurrentWeek(adminUser());

async function player(prefs: { deadlineReminders?: boolean; reportEmails?: boolean } = {}) {
  const user = await createUser();
  await callOk('user_getBalance', null, user);
  if (Object.keys(prefs).length) await callOk('user_setPreferences', prefs, user);
  return user;
}

/** Delivers a page task to sendMailTask in the Functions emulator, as the Cloud Tasks emulator does. */
async function deliverMail(task: MailTask): Promise<number> {
  const { projectId, ports } = stackInfo();
  const res = await fetch(`http://127.0.0.1:${ports.functions}/${projectId}/africa-south1/sendMailTask`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: task }),
  });
  await res.text();
  return res.status;
}

const playerDoc = async (uid: string) => (await admin().db.collection('players').doc(uid).get()).data() as PlayerDoc;
const unsubscribeUrlOf = (mail: CaughtMail) => /(http:\/\/\S+mail_unsubscribe\?t=\S+)/.exec(mail.text)?.[1] ?? '';

describe('deadline reminders', () => {
  let on: TestUser;
  let off: TestUser;
  let both: TestUser;
  /** Changed their address in Auth after signing up, and has not played since. */
  let moved: TestUser;
  let movedTo: string;
  let weekId: string;

  beforeAll(async () => {
    await settleCurrent();
    on = await player();
    off = await player({ deadlineReminders: false });
    both = await player({ reportEmails: true });
    moved = await player();
    movedTo = `moved-${moved.email}`;
    await admin().auth.updateUser(moved.uid, { email: movedTo, emailVerified: true });
    await callOk(
      'shop_buyDefense',
      { defenseId: 'MultiFactorAuth', requestId: `int-mail-${Date.now().toString(36)}` },
      on,
    );
    weekId = (
      await callOk(
        'admin_openWeek',
        { deadline: new Date(Date.now() + 2 * HOUR).toISOString(), headlineThreats: forecast },
        adminUser(),
      )
    ).id;
  });

  it('go to opted-in players only, once each, with the squad status', async () => {
    const out = await tick();
    expect(out.clock.action).toBe('idle');
    expect(out.mail.reminder).toMatchObject({ weekId, kind: 'reminder', enqueued: true });
    expect((await waitForMailRun(weekId, 'reminder')).sent).toBeGreaterThanOrEqual(2);
    const all = await inbox();
    expect(mailTo(all, on)).toHaveLength(1);
    expect(mailTo(all, both)).toHaveLength(1);
    expect(mailTo(all, off)).toHaveLength(0);
    const mail = mailTo(all, on)[0] as CaughtMail;
    expect(mail.subject).toMatch(/^Threat Week \d+ locks in 2 hours$/);
    // A bought defense deploys itself (the first seven do), and leads.
    expect(mail.text).toContain('Your lineup is set: 1 defense deployed, Multi-Factor Authentication leading.');
    expect(mail.text).toMatch(/Credits to spend: \d+\.\d cr\./);
    expect((mailTo(all, both)[0] as CaughtMail).text).toContain('Your lineup is not set: you own no defenses yet.');
    expect(mail.headers['list-unsubscribe']).toContain('mail_unsubscribe?t=');
  });

  it('go to the address the player has in Auth now, not the one they signed up with (and the mail list follows)', async () => {
    const all = await inbox();
    expect(mailTo(all, { ...moved, email: movedTo })).toHaveLength(1);
    expect(mailTo(all, moved)).toHaveLength(0);
    expect((await playerDoc(moved.uid)).email).toBe(movedTo);
  });

  it('a second tick starts nothing; a run started again (its record gone) sends no duplicate', async () => {
    expect((await tick()).mail.reminder).toMatchObject({ enqueued: false });
    const first = await waitForMailRun(weekId, 'reminder');
    await admin().db.collection('mailRuns').doc(`${weekId}-reminder`).delete();
    expect((await tick()).mail.reminder).toMatchObject({ enqueued: true });
    const again = await waitForMailRun(weekId, 'reminder');
    expect(again.runId).not.toBe(first.runId);
    expect(again.sent).toBe(0);
    expect(again.skipped).toBeGreaterThanOrEqual(2);
    const all = await inbox();
    expect(mailTo(all, on)).toHaveLength(1);
    expect(mailTo(all, both)).toHaveLength(1);
    const marker = await admin().db.doc(`players/${on.uid}/mail/${weekId}-reminder`).get();
    expect(marker.data()).toMatchObject({ kind: 'reminder', attempts: 1, lastError: null });
    expect(marker.get('sentAt')).toEqual(expect.any(Number));
  });

  it('a page task delivered twice at once sends each email once; a malformed task sends nothing and is not retried', async () => {
    const late = await player();
    // A page that starts just before the new player (a prefix of a uid sorts before it).
    const task: MailTask = { weekId, kind: 'reminder', runId: 'twice', page: 0, after: late.uid.slice(0, -1) };
    const [a, b] = await Promise.all([deliverMail(task), deliverMail(task)]);
    expect([a, b]).toEqual([204, 204]);
    expect(mailTo(await inbox(), late)).toHaveLength(1);
    expect(await deliverMail({ ...task, kind: 'nonsense' } as unknown as MailTask)).toBe(204);
    expect(await deliverMail({ ...task, after: 42 } as unknown as MailTask)).toBe(204);
    expect(mailTo(await inbox(), late)).toHaveLength(1);
  });

  it('the unsubscribe link works without signing in; a forged one changes nothing', async () => {
    const link = unsubscribeUrlOf(mailTo(await inbox(), on)[0] as CaughtMail);
    expect(link).not.toBe('');
    const confirm = await fetch(link);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('Stop deadline reminder emails');
    expect((await playerDoc(on.uid)).deadlineReminders).toBe(true); // opening the link alone changes nothing

    const token = new URL(link).searchParams.get('t') as string;
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ v: 'u1', u: both.uid, s: 'reminders' })).toString('base64url')}.${signature}`;
    const base = link.split('?')[0] as string;
    const refused = await fetch(`${base}?t=${encodeURIComponent(forged)}`, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This unsubscribe link is not valid.');
    expect((await playerDoc(both.uid)).deadlineReminders).toBe(true);

    const done = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You will no longer receive deadline reminder emails.');
    expect((await playerDoc(on.uid)).deadlineReminders).toBe(false);
    expect((await callOk('user_getProfile', null, on)).deadlineReminders).toBe(false);
    expect((await playerDoc(both.uid)).deadlineReminders).toBe(true);

    // Single use: the player turns reminders back on, and the same link changes nothing any more.
    await callOk('user_setPreferences', { deadlineReminders: true }, on);
    const again = await fetch(link, { method: 'POST' });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This unsubscribe link has been used already.');
    expect((await playerDoc(on.uid)).deadlineReminders).toBe(true);
    expect((await fetch(link)).status).toBe(410);
  });

  it('a host that floods the unsubscribe page gets 429 (resource-exhausted) and changes nothing', async () => {
    const link = unsubscribeUrlOf(mailTo(await inbox(), both)[0] as CaughtMail);
    const headers = { 'X-Forwarded-For': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < UNSUBSCRIBE_RATE_LIMIT.burst + 5; i++)
      statuses.push((await fetch(`${link.split('?')[0]}?t=forged.${i}`, { method: 'POST', headers })).status);
    expect(statuses.slice(0, UNSUBSCRIBE_RATE_LIMIT.burst).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Even a genuine link is refused to that host for now.
    expect((await fetch(link, { method: 'POST', headers })).status).toBe(429);
    expect((await playerDoc(both.uid)).deadlineReminders).toBe(true);
  });

  it('report emails follow settlement, to players with that switch on and a report', async () => {
    const settled = await callOk('admin_settleWeek', { weekId }, adminUser());
    expect(settled.status).toBe('settled');
    const late = await player({ reportEmails: true }); // joined after settlement: no report, no email
    // The settlement hook started the run; the clock finds it started.
    expect((await tick()).mail.report).toMatchObject({ weekId, enqueued: false });
    await waitForMailRun(weekId, 'report');
    const all = await inbox();
    const reports = (u: TestUser) => mailTo(all, u).filter((m) => m.subject.includes('match report is ready'));
    expect(reports(both)).toHaveLength(1);
    expect(reports(both)[0]?.text).toMatch(/You scored -?\d+ points?, blocked \d+ of \d+ attacks/);
    expect(reports(on)).toHaveLength(0);
    expect(reports(off)).toHaveLength(0);
    expect(mailTo(all, late)).toHaveLength(0);
    // Its unsubscribe link turns off the report emails, not the reminders.
    const link = unsubscribeUrlOf(reports(both)[0] as CaughtMail);
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    expect(await playerDoc(both.uid)).toMatchObject({ reportEmails: false, deadlineReminders: true });
  });
});

describe('the season plan and the clock', () => {
  it('is admin-only, refuses bad plans without changing the stored one, and is audited', async () => {
    await settleCurrent();
    const nobody = await player();
    const refused = await call('admin_setSeasonPlan', { weeks: [] }, nobody);
    expect(refused.ok || refused.error.details?.code).toBe('not-admin');

    const season = await callOk('admin_getSeasonPlan', null, adminUser());
    const n = season.nextNumber;
    // After the last opened week's deadline (a week the clock opened may end days from now).
    const after = Math.max(Date.now(), season.lastDeadline ? Date.parse(season.lastDeadline) : 0);
    const plan = {
      weeks: [
        {
          number: n,
          deadline: new Date(after + 5 * HOUR).toISOString(),
          headlineThreats: ['SimSwap', 'Vishing', 'Ddos'] as FraudId[],
        },
      ],
    };
    const saved = await callOk('admin_setSeasonPlan', plan, adminUser());
    expect(saved.weeks).toEqual(plan.weeks);

    for (const [weeks, code] of [
      [[{ ...plan.weeks[0], deadline: new Date(Date.now() - HOUR).toISOString() }], 'plan-deadline-past'],
      [[{ ...plan.weeks[0], number: n - 1 }], 'plan-week-opened'],
      [[{ ...plan.weeks[0], number: n + 1 }], 'plan-out-of-order'],
      [[{ ...plan.weeks[0], headlineThreats: ['SimSwap', 'NoSuchFraud', 'Ddos'] }], 'invalid-input'],
    ] as const) {
      const out = await call('admin_setSeasonPlan', { weeks }, adminUser());
      expect(out.ok || out.error.details?.code, JSON.stringify(weeks)).toBe(code);
    }
    expect((await callOk('admin_getSeasonPlan', null, adminUser())).weeks).toEqual(plan.weeks);
    const audit = await callOk('admin_getAudit', { limit: 20 }, adminUser());
    expect(audit.find((e) => e.action === 'plan-season' && e.actorUid === adminUser().uid)).toMatchObject({
      detail: `Week ${n}`,
    });
  });

  it('locks and settles a week at its deadline, then opens the planned next one by itself', async () => {
    await settleCurrent();
    const week = await callOk(
      'admin_openWeek',
      { deadline: new Date(Date.now() + 3_000).toISOString(), headlineThreats: forecast },
      adminUser(),
    );
    const plannedDeadline = new Date(Date.now() + 6 * HOUR).toISOString();
    await callOk(
      'admin_setSeasonPlan',
      {
        weeks: [
          { number: week.number + 1, deadline: plannedDeadline, headlineThreats: ['BruteForce', 'SimSwap', 'Ddos'] },
        ],
      },
      adminUser(),
    );
    expect((await tick()).clock.action).toBe('idle');
    await new Promise((r) => setTimeout(r, 3_500));
    // Past the deadline the first tick starts the settlement fan-out (shard tasks on the Cloud
    // Tasks emulator); a later tick, once the week is settled, opens the planned next week.
    let out = await tick();
    expect(out.clock).toMatchObject({ action: 'settling' });
    for (let i = 0; i < 60 && out.clock.action !== 'opened'; i += 1) {
      await new Promise((r) => setTimeout(r, 1_000));
      out = await tick();
    }
    expect(out.clock).toMatchObject({ action: 'opened' });
    const current = await callOk('week_getCurrent', null, adminUser());
    expect(current.lastSettled?.id).toBe(week.id);
    expect(current.week).toMatchObject({
      number: week.number + 1,
      status: 'open',
      deadline: plannedDeadline,
      headlineThreats: ['BruteForce', 'SimSwap', 'Ddos'],
    });
    // Opened: no longer part of the plan.
    expect((await callOk('admin_getSeasonPlan', null, adminUser())).weeks).toEqual([]);
  }, 120_000);
});
