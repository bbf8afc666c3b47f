import { CALLABLE_SCHEMAS } from './callables';

/** The paged reads take one shape: an object, with an optional cursor, and nothing else. */
describe('paged callables', () => {
  it.each(['league_teamsTable', 'league_getMembers', 'leaderboard_getPage'] as const)(
    '%s refuses a missing, null or non-object payload and unknown keys',
    (name) => {
      const schema = CALLABLE_SCHEMAS[name];
      for (const bad of [undefined, null, 'x', 1, []]) expect(schema.safeParse(bad).success).toBe(false);
      expect(schema.safeParse({ leagueId: 'L1', extra: 1 }).success).toBe(false);
    },
  );

  it('league_teamsTable takes {} or a cursor', () => {
    expect(CALLABLE_SCHEMAS.league_teamsTable.safeParse({}).success).toBe(true);
    expect(CALLABLE_SCHEMAS.league_teamsTable.safeParse({ cursor: 'abc' }).success).toBe(true);
  });
});
