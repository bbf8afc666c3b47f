import type { Firestore } from 'firebase-admin/firestore';
import { countingFirestore, type ReadTally } from '../../../../tools/emulators/counting-firestore.mjs';
import type { CallerContext } from '../handlers/context';
import { admin, type TestUser } from './emulator-client';

/**
 * A callable's reads, for the integration tests that bound them: the product keeps no count, so
 * the test runs the same handler in its own process over the emulators' Firestore wrapped by the
 * benches' counting wrapper (tools/emulators/counting-firestore.mjs: a document 1, a query at least 1,
 * a count aggregation 1 per 1,000 index entries) and reads the tally.
 */
export async function countedReads<T>(run: (db: Firestore) => Promise<T>): Promise<{ value: T; tally: ReadTally }> {
  const { db, tally } = countingFirestore(admin().db);
  const value = await run(db);
  return { value, tally };
}

/** The context the callable wrapper gives `user`: a verified player with no roles, signed in with a password. */
export function callerOf(user: TestUser, now = Date.now()): CallerContext {
  const { uid, email } = user;
  return { uid, email, now, emailVerified: true, displayName: null, roles: [], signInProvider: 'password' };
}
