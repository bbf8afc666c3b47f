import { describe, expect, it } from 'vitest';
import { FRAUD_IDS, teamWeekSummary, sumTeamShards, type FraudId, type TeamShard } from '@fraudshield/domain';
import { TEAM_ACTIVITIES } from '@fraudshield/domain/content';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './mail-token';
import type { OutgoingMail } from './mail';
import type { WeekDoc } from './records';
import {
  runTeamReports,
  teamReportKey,
  teamReportMail,
  type TeamReportDeps,
  type TeamReportLeague,
  type TeamReportRecipient,
  type TeamReportRun,
} from './team-report';

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

/** A league's shard: 7 of its members played week 4, and these frauds have these counts. */
function shardOf(frauds: Partial<Record<FraudId, { n: number; hits: number }>>): TeamShard {
  const s: TeamShard = { w_4_played: 7, w_4_drill: 5, w_4_daily: 3 };
  for (const [f, c] of Object.entries(frauds))
    Object.assign(s, { [`f_${f}_n`]: c.n, [`f_${f}_fraudSeen`]: 40, [`f_${f}_hits`]: c.hits });
  return s;
}
const rich = shardOf({
  Vishing: { n: 6, hits: 5 },
  SimSwap: { n: 6, hits: 12 },
  Deepfake: { n: 7, hits: 20 },
  Ransomware: { n: 9, hits: 38 },
  Xss: { n: 2, hits: 0 }, // below the threshold: never named
});

const mailFor = (shard: TeamShard, members = 12) =>
  teamReportMail({
    appUrl: 'https://app.test',
    unsubscribeUrl: 'https://fn.test/mail_unsubscribe?t=T',
    to: 'owner@x.test',
    recipientName: 'Ms Dlamini',
    league: { id: 'L1', name: 'Grade 10 Maths' },
    summary: teamWeekSummary({ totals: sumTeamShards([shard]), members, week }),
  });

describe('the weekly owner report: the email', () => {
  it('participation of N members, the three weakest frauds with enough members, one activity with its wiki link', () => {
    const mail = mailFor(rich);
    expect(mail.subject).toBe('Grade 10 Maths: your Threat Week 4 report');
    expect(mail.text).toContain('Played: 7 of 12 members');
    expect(mail.text).toContain('Played: answered at least one case that week.');
    expect(mail.text).toContain('Finished the weekly drill: 5 of 12 members');
    expect(mail.text).toContain('Answered a daily case: 3 of 12 members');
    expect(mail.text).toMatch(
      /1\. Vishing[^\n]*group mastery −?\d+ on the −100 to 100 scale \(6 members answered\)\n2\. SIM swap[^\n]*\n3\. Deepfake/i,
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
    const none = mailFor(shardOf({}), 3);
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
      summary: teamWeekSummary({ totals: sumTeamShards([rich]), members: 12, week }),
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
  const claims = new Set<string>();
  const sent: OutgoingMail[] = [];
  let run: TeamReportRun | null = null;
  const deps: TeamReportDeps = {
    leagues: async (after, limit) => leagues.filter((l) => after === null || l.id > after).slice(0, limit),
    shards: async () => [rich],
    people: async (uids) => uids.map((u) => people[u]).filter((p): p is TeamReportRecipient => Boolean(p)),
    claim: async (uid, key) => {
      const k = `${uid}/${key}`;
      if (claims.has(k)) return false;
      claims.add(k);
      return true;
    },
    release: async (uid, key) => void claims.delete(`${uid}/${key}`),
    markSent: async () => undefined,
    readRun: async () => run,
    saveRun: async (_w, r) => void (run = structuredClone(r)),
    send: async (mail) => {
      if (opts.failFor?.has(mail.to)) throw new Error('SMTP down');
      sent.push(mail);
      return { messageId: `m${sent.length}` };
    },
    appUrl: 'https://app.test',
    unsubscribeUrl: (t) => `https://fn.test/mail_unsubscribe?t=${t}`,
    signToken: (uid, which) => signUnsubscribeToken(SECRET, uid, which),
  };
  return { deps, sent, claims, people, resetRun: () => (run = null) };
}

describe('the weekly owner report: the fan-out', () => {
  it('the owner and each co-owner still in the league, once each; not a co-owner who left, not one who switched it off', async () => {
    const f = fakeTeamReports();
    const out = await runTeamReports(f.deps, week, { now: NOW, pageSize: 2 });
    expect(out).toMatchObject({ sent: 3, failed: 0, done: true });
    expect(f.sent.map((m) => m.to).sort()).toEqual(['co1@x.test', 'owner1@x.test', 'owner2@x.test']);
    const token = new URL(f.sent[0]!.unsubscribeUrl).searchParams.get('t');
    expect(verifyUnsubscribeToken(SECRET, token)).toMatchObject({ which: 'teamReports' });
    expect(f.claims.has(`owner1/${teamReportKey(week.id, 'L1')}`)).toBe(true);
  });

  it('a retried run sends nothing again, even with its run record gone', async () => {
    const f = fakeTeamReports();
    await runTeamReports(f.deps, week, { now: NOW });
    f.resetRun();
    const again = await runTeamReports(f.deps, week, { now: NOW });
    expect(again).toMatchObject({ sent: 0, alreadySent: 3 });
    expect(f.sent).toHaveLength(3);
  });

  it('a failed send is given back and sent by the next pass', async () => {
    const fail = new Set(['owner2@x.test']);
    const f = fakeTeamReports({ failFor: fail });
    expect(await runTeamReports(f.deps, week, { now: NOW })).toMatchObject({ sent: 2, failed: 1, done: false });
    fail.clear();
    expect(await runTeamReports(f.deps, week, { now: NOW })).toMatchObject({ sent: 1, alreadySent: 2, done: true });
    expect(f.sent.filter((m) => m.to === 'owner2@x.test')).toHaveLength(1);
  });

  it('no report for a week not settled, or settled too long ago', async () => {
    const f = fakeTeamReports();
    expect((await runTeamReports(f.deps, { ...week, status: 'open', settledAt: null }, { now: NOW })).sent).toBe(0);
    expect((await runTeamReports(f.deps, week, { now: NOW + 10 * 24 * HOUR })).sent).toBe(0);
    expect(f.sent).toHaveLength(0);
  });

  it('names no member: no uid and no member address in any email', async () => {
    const f = fakeTeamReports();
    await runTeamReports(f.deps, week, { now: NOW });
    for (const m of f.sent) expect(`${m.subject}\n${m.text}\n${m.html}`).not.toMatch(/co1@|left@|coLeft/);
  });
});
