import { describe, expect, it } from 'vitest';
import {
  FRAUD_IDS,
  teamWeekSnapshot,
  teamWeekSummary,
  type FraudId,
  type TeamWeekPart,
  type TeamWeekSnapshot,
} from '@fraudshield/domain';
import { TEAM_ACTIVITIES } from '@fraudshield/domain/content';
import { fakeMailEngine } from '../testing/fake-mail-deps';
import { runMailTask, startMail, type MailDeps, type MailTaskOutcome } from './mail';
import { MAIL_MAX_SEND_ATTEMPTS, type MailTask } from './mail-engine';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './mail-token';
import type { WeekDoc } from './records';
import { teamReportKey, teamReportMail, type TeamReportLeague, type TeamReportRecipient } from './team-report';

const HOUR = 3_600_000;
const SECRET = 'unit-test-secret-0123456789';
const NOW = 1_000 * HOUR;

const week: WeekDoc = {
  id: 'week-004',
  number: 4,
  status: 'settled',
  deadline: NOW - 2 * HOUR,
  lockedAt: NOW - 2 * HOUR,
  headlineThreats: ['Vishing', 'SimSwap', 'Phishing'],
  seedHash: 'h',
  seed: 's',
  openedAt: 0,
  settledAt: NOW - HOUR,
  settlement: null,
};

/**
 * A league's week-4 snapshot: `members` counted, 5 did the drill and 3 a daily case; each listed
 * fraud answered by its first `n` members, 40 fraud situations between them, `hits` spotted.
 */
function shardOf(frauds: Partial<Record<FraudId, { n: number; hits: number }>>, members = 12): TeamWeekSnapshot {
  const parts: TeamWeekPart[] = Array.from({ length: members }, (_, i) => ({
    week: 4,
    frauds: {},
    drill: i < 5,
    daily: i < 3,
    points: null,
    active: true,
  }));
  for (const [f, c] of Object.entries(frauds))
    for (let i = 0; i < c.n; i++)
      parts[i]!.frauds[f as FraudId] = {
        fraudSeen: i === 0 ? 40 - (c.n - 1) : 1,
        hits: i === 0 ? c.hits : 0,
        genuineSeen: 0,
        falseAlarms: 0,
      };
  return teamWeekSnapshot(4, parts, null);
}
const rich = shardOf({
  Vishing: { n: 6, hits: 5 },
  SimSwap: { n: 6, hits: 12 },
  Deepfake: { n: 7, hits: 20 },
  Ransomware: { n: 7, hits: 38 },
  Xss: { n: 2, hits: 0 }, // below the threshold: never named
});

const mailFor = (shard: TeamWeekSnapshot) =>
  teamReportMail({
    appUrl: 'https://app.test',
    unsubscribeUrl: 'https://fn.test/mail_unsubscribe?t=T',
    to: 'owner@x.test',
    recipientName: 'Ms Dlamini',
    league: { id: 'L1', name: 'Grade 10 Maths' },
    summary: teamWeekSummary({ snapshot: shard, week }),
  });

