/**
 * The case-bank check: can a player who does not read the case still score, and does a case
 * name anything real? Pure functions over the two halves of the bank, so the test
 * (`case-bank-check.test.ts`) runs them on the real bank and on planted copies, and the same code
 * prints the summary the closing note quotes. SERVER ONLY, like the rest of this folder: it reads
 * the answer key.
 *
 * Three parts:
 * - the BLIND STRATEGIES: four ways to pick an option from its wording alone (the most
 *   cautious-sounding, the shortest, the longest, the most cautious with ties to the shortest) and
 *   "the right answer is the strictly shortest option", each scored over the whole bank;
 * - RESERVED NAMES: every invented domain, email address, URL and phone number in a case is a
 *   reserved or fictional one, except a short allow-list of real public channels;
 * - the BANK TARGETS: the size and mix the bank is grown to.
 */
import { CASE_PATTERNS, type CasePattern, type ScenarioCase } from '../../content/cases/types';
import { CASE_SKILLS, type CaseSkill } from '../../content/cases/skills';
import { SA_MARKERS } from './bank-rules';
import type { CaseKey } from './types';

// ---- The blind strategies ----------------------------------------------------------------------

/**
 * What makes an option SOUND careful, regardless of whether it is: verbs of checking, refusing
 * and reporting, the names of the safe channels, and negations ("do not pay", "send nothing").
 * Each entry is matched case-insensitively at a word start (so "report" also matches "reported",
 * "reporting"); an option's cautious score is the number of DISTINCT entries it contains.
 */
export const CAUTIOUS_LEXICON: readonly string[] = [
  // checking
  'verify',
  'check',
  'confirm',
  'look up',
  'compare',
  'ask',
  'wait',
  'pause',
  // refusing and stopping
  'refuse',
  'decline',
  'ignore',
  'block',
  'delete',
  'hang up',
  'leave',
  'stop',
  'cancel',
  'freeze',
  'lock',
  'close',
  'sign out',
  'log out',
  'disconnect',
  'isolate',
  'do not',
  "don't",
  'never',
  'nothing',
  // reporting and telling
  'report',
  'tell',
  'warn',
  'alert',
  'escalate',
  'contact',
  'police',
  'fraud line',
  'security team',
  // the safe channels
  'call back',
  'call the number on',
  'known',
  'yourself',
  'number you know',
  'number you already',
  'back of your card',
  'official',
  'own app',
  'own site',
  'own website',
  'type the address',
  'in person',
  'change your password',
  'change the password',
  'reset',
];

