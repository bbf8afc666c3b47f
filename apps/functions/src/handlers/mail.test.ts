import { describe, expect, it } from 'vitest';
import type { MatchReport } from '@fraudshield/domain';
import {
  mailDue,
  REMINDER_LEAD_MS,
  reminderMail,
  runMailFanOut,
  squadStatus,
  type MailDeps,
  type MailKind,
  type MailRecipient,
  type MailRun,
  type OutgoingMail,
} from './mail';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './mail-token';
import type { WeekDoc } from './records';

const HOUR = 3_600_000;
const DEADLINE = 100 * HOUR;
const SECRET = 'unit-test-secret-0123456789';

const week = (over: Partial<WeekDoc> = {}): WeekDoc => ({
  id: 'week-002',
  number: 2,
  status: 'open',
  deadline: DEADLINE,
  lockedAt: null,
  headlineThreats: ['Phishing', 'Ransomware', 'SimSwap'],
  seedHash: 'h',
  seed: null,
  openedAt: 0,
  settledAt: null,
  settlement: null,
  ...over,
});

interface FakePlayer extends MailRecipient {
  deadlineReminders: boolean;
  reportEmails?: boolean;
}

const player = (uid: string, over: Partial<FakePlayer> = {}): FakePlayer => ({
  uid,
  email: `${uid}@example.test`,
  displayName: uid.toUpperCase(),
  squad: { owned: [{ defenseId: 'MultiFactorAuth', pricePaidTenths: 100, deployed: true }], lead: 'MultiFactorAuth' },
  balanceTenths: 875,
  deadlineReminders: true,
  ...over,
});

const REPORT = {
  totalPoints: 7,
  blockedCount: 2,
  attacks: [{}, {}, {}],
  creditsEarnedTenths: 35,
} as unknown as MatchReport;

function fakeMail(players: FakePlayer[], opts: { failFor?: Set<string>; reports?: Set<string> } = {}) {
  const claims = new Map<string, { sentAt: number | null }>();
  const runs = new Map<string, MailRun>();
  const sent: OutgoingMail[] = [];
  const deps: MailDeps = {
    async recipients(kind: MailKind, afterUid, limit) {
      return players
        .filter((p) => (kind === 'reminder' ? p.deadlineReminders : p.reportEmails === true))
        .filter((p) => afterUid === null || p.uid > afterUid)
        .sort((a, b) => (a.uid < b.uid ? -1 : 1))
        .slice(0, limit);
    },
    async claim(uid, weekId, kind) {
      const key = `${uid}/${weekId}-${kind}`;
      if (claims.has(key)) return false;
      claims.set(key, { sentAt: null });
      return true;
    },
    async release(uid, weekId, kind) {
      claims.delete(`${uid}/${weekId}-${kind}`);
    },
    async markSent(uid, weekId, kind, now) {
      claims.set(`${uid}/${weekId}-${kind}`, { sentAt: now });
    },
    readRun: async (weekId, kind) => structuredClone(runs.get(`${weekId}-${kind}`) ?? null),
    saveRun: async (weekId, kind, run) => void runs.set(`${weekId}-${kind}`, structuredClone(run)),
    report: async (_weekId, uid) => (opts.reports === undefined || opts.reports.has(uid) ? REPORT : null),
    async send(mail) {
      if ([...(opts.failFor ?? [])].some((uid) => mail.to.startsWith(`${uid}@`))) throw new Error('SMTP 451 try later');
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
    appUrl: 'http://app.test',
    unsubscribeUrl: (token) => `http://fn.test/mail_unsubscribe?t=${token}`,
    signToken: (uid, which) => signUnsubscribeToken(SECRET, uid, which),
  };
  return { deps, claims, runs, sent };
}

describe('when mail is due', () => {
  it("sends the reminder only within 24 h before an open week's deadline", () => {
    expect(mailDue('reminder', week(), DEADLINE - REMINDER_LEAD_MS - 1)).toBe(false);
    expect(mailDue('reminder', week(), DEADLINE - REMINDER_LEAD_MS)).toBe(true);
    expect(mailDue('reminder', week(), DEADLINE - 1)).toBe(true);
    expect(mailDue('reminder', week(), DEADLINE)).toBe(false);
    expect(mailDue('reminder', week({ lockedAt: DEADLINE - 2 * HOUR }), DEADLINE - HOUR)).toBe(false);
  });

  it('sends report emails only for a settled week, and not for an old one', () => {
    expect(mailDue('report', week(), DEADLINE + HOUR)).toBe(false);
    const settled = week({ status: 'settled', settledAt: DEADLINE + HOUR });
    expect(mailDue('report', settled, DEADLINE + 2 * HOUR)).toBe(true);
    expect(mailDue('report', settled, DEADLINE + HOUR + 4 * 24 * HOUR)).toBe(false);
  });
});

describe('the reminder', () => {
  it("tells the squad's status and carries a working unsubscribe link", () => {
    const { deps } = fakeMail([]);
    const set = reminderMail(deps, week(), player('a'), DEADLINE - REMINDER_LEAD_MS);
    expect(set.subject).toBe('Threat Week 2 locks in 24 hours');
    expect(reminderMail(deps, week(), player('a'), DEADLINE - 2 * HOUR).subject).toBe('Threat Week 2 locks in 2 hours');
    expect(reminderMail(deps, week(), player('a'), DEADLINE - 3 * 60_000).subject).toBe(
      'Threat Week 2 locks in 3 minutes',
    );
    expect(set.text).toContain('Your lineup is set: 1 defense deployed');
    expect(set.text).toContain('Credits to spend: 87.5 cr.');
    const token = decodeURIComponent(set.unsubscribeUrl.split('?t=')[1] ?? '');
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ uid: 'a', which: 'reminders' });
    expect(set.text).toContain(set.unsubscribeUrl);
    const unset = reminderMail(
      deps,
      week(),
      player('b', { squad: { owned: [{ defenseId: 'VpnUsage', pricePaidTenths: 80, deployed: false }], lead: null } }),
      DEADLINE - HOUR,
    );
    expect(unset.text).toContain('Your lineup is not set: you own 1 defense but none is deployed.');
    expect(squadStatus(player('c', { squad: { owned: [], lead: null } }))).toMatchObject({
      lineupSet: false,
      owned: 0,
    });
  });

  it('escapes names in the HTML part', () => {
    const { deps } = fakeMail([]);
    expect(reminderMail(deps, week(), player('a', { displayName: '<b>x</b>' }), DEADLINE - HOUR).html).toContain(
      '&lt;b&gt;x&lt;/b&gt;',
    );
  });
});

