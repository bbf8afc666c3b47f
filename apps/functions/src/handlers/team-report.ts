import {
  formatMastery,
  FRAUDS,
  teamWeekSummary,
  type FraudId,
  type TeamWeekSnapshot,
  type TeamWeekSummary,
} from '@fraudshield/domain';
import { TEAM_ACTIVITIES } from '@fraudshield/domain/content';
import { mailBody, type Letter, type LetterPage, type OutgoingMail } from './mail-engine';
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
 * Sent by the one mail engine (handlers/mail-engine.ts) as the kind 'team': a page is a page of
 * team leagues in id order, its letters their owner reports; each letter's marker is
 * players/{uid}/mail/{weekId}-team-{leagueId}, so a person who runs two leagues gets both reports,
 * each once.
 */

/** Team leagues per page: each gives at most one letter per person who runs it. */
export const TEAM_REPORT_LEAGUES_PER_PAGE = 50;
/** Leagues whose snapshots and people are read at once within a page. */
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

export interface TeamReportSource {
  /** Team leagues in id order strictly after `afterId`. */
  leagues(afterId: string | null, limit: number): Promise<TeamReportLeague[]>;
  /**
   * The league's snapshot of a settled week, built from its members' parts if it is not yet (once:
   * the owner report pages are where every team league's snapshot is built, fanned out a page of
   * leagues a task).
   */
  snapshot(leagueId: string, week: number): Promise<TeamWeekSnapshot>;
  /** The people named by uid (missing accounts left out), with the address they have in Auth now. */
  people(uids: string[], leagueId: string): Promise<TeamReportRecipient[]>;
}

interface TeamReportLinks {
  appUrl: string;
  unsubscribeUrl(token: string): string;
  signToken(uid: string, which: MailSwitch): string;
}

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
  const of = s.members === null ? '' : ` of ${s.members} members`;
  const count = (n: number | null) => (n === null ? `fewer than ${s.minContributors}` : String(n));
  const dashboard = `${appUrl}/leagues/${encodeURIComponent(league.id)}`;
  const lines: string[] = [
    `Hi ${input.recipientName},`,
    `Threat Week ${s.week} is settled. Here is how ${league.name} did.`,
    '',
    'Participation',
    `Played: ${count(s.played)}${of}`,
    `Finished the weekly drill: ${count(s.drill)}${of}`,
    `Answered a daily case: ${count(s.daily)}${of}`,
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
        `${i + 1}. ${fraudName(w.fraudId)}: group mastery ${formatMastery(w.mastery)} on the −100 to 100 scale${w.contributors === null ? '' : ` (${w.contributors} members answered this week)`}`,
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
  const body = mailBody(lines, links, { label: 'Stop these weekly team league reports', url: input.unsubscribeUrl });
  return {
    to: input.to,
    subject: `${league.name}: your Threat Week ${s.week} report`,
    ...body,
    unsubscribeUrl: input.unsubscribeUrl,
  };
}

/** The claim key of one league's report for one person (under players/{uid}/mail). */
export const teamReportKey = (weekId: string, leagueId: string) => `${weekId}-team-${leagueId}`;

/**
 * One page of owner reports: the team leagues after `after`, and for each the people who run it
 * and want it (the owner, and each co-owner still a member), one letter each.
 */
export async function teamReportPage(
  source: TeamReportSource,
  links: TeamReportLinks,
  week: WeekDoc,
  after: string | null,
  pageSize: number,
): Promise<LetterPage> {
  const leagues = await source.leagues(after, pageSize);
  const perLeague = new Map<string, Letter[]>();
  await eachLimited(leagues, LEAGUE_CONCURRENCY, async (league) => {
    // Every league's week is frozen here, whether or not anyone wants the mail.
    const snapshot = await source.snapshot(league.id, week.number);
    const uids = [league.ownerUid, ...league.coOwners.filter((u) => u !== league.ownerUid)];
    const people = (await source.people(uids, league.id)).filter(
      (p) => p.email && p.wantsReport && (p.uid === league.ownerUid || p.member),
    );
    if (people.length === 0) return;
    const summary = teamWeekSummary({
      snapshot,
      week,
    });
    const key = teamReportKey(week.id, league.id);
    perLeague.set(
      league.id,
      people.map((p) => ({
        uid: p.uid,
        key,
        mail: teamReportMail({
          appUrl: links.appUrl,
          unsubscribeUrl: links.unsubscribeUrl(links.signToken(p.uid, 'teamReports')),
          to: p.email,
          recipientName: p.displayName,
          league,
          summary,
        }),
      })),
    );
  });
  const letters = leagues.flatMap((l) => perLeague.get(l.id) ?? []);
  const next = leagues.length < pageSize ? null : (leagues[leagues.length - 1]?.id ?? null);
  return { letters, next };
}
