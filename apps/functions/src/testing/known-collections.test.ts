import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { knownCollections } from './known-collections';

describe('knownCollections', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('finds collection and collection-group names in sources, skipping tests and testing/', () => {
    const root = mkdtempSync(join(tmpdir(), 'known-collections-'));
    dirs.push(root);
    mkdirSync(join(root, 'infra'));
    mkdirSync(join(root, 'testing'));
    writeFileSync(
      join(root, 'infra/a.ts'),
      "db.collection('players').doc(uid).collection( 'ledger' );\ndb.collectionGroup('reports');",
    );
    writeFileSync(join(root, 'b.ts'), "db.collection('weeks'); db.collection(name);");
    writeFileSync(join(root, 'b.test.ts'), "db.collection('onlyInTests');");
    writeFileSync(join(root, 'testing/c.ts'), "db.collection('testingOnly');");
    expect(knownCollections(root)).toEqual(['ledger', 'players', 'reports', 'weeks']);
  });

  it('lists the collections the functions really use', () => {
    expect(knownCollections()).toEqual(expect.arrayContaining(['players', 'ledger', 'weeks', 'reports', 'leagues']));
  });
});
