import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { mailDue, runMailFanOut, type MailKind, type MailRunOutcome } from '../handlers/mail';
import { runTeamReports, type TeamReportOutcome } from '../handlers/team-report';
import { refreshTeamTable, teamReportDeps } from '../infra/team-table-store';
import { readSeason, readWeek } from '../infra/week-store';
import { mailDeps } from './mail-config';

/**
 * The sending passes: a week's report emails (started by the settlement's last shard) and the
 * season clock's pass (reminders 24 h before a deadline, report emails a run left unfinished).
 */

async function fanOut(
  db: Firestore,
  weekId: string,
  kind: MailKind,
  now: number,
  shouldStop?: () => boolean,
): Promise<MailRunOutcome | null> {
  const week = await readWeek(db, weekId);
  if (!week) return null;
  const outcome = await runMailFanOut(mailDeps(db), week, kind, { now, ...(shouldStop ? { shouldStop } : {}) });
  if (outcome.sent || outcome.failed) logger.info('mail fan-out', outcome);
  return outcome;
}

/** "Your match report is ready" to every opted-in player with a report for `weekId` (idempotent). */
export function sendReportEmails(
  weekId: string,
  opts: { now?: number; shouldStop?: () => boolean } = {},
): Promise<MailRunOutcome | null> {
  return fanOut(getFirestore(), weekId, 'report', opts.now ?? Date.now(), opts.shouldStop);
}

/** The weekly owner report of every team league to the people who run it (idempotent). */
export async function sendTeamReports(
  weekId: string,
  opts: { now?: number; shouldStop?: () => boolean; db?: Firestore } = {},
): Promise<TeamReportOutcome | null> {
  const db = opts.db ?? getFirestore();
  const week = await readWeek(db, weekId);
  if (!week) return null;
  const outcome = await runTeamReports(teamReportDeps(db, mailDeps(db)), week, {
    now: opts.now ?? Date.now(),
    ...(opts.shouldStop ? { shouldStop: opts.shouldStop } : {}),
  });
  if (outcome.sent || outcome.failed) logger.info('team report fan-out', outcome);
  return outcome;
}

/**
 * The league of teams after a settled week: every entry rebuilt from its league's shards, once
 * per week (a marker in mailRuns/{weekId}-teamTable; a pass stopped early runs again whole).
 */
export async function refreshTeamTableFor(
  weekId: string,
  opts: { now?: number; shouldStop?: () => boolean; db?: Firestore } = {},
): Promise<number | null> {
  const db = opts.db ?? getFirestore();
  const marker = db.collection('mailRuns').doc(`${weekId}-teamTable`);
  if ((await marker.get()).exists) return null;
  const now = opts.now ?? Date.now();
  let stopped = false;
  const refreshed = await refreshTeamTable(db, now, () => (stopped = opts.shouldStop?.() ?? false));
  if (!stopped) await marker.set({ refreshed, at: now });
  return refreshed;
}

/**
 * The season clock's mail pass: the current week's reminders once its deadline is 24 h away,
 * and the last settled week's report emails if their run has not finished. Never throws.
 */
export async function runMailPass(
  db: Firestore,
  now: number,
  shouldStop?: () => boolean,
): Promise<Partial<Record<MailKind, MailRunOutcome>> & { team?: TeamReportOutcome; teamTable?: number | null }> {
  const out: Partial<Record<MailKind, MailRunOutcome>> & { team?: TeamReportOutcome; teamTable?: number | null } = {};
  try {
    const season = await readSeason(db);
    const current = season.currentWeekId ? await readWeek(db, season.currentWeekId) : null;
    if (current && mailDue('reminder', current, now))
      out.reminder = (await fanOut(db, current.id, 'reminder', now, shouldStop)) ?? undefined;
    const last = season.lastSettledWeekId ? await readWeek(db, season.lastSettledWeekId) : null;
    if (last && mailDue('report', last, now)) {
      out.report = (await fanOut(db, last.id, 'report', now, shouldStop)) ?? undefined;
      // The table first: it moves nothing anyone reads in the report, and is quick.
      out.teamTable = await refreshTeamTableFor(last.id, { now, db, ...(shouldStop ? { shouldStop } : {}) });
      out.team = (await sendTeamReports(last.id, { now, db, ...(shouldStop ? { shouldStop } : {}) })) ?? undefined;
    }
  } catch (error) {
    logger.error('mail pass failed', { error: String(error) });
  }
  return out;
}
