import { describe, expect, it } from 'vitest';
import type { DefenseId, FraudId } from '@fraudshield/domain';
import { admin, callOk, createUser } from './testing/emulator-client';
import { fileAdmin, settleAndOpenWeek, settleCurrentWeek } from './testing/int-helpers';
import type { PublishedTable, TablePiece } from './handlers/table-snapshot';

/**
 * A published season table is reachable by a walk that reads documents only: each collection's
 * documents, then each found document's subcollections. That is all the Firestore stand-in can
 * do (it cannot list collections, nor answer a collection-group query below the top level), and
 * it is how the seed snapshot that `npm start` loads is taken (tools/seed/snapshot.mjs). A table
 * whose pieces hang under a document that does not exist is missed by it: `npm start` then
 * showed an empty season table until the next settlement, and no movement after it.
 */
const forecast: FraudId[] = ['Phishing', 'Vishing', 'SimSwap'];
const adminUser = fileAdmin();

/** The rows of week `week`'s table that a document-by-document walk from `leaderboardTables` finds. */
async function rowsFoundByWalk(week: number): Promise<number> {
  const { db } = admin();
  let rows = 0;
  for (const doc of (await db.collection('leaderboardTables').get()).docs) {
    const pieces = await doc.ref.collection('tablePieces').get();
    for (const piece of pieces.docs) {
      const data = piece.data() as TablePiece;
      if (data.week === week) rows += data.rows.length;
    }
  }
  return rows;
}

describe('the published season table', () => {
  it('is found whole by a walk that cannot list collections (the seed snapshot’s)', { timeout: 240_000 }, async () => {
    await settleAndOpenWeek(adminUser(), 3_600_000, forecast);
    const me = await createUser({ displayName: 'Walked Player' });
    await callOk('user_getBalance', null, me);
    const defenseId: DefenseId = 'UserEducation';
    await callOk('shop_buyDefense', { defenseId, requestId: `walk-${Date.now().toString(36)}` }, me);
    await callOk('squad_setLineup', { deployed: [defenseId], lead: defenseId }, me);
    await settleCurrentWeek(adminUser());

    const published = (await admin().db.collection('leaderboardTables').doc('published').get()).data() as
      PublishedTable | undefined;
    expect(published?.total).toBeGreaterThan(0);
    expect(await rowsFoundByWalk(published?.week ?? -1)).toBe(published?.total);
  });
});