const LEXICON_PATTERNS = CAUTIOUS_LEXICON.map(
  (w) => new RegExp(`(?:^|[^a-z])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'),
);

/** How cautious an option sounds: the number of distinct CAUTIOUS_LEXICON entries in its label. */
export function cautiousScore(label: string): number {
  return LEXICON_PATTERNS.filter((p) => p.test(label)).length;
}

/** An option's length, as a player sees it: characters of the trimmed label. */
const len = (label: string) => label.trim().length;

/**
 * The blind strategies. The first four are the ones the bank was found to leak; the last two are
 * their mirrors, held to the same limit so that fixing one tell cannot make the opposite one (a
 * bank where the right answer is never the shortest is as guessable as one where it always is:
 * the middle-length option, or the longer of the cautious ones, would win).
 */
export const STRATEGIES = [
  'most-cautious',
  'shortest',
  'longest',
  'cautious-then-shortest',
  'cautious-then-longest',
  'middle-length',
] as const;
export type Strategy = (typeof STRATEGIES)[number];

export const STRATEGY_LABELS: Readonly<Record<Strategy, string>> = {
  'most-cautious': 'most cautious-sounding',
  shortest: 'shortest',
  longest: 'longest',
  'cautious-then-shortest': 'cautious, ties to shortest',
  'cautious-then-longest': 'cautious, ties to longest',
  'middle-length': 'neither shortest nor longest',
};

type Choice = { readonly id: string; readonly label: string };

/** The ids among `choices` that score best by `score` (higher is better): the tied best. */
function best(choices: readonly Choice[], score: (c: Choice) => number): Choice[] {
  const top = Math.max(...choices.map(score));
  return choices.filter((c) => score(c) === top);
}

/**
 * The options a strategy would pick, tied. A blind player picks one of them at random, so a
 * strategy scores 1/k on a case whose right answer is among its k tied picks (its expected score).
 */
export function strategyPicks(choices: readonly Choice[], strategy: Strategy): readonly Choice[] {
  switch (strategy) {
    case 'most-cautious':
      return best(choices, (c) => cautiousScore(c.label));
    case 'shortest':
      return best(choices, (c) => -len(c.label));
    case 'longest':
      return best(choices, (c) => len(c.label));
    case 'cautious-then-shortest':
      return best(
        best(choices, (c) => cautiousScore(c.label)),
        (c) => -len(c.label),
      );
    case 'cautious-then-longest':
      return best(
        best(choices, (c) => cautiousScore(c.label)),
        (c) => len(c.label),
      );
    case 'middle-length': {
      // The options strictly between the shortest and the longest; with none (two options, or
      // lengths that all tie at an end), the player picks at random among all of them.
      const lens = choices.map((c) => len(c.label));
      const middle = choices.filter((c) => len(c.label) > Math.min(...lens) && len(c.label) < Math.max(...lens));
      return middle.length ? middle : choices;
    }
  }
}

/** True when the right option is shorter than every other option (a tie is not "strictly"). */
export function rightIsStrictlyShortest(choices: readonly Choice[], answerId: string): boolean {
  const right = choices.find((c) => c.id === answerId);
  return right !== undefined && choices.every((c) => c === right || len(c.label) > len(right.label));
}

/** The limits the blind strategies are held to (chance is 1/3 to 1/2 per case). */
export const GUESS_LIMITS = {
  /** Each strategy scores at most this share of the bank. */
  maxStrategyShare: 0.4,
  /** The right answer is the strictly shortest option in at most this share of the bank. */
  maxRightIsShortestShare: 0.3,
} as const;

export interface GuessReport {
  count: number;
  /** Expected share of right answers of each strategy over the bank. */
  strategies: Record<Strategy, number>;
  rightIsShortestShare: number;
  /** Expected share of a player who picks at random (the mean of 1/number of options). */
  chance: number;
}

function pair(cases: readonly ScenarioCase[], keys: readonly CaseKey[]) {
  const keyById = new Map(keys.map((k) => [k.id, k]));
  return cases.flatMap((c) => {
    const key = keyById.get(c.id);
    return key ? [{ c, key }] : [];
  });
}

/** The scores of the blind strategies over a bank. */
export function guessReport(cases: readonly ScenarioCase[], keys: readonly CaseKey[]): GuessReport {
  const paired = pair(cases, keys);
  const n = Math.max(1, paired.length);
  const strategies = Object.fromEntries(STRATEGIES.map((s) => [s, 0])) as Record<Strategy, number>;
  let shortest = 0;
  let chance = 0;
  for (const { c, key } of paired) {
    for (const s of STRATEGIES) {
      const picks = strategyPicks(c.choices, s);
      if (picks.some((p) => p.id === key.answerId)) strategies[s] += 1 / picks.length;
    }
    if (rightIsStrictlyShortest(c.choices, key.answerId)) shortest += 1;
    chance += 1 / Math.max(1, c.choices.length);
  }
  for (const s of STRATEGIES) strategies[s] /= n;
  return { count: paired.length, strategies, rightIsShortestShare: shortest / n, chance: chance / n };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** Every guessing limit the bank breaks, one line each (empty when it keeps them). */
export function guessViolations(cases: readonly ScenarioCase[], keys: readonly CaseKey[]): string[] {
  const r = guessReport(cases, keys);
  const out: string[] = [];
  for (const s of STRATEGIES)
    if (r.strategies[s] > GUESS_LIMITS.maxStrategyShare)
      out.push(
        `guessing: "${STRATEGY_LABELS[s]}" scores ${pct(r.strategies[s])}, over ${pct(GUESS_LIMITS.maxStrategyShare)}`,
      );
  if (r.rightIsShortestShare > GUESS_LIMITS.maxRightIsShortestShare)
    out.push(
      `guessing: the right answer is the strictly shortest option in ${pct(r.rightIsShortestShare)}, over ${pct(GUESS_LIMITS.maxRightIsShortestShare)}`,
    );
  return out;
}

// ---- Reserved names ----------------------------------------------------------------------------

/**
 * The rule for invented names. A case never names a real, registrable domain, a real mailbox or
 * a number someone could own:
 * - DOMAINS (in a URL, an email address, or written bare with a real top-level domain): the host
 *   ends in `.example`, `.test` or `.invalid`, or is `example.com`, `example.net`, `example.org` or
 *   a subdomain of them (the names reserved by RFC 2606 and RFC 6761). "Read the address from the
 *   right" cases put the real brand in front (`sars.gov.za.efiling-verify.example`): the host as a
 *   whole still ends in a reserved name. An IP address is a private, loopback or documentation one.
 * - SOUTH AFRICAN NUMBERS (+27 …, or 0 and nine digits): ICASA publishes no range for fiction, so
 *   the bank's convention, kept by every number already in it, is that the group after the area or
 *   mobile code is `000`: `071 000 2291`, `+27 87 000 5561`, and for the four-digit 0800/0860/0861
 *   prefixes `0860 000 123`.
 * - OTHER NUMBERS: the ranges their regulators reserve for drama: UK (+44) `07700 900000–900999`
 *   and `020 7946 0000–0999` (Ofcom); North America (+1) `NXX 555 0100–0199`.
 * - except REAL_PUBLIC_CHANNELS: the few real channels a case may cite because that is the habit
 *   it teaches (report to SAFPS, call the police, go to sars.gov.za yourself).
 */
export const REAL_PUBLIC_CHANNELS = {
  /** Official domains (a host equal to one, or a subdomain of one). */
  domains: ['sars.gov.za', 'safps.org.za', 'fsca.co.za', 'inforegulator.org.za', 'saps.gov.za'],
  /** Official numbers, digits only as dialled in South Africa: SAFPS, SAPS Crime Stop. */
  phones: ['0118672234', '0860010111'],
} as const;

const RESERVED_TLDS = ['example', 'test', 'invalid'];
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];
/**
 * Top-level domains that make a bare word.word a domain (file names like `invoice.pdf` or
 * `NWB_Secure.apk`, and handles like `@lux.collectz`, are not). A URL or email address is a
 * domain whatever its ending.
 */
const BARE_TLDS = new Set([
  ...RESERVED_TLDS,
  ...'com net org info biz co io app online site xyz top shop store live me cc ru cn za uk us de fr nl au in ng ke gov edu mobi pro club support services help link click bank finance money pay tech ai ly to tv africa joburg capetown durban'.split(
    ' ',
  ),
]);

const URL_RE = /\b[a-z][a-z0-9+.-]*:\/\/([^/\s?#:'"]+)/gi;
const EMAIL_RE = /[a-z0-9._%+-]+@((?:[a-z0-9-]+\.)+[a-z0-9-]+)/gi;
const BARE_DOMAIN_RE = /\b((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+([a-z]{2,}))\b/gi;
/** Phone numbers: international (+ and at least 8 digits), or South African national ones. */
const PHONE_RE = /(?:\+\d[\d ()-]{6,}\d|\b0\d{2,3}[ -]?\d{2,3}[ -]?\d{3,5}\b)/g;

/** IPv4 hosts a case may show: private (RFC 1918), loopback and documentation (RFC 5737) ranges. */
const RESERVED_IPV4 = /^(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|192\.0\.2\.|198\.51\.100\.|203\.0\.113\.)/;

const hostIsReserved = (host: string) => {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(h)) return RESERVED_IPV4.test(h);
  const tld = h.split('.').pop() ?? '';
  return (
    RESERVED_TLDS.includes(tld) ||
    RESERVED_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`)) ||
    REAL_PUBLIC_CHANNELS.domains.some((d) => h === d || h.endsWith(`.${d}`))
  );
};

