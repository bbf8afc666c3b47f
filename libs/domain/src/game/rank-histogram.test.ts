import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStandings, rankStandings, type Standing } from './leaderboard';
import {
  mergeCounts,
  countAbove,
  countAt,
  histogramKey,
  histogramMove,
  histogramOf,
  histogramTotal,
  pointsOfHistogramKey,
  rankFromHistogram,
  type RankState,
} from './rank-histogram';

interface Row extends Standing, RankState {}

/** A table with many ties: points from a small range, join times that collide. */
const table = fc.uniqueArray(
  fc.record({
    uid: fc.string({ minLength: 1, maxLength: 4 }),
    points: fc.integer({ min: -30, max: 30 }),
    joinedAt: fc.integer({ min: 0, max: 5 }),
    ranked: fc.boolean(),
  }),
  { selector: (r) => r.uid, maxLength: 60 },
);

describe('histogram keys', () => {
  it('round-trips every whole number, negatives as h_m<n>', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (p) => {
        const key = histogramKey(p);
        expect(key).toMatch(/^h_m?\d+$/);
        expect(pointsOfHistogramKey(key)).toBe(p);
      }),
    );
    expect(histogramKey(-3)).toBe('h_m3');
    expect(histogramKey(0)).toBe('h_0');
  });

  it('refuses points that are not whole numbers rather than round them into a wrong rank', () => {
    expect(() => histogramKey(1.5)).toThrow(RangeError);
    expect(() => histogramKey(Number.NaN)).toThrow(RangeError);
  });

  it('ignores fields that are not buckets', () => {
    expect(pointsOfHistogramKey('week')).toBeNull();
    expect(histogramTotal({ h_1: 2, h_m1: 1, week: 7 })).toBe(3);
    expect(countAbove({ h_1: 2, h_m1: 1, week: 7 }, -5)).toBe(3);
  });
});

describe('rank from the histogram', () => {
  it('equals the rank of the sorted table (the per-player pass) for every ranked player', () => {
    fc.assert(
      fc.property(table, (rows: Row[]) => {
        const ranked = rows.filter((r) => r.ranked);
        const h = histogramOf(rows);
        expect(histogramTotal(h)).toBe(ranked.length);
        for (const { rank, standing } of rankStandings(ranked)) {
          const tiesAhead = ranked.filter(
            (o) => o.points === standing.points && compareStandings(o, standing) < 0,
          ).length;
          expect(rankFromHistogram(h, standing.points, tiesAhead)).toBe(rank);
          expect(countAt(h, standing.points)).toBe(ranked.filter((o) => o.points === standing.points).length);
        }
      }),
    );
  });

  it('the top of the table: the best player is 1, a tie with them is 2 only through join order', () => {
    const h = histogramOf([
      { points: 10, ranked: true },
      { points: 10, ranked: true },
      { points: 4, ranked: true },
      { points: 99, ranked: false },
    ]);
    expect(rankFromHistogram(h, 10, 0)).toBe(1);
    expect(rankFromHistogram(h, 10, 1)).toBe(2);
    expect(rankFromHistogram(h, 4, 0)).toBe(3);
  });
});

describe('histogram moves', () => {
  /** A history of changes: settle (points move, may join the table), delete. */
  const history = fc.array(
    fc.record({
      uid: fc.integer({ min: 0, max: 8 }),
      op: fc.constantFrom('settle', 'delete'),
      points: fc.integer({ min: -12, max: 12 }),
      deployed: fc.boolean(),
    }),
    { maxLength: 80 },
  );

  it('summed over any history, the moves equal the histogram of the players left', () => {
    fc.assert(
      fc.property(history, (changes) => {
        const players = new Map<number, RankState>();
        const h: Record<string, number> = {};
        for (const c of changes) {
          const before = players.get(c.uid) ?? { points: 0, ranked: false };
          const after =
            c.op === 'delete' ? null : { points: before.points + c.points, ranked: before.ranked || c.deployed };
          mergeCounts(h, histogramMove(players.has(c.uid) ? before : null, after));
          if (after) players.set(c.uid, after);
          else players.delete(c.uid);
        }
        expect(h).toEqual(histogramOf(players.values()));
      }),
    );
  });

  it('moves one player from the old bucket to the new one', () => {
    expect(histogramMove({ points: 3, ranked: true }, { points: -2, ranked: true })).toEqual({ h_3: -1, h_m2: 1 });
    expect(histogramMove({ points: 3, ranked: false }, { points: 5, ranked: true })).toEqual({ h_5: 1 });
    expect(histogramMove({ points: 3, ranked: true }, { points: 3, ranked: true })).toEqual({});
    expect(histogramMove({ points: 3, ranked: true }, null)).toEqual({ h_3: -1 });
  });
});
