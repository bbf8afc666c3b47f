import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DomainError, fullAgainAt, rateRuleFor, type CallableName } from '@fraudshield/domain';
import { spend, type Buckets, type RateLimiter } from '../handlers/rate-limit';
import { isContention } from './player-store';

/**
 * rateLimits/{uid} { uid, buckets: { [callable]: { tokens, at } }, expireAt }: one small doc per
 * player, read and written in one transaction per limited call (1 read + 1 write). `expireAt`
 * is when every bucket is full again, so the TTL policy deleting the doc then changes nothing
 * (a missing doc is a full set of buckets). On real Firestore the transaction serialises a
 * player's concurrent calls; the local stand-in has no isolation, so calls in flight at the
 * same instant can each see the same count (a limit enforced up to the concurrency).
 */

export const rateLimitRef = (db: Firestore, uid: string) => db.collection('rateLimits').doc(uid);

export interface RateLimitDoc {
  uid: string;
  buckets: Buckets;
  expireAt: Date;
}

export function firestoreRateLimiter(db: Firestore): RateLimiter {
  return {
    async take(uid: string, name: CallableName, now: number) {
      if (!rateRuleFor(name)) return;
      const ref = rateLimitRef(db, uid);
      const spendOne = db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const before = snap.exists ? ((snap.data() as RateLimitDoc).buckets ?? {}) : {};
        // Throws DomainError('rate-limited') when the bucket is empty: the transaction writes nothing.
        const buckets = spend(before, name, now);
        let expireAt = now;
        for (const [key, state] of Object.entries(buckets)) {
          const rule = rateRuleFor(key as CallableName);
          if (rule && state) expireAt = Math.max(expireAt, fullAgainAt(rule, state));
        }
        const doc: RateLimitDoc = { uid, buckets, expireAt: new Date(expireAt) };
        tx.set(ref, doc);
      });
      try {
        await spendOne;
      } catch (error) {
        // Real Firestore aborts a transaction that keeps losing to the same player's other calls.
        if (isContention(error)) throw new DomainError('busy');
        throw error;
      }
    },
  };
}

let limiter: RateLimiter | undefined;
/** Created on first use: main.ts initialises the Admin app after the modules load. */
export function rateLimiter(): RateLimiter {
  limiter ??= firestoreRateLimiter(getFirestore());
  return limiter;
}