/** Whether a phone number (as written) is fictional by the rule above or a real public channel. */
export function phoneIsReserved(written: string): boolean {
  const digits = written.replace(/\D/g, '');
  const plus = written.trim().startsWith('+');
  if (plus && digits.startsWith('44')) {
    const uk = `0${digits.slice(2)}`;
    return /^07700900\d{3}$/.test(uk) || /^02079460\d{3}$/.test(uk);
  }
  if (plus && digits.startsWith('1')) return /^1\d{3}5550(1\d{2})$/.test(digits);
  if (plus && !digits.startsWith('27')) return false;
  const national = plus ? `0${digits.slice(2)}` : digits;
  if ((REAL_PUBLIC_CHANNELS.phones as readonly string[]).includes(national)) return true;
  if (national.length !== 10) return false;
  return /^08(00|60|61)/.test(national) ? national.slice(4, 7) === '000' : national.slice(3, 6) === '000';
}

/** Every unreserved domain, email address, URL host or phone number in a text. */
export function unreservedNames(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  for (const m of text.matchAll(URL_RE)) if (!hostIsReserved(m[1] ?? '')) out.push(`URL host ${m[1]}`);
  rest = rest.replace(URL_RE, ' ');
  for (const m of rest.matchAll(EMAIL_RE)) if (!hostIsReserved(m[1] ?? '')) out.push(`email ${m[0]}`);
  rest = rest.replace(EMAIL_RE, ' ');
  for (const m of rest.matchAll(BARE_DOMAIN_RE)) {
    const host = m[1] ?? '';
    if (BARE_TLDS.has((m[2] ?? '').toLowerCase()) && !hostIsReserved(host)) out.push(`domain ${host}`);
  }
  rest = rest.replace(BARE_DOMAIN_RE, ' ');
  for (const m of rest.matchAll(PHONE_RE)) if (!phoneIsReserved(m[0])) out.push(`number ${m[0].trim()}`);
  return out;
}

