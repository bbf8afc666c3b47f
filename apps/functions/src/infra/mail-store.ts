import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { MailDeps, MailKind, MailRecipient, MailRun } from '../handlers/mail';
import { isAlreadyExists, reportRef } from './week-store';
import { playerRef, playersCol } from './player-store';
import type { PlayerDoc, ReportDoc } from '../handlers/records';

/**
 * Where the email fan-out keeps its state:
 *   players/{uid}/mail/{weekId}-{kind}   the claim: created before sending, so a retried or
 *                                        concurrent run never sends that email twice; deleted
 *                                        with the player
 *   mailRuns/{weekId}-{kind}             a run's cursor and counts (MailRun), so a run stopped
 *                                        by its time budget resumes
 */

export const mailCol = (db: Firestore, uid: string) => playerRef(db, uid).collection('mail');
const mailClaimRef = (db: Firestore, uid: string, weekId: string, kind: MailKind) =>
  mailCol(db, uid).doc(`${weekId}-${kind}`);
const mailRunRef = (db: Firestore, weekId: string, kind: MailKind) =>
  db.collection('mailRuns').doc(`${weekId}-${kind}`);

const SWITCH_FIELD: Record<MailKind, keyof PlayerDoc> = { reminder: 'deadlineReminders', report: 'reportEmails' };

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
  kind: MailKind,
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
): Pick<MailDeps, 'recipients' | 'claim' | 'release' | 'markSent' | 'readRun' | 'saveRun' | 'report'> {
  return {
    recipients: (kind, afterUid, limit) => pageRecipients(db, kind, afterUid, limit),
    async claim(uid, weekId, kind, now) {
      try {
        await mailClaimRef(db, uid, weekId, kind).create({
          weekId,
          kind,
          claimedAt: now,
          sentAt: null,
          messageId: null,
        });
        return true;
      } catch (error) {
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    },
    async release(uid, weekId, kind) {
      await mailClaimRef(db, uid, weekId, kind).delete();
    },
    async markSent(uid, weekId, kind, now, messageId) {
      await mailClaimRef(db, uid, weekId, kind).update({ sentAt: now, messageId });
    },
    async readRun(weekId, kind) {
      const snap = await mailRunRef(db, weekId, kind).get();
      return snap.exists ? (snap.data() as MailRun) : null;
    },
    async saveRun(weekId, kind, run) {
      await mailRunRef(db, weekId, kind).set(run);
    },
    async report(weekId, uid) {
      const snap = await reportRef(db, weekId, uid).get();
      return snap.exists ? (snap.data() as ReportDoc).report : null;
    },
  };
}
