import { randomInt } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { ANSWER_RETENTION_DAYS, DomainError, normalizeDisplayName, STARTING_BALANCE_TENTHS } from '@fraudshield/domain';
import { isAccountDeleted } from './tombstone';
import { statDeltas, type StatDeltas } from '../handlers/stats';
import { addStats, addStatsNow } from './stats-store';
import type {
  AnswerLogDoc,
  ApplyMutation,
  LedgerEntryDoc,
  LedgerKind,
  PlayerDoc,
  PlayerIdentity,
} from '../handlers/records';

/**
 * The player's wallet, squad and points, and the one way to change them.
 *
 * Layout:
 *   players/{uid}                      PlayerDoc (seq = the last ledger entry's seq)
 *   players/{uid}/ledger/{seq:10}      LedgerEntryDoc, append-only
 *   players/{uid}/requests/{requestId} { result, at, kind, expireAt }: a retried client request
 *                                      replays this; TTL-deleted at expireAt (REQUEST_RECORD_TTL_MS)
 *   players/{uid}/settlements/{weekId} { result, at, kind }: the server's own record of a week's
 *                                      settlement, in a collection no client id can reach
 *   players/{uid}/answers/{seq:10}     AnswerLogDoc: the graded answers of the change with that
 *                                      ledger seq, kept ANSWER_RETENTION_DAYS (TTL on
 *                                      expireAt), deleted with the account
 *
 * Why a ledger slot is the lock: every change creates ledger/{seq+1} with `create()` as the
 * FIRST write of its commit. Two writers that read the same player both claim the same slot,
 * so exactly one commit succeeds and the other fails with ALREADY_EXISTS before writing
 * anything, then re-reads and tries again. Real Firestore gives the same guarantee with its
 * transaction locks; the local stand-in (no isolation, commits applied write by write) gets
 * it from the slot claim alone. Every later write of the commit must therefore be one that
 * cannot fail once the slot is won: the request doc (read in the same snapshot as the player)
 * and `creates` keyed on this player (see ApplyMutation).
 */

const ANSWER_RETENTION_MS = ANSWER_RETENTION_DAYS * 86_400_000;

/** Providers whose name is the person's account name, not one they typed for this game. */
const PROVIDER_NAMED = new Set(['google.com']);

const TAG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** Six random characters for a placeholder name: nothing of the uid (a public name must not lead to the account). */
function randomNameTag(): string {
  return Array.from({ length: 6 }, () => TAG_ALPHABET[randomInt(TAG_ALPHABET.length)]).join('');
}

export const MAX_ATTEMPTS = 20;
/** How long a client request record is kept (a retry comes within minutes; TTL policy on `expireAt`). */
const REQUEST_RECORD_TTL_MS = 7 * 24 * 3_600_000;

/** How a change is keyed and what it is. */
export interface ChangeOptions {
  /** A client-made idempotency key: players/{uid}/requests/{requestId}, kept REQUEST_RECORD_TTL_MS. */
  requestId?: string;
  /** A server-made record instead (e.g. settlements/{weekId}): outside the client's namespace, kept. */
  record?: DocumentReference;
  /**
   * What this change is. A stored record of another kind is refused (`request-reused`), never
   * replayed as if it were this change's answer.
   */
  kind?: LedgerKind;
  now: number;
  /**
   * The change's counters are not added to the shared stats docs here: the caller tallies them
   * (settlement adds a page's tally to its shard doc, and the finish folds them once).
   */
  deferStats?: boolean;
}

/** The stored record of a change: replayed on a retry of the same request. */
export interface RequestRecordDoc<T = unknown> {
  result: T;
  at: number;
  kind: LedgerKind;
  /** Client request records only: when the TTL policy may delete it. */
  expireAt?: Date;
}

export const playersCol = (db: Firestore) => db.collection('players');
export const playerRef = (db: Firestore, uid: string) => playersCol(db).doc(uid);
export const ledgerCol = (db: Firestore, uid: string) => playerRef(db, uid).collection('ledger');
export const requestsCol = (db: Firestore, uid: string) => playerRef(db, uid).collection('requests');
export const settlementsCol = (db: Firestore, uid: string) => playerRef(db, uid).collection('settlements');
export const answersCol = (db: Firestore, uid: string) => playerRef(db, uid).collection('answers');
export const ledgerId = (seq: number) => String(seq).padStart(10, '0');
const ledgerRef = (db: Firestore, uid: string, seq: number) => ledgerCol(db, uid).doc(ledgerId(seq));

