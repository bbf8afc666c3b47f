import { DEFENSES, FRAUDS, formatCredits, type MatchReport, type Squad } from '@fraudshield/domain';
import {
  MAIL_PAGE_SIZE,
  mailBody,
  runMailPage,
  startMailRun,
  type Letter,
  type LetterPage,
  type MailEngineDeps,
  type MailKind,
  type MailPageOutcome,
  type MailStart,
  type MailTask,
  type OutgoingMail,
} from './mail-engine';
import type { MailSwitch } from './mail-token';
import type { WeekDoc } from './records';
import { TEAM_REPORT_LEAGUES_PER_PAGE, teamReportPage, type TeamReportSource } from './team-report';

/**
 * The season's emails, what each says and to whom; handlers/mail-engine.ts sends them:
 *   reminder  24 h before a week's deadline, to players with `deadlineReminders` on, with their
 *             squad's status (lineup set or not, credits) and an unsubscribe link;
 *   report    once a week is settled, to players with `reportEmails` on who have a report;
 *   team      once a week is settled, each team league's owner report to the people who run it
 *             (handlers/team-report.ts).
 * Each is one run per week on the mail task queue, a page of recipients per task, one send per
 * recipient per week. Nothing here can block settlement: the settlement hook only starts runs.
 */

export type { MailKind, OutgoingMail } from './mail-engine';

/** How long before the deadline the reminder goes out. */
export const REMINDER_LEAD_MS = 24 * 3_600_000;
/** Report emails are only sent for weeks settled this recently (no mail for old weeks after a deploy). */
const REPORT_MAIL_WINDOW_MS = 3 * 24 * 3_600_000;

export interface MailRecipient {
  uid: string;
  email: string;
  displayName: string;
  squad: Squad;
  balanceTenths: number;
}

/** How an email links back: the app's address, the unsubscribe page and its signed token. */
export interface MailLinks {
  /** The web app's address, for links. */
  appUrl: string;
  /** The unsubscribe page for a token. */
  unsubscribeUrl(token: string): string;
  signToken(uid: string, which: MailSwitch): string;
}

export interface MailDeps extends MailEngineDeps, MailLinks {
  week(weekId: string): Promise<WeekDoc | null>;
  /** Players whose switch for `kind` is on, in uid order, strictly after `afterUid`. */
  recipients(kind: 'reminder' | 'report', afterUid: string | null, limit: number): Promise<MailRecipient[]>;
  /** The players' reports for a settled week, by uid (report emails only; a player without one is left out). */
  reports(weekId: string, uids: string[]): Promise<Map<string, MatchReport>>;
  /** Team leagues and the people who run them (owner reports). */
  teams: TeamReportSource;
}

/** The squad's status as the reminder tells it. */
export function squadStatus(player: Pick<MailRecipient, 'squad' | 'balanceTenths'>): {
  lineupSet: boolean;
  deployed: number;
  owned: number;
  lead: string | null;
  credits: string;
} {
  const deployed = player.squad.owned.filter((o) => o.deployed).length;
  return {
    lineupSet: deployed > 0 && player.squad.lead !== null,
    deployed,
    owned: player.squad.owned.length,
    lead: player.squad.lead ? DEFENSES[player.squad.lead].name : null,
    credits: formatCredits(player.balanceTenths),
  };
}

const STOP: Record<Exclude<MailSwitch, 'teamReports'>, string> = {
  reminders: 'Stop deadline reminders',
  reports: 'Stop match report emails',
};

/** "24 hours", "2 hours", "3 minutes": how long until the deadline, as the subject says it. */
function timeLeft(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.round(minutes / 60)} hours`;
}

export function reminderMail(deps: MailLinks, week: WeekDoc, player: MailRecipient, now: number): OutgoingMail {
  const status = squadStatus(player);
  const deadline = new Date(week.deadline).toUTCString();
  const unsubscribeUrl = deps.unsubscribeUrl(deps.signToken(player.uid, 'reminders'));
  const threats = week.headlineThreats.map((id) => FRAUDS[id]?.name ?? id).join(', ');
  const lines = [
    `Hi ${player.displayName},`,
    `Threat Week ${week.number} locks at ${deadline}. Squad changes pause at the deadline.`,
    `This week's headline threats: ${threats}.`,
    status.lineupSet
      ? `Your lineup is set: ${status.deployed} defense${status.deployed === 1 ? '' : 's'} deployed, ${status.lead} leading.`
      : status.owned === 0
        ? 'Your lineup is not set: you own no defenses yet.'
        : `Your lineup is not set: you own ${status.owned} defense${status.owned === 1 ? '' : 's'} but none is deployed.`,
    `Credits to spend: ${status.credits}.`,
  ];
  const body = mailBody(lines, [{ label: 'Check your squad', url: `${deps.appUrl}/defenseshop` }], {
    label: STOP.reminders,
    url: unsubscribeUrl,
  });
  return {
    to: player.email,
    subject: `Threat Week ${week.number} locks in ${timeLeft(week.deadline - now)}`,
    ...body,
    unsubscribeUrl,
  };
}