describe('the weekly owner report: the email', () => {
  it('participation of N members, the three weakest frauds with enough members, one activity with its wiki link', () => {
    const mail = mailFor(rich);
    expect(mail.subject).toBe('Grade 10 Maths: your Threat Week 4 report');
    expect(mail.text).toContain('Played: 7 of 12 members');
    expect(mail.text).toContain('Played: answered at least one case that week.');
    expect(mail.text).toContain('Finished the weekly drill: 5 of 12 members');
    // Three answered a daily case: fewer than the minimum, so the count is not given.
    expect(mail.text).toContain('Answered a daily case: fewer than 5 of 12 members');
    expect(mail.text).toMatch(
      /1\. Vishing[^\n]*group mastery −?\d+ on the −100 to 100 scale \(6 members answered this week\)\n2\. SIM swap[^\n]*\n3\. Deepfake/i,
    );
    expect(mail.text).not.toMatch(/Cross-site|XSS/i);
    expect(mail.text).toContain(TEAM_ACTIVITIES.Vishing.steps);
    expect(mail.text).toContain('https://app.test/frauds/Vishing');
    expect(mail.text).toContain('Open the dashboard: https://app.test/leagues/L1');
    expect(mail.text).toContain('Stop these weekly team league reports: https://fn.test/mail_unsubscribe?t=T');
    expect(mail.html).toContain('<a href="https://app.test/frauds/Vishing">');
    expect(mail.unsubscribeUrl).toBe('https://fn.test/mail_unsubscribe?t=T');
  });

  it('says plainly when fewer than three frauds (or none) have a group figure', () => {
    const one = mailFor(shardOf({ Deepfake: { n: 5, hits: 3 } }));
    expect(one.text).toContain('Only 1 fraud has answers from at least 5 members, so it is all this report can name.');
    expect(one.text).toContain(TEAM_ACTIVITIES.Deepfake.title);
    const none = mailFor(shardOf({}, 3));
    expect(none.text).toContain('No fraud has a group figure yet: a figure is shown only once at least 5 members');
    // The activity falls back to the week's first threat.
    expect(none.text).toContain(TEAM_ACTIVITIES.Vishing.title);
  });

  it('escapes a league name in the html', () => {
    const mail = teamReportMail({
      appUrl: 'https://app.test',
      unsubscribeUrl: 'https://fn.test/u?t=T',
      to: 'o@x.test',
      recipientName: 'O',
      league: { id: 'L1', name: 'A <b> & "C"' },
      summary: teamWeekSummary({ snapshot: rich, week }),
    });
    expect(mail.html).toContain('A &lt;b&gt; &amp; &quot;C&quot;');
    expect(mail.html).not.toContain('<b>');
  });

  it('every fraud has an activity', () => {
    for (const f of FRAUD_IDS) expect(TEAM_ACTIVITIES[f].steps.length).toBeGreaterThan(80);
  });
});

function fakeTeamReports(opts: { failFor?: Set<string> } = {}) {
  const leagues: TeamReportLeague[] = [
    { id: 'L1', name: 'Grade 10 Maths', members: 12, ownerUid: 'owner1', coOwners: ['co1', 'coLeft'] },
    { id: 'L2', name: 'Finance team', members: 8, ownerUid: 'owner2', coOwners: [] },
    { id: 'L3', name: 'Quiet class', members: 4, ownerUid: 'owner3', coOwners: [] },
  ];
  const people: Record<string, TeamReportRecipient> = {
    owner1: { uid: 'owner1', email: 'owner1@x.test', displayName: 'Owner One', wantsReport: true, member: false },
    co1: { uid: 'co1', email: 'co1@x.test', displayName: 'Co One', wantsReport: true, member: true },
    coLeft: { uid: 'coLeft', email: 'left@x.test', displayName: 'Left', wantsReport: true, member: false },
    owner2: { uid: 'owner2', email: 'owner2@x.test', displayName: 'Owner Two', wantsReport: true, member: false },
    owner3: { uid: 'owner3', email: 'owner3@x.test', displayName: 'Owner Three', wantsReport: false, member: false },
  };
  const f = fakeMailEngine({ refuse: opts.failFor ?? new Set() });
  let weekDoc: WeekDoc = week;
  const deps: MailDeps = {
    ...f.engine,
    week: async () => weekDoc,
    recipients: async () => [],
    reports: async () => new Map(),
    teams: {
      leagues: async (after, limit) => leagues.filter((l) => after === null || l.id > after).slice(0, limit),
      snapshot: async () => rich,
      people: async (uids) => uids.map((u) => people[u]).filter((p): p is TeamReportRecipient => Boolean(p)),
    },
    appUrl: 'https://app.test',
    unsubscribeUrl: (t) => `https://fn.test/mail_unsubscribe?t=${t}`,
    signToken: (uid, which) => signUnsubscribeToken(SECRET, uid, which),
  };
  /** Starts the week's owner reports and plays the mail queue to the end (retries included). */
  async function run(w: WeekDoc, now: number, pageSize?: number) {
    weekDoc = w;
    const start = await startMail(deps, w, 'team', now);
    const deliveries = await f.drain(
      (task) => runMailTask(deps, task, { now, ...(pageSize ? { pageSize } : {}) }),
      (o: MailTaskOutcome) => o.action === 'page' && o.failed > 0,
      MAIL_MAX_SEND_ATTEMPTS + 2,
    );
    const pages = deliveries.map((d) => d.outcome).filter((o) => o.action === 'page');
    return {
      start,
      deliveries,
      sent: pages.reduce((n, o) => n + o.sent, 0),
      skipped: pages.reduce((n, o) => n + o.skipped, 0),
    };
  }
  return { ...f, deps, run, people };
}