/** All the text of a case and its key: what the player sees and what the key explains. */
function allText(c: ScenarioCase, key: CaseKey | undefined): string[] {
  const link = c.link && !/^[a-z][a-z0-9+.-]*:\/\//i.test(c.link) ? `https://${c.link}` : c.link;
  return [
    c.context,
    c.from,
    c.to,
    c.subject,
    link,
    ...c.body,
    ...(c.lines ?? []).flatMap((l) => [l.speaker, l.text]),
    c.question,
    ...c.choices.map((ch) => ch.label),
    ...(key ? [...key.flags.flatMap((f) => [f.quote, f.why]), key.habit] : []),
  ].filter((t): t is string => typeof t === 'string');
}

/** Every case that names something unreserved, one line each: `id: what`. */
export function reservedNameViolations(cases: readonly ScenarioCase[], keys: readonly CaseKey[]): string[] {
  const keyById = new Map(keys.map((k) => [k.id, k]));
  return cases.flatMap((c) => {
    const found = [...new Set(allText(c, keyById.get(c.id)).flatMap(unreservedNames))];
    return found.length ? [`reserved names: ${c.id} names ${found.join(', ')}`] : [];
  });
}

// ---- The bank targets --------------------------------------------------------------------------

/** The size and mix the bank is grown to. */
export const BANK_TARGETS = {
  minCases: 220,
  minCasesPerSkill: 12,
  minDifficulty3: 60,
  /** Every pattern of CASE_PATTERNS on at least one case. */
  patterns: CASE_PATTERNS,
  minSouthAfricaShare: 1 / 3,
  minGenuineShare: 1 / 3,
} as const;
/** The targets are real assertions of the check (they hold once the grown bank is merged). */
export const BANK_TARGETS_ENFORCED = true;

const caseText = (c: ScenarioCase) => allText(c, undefined).join('\n');

export interface BankMix {
  count: number;
  perSkill: Record<CaseSkill, number>;
  perDifficulty: Record<1 | 2 | 3, number>;
  genuine: number;
  southAfrica: number;
  perPattern: Record<CasePattern, number>;
}