describe('the fan-out', () => {
  const now = DEADLINE - 2 * HOUR;

  it('mails opted-in players only, one email each', async () => {
    const f = fakeMail([
      player('a'),
      player('b', { deadlineReminders: false }),
      player('c'),
      player('d', { email: '' }),
    ]);
    const out = await runMailFanOut(f.deps, week(), 'reminder', { now, pageSize: 2 });
    expect(out).toMatchObject({ sent: 2, done: true, failed: 0 });
    expect(f.sent.map((m) => m.to).sort()).toEqual(['a@example.test', 'c@example.test']);
  });

  it('sends nothing before the reminder is due', async () => {
    const f = fakeMail([player('a')]);
    expect(await runMailFanOut(f.deps, week(), 'reminder', { now: DEADLINE - 30 * HOUR })).toMatchObject({
      sent: 0,
      done: false,
    });
    expect(f.sent).toHaveLength(0);
  });

  it('a retried run sends no duplicate, even when the run record was lost', async () => {
    const f = fakeMail([player('a'), player('b'), player('c')]);
    await runMailFanOut(f.deps, week(), 'reminder', { now });
    expect(await runMailFanOut(f.deps, week(), 'reminder', { now })).toMatchObject({ sent: 0, done: true });
    f.runs.clear(); // as if the run died before saving its cursor
    expect(await runMailFanOut(f.deps, week(), 'reminder', { now })).toMatchObject({
      sent: 0,
      alreadySent: 3,
      done: true,
    });
    expect(f.sent).toHaveLength(3);
  });

  it('two runs at once send each email once', async () => {
    const players = Array.from({ length: 30 }, (_, i) => player(`p${String(i).padStart(2, '0')}`));
    const f = fakeMail(players);
    await Promise.all([
      runMailFanOut(f.deps, week(), 'reminder', { now, pageSize: 7 }),
      runMailFanOut(f.deps, week(), 'reminder', { now, pageSize: 5 }),
    ]);
    expect(f.sent).toHaveLength(30);
    expect(new Set(f.sent.map((m) => m.to)).size).toBe(30);
  });

  it('resumes from its cursor after stopping on its time budget', async () => {
    const f = fakeMail([player('a'), player('b'), player('c'), player('d')]);
    let pages = 0;
    const first = await runMailFanOut(f.deps, week(), 'reminder', { now, pageSize: 2, shouldStop: () => pages++ >= 1 });
    expect(first).toMatchObject({ sent: 2, done: false });
    expect(f.runs.get('week-002-reminder')?.cursor).toBe('b');
    expect(await runMailFanOut(f.deps, week(), 'reminder', { now, pageSize: 2 })).toMatchObject({
      sent: 2,
      alreadySent: 0,
      done: true,
    });
  });

  it('a failed send is released and retried by the next pass; the others are not resent', async () => {
    const failFor = new Set(['b']);
    const f = fakeMail([player('a'), player('b'), player('c')], { failFor });
    expect(await runMailFanOut(f.deps, week(), 'reminder', { now })).toMatchObject({ sent: 2, failed: 1, done: false });
    expect(f.claims.has('b/week-002-reminder')).toBe(false);
    failFor.clear();
    expect(await runMailFanOut(f.deps, week(), 'reminder', { now })).toMatchObject({
      sent: 1,
      alreadySent: 2,
      done: true,
    });
    expect(f.sent.map((m) => m.to).sort()).toEqual(['a@example.test', 'b@example.test', 'c@example.test']);
  });

  it('gives up on an address that keeps failing after a few passes', async () => {
    const f = fakeMail([player('a'), player('b')], { failFor: new Set(['b']) });
    let out = await runMailFanOut(f.deps, week(), 'reminder', { now });
    for (let i = 0; i < 5 && !out.done; i++) out = await runMailFanOut(f.deps, week(), 'reminder', { now });
    expect(out.done).toBe(true);
    expect(f.runs.get('week-002-reminder')).toMatchObject({ passes: 3, done: true, failed: 3 });
  });

  it('report emails go to players with the report switch on and a report', async () => {
    const f = fakeMail([player('a', { reportEmails: true }), player('b'), player('c', { reportEmails: true })], {
      reports: new Set(['a', 'b']),
    });
    const settled = week({ status: 'settled', settledAt: DEADLINE + HOUR });
    const out = await runMailFanOut(f.deps, settled, 'report', { now: DEADLINE + 2 * HOUR });
    expect(out).toMatchObject({ sent: 1, done: true });
    expect(f.sent[0]).toMatchObject({ to: 'a@example.test', subject: 'Your Threat Week 2 match report is ready' });
    expect(f.sent[0]?.text).toContain('You scored 7 points, blocked 2 of 3 attacks and earned 3.5 cr.');
    const token = decodeURIComponent(f.sent[0]?.unsubscribeUrl.split('?t=')[1] ?? '');
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ uid: 'a', which: 'reports' });
  });
});
