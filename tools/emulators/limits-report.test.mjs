import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatGuardReport, guardReport, readGuardReport } from './limits-report.mjs';

const docsAt = (second, n) => ({ t: 'docs', s: second, n });
const T0 = 1_800_000_000;

describe('the limits guard report', () => {
  it('finds a document written more than once a second for 10 s, across processes', () => {
    // Two workers each write stats/shard-0 once a second for 11 s: 2 a second, sustained.
    const records = [];
    for (let i = 0; i < 11; i++)
      records.push(docsAt(T0 + i, { 'stats/shard-0': 1 }), docsAt(T0 + i, { 'stats/shard-0': 1 }));
    const report = guardReport(records);
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]).toMatchObject({ limit: 'MAX_SUSTAINED_WRITES_PER_DOCUMENT_PER_S' });
    expect(report.findings[0].message).toContain('stats/shard-0 written 20 times in 10 s');
  });

  it('leaves alone once a second, and a burst that does not last', () => {
    const steady = Array.from({ length: 60 }, (_, i) => docsAt(T0 + i, { 'weeks/w1': 1 }));
    const burst = [docsAt(T0, { 'rankHistogram/live': 40 }), docsAt(T0 + 1, { 'rankHistogram/live': 40 })];
    // Twelve writes a second, but with a gap every 9 s: never 10 s in a row.
    const gappy = Array.from({ length: 30 }, (_, i) => i)
      .filter((i) => i % 9 !== 8)
      .map((i) => docsAt(T0 + i, { 'leagues/a': 12 }));
    expect(guardReport([...steady, ...burst, ...gappy]).findings).toEqual([]);
  });

  it('finds a collection written more than 500 times a second with a sequential indexed field', () => {
    const report = guardReport([
      { t: 'sequential', s: T0, n: { 'players#updatedAt': 300 } },
      { t: 'sequential', s: T0, n: { 'players#updatedAt': 201 } },
      { t: 'sequential', s: T0 + 1, n: { 'players#joinedAt': 500 } },
      { t: 'sequential', s: T0 + 1, n: { 'players/u1/ledger#at': 1 } },
    ]);
    expect(report.findings).toEqual([
      {
        limit: 'MAX_SEQUENTIAL_INDEXED_WRITES_PER_S',
        message:
          'collection players written 501 times in one second with a sequential value in indexed field updatedAt: more than 500 a second',
      },
    ]);
    expect(report.sequentialPeaks).toEqual({ 'players#updatedAt': 501, 'players#joinedAt': 500 });
  });

  it('reports refusals, the most transforms on one document and the largest commit over every worker file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'guard-report-'));
    writeFileSync(
      join(dir, 'guard-1.jsonl'),
      [
        JSON.stringify({ t: 'max', transforms: 120, transformsDocument: 'stats/shard-3', bytes: 2048 }),
        JSON.stringify({
          t: 'refused',
          limit: 'MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT',
          message: '1290 on rankHistogram/live',
          at: 1,
        }),
        '{"t":"docs","s":',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'guard-2.jsonl'),
      JSON.stringify({ t: 'max', transforms: 1290, transformsDocument: 'rankHistogram/live', bytes: 30_000 }) + '\n',
    );
    const report = readGuardReport(dir);
    expect(report).toMatchObject({
      maxTransforms: 1290,
      maxTransformsDocument: 'rankHistogram/live',
      largestCommitBytes: 30_000,
    });
    expect(report.findings).toEqual([
      { limit: 'MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT', message: '1290 on rankHistogram/live', refused: true },
    ]);
    expect(formatGuardReport(report)).toContain('limits guard: 1 finding; max 1290 field transforms on one document');
  });
});
