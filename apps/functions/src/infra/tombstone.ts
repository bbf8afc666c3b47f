import type { Firestore } from 'firebase-admin/firestore';

/**
 * deletedAccounts/{uid}: written first when a player deletes their account, and kept. Holds no
 * personal data (the uid and when). While it exists every callable but user_deleteAccount
 * (which finishes a half-done deletion) refuses the uid, and the first-call path never
 * recreates its player: an ID token stays valid for up to an hour after the Auth user is gone.
 * Firebase never reuses a uid, so keeping it forever blocks no one.
 */
export const deletedAccountRef = (db: Firestore, uid: string) => db.collection('deletedAccounts').doc(uid);

export interface TombstoneDoc {
  uid: string;
  /** When the deletion started (ms since epoch). */
  deletedAt: number;
}

export async function isAccountDeleted(db: Firestore, uid: string): Promise<boolean> {
  return (await deletedAccountRef(db, uid).get()).exists;
}
