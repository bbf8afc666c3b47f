import { describe, expect, it } from 'vitest';
import { countingFirestore } from './counting-firestore.mjs';

/** A Firestore-shaped fake: references, queries and a count aggregation, each `get` answering a fixed snapshot. */
function fakeDb({ queryRows = 3, counted = 2_500 } = {}) {
  const doc = { get: async () => ({ exists: false }), set: async () => undefined, update: async () => undefined };
  const query = {
    where: () => query,
    orderBy: () => query,
    limit: () => query,
    get: async () => ({ size: queryRows, docs: [] }),
    count: () => ({ get: async () => ({ data: () => ({ count: counted }) }) }),
  };
  const collection = { ...query, doc: () => doc };
  return {
    collection: () => collection,
    getAll: async (...refs) => refs.map(() => ({ exists: true })),
    batch: () => ({ set: () => undefined, commit: async () => undefined }),
  };
}

describe('countingFirestore', () => {
  it('bills as Firestore does: a document 1 (missing too), a query its rows, a count 1 per 1,000 entries', async () => {
    const { db, tally } = countingFirestore(fakeDb());
    await db.collection('players').doc('a').get();
    await db.collection('players').where('playing', '==', true).limit(3).get();
    await db.collection('players').where('playing', '==', true).count().get();
    await db.getAll(db.collection('x').doc('1'), db.collection('x').doc('2'));
    expect(tally).toEqual({
      reads: 1 + 3 + 3 + 2,
      writes: 0,
      documents: 1 + 3 + 2,
      aggregations: 1,
      indexEntries: 2_500,
    });
  });

  it('bills an empty query one read, and counts writes of references and batches', async () => {
    const { db, tally } = countingFirestore(fakeDb({ queryRows: 0 }));
    await db.collection('players').where('x', '==', 1).get();
    await db.collection('players').doc('a').set({});
    const batch = db.batch();
    batch.set(db.collection('players').doc('b'), {});
    await batch.commit();
    expect(tally).toMatchObject({ reads: 1, documents: 1, writes: 2 });
  });
});
