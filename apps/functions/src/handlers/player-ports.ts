import type { BankEntry, CurrentWeekStatus, ShopWeek } from '@fraudshield/domain';
import type { ApplyMutation, LedgerEntryDoc, LedgerKind, PlayerDoc, PlayerIdentity } from './records';

/**
 * The ports of the economy handlers: what they need from the outside world. The Firestore
 * implementation is infra/player-firestore.ts; unit tests use testing/fake-player-deps.ts.
 */
export interface PlayerStore {
  /** The caller's record, created (100.0 cr, empty squad) on their first call, exactly once. */
  getOrCreate(who: PlayerIdentity, now: number): Promise<PlayerDoc>;
  /**
   * applyPlayerChange: one transaction, one ledger entry, idempotent per request id; a request id
   * already used for another `kind` of change is refused (request-reused).
   */
  change<T>(
    uid: string,
    opts: { requestId?: string; kind?: LedgerKind; now: number },
    mutate: (player: PlayerDoc) => ApplyMutation<T>,
  ): Promise<T>;
  /**
   * Writes preference fields on the player record without a ledger entry (they move no credits
   * and no rule reads them). On real Firestore a player change racing it retries its transaction;
   * on the stand-in (no isolation) it may write the old value back: a lost toggle, never credits.
   */
  setPreferences(
    uid: string,
    prefs: Partial<Pick<PlayerDoc, 'deadlineReminders' | 'reportEmails' | 'teamReportEmails'>>,
    now: number,
  ): Promise<void>;
  /** Status of the current week (null when there is none). */
  weekStatus(now: number): Promise<CurrentWeekStatus>;
  /** The current (else the last settled) week's status and rules version, in the reads weekStatus makes: what the shop prices by. */
  shopWeek(now: number): Promise<ShopWeek>;
  /** The number of the latest opened Threat Week (0 before the first): the week a graded answer counts in. */
  latestWeek(): Promise<number>;
  /** Ledger entries with seq < beforeSeq (all when null), newest first, at most `limit`. */
  ledgerPage(uid: string, beforeSeq: number | null, limit: number): Promise<LedgerEntryDoc[]>;
  /** Removes the player's documents (player, ledger, requests, answer log…); league membership goes with the player doc. */
  deletePlayerData(uid: string): Promise<void>;
}

export interface AuthAdmin {
  setDisplayName(uid: string, displayName: string): Promise<void>;
  deleteUser(uid: string): Promise<void>;
}

export interface PlayerDeps {
  players: PlayerStore;
  auth: AuthAdmin;
  /** The case bank as the learning rules read it (a first learning record plans its checks from it). */
  bank: readonly BankEntry[];
}
