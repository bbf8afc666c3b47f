import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { histogramMove } from '@fraudshield/domain';
import { admin } from './emulator-client';
import type { LedgerEntryDoc, PlayerDoc } from '../handlers/records';
import { buildTable, type PublishedTable } from '../handlers/table-snapshot';
import { tableBuilder } from '../infra/table-snapshot-store';

/** Everything the economy writes for one player, read with the Admin SDK (for before/after comparisons). */
export async function playerState(
  uid: string,
): Promise<{ player: PlayerDoc | null; ledger: LedgerEntryDoc[]; requests: number }> {
  const { db } = admin();
  const ref = db.collection('players').doc(uid);
  const [snap, ledger, requests] = await Promise.all([
    ref.get(),
    ref.collection('ledger').get(),
    ref.collection('requests').get(),
  ]);
  return {
    player: snap.exists ? (snap.data() as PlayerDoc) : null,
    ledger: ledger.docs.map((d) => d.data() as LedgerEntryDoc).sort((a, b) => a.seq - b.seq),
    requests: requests.size,
  };
}

/** Overwrites fields of a player doc (test set-up only: production changes go through applyPlayerChange). */
export async function patchPlayer(uid: string, patch: Partial<PlayerDoc>): Promise<void> {
  await admin().db.collection('players').doc(uid).update(patch);
}

export function newRequestId(): string {
  return `req_${randomBytes(9).toString('base64url')}`;
}

/**
 * Makes the current week locked (deadline passed, not settled); returns a function that removes
 * it and puts the season pointer back as it was (suites that run later open real weeks, whose
 * numbers follow the stored week count).
 */
export async function lockCurrentWeek(now = Date.now()): Promise<() => Promise<void>> {
  const { db } = admin();
  const weekId = `week-int-${now.toString(36)}`;
  const seasonRef = db.collection('meta').doc('season');
  const before = (await seasonRef.get()).data();
  await db
    .collection('weeks')
    .doc(weekId)
    .set({
      id: weekId,
      number: 900,
      status: 'open',
      deadline: now - 60_000,
      lockedAt: null,
      headlineThreats: [],
      seedHash: 'x',
      seed: null,
      openedAt: now - 120_000,
      settledAt: null,
      settlement: null,
    });
  await seasonRef.set({ currentWeekId: weekId, lastSettledWeekId: null, weekCount: 900 });
  return async () => {
    await seasonRef.set(before ?? { currentWeekId: null, lastSettledWeekId: null, weekCount: 0 });
    await db.collection('weeks').doc(weekId).delete();
  };
}

/**
 * Puts a player in the season table as settlement would leave them (test set-up only): sets
 * seasonPoints / playing / joinedAt and moves the rank histogram with them, in one transaction,
 * as settlement's fold does for real changes. A fixture that wrote the fields alone would leave
 * the histogram (which only ever moves with the changes it is told of) out of step with the table.
 */
export async function placeInTable(
  uid: string,
  patch: Partial<Pick<PlayerDoc, 'seasonPoints' | 'playing' | 'joinedAt'>>,
  /** Also as week n's settlement left the table: its snapshot (the table movement compares with) moves too. */
  asOfWeek?: number,
): Promise<void> {
  const { db } = admin();
  const ref = db.collection('players').doc(uid);
  await db.runTransaction(async (tx) => {
    const before = (await tx.get(ref)).data() as PlayerDoc;
    const after = { ...before, ...patch };
    tx.update(ref, patch);
    const move = histogramMove(
      { points: before.seasonPoints, ranked: before.playing === true },
      { points: after.seasonPoints, ranked: after.playing === true },
    );
    const update: Record<string, FieldValue> = {};
    for (const [key, by] of Object.entries(move)) update[key] = FieldValue.increment(by);
    if (Object.keys(update).length > 0) {
      tx.set(db.collection('rankHistogram').doc('live'), update, { merge: true });
      if (asOfWeek !== undefined)
        tx.set(db.collection('rankHistogram').doc(`after-week-${asOfWeek}`), update, { merge: true });
    }
  });
  if (asOfWeek !== undefined) await republishTable(asOfWeek);
}

/**
 * Builds week `week`'s published season table again from the players as they are now, when it is
 * the one pages read (test set-up only: settlement builds it once, from the points it gave).
 */
export async function republishTable(week: number): Promise<void> {
  const { db } = admin();
  const published = (await db.collection('leaderboardTables').doc('published').get()).data() as
    PublishedTable | undefined;
  if (published?.week !== week) return;
  const build = db.collection('leaderboardTables').doc(`week-${week}`);
  const chunks = await build.collection('tablePieces').get();
  const batch = db.batch();
  for (const d of chunks.docs) batch.delete(d.ref);
  batch.delete(build);
  await batch.commit();
  const port = tableBuilder(db);
  const before = published.prevWeek === null ? null : { ...published, week: published.prevWeek };
  await buildTable({ ...port, published: async () => before }, week, Date.now);
}
