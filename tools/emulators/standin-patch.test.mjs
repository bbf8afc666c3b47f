import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { FirestoreServer } = require('@firestore-emulator/server');
const { patchStandin } = require('./standin-patch.cjs');

const COLLECTION = 'projects/p/databases/(default)/documents/players';

describe('stand-in patch (O(1) document creation)', () => {
  it('patches the five child lookups of the library', () => {
    const patched = patchStandin(new FirestoreServer());
    expect(patched.map((m) => m.split('.')[1])).toEqual([
      'getProject',
      'getDatabase',
      'getCollection',
      'getDocument',
      'getCollection',
    ]);
  });

  it('adds new documents to the same map (no copy per new id) and returns the same objects', () => {
    const server = new FirestoreServer();
    patchStandin(server);
    const col = server.state.getCollection(COLLECTION);
    const map = col.documents;
    for (let i = 0; i < 500; i++) col.getDocument(`u${i}`);
    expect(col.documents).toBe(map);
    expect(Object.keys(col.documents)).toHaveLength(500);
    expect(Object.isFrozen(col.documents)).toBe(false);
    const doc = col.getDocument('u7');
    expect(col.getDocument('u7')).toBe(doc);
    expect(doc.getCollection('ledger')).toBe(doc.getCollection('ledger'));
    expect(server.state.getCollection(COLLECTION)).toBe(col);
  });

  it('the unpatched library copies the map for every new id (what the patch removes; own process: the patch is global)', () => {
    const script = `
      const { FirestoreServer } = require('@firestore-emulator/server');
      const col = new FirestoreServer().state.getCollection('projects/q/databases/(default)/documents/players');
      const map = col.documents;
      col.getDocument('a');
      process.stdout.write(String(col.documents === map));`;
    expect(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })).toBe('false');
  });

  it('writes, reads and clears like the library: a document set through the gRPC write path reads back', () => {
    const server = new FirestoreServer();
    patchStandin(server);
    const doc = server.state.getDocument(`${COLLECTION}/ada`);
    expect(doc.metadata.hasExist).toBe(false);
    doc.set(new Date(), { name: { string_value: 'Ada' } });
    const again = server.state.getDocument(`${COLLECTION}/ada`);
    expect(again.metadata.hasExist).toBe(true);
    expect(
      server.state
        .getCollection(COLLECTION)
        .getAllDocuments()
        .filter((d) => d.metadata.hasExist),
    ).toHaveLength(1);
    server.state.clear();
    expect(server.state.getDocument(`${COLLECTION}/ada`).metadata.hasExist).toBe(false);
  });
});
