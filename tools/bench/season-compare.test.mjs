import { describe, expect, it } from 'vitest';
import { compareDumps, fixedUid, fixedWeekSeed, formatSeasonCompare, visible } from './season-compare.mjs';
import { shardWrites } from './load.mjs';

const entry = (id, displayName, points, rank, movement) => ({ id, displayName, points, rank, movement });
const side = (opaque, { points = 12, rank = 1, totalPoints = 12 } = {}) => ({
  weeks: ['week-001', 'week-002'],
  players: [
    {
      email: 'a@x.test',
      reports: {
        'week-001': { weekId: 'week-001', totalPoints, attacks: [{ fraudId: 'Phishing', blocked: true }] },
        'week-002': null,
      },
      standing: visible({ me: { rank, entry: entry(opaque, 'Ada', points, rank, 0), neighbours: [] }, total: 2 }),
    },
  ],
  pages: [visible({ entries: [entry(opaque, 'Ada', points, rank, 0)], total: 2, nextCursor: `${opaque}-cursor` })],
});

describe('the season compare', () => {
  it('sees two sides alike when only the per-run opaque ids and cursors differ', () => {
    const r = compareDumps(side('xyz'), side('abc'));
    expect(r.differences).toEqual([]);
    expect(formatSeasonCompare({ ...r, against: 'c8c3a2e', sha: 'c'.repeat(40) })).toMatch(
      /^season compare: 1 players, 2 weeks, reports identical 2\/2, ranks identical 1\/1, leaderboard pages identical 1\/1/,
    );
  });

  it('counts and names a changed report, own row and page', () => {
    const r = compareDumps(side('a'), side('a', { points: 13, totalPoints: 13 }));
    expect(r.reports).toEqual({ same: 1, of: 2 });
    expect(r.ranks).toEqual({ same: 0, of: 1 });
    expect(r.pages).toEqual({ same: 0, of: 1 });
    expect(r.differences[0]).toBe('a@x.test report week-001: .totalPoints: 12 ≠ 13');
    expect(formatSeasonCompare({ ...r, against: 'c8c3a2e', sha: 'c'.repeat(40) })).toContain('3 difference(s)');
  });

  it('names the second ref when one stands in for this checkout (--with)', () => {
    const r = compareDumps(side('a'), side('a'));
    expect(
      formatSeasonCompare({ ...r, against: 'm^1', sha: 'c'.repeat(40), with: 'm', withSha: 'd'.repeat(40) }),
    ).toContain('(m^1 cccccccccc vs m dddddddddd)');
  });

  it('counts a page one side lacks as a difference', () => {
    const longer = side('a');
    longer.pages.push(visible({ entries: [], total: 2 }));
    expect(compareDumps(side('a'), longer).pages).toEqual({ same: 1, of: 2 });
  });

  it('fixes uids and week seeds by name only (both sides get the same)', () => {
    expect(fixedUid('a@x.test')).toBe(fixedUid('a@x.test'));
    expect(fixedUid('a@x.test')).toMatch(/^[0-9A-Za-z]{28}$/);
    expect(fixedUid('a@x.test')).not.toBe(fixedUid('b@x.test'));
    expect(fixedWeekSeed('week-001')).toMatch(/^[0-9a-f]{64}$/);
    expect(fixedWeekSeed('week-001')).not.toBe(fixedWeekSeed('week-002'));
  });
});

describe("the deadline load's stats-shard writes", () => {
  const docs = (s, n) => ({ t: 'docs', s, n });
  it('gives the writes a second and the busiest shard in 10 s, within the run', () => {
    const records = [
      docs(99, { 'stats/shard-1': 50 }), // before the run: not counted
      ...Array.from({ length: 12 }, (_, i) => docs(100 + i, { 'stats/shard-1': 1, 'stats/shard-2': i < 3 ? 2 : 0 })),
      docs(105, { 'players/u1': 7 }),
    ];
    const r = shardWrites(records, 'stats/', 100, 111);
    expect(r.documents).toBe(2);
    expect(r.writesPerS).toBeCloseTo((12 + 6) / 12);
    expect(r.busiest).toEqual({ path: 'stats/shard-1', writes: 10 });
  });
});
