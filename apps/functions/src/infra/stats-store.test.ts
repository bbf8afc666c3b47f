import { describe, expect, it } from 'vitest';
import { MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT } from './limits-guard';
import { FOLD_SHARDS, spreadStats } from './stats-store';

const deltasOf = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p_${i}`, i % 2 ? 1 : -1]));

describe('spreadStats: many counters, never more than 500 increments on one stats shard in a commit', () => {
  it.each([3, 500, 501, 1_292, 8_000, 8_001, 20_000])('%i counters', (n) => {
    const deltas = deltasOf(n);
    const commits = spreadStats(deltas);
    expect(commits.length).toBe(Math.ceil(n / (MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT * FOLD_SHARDS)));
    for (const chunks of commits) {
      const shards = chunks.map((c) => c.shard);
      expect(new Set(shards).size).toBe(shards.length);
      expect(shards.length).toBeLessThanOrEqual(FOLD_SHARDS);
      for (const c of chunks)
        expect(Object.keys(c.update).length).toBeLessThanOrEqual(MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT);
    }
    // Every counter once, with its delta.
    const written = Object.assign({}, ...commits.flat().map((c) => c.update)) as Record<string, number>;
    expect(written).toEqual(deltas);
    expect(commits.flat().reduce((s, c) => s + Object.keys(c.update).length, 0)).toBe(n);
  });

  it('the same deltas always make the same commits (a retried part writes what the first try would have)', () => {
    const a = deltasOf(9_000);
    const b = Object.fromEntries(Object.entries(a).reverse());
    expect(spreadStats(b)).toEqual(spreadStats(a));
  });
});
