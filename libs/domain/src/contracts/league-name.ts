import { LEAGUE_NAME_MAX_LENGTH, LEAGUE_NAME_MIN_LENGTH } from '../game/constants';
import {
  checkName,
  DISPLAY_NAME_PROBLEMS,
  normalizeName,
  RESERVED_NAME_MESSAGE,
  type NameCheck,
  type NameKind,
  type NameProblem,
} from './names';

/**
 * League names: the same validator as display names (names.ts), with the league's
 * bounds and messages. Apart from names.ts so that a page that checks display names only (sign-up)
 * does not load these.
 */
export const LEAGUE_NAME_PROBLEMS: Record<NameProblem, string> = {
  empty: 'Give the league a name.',
  'too-short': `Use at least ${LEAGUE_NAME_MIN_LENGTH} characters.`,
  'too-long': `Use at most ${LEAGUE_NAME_MAX_LENGTH} characters.`,
  'angle-brackets': 'League names cannot contain < or >.',
  'hidden-characters':
    'League names cannot contain control characters, invisible characters or text-direction overrides.',
  reserved: RESERVED_NAME_MESSAGE,
  link: 'League names cannot look like a web or email address, a link or an @handle: write it as words (for example "Grade 10 Maths").',
};

/** Every kind's messages (the callables' contracts). */
export const NAME_PROBLEMS: Record<NameKind, Record<NameProblem, string>> = {
  display: DISPLAY_NAME_PROBLEMS,
  league: LEAGUE_NAME_PROBLEMS,
};

export const checkLeagueName = (raw: string): NameCheck => checkName('league', raw);
export const normalizeLeagueName = (raw: string): string | null => normalizeName('league', raw);
