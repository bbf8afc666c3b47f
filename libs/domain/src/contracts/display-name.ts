import { DISPLAY_NAME_MAX } from './limits';

/**
 * Display names, shown to every other player (leaderboard, leagues): one normalisation for the
 * signup form, the server's first-call player record (from the ID token's `name`, which a Google
 * account sets) and Settings (client form and `user_setDisplayName`'s contract).
 *
 * Normalised: Unicode NFC (a composed and a decomposed "ë" are one name), every run of spaces of
 * any kind (no-break, em, ideographic…) one ordinary space, trimmed.
 * Refused, with a reason: nothing left; more than DISPLAY_NAME_MAX UTF-16 units; `<` or `>`;
 * and characters a reader cannot see or that change how the text around them reads: control
 * characters (Cc: tab, newline, DEL, C1), format characters (Cf: the bidi embeddings and
 * overrides U+202A–202E and isolates U+2066–2069, zero-width space/joiners U+200B–200D, marks
 * U+200E/200F, word joiner U+2060, BOM U+FEFF, soft hyphen, tags…), other default-ignorable
 * code points (Hangul fillers, variation selectors out of place…), line/paragraph separators,
 * lone surrogates and the blank braille pattern U+2800.
 * Emoji keep working: a variation selector right after an emoji and a zero-width joiner between
 * two pictographs (👩‍💻, 🏳️‍🌈) are the sequences emoji are made of, and are allowed.
 */
export type DisplayNameProblem = 'empty' | 'too-long' | 'angle-brackets' | 'hidden-characters';

export type DisplayNameCheck = { ok: true; name: string } | { ok: false; problem: DisplayNameProblem };

/** What to tell the player, per refusal (the forms show it; the server's invalid-input carries it). */
export const DISPLAY_NAME_PROBLEMS: Record<DisplayNameProblem, string> = {
  empty: 'Enter a display name.',
  'too-long': `Use at most ${DISPLAY_NAME_MAX} characters.`,
  'angle-brackets': 'Display names cannot contain < or >.',
  'hidden-characters': 'Display names cannot contain control characters, invisible characters or text-direction overrides.',
};

const EMOJI_SEQUENCE_PARTS = /(?<=\p{Emoji})[\uFE0E\uFE0F]|(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;
/** Longer raw input is refused before any work is spent on it. */
const RAW_MAX = DISPLAY_NAME_MAX * 16;

export function checkDisplayName(raw: string): DisplayNameCheck {
  if (raw.length > RAW_MAX) return { ok: false, problem: 'too-long' };
  const composed = raw.normalize('NFC');
  if (HIDDEN.test(composed.replace(EMOJI_SEQUENCE_PARTS, ''))) return { ok: false, problem: 'hidden-characters' };
  const name = composed.replace(/\p{Zs}+/gu, ' ').trim();
  if (name === '') return { ok: false, problem: 'empty' };
  if (/[<>]/.test(name)) return { ok: false, problem: 'angle-brackets' };
  if (name.length > DISPLAY_NAME_MAX) return { ok: false, problem: 'too-long' };
  return { ok: true, name };
}

/** The display name as the server will store it, or null when the server would refuse it. */
export function normalizeDisplayName(raw: string): string | null {
  const checked = checkDisplayName(raw);
  return checked.ok ? checked.name : null;
}
