import type { Firestore } from 'firebase-admin/firestore';
import { UNSUBSCRIBE_RATE_LIMIT } from '@fraudshield/domain';
import type { MailSwitch } from '../handlers/mail-token';
import { memoryAddressLimiter } from '../handlers/rate-limit';
import type { UnsubscribeDeps } from '../handlers/unsubscribe';
import { playerRef } from './player-store';

/**
 * players/{uid}/unsubscribes/{tokenId} { which, usedAt }: the unsubscribe links the player used
 * (tokenId: the token's SHA-256, handlers/mail-token.ts). One per press of a link, so a few a
 * season; kept with the player, deleted and exported with their other subcollections
 * (player-firestore.ts playerSubcollections). Nothing else names the token.
 */
export const unsubscribesCol = (db: Firestore, uid: string) => playerRef(db, uid).collection('unsubscribes');

const SWITCH_FIELD: Record<MailSwitch, string> = {
  reminders: 'deadlineReminders',
  reports: 'reportEmails',
  teamReports: 'teamReportEmails',
};

let limiter: ReturnType<typeof memoryAddressLimiter> | undefined;

export function unsubscribeDeps(db: Firestore, verify: UnsubscribeDeps['verify']): UnsubscribeDeps {
  limiter ??= memoryAddressLimiter(UNSUBSCRIBE_RATE_LIMIT);
  return {
    verify,
    limiter,
    async isUsed(uid, tokenId) {
      return (await unsubscribesCol(db, uid).doc(tokenId).get()).exists;
    },
    async use(uid, tokenId, which, now) {
      const used = unsubscribesCol(db, uid).doc(tokenId);
      return db.runTransaction(async (tx) => {
        const [player, record] = await tx.getAll(playerRef(db, uid), used);
        if (record?.exists) return 'used' as const;
        // A deleted player gets no email anyway: nothing to switch off, nothing to keep about them.
        if (!player?.exists) return 'done' as const;
        tx.create(used, { which, usedAt: now });
        tx.update(playerRef(db, uid), { [SWITCH_FIELD[which]]: false, updatedAt: now });
        return 'done' as const;
      });
    },
  };
}
