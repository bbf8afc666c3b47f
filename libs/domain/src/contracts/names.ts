import { DISPLAY_NAME_MAX } from './limits';
import { LEAGUE_NAME_MAX_LENGTH, LEAGUE_NAME_MIN_LENGTH } from '../game/constants';
import { looksLikeLink } from './link-like';

/**
 * Names other players see: display names (leaderboard, leagues) and league names. One validator
 * for both, used by the signup and Settings forms, the league form, the callables'
 * contracts (user_setDisplayName, league_create) and the server's first-call player record (from
 * the ID token's `name`, which a Google account sets).
 *
 * Normalised: Unicode NFKC, so a name has one form however it was typed (a composed and a
 * decomposed "ë" are one name; fullwidth "Ａｄａ", the ligature "ﬁ" and the circled "①" become
 * "Ada", "fi" and "1", so look-alike forms of a name collapse into it, and a fullwidth "＜" is a
 * "<"); every run of spaces of any kind (no-break, em, ideographic…) one ordinary space; trimmed.
 * Refused, with a reason: nothing left; fewer than the kind's minimum or more than its maximum
 * UTF-16 units; `<` or `>`; characters a reader cannot see or that change how the text around
 * them reads: control characters (Cc: tab, newline, DEL, C1), format characters (Cf: the bidi
 * embeddings and overrides U+202A–202E and isolates U+2066–2069, zero-width space/joiners
 * U+200B–200D, marks U+200E/200F, word joiner U+2060, BOM U+FEFF, soft hyphen, tags…), other
 * default-ignorable code points (Hangul fillers, variation selectors out of place…),
 * line/paragraph separators, lone surrogates and the blank braille pattern U+2800; and reserved
 * ids: `__anything__` (Firestore reserves such ids, and they read as system names), `.` and `..`;
 * and, for league names, anything that reads as a link or an address (link-like.ts).
 * Emoji keep working: a variation selector right after an emoji and a zero-width joiner between
 * two pictographs (👩‍💻, 🏳️‍🌈) are the sequences emoji are made of, and are allowed.
 */
export type NameKind = 'display' | 'league';

export type NameProblem =
  'empty' | 'too-short' | 'too-long' | 'angle-brackets' | 'hidden-characters' | 'reserved' | 'link';

export type NameCheck = { ok: true; name: string } | { ok: false; problem: NameProblem };

/** Length bounds per kind, in UTF-16 units of the normalised name. */
export const NAME_LENGTH: Record<NameKind, { min: number; max: number }> = {
  display: { min: 1, max: DISPLAY_NAME_MAX },
  league: { min: LEAGUE_NAME_MIN_LENGTH, max: LEAGUE_NAME_MAX_LENGTH },
};

export const RESERVED_NAME_MESSAGE = 'Names like __x__, "." and ".." are reserved.';

/** What to tell the player, per refusal (the forms show it; the server's invalid-input carries it). League names' messages are in league-name.ts, so the sign-up page loads only these. */
export const DISPLAY_NAME_PROBLEMS: Record<NameProblem, string> = {
  empty: 'Enter a display name.',
  'too-short': 'Enter a display name.',
  'too-long': `Use at most ${DISPLAY_NAME_MAX} characters.`,
  'angle-brackets': 'Display names cannot contain < or >.',
  'hidden-characters':
    'Display names cannot contain control characters, invisible characters or text-direction overrides.',
  reserved: RESERVED_NAME_MESSAGE,
  // Only league names are checked for links (link-like.ts); the message is here for the shared type.
  link: 'Display names cannot look like a web or email address.',
};

const EMOJI_SEQUENCE_PARTS =
  /(?<=\p{Emoji})[\uFE0E\uFE0F]|(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;
/** Firestore's reserved document ids, which also read as system names. */
const RESERVED = /^(?:__[\s\S]*__|\.{1,2})$/u;
/** Longer raw input is refused before any work is spent on it (NFKC can lengthen a string 18-fold, U+FDFA). */
const RAW_FACTOR = 16;

export function checkName(kind: NameKind, raw: string): NameCheck {
  const { min, max } = NAME_LENGTH[kind];
  if (raw.length > max * RAW_FACTOR) return { ok: false, problem: 'too-long' };
  const normalised = raw.normalize('NFKC');
  if (HIDDEN.test(normalised.replace(EMOJI_SEQUENCE_PARTS, ''))) return { ok: false, problem: 'hidden-characters' };
  const name = normalised.replace(/\p{Zs}+/gu, ' ').trim();
  if (name === '') return { ok: false, problem: 'empty' };
  if (/[<>]/.test(name)) return { ok: false, problem: 'angle-brackets' };
  if (RESERVED.test(name)) return { ok: false, problem: 'reserved' };
  if (kind === 'league' && looksLikeLink(name)) return { ok: false, problem: 'link' };
  if (name.length > max) return { ok: false, problem: 'too-long' };
  if (name.length < min) return { ok: false, problem: 'too-short' };
  return { ok: true, name };
}

/** The name as the server will store it, or null when the server would refuse it. */
export function normalizeName(kind: NameKind, raw: string): string | null {
  const checked = checkName(kind, raw);
  return checked.ok ? checked.name : null;
}

// ---------- display names, by name (league names: league-name.ts) ----------

export type DisplayNameProblem = NameProblem;
export type DisplayNameCheck = NameCheck;
export const checkDisplayName = (raw: string): NameCheck => checkName('display', raw);
export const normalizeDisplayName = (raw: string): string | null => normalizeName('display', raw);
