import {
  formatMastery,
  FRAUDS,
  sumTeamShards,
  teamWeekSummary,
  type FraudId,
  type TeamShard,
  type TeamWeekSummary,
} from '@fraudshield/domain';
import { TEAM_ACTIVITIES } from '@fraudshield/domain/content';
import { mailDue, type OutgoingMail } from './mail';
import type { MailSwitch } from './mail-token';
import type { WeekDoc } from './records';
import { eachLimited } from './settlement';

/**
 * The weekly owner report of a team league: once a Threat Week is settled, one email to each
 * person who runs the league (its owner, and each co-owner still a member: everyone who can open
 * its dashboard), unless they switched `teamReportEmails` off. It says what the dashboard says
 * for that week, in group figures only (libs/domain game/team-report.ts): no member's name,
 * email or uid, whatever they chose to share.
 *
 * Idempotent like the other weekly mails (handlers/mail.ts): each email is claimed first at
 * players/{uid}/mail/{weekId}-team-{leagueId} with create(); a retried or concurrent run finds the
 * claim and sends nothing; a failed send gives its claim back. The run walks the team leagues in
 * id order and keeps its cursor in mailRuns/{weekId}-team, so a run stopped by its time budget
 * resumes where it stopped.
 */

const LEAGUE_PAGE = 50;
const LEAGUE_CONCURRENCY = 4;

export interface TeamReportLeague {
  id: string;
  name: string;
  members: number;
  ownerUid: string;
  coOwners: string[];
}

export interface TeamReportRecipient {
  uid: string;
  email: string;
  displayName: string;
  /** Their teamReportEmails switch (absent = on). */
  wantsReport: boolean;
  /** The league's seat on their record: a co-owner who left gets nothing. */
  member: boolean;
}

export interface TeamReportRun {
  cursor: string | null;
  sent: number;
  failed: number;
  done: boolean;
  updatedAt: number;
}

export interface TeamReportDeps {
  /** Team leagues in id order strictly after `afterId`. */
  leagues(afterId: string | null, limit: number): Promise<TeamReportLeague[]>;
  shards(leagueId: string): Promise<(TeamShard | null)[]>;
  /** The people named by uid (missing accounts left out), with the address they have in Auth now. */
  people(uids: string[], leagueId: string): Promise<TeamReportRecipient[]>;
  claim(uid: string, key: string, now: number): Promise<boolean>;
  release(uid: string, key: string): Promise<void>;
  markSent(uid: string, key: string, now: number, messageId: string): Promise<void>;
  readRun(weekId: string): Promise<TeamReportRun | null>;
  saveRun(weekId: string, run: TeamReportRun): Promise<void>;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  appUrl: string;
  unsubscribeUrl(token: string): string;
  signToken(uid: string, which: MailSwitch): string;
}

