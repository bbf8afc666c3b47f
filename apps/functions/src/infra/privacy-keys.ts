import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { opaqueIds, type OpaqueIds, type OpaqueSource } from '../handlers/opaque-ids';
import { isAlreadyExists } from './week-store';

/**
 * privacyKeys/season { secret (32 random bytes, base64), createdAt }: the season's key for public
 * ids and sealed cursors (handlers/opaque-ids.ts). Made on first use by whichever call needs it
 * (create(): two first calls racing agree on the one that won), never sent to a client (the
 * rules deny every client read). Starting a new season means replacing this doc: every public
 * id changes with it and old cursors stop opening. Kept in memory for a few minutes per
 * instance, so a replaced key reaches every instance soon without a read per call.
 */

export const privacyKeyRef = (db: Firestore) => db.collection('privacyKeys').doc('season');

interface PrivacyKeyDoc {
  secret: string;
  createdAt: number;
}

const CACHE_MS = 5 * 60_000;
let cached: { ids: OpaqueIds; at: number; db: Firestore } | null = null;

async function readOrCreate(db: Firestore, create: boolean): Promise<Buffer | null> {
  const ref = privacyKeyRef(db);
  for (let attempt = 0; attempt < 3; attempt++) {
    const snap = await ref.get();
    if (snap.exists) return Buffer.from((snap.data() as PrivacyKeyDoc).secret, 'base64');
    if (!create) return null;
    try {
      const doc: PrivacyKeyDoc = { secret: randomBytes(32).toString('base64'), createdAt: Date.now() };
      await ref.create(doc);
      return Buffer.from(doc.secret, 'base64');
    } catch (error) {
      // Another first call made it: read theirs.
      if (!isAlreadyExists(error)) throw error;
    }
  }
  throw new Error('privacy key: could not read or create');
}

async function loadKey(db: Firestore, create: boolean, now: number): Promise<OpaqueIds | null> {
  if (cached && cached.db === db && now - cached.at < CACHE_MS) return cached.ids;
  const secret = await readOrCreate(db, create);
  if (!secret) return null;
  const ids = opaqueIds(secret);
  cached = { ids, at: now, db };
  return ids;
}

async function seasonOpaqueIds(db: Firestore, now: number = Date.now()): Promise<OpaqueIds> {
  return (await loadKey(db, true, now)) as OpaqueIds;
}

/** The season's key where a call may not write: null until some answered call has made it. */
export function seasonOpaqueSource(db: Firestore): OpaqueSource {
  return { existing: () => loadKey(db, false, Date.now()), ensure: () => seasonOpaqueIds(db) };
}
