import { randomBytes } from 'node:crypto';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { MailDeps, MailRecipient } from '../handlers/mail';
import {
  nextClaim,
  type MailEngineDeps,
  type MailKind,
  type MailMarker,
  type MailPageOutcome,
  type MailRunDoc,
} from '../handlers/mail-engine';
import { isAlreadyExists, readWeek, reportRef } from './week-store';
import { playerRef, playersCol } from './player-store';
import type { PlayerDoc, ReportDoc } from '../handlers/records';

/**
 * Where the mail engine (handlers/mail-engine.ts) keeps its state:
 *   players/{uid}/mail/{key}             a letter's marker: claimed in a transaction just before
 *                                        the send, marked sent (or failed, or given up) just
 *                                        after; deleted with the player
 *   mailRuns/{weekId}-{kind}             a run: its id (naming its tasks) and its last page
 *   mailRuns/{weekId}-{kind}/pages/{runId}-{page}
 *                                        each page's outcome: one document per page, so pages
 *                                        running side by side never write the same document
 */

export const mailCol = (db: Firestore, uid: string) => playerRef(db, uid).collection('mail');
const markerRef = (db: Firestore, uid: string, key: string) => mailCol(db, uid).doc(key);
export const mailRunRef = (db: Firestore, weekId: string, kind: MailKind) =>
  db.collection('mailRuns').doc(`${weekId}-${kind}`);

const SWITCH_FIELD: Record<'reminder' | 'report', keyof PlayerDoc> = {
  reminder: 'deadlineReminders',
  report: 'reportEmails',
};

/**
 * Opted-in players in uid order after `afterUid`: a field filter, not a cursor (the stand-in ignores cursors).
 *
 * The address comes from Firebase Auth, not only from the copy on the player doc: an email change
 * (verifyBeforeUpdateEmail, the console, a Google account's new address) happens in Auth, and a
 * player who changed it and has not played since must not get their reminders at the old
 * address. One getUsers call per page (at most 100 accounts); a verified address that differs is
 * used and written back to players/{uid}.email, the mail list's copy. No Auth record (an
 * account being deleted) or an unverified new address keeps the stored one.
 */
async function pageRecipients(
  db: Firestore,
  kind: 'reminder' | 'report',
  afterUid: string | null,
  limit: number,
): Promise<MailRecipient[]> {
  let query = playersCol(db).where(SWITCH_FIELD[kind], '==', true);
  if (afterUid !== null) query = query.where('uid', '>', afterUid);
  const snap = await query.orderBy('uid').limit(limit).get();
  const players = snap.docs.map((d) => d.data() as PlayerDoc);
  const current = await authEmails(players.map((p) => p.uid));
  const out: MailRecipient[] = [];
  for (const p of players) {
    const email = current.get(p.uid) ?? p.email;
    if (email !== p.email) await syncEmail(db, p.uid, email);
    out.push({ uid: p.uid, email, displayName: p.displayName, squad: p.squad, balanceTenths: p.balanceTenths });
  }
  return out;
}

/** uid → the account's verified email in Auth (accounts without one are left out). */
async function authEmails(uids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < uids.length; i += 100) {
    const { users } = await getAuth().getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const u of users as UserRecord[]) if (u.email && u.emailVerified) out.set(u.uid, u.email);
  }
  return out;
}

/** The mail list's copy of the address follows Auth (a field update: no ledger entry, nothing else changes). */
async function syncEmail(db: Firestore, uid: string, email: string): Promise<void> {
  await playerRef(db, uid).update({ email });
}

export function firestoreMailStore(
  db: Firestore,
): Pick<MailDeps, 'week' | 'recipients' | 'reports' | 'markers' | 'runs'> & Pick<MailEngineDeps, 'newRunId'> {
  return {
    week: (weekId) => readWeek(db, weekId),
    recipients: (kind, afterUid, limit) => pageRecipients(db, kind, afterUid, limit),
    async reports(weekId, uids) {
      if (uids.length === 0) return new Map();
      const snaps = await db.getAll(...uids.map((uid) => reportRef(db, weekId, uid)));
      // getAll answers in the order asked.
      return new Map(
        snaps.flatMap((s, i) => (s.exists ? [[uids[i] as string, (s.data() as ReportDoc).report] as const] : [])),
      );
    },
    markers: {
      async claim(uid, key, meta, now) {
        const ref = markerRef(db, uid, key);
        try {
          return await db.runTransaction(async (tx) => {
            const snap = await tx.get(ref);
            const { claim, write } = nextClaim(snap.exists ? (snap.data() as MailMarker) : null, meta, now);
            // A new marker is created, not set: two deliveries that both read "none" cannot both claim.
            if (write && snap.exists) tx.set(ref, write);
            else if (write) tx.create(ref, write);
            return claim;
          });
        } catch (error) {
          if (isAlreadyExists(error)) return { status: 'in-flight' } as const;
          throw error;
        }
      },
      async markSent(uid, key, now, messageId) {
        await markerRef(db, uid, key).update({ sentAt: now, messageId });
      },
      async markFailed(uid, key, now, error, gaveUp) {
        await markerRef(db, uid, key).update({ lastError: error || 'send failed', failedAt: now, gaveUp });
      },
    },
    runs: {
      async open(run) {
        const ref = mailRunRef(db, run.weekId, run.kind);
        try {
          await ref.create(run);
          return run;
        } catch (error) {
          if (!isAlreadyExists(error)) throw error;
          return (await ref.get()).data() as MailRunDoc;
        }
      },
      async markEnqueued(weekId, kind) {
        await mailRunRef(db, weekId, kind).update({ enqueued: true });
      },
      async recordPage(task, outcome: MailPageOutcome) {
        const run = mailRunRef(db, task.weekId, task.kind);
        await run.collection('pages').doc(`${task.runId}-p${task.page}`).set(outcome);
        // Only the run the task belongs to (a task of a run whose record was since replaced names another).
        if (outcome.last && (await run.get()).get('runId') === task.runId) await run.update({ lastPage: task.page });
      },
    },
    newRunId: () => randomBytes(4).toString('hex'),
  };
}
