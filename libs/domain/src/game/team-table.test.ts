import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatTenths, TEAM_TABLE_MIN_PLAYERS, teamStanding, teamTableSortKey, teamWeekPoints } from './team-table';
describe('the league of teams: a team standing', () => {
  /** Week snapshots holding these members' points (each snapshot: n players, their sum). */
  const shardsOf = (weeks: Record<number, number[]>) =>
    Object.entries(weeks).map(([week, points]) => ({
      week: Number(week),
      points: { n: points.length, sum: points.reduce((a, b) => a + b, 0) },
    }));

  it('means over the members who played, so a big class and a small one compare fairly', () => {
    const small = teamStanding(teamWeekPoints(shardsOf({ 1: [10, 20, 30, 40, 50] })));
    const big = teamStanding(
      teamWeekPoints(shardsOf({ 1: Array.from({ length: 300 }, (_, i) => [10, 20, 30, 40, 50][i % 5]!) })),
    );
    expect(small.seasonScoreTenths).toBe(300);
    expect(big.seasonScoreTenths).toBe(300);
    expect(big.latest).toEqual({ week: 1, players: 300, meanTenths: 300 });
  });

  it('sums the weekly means over the season; a week with fewer than the minimum counts nothing', () => {
    const few = Array.from({ length: TEAM_TABLE_MIN_PLAYERS - 1 }, () => 100);
    const enough = Array.from({ length: TEAM_TABLE_MIN_PLAYERS }, (_, i) => i); // mean 2
    const s = teamStanding(teamWeekPoints(shardsOf({ 1: enough, 2: few, 3: [...enough, 7] })));
    // week 1: 2.0; week 2: not counted; week 3: (0+1+2+3+4+7)/6 = 2.83 → 2.8
    expect(s).toMatchObject({ seasonScoreTenths: 48, weeksCounted: 2, visible: true });
    expect(s.latest).toEqual({ week: 3, players: 6, meanTenths: 28 });
    const hidden = teamStanding(teamWeekPoints(shardsOf({ 1: few })));
    expect(hidden).toMatchObject({ visible: false, seasonScoreTenths: 0 });
    expect(hidden.latest).toEqual({ week: 1, players: TEAM_TABLE_MIN_PLAYERS - 1, meanTenths: null });
    expect(teamStanding([])).toEqual({ seasonScoreTenths: 0, weeksCounted: 0, latest: null, visible: false });
  });

  it('sort keys order by season score, highest first, then league id', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.stringMatching(/^[A-Za-z0-9]{4,20}$/)), {
          minLength: 2,
          maxLength: 30,
        }),
        (teams) => {
          const byKey = [...teams].sort((a, b) => (teamTableSortKey(...a) < teamTableSortKey(...b) ? -1 : 1));
          for (let i = 1; i < byKey.length; i++) {
            const [prevScore, prevId] = byKey[i - 1]!;
            const [score, id] = byKey[i]!;
            expect(prevScore > score || (prevScore === score && prevId <= id)).toBe(true);
          }
        },
      ),
    );
  });

  it('formats tenths', () => {
    expect([formatTenths(125), formatTenths(-30), formatTenths(0), formatTenths(-5)]).toEqual([
      '12.5',
      '-3.0',
      '0.0',
      '-0.5',
    ]);
  });
});
