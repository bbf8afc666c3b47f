import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The TTL policies that keep stored records from growing without end: the code writes
 * `expireAt` on request records and rate-limit docs, and firestore.indexes.json (deployed with
 * `firebase deploy`) declares the TTL field for each. The emulators do not enforce TTL.
 */
const indexes = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../firestore.indexes.json'), 'utf8')) as {
  fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes?: unknown[] }[];
};

describe('TTL policies in firestore.indexes.json', () => {
  it.each(['requests', 'rateLimits', 'answers'])('%s expires at expireAt, which is not indexed', (group) => {
    const override = indexes.fieldOverrides?.find((o) => o.collectionGroup === group && o.fieldPath === 'expireAt');
    expect(override).toMatchObject({ ttl: true, indexes: [] });
  });

  it('the learning record on the player document is not indexed (about 400 fields nobody queries)', () => {
    expect(
      indexes.fieldOverrides?.find((o) => o.collectionGroup === 'players' && o.fieldPath === 'learning'),
    ).toMatchObject({ indexes: [] });
  });
});
