import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FieldValue, Firestore } from 'firebase-admin/firestore';
import {
  GuardRecorder,
  LimitExceededError,
  MAX_DOCUMENT_BYTES,
  MAX_FIELDS_PER_DOCUMENT,
  MAX_REQUEST_BYTES,
  MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT,
  checkCommit,
  exemptionsOf,
  installLimitsGuard,
  limitsGuardFromEnv,
  sequentialIndexedFields,
  type ProtoWrite,
} from './limits-guard';

/**
 * The guard runs on the Admin SDK's real commit path: a Firestore client with no server behind
 * it (a commit the guard lets through would fail to connect; one it refuses never tries).
 */
const db = new Firestore({ projectId: 'demo-limits-guard', host: '127.0.0.1:9', ssl: false });
const writesOf = (batch: ReturnType<Firestore['batch']>) =>
  (batch as unknown as { _ops: { op(): ProtoWrite }[] })._ops.map((o) => o.op());
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the Firestore limits guard', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installLimitsGuard(null);
  });
  afterEach(() => uninstall());

  it('refuses a commit with more than 500 field transforms on one document, naming the limit', async () => {
    const batch = db.batch();
    const moves: Record<string, FieldValue> = {};
    for (const i of range(MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT + 1)) moves[`h_${i}`] = FieldValue.increment(1);
    batch.set(db.doc('rankHistogram/live'), moves, { merge: true });
    const refused = await batch.commit().then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(LimitExceededError);
    expect(refused).toMatchObject({ code: 3, limit: 'MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT' });
    expect(String((refused as Error).message)).toMatch(
      /INVALID_ARGUMENT: 501 field transformations on document rankHistogram\/live/,
    );
  });

  it('counts transforms per document across the writes of one commit, and lets 500 through', () => {
    const batch = db.batch();
    const half = (from: number) => Object.fromEntries(range(250).map((i) => [`k${from + i}`, FieldValue.increment(1)]));
    batch.set(db.doc('stats/shard-1'), half(0), { merge: true });
    batch.set(db.doc('stats/shard-1'), half(250), { merge: true });
    batch.set(db.doc('stats/shard-2'), half(0), { merge: true });
    const check = checkCommit(writesOf(batch));
    expect(check).toMatchObject({ violation: null, maxTransforms: 500, maxTransformsDocument: 'stats/shard-1' });
    batch.update(db.doc('stats/shard-1'), { extra: FieldValue.increment(1) });
    expect(checkCommit(writesOf(batch)).violation?.limit).toBe('MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT');
  });

  it('refuses a single write of a document over 1 MiB', async () => {
    const refused = await db
      .doc('players/big')
      .set({ blob: 'x'.repeat(MAX_DOCUMENT_BYTES) })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(refused).toMatchObject({ code: 3, limit: 'MAX_DOCUMENT_BYTES' });
    // Just under the limit passes the check (name, field name and the 32 bytes of overhead counted).
    const batch = db.batch();
    batch.set(db.doc('players/big'), { blob: 'x'.repeat(MAX_DOCUMENT_BYTES - 200) });
    expect(checkCommit(writesOf(batch)).violation).toBeNull();
  });

  it('refuses a document of more than 20,000 fields, map subfields counted', async () => {
    const wide = { counts: Object.fromEntries(range(MAX_FIELDS_PER_DOCUMENT).map((i) => [`f${i}`, i])) };
    // 20,000 subfields + the map itself: 20,001 fields.
    const refused = await db
      .doc('rankHistogram/wide')
      .set(wide)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(refused).toMatchObject({ code: 3, limit: 'MAX_FIELDS_PER_DOCUMENT' });
    const batch = db.batch();
    batch.set(
      db.doc('rankHistogram/wide'),
      Object.fromEntries(range(MAX_FIELDS_PER_DOCUMENT).map((i) => [`f${i}`, i])),
    );
    expect(checkCommit(writesOf(batch)).violation).toBeNull();
  });

  it('refuses a commit request over 10 MiB', async () => {
    const batch = db.batch();
    // Eleven documents of ~1 MB each: every document within its own limit, the request not.
    for (const i of range(11)) batch.set(db.doc(`reports/r${i}`), { blob: 'y'.repeat(1_000_000) });
    const check = checkCommit(writesOf(batch));
    expect(check.bytes).toBeGreaterThan(MAX_REQUEST_BYTES);
    await expect(batch.commit()).rejects.toMatchObject({ code: 3, limit: 'MAX_REQUEST_BYTES' });
  });
});