/** ALREADY_EXISTS (a lost slot claim) or ABORTED (real Firestore contention after its own retries). */
export function isContention(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; status?: unknown; details?: unknown; message?: unknown };
  if (e.code === 6 || e.code === 10) return true;
  if (e.status === 'ALREADY_EXISTS' || e.status === 'ABORTED' || e.code === 'already-exists' || e.code === 'aborted')
    return true;
  return typeof e.message === 'string' && /^(6|10) (ALREADY_EXISTS|ABORTED)/.test(e.message);
}

const pause = (attempt: number) =>
  new Promise((r) => setTimeout(r, 5 + Math.floor(Math.random() * (10 + attempt * 10))));

/**
 * A new player: the starting balance, an empty squad. The display name comes from the ID token
 * (`name`) through the same normalisation as Settings when the player typed it (sign-up's form);
 * a name Settings would refuse (hidden or bidi characters, too long…) is not stored. A Google
 * account's name is the person's real name, which they never chose to show: it waits in
 * `pendingName`, seen only by them, until they confirm it or pick another. Meanwhile, and for a
 * player who gave no name, the public name is "Player <six random characters>".
 */
export function newPlayerDoc(who: PlayerIdentity, now: number, tag: string = randomNameTag()): PlayerDoc {
  const given = normalizeDisplayName(who.displayName ?? '');
  const fromProvider = given !== null && who.signInProvider !== null && PROVIDER_NAMED.has(who.signInProvider);
  return {
    uid: who.uid,
    displayName: given !== null && !fromProvider ? given : `Player ${tag}`,
    ...(fromProvider ? { pendingName: given } : {}),
    email: who.email ?? '',
    createdAt: now,
    joinedAt: now,
    seq: 1,
    balanceTenths: STARTING_BALANCE_TENTHS,
    squad: { owned: [], lead: null },
    seasonPoints: 0,
    playing: false,
    pointsByWeek: {},
    quizPassed: [],
    leagues: [],
    deadlineReminders: true,
    updatedAt: now,
  };
}

export function openingEntry(player: PlayerDoc, now: number): LedgerEntryDoc {
  return {
    seq: 1,
    at: now,
    kind: 'open',
    deltaTenths: player.balanceTenths,
    balanceTenths: player.balanceTenths,
    detail: 'Starting balance',
  };
}

export async function readPlayer(db: Firestore, uid: string): Promise<PlayerDoc | null> {
  const snap = await playerRef(db, uid).get();
  return snap.exists ? (snap.data() as PlayerDoc) : null;
}

/**
 * The caller's player record, created on their first call (100.0 cr, empty squad) exactly
 * once however many first calls race: the opening ledger entry is claimed with `create()`
 * first, so only one commit writes the player. Never for a deleted account (its tombstone).
 */
export async function getOrCreatePlayer(
  db: Firestore,
  who: PlayerIdentity,
  now: number = Date.now(),
): Promise<PlayerDoc> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await readPlayer(db, who.uid);
    if (existing) {
      // The token's address is Auth's current one (every call needs it verified): an email
      // change reaches the mail list's copy on the player's next call.
      if (who.email && who.email !== existing.email) {
        await playerRef(db, who.uid).update({ email: who.email });
        return { ...existing, email: who.email };
      }
      return existing;
    }
    // A deleted account never comes back, whatever token it still holds.
    if (await isAccountDeleted(db, who.uid)) throw new DomainError('account-deleted');
    const player = newPlayerDoc(who, now);
    const batch = db.batch();
    batch.create(ledgerRef(db, who.uid, 1), openingEntry(player, now));
    batch.create(playerRef(db, who.uid), player);
    // A new player counts once: the commit writes nothing if another first call won the claim.
    addStats(db, batch, statDeltas(null, player));
    try {
      await batch.commit();
      return player;
    } catch (error) {
      if (!isContention(error)) throw error;
      await pause(attempt);
    }
  }
  throw new DomainError('busy');
}

/**
 * The one way to change a player's balance, squad, points, quiz passes, leagues or profile.
 *
 * In a transaction: reads the player and (if given) the change's record (requests/{requestId},
 * or the server's own `record`) in one snapshot; a known record returns its stored result and
 * changes nothing (or refuses, when it records another kind of change). Otherwise calls `mutate`
 * (pure; throws DomainError to refuse, which writes nothing), then claims ledger/{seq+1},
 * records the request, creates `creates` and the answer log, writes the whole player with seq+1,
 * then the change's `writes` (merged or deleted).
 * A lost claim is retried after a short random pause; after MAX_ATTEMPTS → DomainError('busy').
 * A missing player → DomainError('no-player') (callers create it first with getOrCreatePlayer).
 */
