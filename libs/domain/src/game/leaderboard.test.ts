import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStandings, isAhead, rankOf, rankStandings, tableWindow, type Standing } from './leaderboard';

const s = (uid: string, points: number, joinedAt: number): Standing => ({ uid, points, joinedAt });

describe('compareStandings', () => {
  it('ranks more points first', () => {
    expect(compareStandings(s('a', 10, 5), s('b', 20, 1))).toBeGreaterThan(0);
    expect(isAhead(s('b', 20, 9), s('a', 10, 1))).toBe(true);
  });

  it('breaks ties for the earlier-joined player', () => {
    expect(isAhead(s('late', 10, 200), s('early', 10, 100))).toBe(false);
    expect(isAhead(s('early', 10, 100), s('late', 10, 200))).toBe(true);
  });

  it('falls back to uid so the order is total', () => {
    expect(compareStandings(s('a', 1, 1), s('b', 1, 1))).toBeLessThan(0);
    expect(compareStandings(s('a', 1, 1), s('a', 1, 1))).toBe(0);
  });
});

describe('rankStandings and rankOf', () => {
  const table = [s('c', 5, 3), s('a', 12, 2), s('b', 12, 1), s('d', -3, 0)];

  it('orders the table with 1-based ranks', () => {
    expect(rankStandings(table).map((r) => [r.rank, r.standing.uid])).toEqual([
      [1, 'b'],
      [2, 'a'],
      [3, 'c'],
      [4, 'd'],
    ]);
    expect(table.map((t) => t.uid)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('rankOf counts the players ahead', () => {
    expect(rankOf(table, 'b')).toBe(1);
    expect(rankOf(table, 'a')).toBe(2);
    expect(rankOf(table, 'd')).toBe(4);
    expect(rankOf(table, 'zz')).toBeNull();
  });

  it('rankOf agrees with the sorted table', () => {
    const arb = fc.uniqueArray(
      fc.record({
        uid: fc.string({ minLength: 1, maxLength: 4 }),
        points: fc.integer({ min: -20, max: 20 }),
        joinedAt: fc.nat({ max: 5 }),
      }),
      { selector: (x) => x.uid, maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, (standings) => {
        for (const r of rankStandings(standings)) expect(rankOf(standings, r.standing.uid)).toBe(r.rank);
      }),
    );
  });
});

describe('tableWindow', () => {
  const many = Array.from({ length: 30 }, (_, i) => s(`p${i}`, 100 - i, i));

  it('shows the top and the rows around the player', () => {
    const w = tableWindow(many, 'p20', 10, 2);
    expect(w.top.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(w.around.map((r) => r.rank)).toEqual([19, 20, 21, 22, 23]);
    expect(w.me?.rank).toBe(21);
  });

  it('does not repeat top rows in the neighbourhood', () => {
    const w = tableWindow(many, 'p10', 10, 2);
    expect(w.around.map((r) => r.rank)).toEqual([11, 12, 13]);
    expect(tableWindow(many, 'p0', 10, 2).around).toEqual([]);
  });

  it('handles an absent player and uses the default sizes', () => {
    const w = tableWindow(many, 'nobody');
    expect(w.me).toBeNull();
    expect(w.around).toEqual([]);
    expect(w.top).toHaveLength(10);
  });
});
