import { DEFENSES, FRAUDS, formatCredits, type MatchReport, type Squad } from '@fraudshield/domain';
import { eachLimited } from './settlement';
import type { MailSwitch } from './mail-token';
import type { WeekDoc } from './records';

/**
 * The season's emails, sent as a fan-out over the players who opted in:
 *   reminder  24 h before a week's deadline, to players with `deadlineReminders` on, with their
 *             squad's status (lineup set or not, credits) and an unsubscribe link;
 *   report    once a week is settled, to players with `reportEmails` on who have a report.
 *
 * Idempotent per player, week and kind: before sending, the run claims
 * players/{uid}/mail/{weekId}-{kind} with create(); a retried or concurrent run finds the claim
 * and sends nothing. A send that fails releases its claim so that a later pass tries again
 * (a run that dies between claim and send loses that one email: at most once, never twice).
 * The run's cursor (mailRuns/{weekId}-{kind}) lets a run stopped by its time budget resume.
 * Nothing here can block settlement: callers run it after the week is settled and catch.
 */

export type MailKind = 'reminder' | 'report';

/** How long before the deadline the reminder goes out. */
export const REMINDER_LEAD_MS = 24 * 3_600_000;
/** Report emails are only sent for weeks settled this recently (no mail for old weeks after a deploy). */
const REPORT_MAIL_WINDOW_MS = 3 * 24 * 3_600_000;
const MAIL_PAGE_SIZE = 100;
/** Messages in flight at once (one SMTP connection pool). */
const MAIL_CONCURRENCY = 5;
/** Passes over the players before a run gives up on failing addresses. */
const MAIL_MAX_PASSES = 3;

export interface MailRecipient {
  uid: string;
  email: string;
  displayName: string;
  squad: Squad;
  balanceTenths: number;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe URL (List-Unsubscribe header). */
  unsubscribeUrl: string;
}

export interface MailRun {
  cursor: string | null;
  sent: number;
  failed: number;
  passes: number;
  done: boolean;
  updatedAt: number;
}

export interface MailDeps {
  /** Players whose switch for `kind` is on, in uid order, strictly after `afterUid`. */
  recipients(kind: MailKind, afterUid: string | null, limit: number): Promise<MailRecipient[]>;
  /** Claims the (player, week, kind) email; false when it was already claimed. */
  claim(uid: string, weekId: string, kind: MailKind, now: number): Promise<boolean>;
  /** Gives a claim back after a failed send, so a later pass can retry. */
  release(uid: string, weekId: string, kind: MailKind): Promise<void>;
  markSent(uid: string, weekId: string, kind: MailKind, now: number, messageId: string): Promise<void>;
  readRun(weekId: string, kind: MailKind): Promise<MailRun | null>;
  saveRun(weekId: string, kind: MailKind, run: MailRun): Promise<void>;
  /** The player's report for a settled week (report emails only). */
  report(weekId: string, uid: string): Promise<MatchReport | null>;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** The web app's address, for links. */
  appUrl: string;
  /** The unsubscribe page for a token. */
  unsubscribeUrl(token: string): string;
  signToken(uid: string, which: MailSwitch): string;
}

export interface MailRunOptions {
  now: number;
  shouldStop?: () => boolean;
  pageSize?: number;
}