describe('the weekly owner report: the fan-out', () => {
  it('the owner and each co-owner still in the league, once each; not a co-owner who left, not one who switched it off', async () => {
    const f = fakeTeamReports();
    const out = await f.run(week, NOW, 2);
    expect(out).toMatchObject({ sent: 3 });
    expect(out.deliveries).toHaveLength(2); // L1 L2 | L3 (the last page)
    expect(f.sent.map((m) => m.to).sort()).toEqual(['co1@x.test', 'owner1@x.test', 'owner2@x.test']);
    const token = new URL(f.sent[0]!.unsubscribeUrl).searchParams.get('t');
    expect(verifyUnsubscribeToken(SECRET, token)).toMatchObject({ which: 'teamReports' });
    expect(f.markers.get(`owner1/${teamReportKey(week.id, 'L1')}`)).toMatchObject({ kind: 'team' });
  });

  it('a second run sends nothing again, even with its run record gone', async () => {
    const f = fakeTeamReports();
    await f.run(week, NOW);
    f.runs.clear();
    expect(await f.run(week, NOW)).toMatchObject({ sent: 0, skipped: 3 });
    expect(f.sent).toHaveLength(3);
  });

  it('a refused send is sent by a later delivery of its page', async () => {
    const fail = new Set(['owner2@x.test']);
    const f = fakeTeamReports({ failFor: fail });
    await startMail(f.deps, week, 'team', NOW);
    const task = f.queue[0]?.task as MailTask;
    expect(await runMailTask(f.deps, task, { now: NOW })).toMatchObject({ sent: 2, failed: 1 });
    fail.clear();
    expect(await runMailTask(f.deps, task, { now: NOW })).toMatchObject({ sent: 1, skipped: 2, failed: 0 });
    expect(f.sent.filter((m) => m.to === 'owner2@x.test')).toHaveLength(1);
  });

  it('an address that keeps failing is tried at most MAIL_MAX_SEND_ATTEMPTS times, then given up', async () => {
    const f = fakeTeamReports({ failFor: new Set(['owner2@x.test']) });
    await f.run(week, NOW);
    expect(f.tries.get('owner2@x.test')).toBe(MAIL_MAX_SEND_ATTEMPTS);
    expect(f.markers.get(`owner2/${teamReportKey(week.id, 'L2')}`)).toMatchObject({ gaveUp: true, sentAt: null });
    // Started again (its run record lost), it is not tried again.
    f.runs.clear();
    await f.run(week, NOW);
    expect(f.tries.get('owner2@x.test')).toBe(MAIL_MAX_SEND_ATTEMPTS);
  });

  it('no report for a week not settled, or settled too long ago', async () => {
    const f = fakeTeamReports();
    expect((await f.run({ ...week, status: 'open', settledAt: null }, NOW)).start).toBeNull();
    expect((await f.run(week, NOW + 10 * 24 * HOUR)).start).toBeNull();
    expect(f.sent).toHaveLength(0);
  });

  it('names no member: no uid and no member address in any email', async () => {
    const f = fakeTeamReports();
    await f.run(week, NOW);
    for (const m of f.sent) expect(`${m.subject}\n${m.text}\n${m.html}`).not.toMatch(/co1@|left@|coLeft/);
  });
});
