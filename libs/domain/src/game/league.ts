/** Mini-league invite codes and membership rules. */
import { LEAGUE_CODE_ALPHABET, LEAGUE_CODE_LENGTH, MAX_LEAGUES } from './constants';
import { nextInt, type Rng } from './prng';

/** A fresh invite code (LEAGUE_CODE_LENGTH characters from the unambiguous alphabet). */
export function generateLeagueCode(rng: Rng): string {
  let code = '';
  for (let i = 0; i < LEAGUE_CODE_LENGTH; i++) {
    code += LEAGUE_CODE_ALPHABET[nextInt(rng, LEAGUE_CODE_ALPHABET.length)];
  }
  return code;
}

/** What a player typed, made comparable: trimmed and upper-cased. */
export function normalizeLeagueCode(input: string): string {
  return input.trim().toUpperCase();
}

/** True for a well-formed, already normalized code. */
export function isLeagueCode(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== LEAGUE_CODE_LENGTH) return false;
  for (const ch of value) if (!LEAGUE_CODE_ALPHABET.includes(ch)) return false;
  return true;
}

// League names: checkLeagueName in contracts/names.ts, the one validator for the names players see.

export type LeagueRefusal = 'league-limit' | 'already-in-league';

/** Whether a player in `memberOf` leagues may join (or create) `leagueId`. */
export function canJoinLeague(
  memberOf: readonly string[],
  leagueId: string | null,
): { ok: true } | { ok: false; code: LeagueRefusal } {
  if (leagueId !== null && memberOf.includes(leagueId)) return { ok: false, code: 'already-in-league' };
  if (memberOf.length >= MAX_LEAGUES) return { ok: false, code: 'league-limit' };
  return { ok: true };
}
