import type { Firestore } from 'firebase-admin/firestore';
import type { MailDeps, MailKind, MailRecipient, MailRun } from '../handlers/mail';
import { isAlreadyExists, reportRef } from './week-store';
import { playerRef, playersCol, type PlayerDoc } from './player-store';
import type { ReportDoc } from './settlement-store';

/**
 * Where the email fan-out keeps its state:
 *   players/{uid}/mail/{weekId}-{kind}   the claim: created before sending, so a retried or
 *                                        concurrent run never sends that email twice; deleted
 *                                        with the player
 *   mailRuns/{weekId}-{kind}             a run's cursor and counts (MailRun), so a run stopped
 *                                        by its time budget resumes
 */

export const mailCol = (db: Firestore, uid: string) => playerRef(db, uid).collection('mail');
export const mailClaimRef = (db: Firestore, uid: string, weekId: string, kind: MailKind) => mailCol(db, uid).doc(`${weekId}-${kind}`);
export const mailRunRef = (db: Firestore, weekId: string, kind: MailKind) => db.collection('mailRuns').doc(`${weekId}-${kind}`);

const SWITCH_FIELD: Record<MailKind, keyof PlayerDoc> = { reminder: 'deadlineReminders', report: 'reportEmails' };

/** Opted-in players in uid order after `afterUid`: a field filter, not a cursor (the stand-in ignores cursors). */
export async function pageRecipients(db: Firestore, kind: MailKind, afterUid: string | null, limit: number): Promise<MailRecipient[]> {
  let query = playersCol(db).where(SWITCH_FIELD[kind], '==', true);
  if (afterUid !== null) query = query.where('uid', '>', afterUid);
  const snap = await query.orderBy('uid').limit(limit).get();
  return snap.docs.map((d) => {
    const p = d.data() as PlayerDoc;
    return { uid: p.uid, email: p.email, displayName: p.displayName, squad: p.squad, balanceTenths: p.balanceTenths };
  });
}

export function firestoreMailStore(db: Firestore): Pick<MailDeps, 'recipients' | 'claim' | 'release' | 'markSent' | 'readRun' | 'saveRun' | 'report'> {
  return {
    recipients: (kind, afterUid, limit) => pageRecipients(db, kind, afterUid, limit),
    async claim(uid, weekId, kind, now) {
      try {
        await mailClaimRef(db, uid, weekId, kind).create({ weekId, kind, claimedAt: now, sentAt: null, messageId: null });
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
