import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAGUE_CODE_ALPHABET } from './constants';
import { canJoinLeague, generateLeagueCode, isLeagueCode, normalizeLeagueCode } from './league';
import { createRng, sha256Hex, type Rng } from './prng';

describe('generateLeagueCode', () => {
  it('maps rng values onto the alphabet', () => {
    const zero: Rng = { next: () => 0 };
    const top: Rng = { next: () => 0.999999 };
    expect(generateLeagueCode(zero)).toBe('AAAAAA');
    expect(generateLeagueCode(top)).toBe('999999');
  });

  it('always makes a valid, deterministic 6-character code', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const code = generateLeagueCode(createRng(sha256Hex(seed)));
        expect(code).toHaveLength(6);
        expect(isLeagueCode(code)).toBe(true);
        expect(code).not.toMatch(/[01OIL]/);
        expect(generateLeagueCode(createRng(sha256Hex(seed)))).toBe(code);
      }),
      { numRuns: 300 },
    );
  });

  it('uses every character of the alphabet', () => {
    const rng = createRng(sha256Hex('codes'));
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) for (const ch of generateLeagueCode(rng)) seen.add(ch);
    expect(seen.size).toBe(LEAGUE_CODE_ALPHABET.length);
  });
});

describe('isLeagueCode / normalizeLeagueCode', () => {
  it('accepts normalized codes only', () => {
    expect(isLeagueCode('ABC234')).toBe(true);
    expect(isLeagueCode('abc234')).toBe(false);
    expect(isLeagueCode('ABC23')).toBe(false);
    expect(isLeagueCode('ABC2345')).toBe(false);
    expect(isLeagueCode('ABCD0E')).toBe(false);
    expect(isLeagueCode('ABCDIE')).toBe(false);
    expect(isLeagueCode(123456)).toBe(false);
  });

  it('trims and upper-cases what a player typed', () => {
    expect(normalizeLeagueCode('  abc234 ')).toBe('ABC234');
    expect(isLeagueCode(normalizeLeagueCode(' xyz789\n'))).toBe(true);
  });
});

describe('canJoinLeague', () => {
  it('allows up to 10 leagues and refuses a second membership', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `l${i}`);
    expect(canJoinLeague(nine, 'new')).toEqual({ ok: true });
    expect(canJoinLeague([...nine, 'l9'], 'new')).toEqual({ ok: false, code: 'league-limit' });
    expect(canJoinLeague(nine, 'l3')).toEqual({ ok: false, code: 'already-in-league' });
    expect(canJoinLeague([...nine, 'l9'], null)).toEqual({ ok: false, code: 'league-limit' });
  });
});
