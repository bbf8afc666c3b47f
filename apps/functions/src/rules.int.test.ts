import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { knownCollections } from './testing/known-collections';

/**
 * firestore.rules denies every client read and write: the browser talks to callables only.
 * Rules need the official Firestore emulator (Java 21); the pure-Node stand-in has no rules,
 * so here the suite is skipped with a note, and it runs in CI's official-firestore job
 * (FS_FIRESTORE=official).
 */
const { firestoreKind, ports, projectId } = inject('stack');
const official = firestoreKind === 'official';
if (!official) {
  console.log(
    '[rules] SKIPPED: firestore.rules can only be tested on the official Firestore emulator (needs Java 21 and its jar); ' +
      'this run uses the stand-in, which has no rules. CI runs it in the official-firestore job (FS_FIRESTORE=official).',
  );
}

const RULES_FILE = join(import.meta.dirname, '../../../firestore.rules');

const OWNER = 'rules-owner';
const COLLECTIONS = knownCollections();
/** Every collection at the top and under a player's document, each with a seeded document. */
const DOCS = [
  ...COLLECTIONS.map((c) => `${c}/${OWNER}`),
  ...COLLECTIONS.map((c) => `players/${OWNER}/${c}/probe`),
  'anything/else',
];

describe.skipIf(!official)('firestore.rules deny every client read and write (official emulator)', () => {
  let env: RulesTestEnvironment;
  let callers: [string, RulesTestContext][];

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId,
      firestore: { host: '127.0.0.1', port: ports['firestore'] as number, rules: readFileSync(RULES_FILE, 'utf8') },
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const path of DOCS) await ctx.firestore().doc(path).set({ owner: OWNER, balance: 100 });
    });
    callers = [
      ['signed out', env.unauthenticatedContext()],
      ['the owner, verified', env.authenticatedContext(OWNER, { email: 'owner@rules.test', email_verified: true })],
      [
        'an admin',
        env.authenticatedContext('rules-admin', { email: 'admin@rules.test', email_verified: true, roles: ['admin'] }),
      ],
    ];
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  it('knows the collections', () => {
    expect(COLLECTIONS).toEqual(expect.arrayContaining(['players', 'ledger', 'weeks']));
  });

  it('denies get, list and collection-group queries to every caller', async () => {
    for (const [who, ctx] of callers) {
      const db = ctx.firestore();
      for (const path of DOCS)
        await assertFails(db.doc(path).get()).catch((e) => Promise.reject(new Error(`${who} get ${path}: ${e}`)));
      for (const c of COLLECTIONS) {
        await assertFails(db.collection(c).get()).catch((e) => Promise.reject(new Error(`${who} list ${c}: ${e}`)));
        await assertFails(db.collectionGroup(c).get()).catch((e) =>
          Promise.reject(new Error(`${who} group ${c}: ${e}`)),
        );
      }
    }
  });

  it('denies create, update and delete to every caller', async () => {
    for (const [who, ctx] of callers) {
      const db = ctx.firestore();
      for (const path of DOCS) {
        const label = `${who} on ${path}`;
        await assertFails(db.doc(path).update({ balance: 1_000_000 })).catch((e) =>
          Promise.reject(new Error(`update ${label}: ${e}`)),
        );
        await assertFails(db.doc(path).set({ balance: 1_000_000 })).catch((e) =>
          Promise.reject(new Error(`set ${label}: ${e}`)),
        );
        await assertFails(db.doc(path).delete()).catch((e) => Promise.reject(new Error(`delete ${label}: ${e}`)));
        await assertFails(db.doc(`${path}-new`).set({ owner: OWNER })).catch((e) =>
          Promise.reject(new Error(`create ${label}: ${e}`)),
        );
      }
    }
  });
});

describe.skipIf(official)('firestore.rules on the stand-in', () => {
  it('are skipped: the stand-in has no rules (see the note above; CI runs them on the official emulator)', () => {
    expect(firestoreKind).toBe('standin');
  });
});