describe('sequential indexed fields', () => {
  const now = Date.UTC(2026, 10, 27);
  const exemptions = exemptionsOf({
    fieldOverrides: [
      { collectionGroup: 'players', fieldPath: 'updatedAt', indexes: [] },
      { collectionGroup: 'rateLimits', fieldPath: 'buckets', indexes: [] },
      { collectionGroup: 'players', fieldPath: 'joinedAt', indexes: [{ order: 'ASCENDING' }] },
    ],
  });
  const writeOf = (path: string, data: Record<string, unknown>) => {
    const batch = db.batch();
    batch.set(db.doc(path), data);
    return writesOf(batch)[0] as ProtoWrite;
  };

  it('finds time-like values (epoch ms, dates, server timestamps) in indexed fields, nested ones too', () => {
    expect(
      sequentialIndexedFields(
        writeOf('players/u1', { joinedAt: now, seasonPoints: 12, drills: { w1: { at: new Date(now) } } }),
        exemptions,
        now,
      ),
    ).toEqual(['players#joinedAt', 'players#drills.w1.at']);
    expect(
      sequentialIndexedFields(writeOf('players/u1/ledger/0001', { at: FieldValue.serverTimestamp() }), exemptions, now),
    ).toEqual(['players/u1/ledger#at']);
  });

  it('leaves out fields exempt from indexing in firestore.indexes.json (the field or a parent map)', () => {
    expect(sequentialIndexedFields(writeOf('players/u1', { updatedAt: now }), exemptions, now)).toEqual([]);
    expect(
      sequentialIndexedFields(
        writeOf('rateLimits/u1', { buckets: { shop_buy: { at: now, tokens: 3 } } }),
        exemptions,
        now,
      ),
    ).toEqual([]);
  });
});

describe("the repo's index exemptions (firestore.indexes.json)", () => {
  const repo = exemptionsOf(
    JSON.parse(readFileSync(join(import.meta.dirname, '../../../../firestore.indexes.json'), 'utf8')) as Parameters<
      typeof exemptionsOf
    >[0],
  );
  const now = Date.now();
  const writeOf = (path: string, data: Record<string, unknown>) => {
    const batch = db.batch();
    batch.set(db.doc(path), data);
    return writesOf(batch)[0] as ProtoWrite;
  };

  it("keep the hot collections' time stamps out of the indexes: players.updatedAt, the rate limiter's buckets", () => {
    // Every player change sets updatedAt, every limited call its bucket's time: neither is queried.
    expect(sequentialIndexedFields(writeOf('players/u1', { updatedAt: now, seasonPoints: 4 }), repo, now)).toEqual([]);
    expect(
      sequentialIndexedFields(
        writeOf('rateLimits/u1', {
          uid: 'u1',
          buckets: { shop_buyDefense: { tokens: 4, at: now } },
          expireAt: new Date(now),
        }),
        repo,
        now,
      ),
    ).toEqual([]);
  });
});

describe('the guard recorder', () => {
  it('records, per second, each document written, the sequential fields, the largest commit and each refusal', () => {
    const dir = mkdtempSync(join(tmpdir(), 'guard-'));
    const recorder = new GuardRecorder(dir, new Map());
    const batch = db.batch();
    batch.set(db.doc('stats/shard-3'), { n: FieldValue.increment(1), at: Date.now() }, { merge: true });
    batch.set(db.doc('players/u1'), { seasonPoints: 3 });
    const writes = writesOf(batch);
    recorder.commit(writes, checkCommit(writes), 5_000_500);
    recorder.commit(writes, { ...checkCommit(writes), violation: { limit: 'X', message: 'planted' } }, 5_001_200);
    recorder.flush();
    const [file] = readdirSync(dir);
    const lines = readFileSync(join(dir, file as string), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.filter((l) => l['t'] === 'docs')).toEqual([
      { t: 'docs', s: 5000, n: { 'stats/shard-3': 1, 'players/u1': 1 } },
      { t: 'docs', s: 5001, n: { 'stats/shard-3': 1, 'players/u1': 1 } },
    ]);
    expect(lines.find((l) => l['t'] === 'max')).toMatchObject({ transforms: 1, transformsDocument: 'stats/shard-3' });
    expect(lines.filter((l) => l['t'] === 'refused')).toEqual([
      { t: 'refused', limit: 'X', message: 'planted', at: 5_001_200 },
    ]);
  });

  it('is off unless FS_LIMITS_GUARD=on inside the emulators', () => {
    expect(limitsGuardFromEnv({ FS_LIMITS_GUARD: 'on' })).toBe(false);
    expect(limitsGuardFromEnv({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
  });
});
