import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALLABLE_SCHEMAS } from './callables';
import { LEAGUE_ID_PATTERN, MEMBER_ID_PATTERN, idSchema, isPrototypeKey, isSafeId, ownValue } from './ids';

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype);
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split('');
const autoId = fc.array(fc.constantFrom(...ALNUM), { minLength: 20, maxLength: 20 }).map((cs) => cs.join(''));

describe('ids are ids', () => {
  it("no prototype key passes as a league, member or week id in any callable's contract", () => {
    expect(PROTOTYPE_KEYS).toContain('constructor');
    expect(PROTOTYPE_KEYS).toContain('propertyIsEnumerable'); // 20 letters: the auto-id shape alone would let it by
    const payloads = (id: string) =>
      [
        ['league_leave', { leagueId: id }],
        ['league_getDashboard', { leagueId: id }],
        ['league_getMembers', { leagueId: id }],
        ['league_setSharing', { leagueId: id, shareProgress: true }],
        ['league_manage', { leagueId: id, action: 'close' }],
        ['leaderboard_getPage', { leagueId: id }],
        ['league_manage', { leagueId: 'a'.repeat(20), action: 'removeMember', memberId: id }],
        ['week_getReport', { weekId: id }],
      ] as const;
    for (const key of PROTOTYPE_KEYS)
      for (const [name, payload] of payloads(key))
        expect(CALLABLE_SCHEMAS[name].safeParse(payload).success, `${name} ${key}`).toBe(false);
  });

  it('a league id is a Firestore auto-id: any 20 letters and digits pass, other shapes do not', () => {
    fc.assert(
      fc.property(autoId, (id) => {
        fc.pre(!isPrototypeKey(id));
        expect(CALLABLE_SCHEMAS.league_leave.safeParse({ leagueId: id }).success).toBe(true);
      }),
    );
    for (const bad of [
      '',
      'L1',
      'a'.repeat(19),
      'a'.repeat(21),
      'abc-def_ghijklmnopqr',
      'ab/cdefghijklmnopqrs',
      7,
      null,
    ])
      expect(CALLABLE_SCHEMAS.league_leave.safeParse({ leagueId: bad }).success, String(bad)).toBe(false);
    expect(LEAGUE_ID_PATTERN.test('propertyIsEnumerable')).toBe(true);
    expect(isSafeId(LEAGUE_ID_PATTERN, 'propertyIsEnumerable')).toBe(false);
  });

  it('the refusal says which id was wrong', () => {
    const out = idSchema(MEMBER_ID_PATTERN, 'memberId').safeParse('constructor');
    expect(out.success).toBe(false);
    expect(out.error?.issues[0]?.message).toBe('memberId is not a valid id');
  });

  it('ownValue reads own keys only', () => {
    const teams: Record<string, number> = { a: 1 };
    for (const key of PROTOTYPE_KEYS) expect(ownValue(teams, key), key).toBeUndefined();
    expect(ownValue(teams, 'a')).toBe(1);
    expect(ownValue(undefined, 'a')).toBeUndefined();
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer()), fc.string(), (map, key) => {
        expect(ownValue(map, key)).toBe(Object.hasOwn(map, key) ? map[key] : undefined);
      }),
    );
  });
});