export interface MailRunOutcome {
  weekId: string;
  kind: MailKind;
  /** Emails sent by this call. */
  sent: number;
  /** Players skipped because their email was already claimed (sent by an earlier or concurrent run). */
  alreadySent: number;
  failed: number;
  done: boolean;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

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

function wrap(
  lines: string[],
  links: { label: string; url: string }[],
  unsubscribeUrl: string,
  which: MailSwitch,
): { text: string; html: string } {
  const stop = which === 'reminders' ? 'Stop deadline reminders' : 'Stop match report emails';
  const text = [...lines, '', ...links.map((l) => `${l.label}: ${l.url}`), '', `${stop}: ${unsubscribeUrl}`].join('\n');
  const html =
    lines.map((l) => (l === '' ? '' : `<p>${escapeHtml(l)}</p>`)).join('\n') +
    links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('\n') +
    `\n<p style="font-size:small"><a href="${escapeHtml(unsubscribeUrl)}">${stop}</a></p>`;
  return { text, html };
}

/** "24 hours", "2 hours", "3 minutes": how long until the deadline, as the subject says it. */
function timeLeft(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.round(minutes / 60)} hours`;
}

export function reminderMail(
  deps: Pick<MailDeps, 'appUrl' | 'unsubscribeUrl' | 'signToken'>,
  week: WeekDoc,
  player: MailRecipient,
  now: number,
): OutgoingMail {
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
  const body = wrap(
    lines,
    [{ label: 'Check your squad', url: `${deps.appUrl}/defenseshop` }],
    unsubscribeUrl,
    'reminders',
  );
  return {
    to: player.email,
    subject: `Threat Week ${week.number} locks in ${timeLeft(week.deadline - now)}`,
    ...body,
    unsubscribeUrl,
  };
}

function reportMail(
  deps: Pick<MailDeps, 'appUrl' | 'unsubscribeUrl' | 'signToken'>,
  week: WeekDoc,
  player: MailRecipient,
  report: MatchReport,
): OutgoingMail {
  const unsubscribeUrl = deps.unsubscribeUrl(deps.signToken(player.uid, 'reports'));
  const lines = [
    `Hi ${player.displayName},`,
    `Your match report for Threat Week ${week.number} is ready.`,
    `You scored ${report.totalPoints} point${report.totalPoints === 1 ? '' : 's'}, blocked ${report.blockedCount} of ${report.attacks.length} attacks and earned ${formatCredits(report.creditsEarnedTenths)}.`,
  ];
  const body = wrap(
    lines,
    [{ label: 'Read your match report', url: `${deps.appUrl}/home` }],
    unsubscribeUrl,
    'reports',
  );
  return {
    to: player.email,
    subject: `Your Threat Week ${week.number} match report is ready`,
    ...body,
    unsubscribeUrl,
  };
}

/** Whether the week is due this kind of email at `now`. */
export function mailDue(kind: MailKind, week: WeekDoc, now: number): boolean {
  if (kind === 'reminder')
    return (
      week.status === 'open' && week.lockedAt === null && now < week.deadline && now >= week.deadline - REMINDER_LEAD_MS
    );
  return week.status === 'settled' && week.settledAt !== null && now - week.settledAt <= REPORT_MAIL_WINDOW_MS;
}

/**
 * Sends one kind of email for one week to every opted-in player who has not had it, a page at
 * a time, resuming from the run's cursor. Returns without sending when the week is not due.
 */
export async function runMailFanOut(
  deps: MailDeps,
  week: WeekDoc,
  kind: MailKind,
  opts: MailRunOptions,
): Promise<MailRunOutcome> {
  const outcome: MailRunOutcome = { weekId: week.id, kind, sent: 0, alreadySent: 0, failed: 0, done: false };
  if (!mailDue(kind, week, opts.now)) return outcome;
  const run: MailRun = (await deps.readRun(week.id, kind)) ?? {
    cursor: null,
    sent: 0,
    failed: 0,
    passes: 0,
    done: false,
    updatedAt: opts.now,
  };
  if (run.done) return { ...outcome, done: true };
  const pageSize = opts.pageSize ?? MAIL_PAGE_SIZE;
  let passFailed = 0;
  for (;;) {
    if (opts.shouldStop?.()) return outcome;
    const page = await deps.recipients(kind, run.cursor, pageSize);
    const sentBefore = outcome.sent;
    await eachLimited(page, MAIL_CONCURRENCY, async (player) => {
      if (!player.email) return;
      let mail: OutgoingMail;
      if (kind === 'report') {
        const report = await deps.report(week.id, player.uid);
        if (!report) return; // joined after settlement: no report, no email
        mail = reportMail(deps, week, player, report);
      } else {
        mail = reminderMail(deps, week, player, opts.now);
      }
      if (!(await deps.claim(player.uid, week.id, kind, opts.now))) {
        outcome.alreadySent += 1;
        return;
      }
      try {
        const { messageId } = await deps.send(mail);
        outcome.sent += 1;
        await deps.markSent(player.uid, week.id, kind, opts.now, messageId);
      } catch {
        outcome.failed += 1;
        passFailed += 1;
        await deps.release(player.uid, week.id, kind).catch(() => undefined);
      }
    });
    run.sent += outcome.sent - sentBefore;
    if (page.length > 0) run.cursor = page[page.length - 1]?.uid ?? run.cursor;
    run.updatedAt = opts.now;
    if (page.length < pageSize) {
      run.passes += 1;
      // A failed send is retried by another pass over the players (claimed ones are skipped).
      if (passFailed > 0 && run.passes < MAIL_MAX_PASSES) {
        run.cursor = null;
        run.failed += passFailed;
        await deps.saveRun(week.id, kind, run);
        return outcome;
      }
      run.done = true;
      run.failed += passFailed;
      await deps.saveRun(week.id, kind, run);
      return { ...outcome, done: true };
    }
    await deps.saveRun(week.id, kind, run);
  }
}
