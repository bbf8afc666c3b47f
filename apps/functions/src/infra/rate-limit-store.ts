import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  bucketOf,
  DomainError,
  READ_ONLY_CALLABLES,
  fullAgainAt,
  isReadOnlyCallable,
  rateRuleFor,
  type CallableName,
} from '@fraudshield/domain';
import {
  memoryAddressLimiter,
  spend,
  type AddressLimiter,
  type Buckets,
  type RateLimiter,
} from '../handlers/rate-limit';
import { isContention } from './player-store';

/**
 * rateLimits/{uid} { uid, buckets: { [callable]: { tokens, at } }, expireAt }: one small doc per
 * player for the callables that write, read and written in one transaction per limited call
 * (1 read + 1 write). Reads keep one doc per player and callable,
 * rateLimits/{uid}:{callable}, of the same shape: a page view asks several reads at once, and
 * one doc for all of them would make the calls queue on each other's transactions. `expireAt`
 * is when every bucket is full again, so the TTL policy deleting the doc then changes nothing
 * (a missing doc is a full set of buckets). On real Firestore the transaction serialises a
 * player's concurrent calls; the local stand-in has no isolation, so calls in flight at the
 * same instant can each see the same count (a limit enforced up to the concurrency).
 */

const rateLimitRef = (db: Firestore, uid: string) => db.collection('rateLimits').doc(uid);
/** The bucket doc of one read callable of one player. */
const readLimitRef = (db: Firestore, uid: string, name: CallableName) =>
  db.collection('rateLimits').doc(`${uid}:${name}`);
/** Every limiter doc that names the player (account deletion removes them all). */
export const rateLimitRefsOf = (db: Firestore, uid: string) => [
  rateLimitRef(db, uid),
  ...READ_ONLY_CALLABLES.map((name) => readLimitRef(db, uid, name)),
];

export interface RateLimitDoc {
  uid: string;
  buckets: Buckets;
  expireAt: Date;
}

function firestoreRateLimiter(db: Firestore): RateLimiter {
  return {
    async take(uid: string, name: CallableName, now: number) {
      if (!rateRuleFor(name)) return;
      // The bucket's document: a callable sharing another's bucket (league_preview) reads and writes that one's.
      const bucket = bucketOf(name);
      const ref = isReadOnlyCallable(bucket) ? readLimitRef(db, uid, bucket) : rateLimitRef(db, uid);
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

let addresses: AddressLimiter | undefined;
/** This instance's per-address buckets (libs/domain IP_RATE_LIMIT). */
export function addressLimiter(): AddressLimiter {
  addresses ??= memoryAddressLimiter();
  return addresses;
}
