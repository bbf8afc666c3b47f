import { opaqueIds } from '../handlers/opaque-ids';
import { privacyKeyRef } from '../infra/privacy-keys';
import { admin } from './emulator-client';

/**
 * A player's public id in this season's tables, as the functions compute it: tests read the
 * season key straight from Firestore (no client can). Call after a leaderboard page was served
 * (the key is made on first use).
 */
export async function publicIdOf(uid: string): Promise<string> {
  const snap = await privacyKeyRef(admin().db).get();
  const secret = snap.get('secret') as string | undefined;
  if (!secret) throw new Error('no season key yet: ask for a leaderboard page first');
  return opaqueIds(Buffer.from(secret, 'base64')).id(uid);
}