export interface TeamReportOutcome {
  weekId: string;
  sent: number;
  alreadySent: number;
  failed: number;
  done: boolean;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const fraudName = (id: FraudId) => FRAUDS[id]?.name ?? id;

/** The report's lines, links and subject for one league's week (pure: what the tests read). */
export function teamReportMail(input: {
  appUrl: string;
  unsubscribeUrl: string;
  to: string;
  recipientName: string;
  league: { id: string; name: string };
  summary: TeamWeekSummary;
}): OutgoingMail {
  const { summary: s, league, appUrl } = input;
  const of = `of ${s.members} member${s.members === 1 ? '' : 's'}`;
  const dashboard = `${appUrl}/leagues/${encodeURIComponent(league.id)}`;
  const lines: string[] = [
    `Hi ${input.recipientName},`,
    `Threat Week ${s.week} is settled. Here is how ${league.name} did.`,
    '',
    'Participation',
    `Played: ${s.played} ${of}`,
    `Finished the weekly drill: ${s.drill} ${of}`,
    `Answered a daily case: ${s.daily} ${of}`,
    'Played: answered at least one case that week.',
    '',
    'Where the group needs practice',
  ];
  if (s.worst.length === 0) {
    lines.push(
      `No fraud has a group figure yet: a figure is shown only once at least ${s.minContributors} members have answered about that fraud, so that no one's answers can be picked out.`,
    );
  } else {
    if (s.worst.length < 3)
      lines.push(
        `Only ${s.qualifying} fraud${s.qualifying === 1 ? ' has' : 's have'} answers from at least ${s.minContributors} members, so ${s.qualifying === 1 ? 'it is' : 'they are'} all this report can name.`,
      );
    for (const [i, w] of s.worst.entries())
      lines.push(
        `${i + 1}. ${fraudName(w.fraudId)}: group mastery ${formatMastery(w.mastery)} on the −100 to 100 scale (${w.contributors} members answered)`,
      );
  }
  const links: { label: string; url: string }[] = [];
  if (s.focus) {
    const activity = TEAM_ACTIVITIES[s.focus];
    const wiki = `${appUrl}/frauds/${s.focus}`;
    lines.push(
      '',
      `A ten-minute activity for your next class or team meeting: ${activity.title} (${fraudName(s.focus)})`,
      activity.steps,
    );
    links.push({ label: `Read the ${fraudName(s.focus)} page in the wiki`, url: wiki });
  }
  links.push({ label: 'Open the dashboard', url: dashboard });
  const stop = 'Stop these weekly team league reports';
  const text = [...lines, '', ...links.map((l) => `${l.label}: ${l.url}`), '', `${stop}: ${input.unsubscribeUrl}`].join(
    '\n',
  );
  const html =
    lines.map((l) => (l === '' ? '' : `<p>${escapeHtml(l)}</p>`)).join('\n') +
    links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('\n') +
    `\n<p style="font-size:small"><a href="${escapeHtml(input.unsubscribeUrl)}">${stop}</a></p>`;
  return {
    to: input.to,
    subject: `${league.name}: your Threat Week ${s.week} report`,
    text,
    html,
    unsubscribeUrl: input.unsubscribeUrl,
  };
}

/** The claim key of one league's report for one person (under players/{uid}/mail). */
export const teamReportKey = (weekId: string, leagueId: string) => `${weekId}-team-${leagueId}`;

/**
 * Sends the week's report of every team league to the people who run it and want it, once
 * each. Returns without sending when the week is not settled recently (the report emails' window).
 */
export async function runTeamReports(
  deps: TeamReportDeps,
  week: WeekDoc,
  opts: { now: number; shouldStop?: () => boolean; pageSize?: number },
): Promise<TeamReportOutcome> {
  const outcome: TeamReportOutcome = { weekId: week.id, sent: 0, alreadySent: 0, failed: 0, done: false };
  if (!mailDue('report', week, opts.now)) return outcome;
  const run: TeamReportRun = (await deps.readRun(week.id)) ?? {
    cursor: null,
    sent: 0,
    failed: 0,
    done: false,
    updatedAt: opts.now,
  };
  if (run.done) return { ...outcome, done: true };
  const pageSize = opts.pageSize ?? LEAGUE_PAGE;
  for (;;) {
    if (opts.shouldStop?.()) return outcome;
    const page = await deps.leagues(run.cursor, pageSize);
    const before = outcome.sent;
    await eachLimited(page, LEAGUE_CONCURRENCY, async (league) => {
      const uids = [league.ownerUid, ...league.coOwners.filter((u) => u !== league.ownerUid)];
      const people = (await deps.people(uids, league.id)).filter(
        (p) => p.email && p.wantsReport && (p.uid === league.ownerUid || p.member),
      );
      if (people.length === 0) return;
      const summary = teamWeekSummary({
        totals: sumTeamShards(await deps.shards(league.id)),
        members: league.members,
        week,
      });
      const key = teamReportKey(week.id, league.id);
      for (const p of people) {
        const mail = teamReportMail({
          appUrl: deps.appUrl,
          unsubscribeUrl: deps.unsubscribeUrl(deps.signToken(p.uid, 'teamReports')),
          to: p.email,
          recipientName: p.displayName,
          league,
          summary,
        });
        if (!(await deps.claim(p.uid, key, opts.now))) {
          outcome.alreadySent += 1;
          continue;
        }
        try {
          const { messageId } = await deps.send(mail);
          outcome.sent += 1;
          await deps.markSent(p.uid, key, opts.now, messageId);
        } catch {
          // Given back: the season clock's next pass sends it.
          outcome.failed += 1;
          await deps.release(p.uid, key).catch(() => undefined);
        }
      }
    });
    run.sent += outcome.sent - before;
    if (page.length > 0) run.cursor = page[page.length - 1]?.id ?? run.cursor;
    run.updatedAt = opts.now;
    if (page.length < pageSize) {
      // A failed send keeps the run open: the next pass starts over, and claimed emails are skipped.
      run.failed += outcome.failed;
      if (outcome.failed > 0) run.cursor = null;
      else run.done = true;
      await deps.saveRun(week.id, run);
      return { ...outcome, done: run.done };
    }
    await deps.saveRun(week.id, run);
  }
}
