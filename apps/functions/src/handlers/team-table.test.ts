import { describe, expect, it } from 'vitest';
import { TEAM_TABLE_MIN_PLAYERS, TEAM_TABLE_PAGE } from '@fraudshield/domain';
import type { CallerContext } from './context';
import { getTeamsTable, tableEntryOf, type TeamTableDeps, type TeamTableEntryDoc } from './team-table';

const ctx: CallerContext = {
  uid: 'u',
  email: 'u@x.test',
  emailVerified: true,
  displayName: 'U',
  roles: [],
  signInProvider: 'password',
  now: 1,
};

/** One league's week snapshots (their points part): `points` are the week's points of the members who played. */
function shard(byWeek: Record<number, number[]>) {
  return Object.entries(byWeek).map(([week, points]) => ({
    week: Number(week),
    points: { n: points.length, sum: points.reduce((a, b) => a + b, 0) },
  }));
}
const five = (p: number) => Array.from({ length: TEAM_TABLE_MIN_PLAYERS }, () => p);

function fakeTable(entries: TeamTableEntryDoc[]): TeamTableDeps {
  const shown = () => entries.filter((e) => e.sortKey !== null).sort((a, b) => (a.sortKey! < b.sortKey! ? -1 : 1));
  return {
    page: async (after, limit) =>
      shown()
        .filter((e) => after === null || e.sortKey! > after)
        .slice(0, limit),
    countBelow: async (key) => shown().filter((e) => e.sortKey! < key).length,
  };
}

describe('the league of teams: the table', () => {
  it('ranks by season score; ties share a rank; small weeks and small teams stay out; no member in it', async () => {
    const entries = [
      tableEntryOf({ id: 'A', name: 'Class of 30' }, shard({ 1: five(10), 2: five(20) }), 1),
      tableEntryOf({ id: 'B', name: 'Class of 300' }, shard({ 1: Array.from({ length: 300 }, () => 30) }), 1),
      tableEntryOf({ id: 'C', name: 'Tied' }, shard({ 1: five(30) }), 1),
      tableEntryOf({ id: 'D', name: 'Too few' }, shard({ 1: five(90).slice(1) }), 1),
      tableEntryOf({ id: 'E', name: 'Last' }, shard({ 1: five(-4), 2: [100, 100] }), 1),
    ];
    const page = await getTeamsTable(ctx, {}, fakeTable(entries));
    expect(page.rows.map((r) => [r.rank, r.name, r.seasonScoreTenths])).toEqual([
      [1, 'Class of 30', 300],
      [1, 'Class of 300', 300],
      [1, 'Tied', 300],
      [4, 'Last', -40],
    ]);
    // Its latest week had 2 players: shown as a count, its mean hidden.
    expect(page.rows[3]).toMatchObject({ latestWeek: 2, latestPlayers: 2, latestMeanTenths: null, weeksCounted: 1 });
    expect(page.rows[1]).toMatchObject({ latestWeek: 1, latestPlayers: 300, latestMeanTenths: 300 });
    expect(page.nextCursor).toBeNull();
    expect(page.minPlayers).toBe(TEAM_TABLE_MIN_PLAYERS);
  });

  it('pages with a cursor, ranks carry over the page boundary, and a bad cursor is refused', async () => {
    const entries = Array.from({ length: TEAM_TABLE_PAGE + 5 }, (_, i) =>
      tableEntryOf(
        { id: `L${String(i).padStart(3, '0')}`, name: `Team ${i}` },
        shard({ 1: five(i < 3 ? 50 : 100 - i) }),
        1,
      ),
    );
    const deps = fakeTable(entries);
    const first = await getTeamsTable(ctx, {}, deps);
    expect(first.rows).toHaveLength(TEAM_TABLE_PAGE);
    expect(first.nextCursor).not.toBeNull();
    const second = await getTeamsTable(ctx, { cursor: first.nextCursor! }, deps);
    expect(second.rows).toHaveLength(5);
    const all = [...first.rows, ...second.rows];
    expect(new Set(all.map((r) => r.leagueId)).size).toBe(TEAM_TABLE_PAGE + 5);
    // The three teams on 50 points are last and share rank 23.
    expect(all.slice(-3).map((r) => r.rank)).toEqual([23, 23, 23]);
    expect(all.slice(0, 3).map((r) => r.rank)).toEqual([1, 2, 3]);
    await expect(getTeamsTable(ctx, { cursor: 'x; drop' }, deps)).rejects.toMatchObject({ code: 'invalid-input' });
  });
});
