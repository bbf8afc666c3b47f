import type { Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { AdminAuditDoc } from '../handlers/admin';

/**
 * adminAudit/{id}: the admin audit log (handlers/admin.ts AdminAuditDoc). An entry for
 * a Firestore change is written by the same commit as the change (a batch or a transaction),
 * never after it, so a crash cannot leave a change without its entry or an entry without its change.
 */
export const adminAuditCol = (db: Firestore) => db.collection('adminAudit');

/** Adds `entry` to `write` (a batch or a transaction) under a new id. */
export function addAuditTo(db: Firestore, write: WriteBatch | Transaction, entry: AdminAuditDoc): void {
  write.create(adminAuditCol(db).doc(), entry);
}

/** Marks a pending entry (an Auth change: no shared transaction) done or failed. */
export async function resolveAuditEntry(db: Firestore, id: string, outcome: 'done' | 'failed'): Promise<void> {
  await adminAuditCol(db).doc(id).update({ outcome });
}