export function bankMix(cases: readonly ScenarioCase[], keys: readonly CaseKey[]): BankMix {
  const paired = pair(cases, keys);
  const perSkill = Object.fromEntries(CASE_SKILLS.map((s) => [s, 0])) as Record<CaseSkill, number>;
  const perDifficulty = { 1: 0, 2: 0, 3: 0 };
  const perPattern = Object.fromEntries(CASE_PATTERNS.map((p) => [p, 0])) as Record<CasePattern, number>;
  for (const { c, key } of paired) {
    if (key.skill && Object.hasOwn(perSkill, key.skill)) perSkill[key.skill] += 1;
    if (c.difficulty === 1 || c.difficulty === 2 || c.difficulty === 3) perDifficulty[c.difficulty] += 1;
    if (c.pattern && Object.hasOwn(perPattern, c.pattern)) perPattern[c.pattern] += 1;
  }
  return {
    count: cases.length,
    perSkill,
    perDifficulty,
    genuine: paired.filter(({ key }) => key.legitimate).length,
    southAfrica: cases.filter((c) => SA_MARKERS.test(caseText(c))).length,
    perPattern,
  };
}

/** Every bank target the bank misses, one line each (empty when it meets them all). */
export function targetViolations(cases: readonly ScenarioCase[], keys: readonly CaseKey[]): string[] {
  const m = bankMix(cases, keys);
  const T = BANK_TARGETS;
  const n = Math.max(1, m.count);
  const out: string[] = [];
  if (m.count < T.minCases) out.push(`targets: ${m.count} cases, fewer than ${T.minCases}`);
  const thin = CASE_SKILLS.filter((s) => m.perSkill[s] < T.minCasesPerSkill);
  if (thin.length)
    out.push(
      `targets: fewer than ${T.minCasesPerSkill} cases train ${thin.map((s) => `${s} (${m.perSkill[s]})`).join(', ')}`,
    );
  if (m.perDifficulty[3] < T.minDifficulty3)
    out.push(`targets: ${m.perDifficulty[3]} cases of difficulty 3, fewer than ${T.minDifficulty3}`);
  const missing = T.patterns.filter((p) => m.perPattern[p] < 1);
  if (missing.length) out.push(`targets: no case of the pattern ${missing.join(', ')}`);
  if (m.southAfrica / n < T.minSouthAfricaShare)
    out.push(`targets: ${pct(m.southAfrica / n)} of cases set in South Africa, under ${pct(T.minSouthAfricaShare)}`);
  if (m.genuine / n < T.minGenuineShare)
    out.push(`targets: ${pct(m.genuine / n)} of cases genuine, under ${pct(T.minGenuineShare)}`);
  return out;
}

// ---- The summary -------------------------------------------------------------------------------

/** The summary the closing note quotes: guessing strategies, then the bank's mix. */
export function bankSummary(cases: readonly ScenarioCase[], keys: readonly CaseKey[]): string {
  const g = guessReport(cases, keys);
  const m = bankMix(cases, keys);
  const n = Math.max(1, m.count);
  const lines = [
    `Case bank: ${m.count} cases`,
    `Blind strategies (limit ${pct(GUESS_LIMITS.maxStrategyShare)}; chance ${pct(g.chance)}):`,
    ...STRATEGIES.map((s) => `  ${STRATEGY_LABELS[s].padEnd(30)} ${pct(g.strategies[s])}`),
    `  ${'right is strictly shortest'.padEnd(30)} ${pct(g.rightIsShortestShare)} (limit ${pct(GUESS_LIMITS.maxRightIsShortestShare)})`,
    `By skill: ${CASE_SKILLS.map((s) => `${s} ${m.perSkill[s]}`).join(', ')}`,
    `By difficulty: 1: ${m.perDifficulty[1]}, 2: ${m.perDifficulty[2]}, 3: ${m.perDifficulty[3]}`,
    `Genuine: ${m.genuine} (${pct(m.genuine / n)}); South African: ${m.southAfrica} (${pct(m.southAfrica / n)})`,
    `Patterns: ${CASE_PATTERNS.map((p) => `${p} ${m.perPattern[p]}`).join(', ')}`,
  ];
  return lines.join('\n');
}
