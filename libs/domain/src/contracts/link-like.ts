/**
 * Does a name read as a link or an address someone could follow or write to? League names are
 * public (the join screen, the league of teams, the owners' weekly mail subject), so a name like
 * "win-prizes.example", "http://…", "help@bank.example" or "@bank_support" would turn the game into
 * a channel for the very lures it teaches people to spot. Refused, whatever the spelling tricks
 * that keep a link readable to a person: a full stop written as "。", "．", "｡" (browsers read all
 * three as a dot in a host name, IDNA UTS #46), "[.]", "(.)", "[dot]" or "(dot)"; an "@" written
 * as "＠" (NFKC, done before this check, folds fullwidth forms into ASCII) or "[at]".
 *
 * What counts: a URL scheme ("https://", "mailto:", "tel:"…), "www.", an email address, an
 * "@handle", an IPv4 address, a punycode label (xn--) and a host name: labels joined by dots ending
 * in a top-level domain (any two letters, a country's, or one of the generic ones below). A dot
 * followed by a space ("St. Mary's") is a sentence, not a host, and passes; so do "Grade 10.2" and
 * "No.1" (a number is no top-level domain).
 */

/** Generic top-level domains common in links (every two-letter one counts as a country's). */
// prettier-ignore
const GENERIC_TLDS = [
  'com', 'net', 'org', 'info', 'biz', 'edu', 'gov', 'mil', 'int', 'app', 'dev', 'xyz', 'online', 'site',
  'top', 'shop', 'store', 'club', 'live', 'link', 'click', 'win', 'vip', 'bet', 'loan', 'money', 'cash',
  'bank', 'pro', 'tech', 'website', 'space', 'fun', 'icu', 'buzz', 'cloud', 'email', 'page', 'blog',
  'news', 'mobi', 'name', 'asia', 'africa', 'joburg', 'capetown', 'durban', 'team', 'school', 'academy',
  'support', 'help', 'services', 'digital', 'network', 'world', 'today', 'life', 'work', 'group', 'zone',
];

// prettier-ignore
const SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'sms', 'smsto', 'mms', 'callto', 'skype', 'whatsapp', 'viber', 'tg', 'signal', 'javascript', 'data', 'file', 'intent', 'market'];

const DOT = '(?:\\.|\\[\\.\\]|\\(\\.\\)|\\[dot\\]|\\(dot\\)|\\{dot\\})';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}_-]*[\\p{L}\\p{N}])?';
const TLD = `(?:[a-z]{2}|${GENERIC_TLDS.join('|')}|xn--[a-z0-9-]+)`;

const PATTERNS: readonly RegExp[] = [
  // A scheme with its "//", or one of the schemes that need none (mailto:someone, tel:+27…).
  /[a-z][a-z0-9+.-]{1,20}:\/\//iu,
  new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${SCHEMES.join('|')}):\\s*[^\\s]`, 'iu'),
  new RegExp(`(?:^|[^\\p{L}\\p{N}])www${DOT}`, 'iu'),
  // An email address: something @ a host.
  new RegExp(`[^\\s@]@\\s*${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}(?![\\p{L}\\p{N}])`, 'iu'),
  // An @handle: "@" and two or more handle characters at the start of a word.
  /(?:^|[^\p{L}\p{N}@])@[\p{L}\p{N}_.]{2,}/u,
  /(?:^|[^\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])/u,
  /xn--/iu,
  // A host name: label(.label)*.tld, the tld not followed by more of a word.
  new RegExp(`(?:^|[^\\p{L}\\p{N}_-])${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}(?![\\p{L}\\p{N}_-])`, 'iu'),
];

/** Characters that stand for "." or "@" in a link a person reads. */
function unmask(name: string): string {
  return name
    .replace(/[\u3002\uFF0E\uFF61]/gu, '.')
    .replace(/\[at\]|\(at\)|\{at\}/giu, '@')
    .replace(/\s*(\[\.\]|\(\.\)|\[dot\]|\(dot\)|\{dot\})\s*/giu, '.');
}

/** True when `name` (already NFKC-normalised) reads as a link, an address or a handle. */
export function looksLikeLink(name: string): boolean {
  const text = unmask(name);
  return PATTERNS.some((p) => p.test(text));
}