export async function applyPlayerChange<T>(
  db: Firestore,
  uid: string,
  opts: ChangeOptions,
  mutate: (player: PlayerDoc) => ApplyMutation<T>,
): Promise<T> {
  const pRef = playerRef(db, uid);
  const rRef = opts.record ?? (opts.requestId ? requestsCol(db, uid).doc(opts.requestId) : null);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // The counters this change moves, set by the attempt that commits (a replay moves none).
    const moved: { deltas: StatDeltas | null } = { deltas: null };
    let result: T;
    try {
      result = await db.runTransaction((tx) => {
        moved.deltas = null;
        return applyOnce(db, tx, pRef, rRef, opts, mutate, moved);
      });
    } catch (error) {
      if (!isContention(error)) throw error;
      await pause(attempt);
      continue;
    }
    // The game's counters move after the money's commit, not in it: the stats shards are shared by
    // every player, and Firestore sustains about one write a second per document, so inside the
    // transaction they would make every buy, sell and answer wait on each other. The cost: a crash
    // between the two commits loses this change's count (never the money, never a double count:
    // a retried request replays its record and moves nothing).
    if (moved.deltas) await addStatsNow(db, moved.deltas);
    return result;
  }
  throw new DomainError('busy');
}

async function applyOnce<T>(
  db: Firestore,
  tx: Transaction,
  pRef: DocumentReference,
  rRef: DocumentReference | null,
  opts: ChangeOptions,
  mutate: (player: PlayerDoc) => ApplyMutation<T>,
  moved: { deltas: StatDeltas | null },
): Promise<T> {
  // One read for both: the request check and the player come from the same snapshot.
  const [pSnap, rSnap] = rRef ? await tx.getAll(pRef, rRef) : [await tx.get(pRef)];
  if (rSnap?.exists) {
    const record = rSnap.data() as RequestRecordDoc<T>;
    if (opts.kind && record.kind !== opts.kind) throw new DomainError('request-reused');
    return record.result;
  }
  if (!pSnap?.exists) throw new DomainError('no-player');
  const before = pSnap.data() as PlayerDoc;
  const change = mutate(structuredClone(before));
  if (change.entry === null) return change.result;

  const seq = before.seq + 1;
  const player: PlayerDoc = { ...change.player, uid: before.uid, seq, updatedAt: opts.now };
  if (!Number.isSafeInteger(player.balanceTenths) || player.balanceTenths < 0) {
    // A rule bug must never become a negative wallet.
    throw new Error(`balance would become ${player.balanceTenths}`);
  }
  const entry: LedgerEntryDoc = {
    seq,
    at: opts.now,
    kind: change.entry.kind,
    deltaTenths: change.entry.deltaTenths,
    balanceTenths: player.balanceTenths,
    detail: change.entry.detail,
    ...(opts.requestId && !opts.record ? { requestId: opts.requestId } : {}),
    ...(change.entry.weekId ? { weekId: change.entry.weekId } : {}),
  };
  // The slot claim goes first: if it loses, the commit writes nothing.
  tx.create(ledgerRef(db, before.uid, seq), entry);
  if (rRef) {
    const record: RequestRecordDoc<T> = { result: change.result, at: opts.now, kind: change.entry.kind };
    // Client records expire (TTL); the server's own records are kept.
    if (!opts.record) record.expireAt = new Date(opts.now + REQUEST_RECORD_TTL_MS);
    tx.create(rRef, record);
  }
  for (const extra of change.creates ?? []) tx.create(extra.ref, extra.data);
  if (change.answers?.answers.length) {
    const log: AnswerLogDoc = {
      seq,
      at: opts.now,
      week: change.answers.week,
      answers: change.answers.answers,
      expireAt: new Date(opts.now + ANSWER_RETENTION_MS),
    };
    tx.create(answersCol(db, before.uid).doc(ledgerId(seq)), log);
  }
  tx.set(pRef, player);
  for (const w of change.writes ?? []) {
    if (w.data === null) tx.delete(w.ref);
    else tx.set(w.ref, w.data, { merge: true });
  }
  if (!opts.deferStats) moved.deltas = statDeltas(before, player, change.entry);
  return change.result;
}
