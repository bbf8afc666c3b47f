import { describe, expect, it } from 'vitest';
import { teamWeekSnapshot, type MatchReport } from '@fraudshield/domain';
import { fakeMailEngine } from '../testing/fake-mail-deps';
import {
  mailDue,
  REMINDER_LEAD_MS,
  reminderMail,
  runMailTask,
  squadStatus,
  startMail,
  type MailDeps,
  type MailKind,
  type MailRecipient,
  type MailTaskOutcome,
} from './mail';
import { MAIL_MAX_SEND_ATTEMPTS, type MailTask } from './mail-engine';
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
  const refuse = new Set([...(opts.failFor ?? [])].map((uid) => `${uid}@example.test`));
  const f = fakeMailEngine({ refuse });
  let weekDoc: WeekDoc | null = null;
  const deps: MailDeps = {
    ...f.engine,
    week: async () => weekDoc,
    async recipients(kind, afterUid, limit) {
      return players
        .filter((p) => (kind === 'reminder' ? p.deadlineReminders : p.reportEmails === true))
        .filter((p) => afterUid === null || p.uid > afterUid)
        .sort((a, b) => (a.uid < b.uid ? -1 : 1))
        .slice(0, limit);
    },
    reports: async (_weekId, uids) =>
      new Map(uids.filter((uid) => opts.reports === undefined || opts.reports.has(uid)).map((uid) => [uid, REPORT])),
    teams: {
      leagues: async () => [],
      snapshot: async () => teamWeekSnapshot(1, [], null),
      people: async () => [],
    },
    appUrl: 'http://app.test',
    unsubscribeUrl: (token) => `http://fn.test/mail_unsubscribe?t=${token}`,
    signToken: (uid, which) => signUnsubscribeToken(SECRET, uid, which),
  };
  /** Starts the week's run of `kind` and plays the mail queue to the end (retries included). */
  async function run(w: WeekDoc, kind: MailKind, now: number, pageSize?: number) {
    weekDoc = w;
    const start = await startMail(deps, w, kind, now);
    const deliveries = await f.drain(
      (task) => runMailTask(deps, task, { now, ...(pageSize ? { pageSize } : {}) }),
      (o: MailTaskOutcome) => o.action === 'page' && o.failed > 0,
      MAIL_MAX_SEND_ATTEMPTS + 2,
    );
    const pages = deliveries.map((d) => d.outcome).filter((o) => o.action === 'page');
    const sum = (k: 'sent' | 'skipped' | 'failed' | 'gaveUp') => pages.reduce((n, o) => n + o[k], 0);
    return {
      start,
      deliveries,
      sent: sum('sent'),
      skipped: sum('skipped'),
      failed: sum('failed'),
      gaveUp: sum('gaveUp'),
    };
  }
  return { ...f, deps, run, setWeek: (w: WeekDoc) => (weekDoc = w) };
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

  it('mails opted-in players only, one email each, a page a task', async () => {
    const f = fakeMail([
      player('a'),
      player('b', { deadlineReminders: false }),
      player('c'),
      player('d', { email: '' }),
      player('e'),
    ]);
    const out = await f.run(week(), 'reminder', now, 2);
    expect(out).toMatchObject({ sent: 3, failed: 0 });
    // a c | d e | (end): d has no address and gets nothing.
    expect(out.deliveries).toHaveLength(3);
    expect(f.sent.map((m) => m.to).sort()).toEqual(['a@example.test', 'c@example.test', 'e@example.test']);
  });

  it('a full page whose last player has no address still leads on to the next page', async () => {
    const f = fakeMail([player('a'), player('b', { email: '' }), player('c')]);
    expect(await f.run(week(), 'reminder', now, 2)).toMatchObject({ sent: 2 });
    expect(f.sent.map((m) => m.to)).toEqual(['a@example.test', 'c@example.test']);
  });

  it('sends nothing before the reminder is due, and starts no run', async () => {
    const f = fakeMail([player('a')]);
    const out = await f.run(week(), 'reminder', DEADLINE - 30 * HOUR);
    expect(out.start).toBeNull();
    expect(f.sent).toHaveLength(0);
  });

  it('a page task delivered after the deadline sends no stale reminder', async () => {
    const f = fakeMail([player('a')]);
    f.setWeek(week());
    const task = { weekId: 'week-002', kind: 'reminder' as const, runId: 'r', page: 0, after: null };
    expect(await runMailTask(f.deps, task, { now: DEADLINE + 1 })).toMatchObject({ action: 'ignored' });
    expect(f.sent).toHaveLength(0);
  });

  it('a second run for the week sends no duplicate, even when the run record was lost', async () => {
    const f = fakeMail([player('a'), player('b'), player('c')]);
    await f.run(week(), 'reminder', now);
    expect(await f.run(week(), 'reminder', now)).toMatchObject({ start: { enqueued: false }, sent: 0 });
    f.runs.clear(); // as if the run record were deleted
    expect(await f.run(week(), 'reminder', now)).toMatchObject({ start: { enqueued: true }, sent: 0, skipped: 3 });
    expect(f.sent).toHaveLength(3);
  });

  it('a refused send is sent by a later delivery of its page; the others are not resent', async () => {
    const failFor = new Set(['b']);
    const f = fakeMail([player('a'), player('b'), player('c')], { failFor });
    f.setWeek(week());
    await startMail(f.deps, week(), 'reminder', now);
    const task = f.queue[0]?.task as MailTask;
    expect(await runMailTask(f.deps, task, { now })).toMatchObject({ sent: 2, failed: 1 });
    f.refuse.clear();
    expect(await runMailTask(f.deps, task, { now })).toMatchObject({ sent: 1, skipped: 2, failed: 0 });
    expect(f.sent.map((m) => m.to).sort()).toEqual(['a@example.test', 'b@example.test', 'c@example.test']);
  });

  it('gives up on an address that keeps failing, and says so', async () => {
    const f = fakeMail([player('a'), player('b')], { failFor: new Set(['b']) });
    const out = await f.run(week(), 'reminder', now);
    expect(out).toMatchObject({ sent: 1, gaveUp: 1 });
    expect(f.tries.get('b@example.test')).toBe(MAIL_MAX_SEND_ATTEMPTS);
    expect(f.markers.get('b/week-002-reminder')).toMatchObject({ gaveUp: true, sentAt: null });
  });

  it('report emails go to players with the report switch on and a report', async () => {
    const f = fakeMail([player('a', { reportEmails: true }), player('b'), player('c', { reportEmails: true })], {
      reports: new Set(['a', 'b']),
    });
    const settled = week({ status: 'settled', settledAt: DEADLINE + HOUR });
    const out = await f.run(settled, 'report', DEADLINE + 2 * HOUR);
    expect(out).toMatchObject({ sent: 1 });
    expect(f.sent[0]).toMatchObject({ to: 'a@example.test', subject: 'Your Threat Week 2 match report is ready' });
    expect(f.sent[0]?.text).toContain('You scored 7 points, blocked 2 of 3 attacks and earned 3.5 cr.');
    const token = decodeURIComponent(f.sent[0]?.unsubscribeUrl.split('?t=')[1] ?? '');
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ uid: 'a', which: 'reports' });
    expect(f.markers.get('a/week-002-report')).toMatchObject({ kind: 'report', weekId: 'week-002' });
  });
});