function reportMail(deps: MailLinks, week: WeekDoc, player: MailRecipient, report: MatchReport): OutgoingMail {
  const unsubscribeUrl = deps.unsubscribeUrl(deps.signToken(player.uid, 'reports'));
  const lines = [
    `Hi ${player.displayName},`,
    `Your match report for Threat Week ${week.number} is ready.`,
    `You scored ${report.totalPoints} point${report.totalPoints === 1 ? '' : 's'}, blocked ${report.blockedCount} of ${report.attacks.length} attacks and earned ${formatCredits(report.creditsEarnedTenths)}.`,
  ];
  const body = mailBody(lines, [{ label: 'Read your match report', url: `${deps.appUrl}/home` }], {
    label: STOP.reports,
    url: unsubscribeUrl,
  });
  return {
    to: player.email,
    subject: `Your Threat Week ${week.number} match report is ready`,
    ...body,
    unsubscribeUrl,
  };
}

/** Whether the week is due this kind of email at `now` (owner reports follow the report emails' window). */
export function mailDue(kind: MailKind, week: WeekDoc, now: number): boolean {
  if (kind === 'reminder')
    return (
      week.status === 'open' && week.lockedAt === null && now < week.deadline && now >= week.deadline - REMINDER_LEAD_MS
    );
  return week.status === 'settled' && week.settledAt !== null && now - week.settledAt <= REPORT_MAIL_WINDOW_MS;
}

/** A player's marker key for a week's reminder or report email (under players/{uid}/mail). */
export const playerMailKey = (weekId: string, kind: 'reminder' | 'report') => `${weekId}-${kind}`;

/** One page of reminders or report emails: the opted-in players after `after`, in uid order. */
async function playerPage(
  deps: MailDeps,
  week: WeekDoc,
  kind: 'reminder' | 'report',
  after: string | null,
  now: number,
  pageSize: number,
): Promise<LetterPage> {
  const page = await deps.recipients(kind, after, pageSize);
  const players = page.filter((p) => p.email);
  const reports =
    kind === 'report'
      ? await deps.reports(
          week.id,
          players.map((p) => p.uid),
        )
      : null;
  const letters: Letter[] = [];
  for (const player of players) {
    let mail: OutgoingMail;
    if (reports) {
      const report = reports.get(player.uid);
      if (!report) continue; // joined after settlement: no report, no email
      mail = reportMail(deps, week, player, report);
    } else {
      mail = reminderMail(deps, week, player, now);
    }
    letters.push({ uid: player.uid, key: playerMailKey(week.id, kind), mail });
  }
  const next = page.length < pageSize ? null : (page[page.length - 1]?.uid ?? null);
  return { letters, next };
}

/**
 * Starts a week's run of one kind of email when the week is due it (the settlement hook, the
 * season clock): enqueues its first page once; a started run is left to its tasks.
 */
export async function startMail(deps: MailDeps, week: WeekDoc, kind: MailKind, now: number): Promise<MailStart | null> {
  if (!mailDue(kind, week, now)) return null;
  return startMailRun(deps, week.id, kind, now);
}

export type MailTaskOutcome = { action: 'ignored'; reason: string } | ({ action: 'page' } & MailPageOutcome);

/**
 * One page task of the mail queue. A week no longer due (a reminder retried past its deadline,
 * say) sends nothing.
 */
export async function runMailTask(
  deps: MailDeps,
  task: MailTask,
  opts: { now: number; pageSize?: number },
): Promise<MailTaskOutcome> {
  const week = await deps.week(task.weekId);
  if (!week) return { action: 'ignored', reason: `no week ${task.weekId}` };
  if (!mailDue(task.kind, week, opts.now))
    return { action: 'ignored', reason: `${task.kind} mail is not due for ${task.weekId}` };
  const source = (after: string | null) =>
    task.kind === 'team'
      ? teamReportPage(deps.teams, deps, week, after, opts.pageSize ?? TEAM_REPORT_LEAGUES_PER_PAGE)
      : playerPage(deps, week, task.kind, after, opts.now, opts.pageSize ?? MAIL_PAGE_SIZE);
  return { action: 'page', ...(await runMailPage(deps, task, source, opts.now)) };
}
