import { resetBackend, stackWithFirestore } from './support/harness';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { seedAndSnapshot } from '../../../tools/seed/seed.mjs';
// prettier-ignore
// @ts-expect-error plain ESM tooling module without types
import { readSnapshot, storeShape } from '../../../tools/seed/snapshot.mjs';

/**
 * `npm start` loads the demo season from a stored snapshot (tools/seed/snapshot.json) instead of
 * replaying it. Here the seed is replayed through today's functions on an empty backend, and what
 * it stores — every document path with ids generalised, and every field name — must be what the
 * snapshot holds. A change to what the functions store fails this until `npm run seed:snapshot`
 * is run again.
 */
// No page here: the backend is emptied as useBrowser() empties it for a file that runs alone, without the browser it launches.
beforeAll(resetBackend);

type Doc = { path: string; data: unknown };
type Snapshot = { accounts: { uid: string }[]; docs: Doc[] };
const shapeOf = (s: Snapshot) => Object.fromEntries(storeShape(s.docs, new Set(s.accounts.map((a) => a.uid))));

describe('the stored seed snapshot', () => {
  it('stores what replaying the seed stores today (else: npm run seed:snapshot)', { timeout: 600_000 }, async () => {
    const replayed: Snapshot = await seedAndSnapshot(stackWithFirestore());
    const stored: Snapshot = readSnapshot();
    expect(shapeOf(stored)).toEqual(shapeOf(replayed));
  });
});
