/**
 * The rules the case bank as a whole must keep, as pure functions over the two halves
 * of the bank, so the content check (`case-check.test.ts`) can run them on the real bank and on
 * copies with a planted error, and a report can print the same figures. SERVER ONLY, like the rest
 * of this folder: it reads the answer key.
 */
import { FRAUD_IDS, type FraudId } from '../../catalog/ids';
import { CASE_PATTERNS, type CasePattern, type ScenarioCase } from '../../content/cases/types';
import { CASE_SKILLS, type CaseSkill } from '../../content/cases/skills';
import type { CaseKey } from './types';

/** The numbers the bank is held to. */
export const BANK_RULES = {
  minCases: 150,
  /** Every fraud: enough cases that a drill of distinct frauds can always be drawn, and two players rarely get the same case. */
  minCasesPerFraud: 6,
  /** The frauds with the highest draw weights, which drills meet most, hold more. */
  highWeightFrauds: [
    'Phishing',
    'Vishing',
    'BusinessEmailCompromise',
    'AccountTakeover',
    'InvestmentScam',
    'AuthPushPayments',
    'SimSwap',
  ] as readonly FraudId[],
  minCasesPerHighWeightFraud: 9,
  genuineShare: { min: 0.28, max: 0.4 },
  /** Share of cases whose setup line gives the decisive clue (see setupClue). */
  maxSetupClueShare: 0.25,
  /** No answer position holds more than this share of right answers... */
  maxPositionShare: 0.4,
  /** ...and each of the first three holds at least this much (the fourth exists only in four-choice cases). */
  minPositionShare: 0.15,
  /** A right answer that is also the longest choice is a tell: at most this share. */
  maxLongestRightShare: 0.4,
  /** Each difficulty holds at least this share of the bank. */
  minDifficultyShare: 0.15,
  /** Each skill of the set trains at least this many cases (no dead skill in the set). */
  minCasesPerSkill: 3,
  /** Each new pattern is present on at least this many cases, one of them at least a fraud. */
  minCasesPerPattern: 3,
  /** Share of cases set in South Africa (SA_MARKERS). */
  minSouthAfricaShare: 0.4,
} as const;

/**
 * Words that, in the setup line, name a red flag or vouch for the message: the setup says what the
 * player should find in the message ("from an unknown number", "you opened the app yourself", "the
 * voice sounds exactly like your son", "no one remembers ordering"…).
 */
export const SETUP_CLUE_WORDS =
  /\b(urgent\w*|suspicious\w*|scam\w*|fraud\w*|fake\w*|phish\w*|spoof\w*|unknown (?:number|caller|sender)|private number|(?:a )?number you do not know|not expecting|unexpected\w*|(?:have|has|had|did) not|unusual|strange|odd|never|do not (?:deal|know|recogni[sz]e)|no one remembers|nobody remembers|yourself|official\w*|genuine\w*|legit\w*|trusted|usual\w*|always|for (?:\w+ )?years|every (?:day|week|month)|as you do|exactly like|sounds like|claims? to be|says (?:he|she|they) (?:is|are)|pretend\w*|impersonat\w*|too good)\b/i;

/**
 * Why a case's setup line (`context`, shown above the message) gives the decisive clue, or null
 * when it does not. It does when the answer key flags a quote of the setup line as a red flag or a
 * sign of a genuine message (the key itself says the clue is there), or when the setup line holds
 * one of SETUP_CLUE_WORDS.
 */
export function setupClue(c: ScenarioCase, key: CaseKey): string | null {
  const flagged = key.flags.find((f) => c.context.includes(f.quote));
  if (flagged) return `the key flags the setup line: "${flagged.quote}"`;
  const word = SETUP_CLUE_WORDS.exec(c.context);
  if (word) return `the setup line says "${word[0]}"`;
  return null;
}

/** What marks a case as set in South Africa: rand amounts, +27 numbers, SA institutions, apps and places. */
export const SA_MARKERS =
  /(\bR\d|\+27\b|\bSARS\b|eFiling|PayShap|ShapID|WhatsApp|\bFSCA\b|\bSAFPS\b|\bSAPS\b|\bRICA\b|Information Regulator|Deeds Office|Johannesburg|Cape Town|Durban|Pretoria|Polokwane|Soweto|\bbraai\b|taxi rank|South Africa)/;

const caseText = (c: ScenarioCase) =>
  [
    c.context,
    c.from,
    c.to,
    c.subject,
    c.link,
    ...c.body,
    ...(c.lines ?? []).flatMap((l) => [l.speaker, l.text]),
    c.question,
    ...c.choices.map((ch) => ch.label),
  ]
    .filter((t): t is string => typeof t === 'string')
    .join('\n');

export interface BankReport {
  count: number;
  perFraud: Record<FraudId, number>;
  genuine: number;
  genuineShare: number;
  /** Cases whose setup line gives the clue, with the reason. */
  setupClues: { id: string; why: string }[];
  setupClueShare: number;
  /** Share of right answers at each position (index 0–3). */
  positionShares: number[];
  longestRightShare: number;
  /** Share of the bank at difficulty 1, 2, 3; `untagged`: ids without a difficulty in 1–3. */
  difficultyShares: Record<1 | 2 | 3, number>;
  untaggedDifficulty: string[];
  perSkill: Record<CaseSkill, number>;
  /** Ids whose key has no skill of the set. */
  badSkill: string[];
  perPattern: Record<CasePattern, { all: number; frauds: number }>;
  /** Ids with a pattern outside the set. */
  badPattern: string[];
  southAfricaShare: number;
  /** Ids with no key, or keys with no case. */
  unpaired: string[];
}

/** The figures of a bank: the cases (public half) and their keys (graded half). */
export function bankReport(cases: readonly ScenarioCase[], keys: readonly CaseKey[]): BankReport {
  const keyById = new Map(keys.map((k) => [k.id, k]));
  const caseIds = new Set(cases.map((c) => c.id));
  const unpaired = [
    ...cases.filter((c) => !keyById.has(c.id)).map((c) => c.id),
    ...keys.filter((k) => !caseIds.has(k.id)).map((k) => `key ${k.id}`),
  ];
  const paired = cases.flatMap((c) => {
    const key = keyById.get(c.id);
    return key ? [{ c, key }] : [];
  });
  const n = Math.max(1, cases.length);
  const perFraud = Object.fromEntries(FRAUD_IDS.map((f) => [f, 0])) as Record<FraudId, number>;
  for (const c of cases) if (c.fraudId in perFraud) perFraud[c.fraudId] += 1;
  const genuine = paired.filter(({ key }) => key.legitimate).length;
  const setupClues = paired.flatMap(({ c, key }) => {
    const why = setupClue(c, key);
    return why ? [{ id: c.id, why }] : [];
  });
  const positions = [0, 0, 0, 0];
  let longestRight = 0;
  for (const { c, key } of paired) {
    const p = c.choices.findIndex((ch) => ch.id === key.answerId);
    if (p >= 0 && p < positions.length) positions[p] = (positions[p] ?? 0) + 1;
    const right = c.choices[p];
    if (right && c.choices.every((ch) => ch === right || ch.label.length < right.label.length)) longestRight += 1;
  }
  const difficulty = { 1: 0, 2: 0, 3: 0 };
  const untaggedDifficulty: string[] = [];
  for (const c of cases) {
    if (c.difficulty === 1 || c.difficulty === 2 || c.difficulty === 3) difficulty[c.difficulty] += 1;
    else untaggedDifficulty.push(c.id);
  }
  const perSkill = Object.fromEntries(CASE_SKILLS.map((s) => [s, 0])) as Record<CaseSkill, number>;
  const badSkill: string[] = [];
  for (const { c, key } of paired) {
    if (key.skill !== undefined && Object.hasOwn(perSkill, key.skill)) perSkill[key.skill] += 1;
    else badSkill.push(c.id);
  }
  const perPattern = Object.fromEntries(CASE_PATTERNS.map((p) => [p, { all: 0, frauds: 0 }])) as Record<
    CasePattern,
    { all: number; frauds: number }
  >;
  const badPattern: string[] = [];
  for (const { c, key } of paired) {
    if (c.pattern === undefined) continue;
    if (!Object.hasOwn(perPattern, c.pattern)) {
      badPattern.push(c.id);
      continue;
    }
    perPattern[c.pattern].all += 1;
    if (!key.legitimate) perPattern[c.pattern].frauds += 1;
  }
  return {
    count: cases.length,
    perFraud,
    genuine,
    genuineShare: genuine / n,
    setupClues,
    setupClueShare: setupClues.length / n,
    positionShares: positions.map((x) => x / n),
    longestRightShare: longestRight / n,
    difficultyShares: { 1: difficulty[1] / n, 2: difficulty[2] / n, 3: difficulty[3] / n },
    untaggedDifficulty,
    perSkill,
    badSkill,
    perPattern,
    badPattern,
    southAfricaShare: cases.filter((c) => SA_MARKERS.test(caseText(c))).length / n,
    unpaired,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/**
 * Every rule of BANK_RULES the bank breaks, one line each, starting with the rule's name (so a
 * test can tell which rule failed). Empty when the bank keeps them all.
 */
export function bankViolations(cases: readonly ScenarioCase[], keys: readonly CaseKey[]): string[] {
  const r = bankReport(cases, keys);
  const R = BANK_RULES;
  const out: string[] = [];
  if (r.unpaired.length) out.push(`pairing: cases and keys do not pair up: ${r.unpaired.join(', ')}`);
  if (r.count < R.minCases) out.push(`count: ${r.count} cases, fewer than ${R.minCases}`);
  const thin = FRAUD_IDS.filter((f) => r.perFraud[f] < R.minCasesPerFraud);
  if (thin.length)
    out.push(
      `per fraud: fewer than ${R.minCasesPerFraud} cases for ${thin.map((f) => `${f} (${r.perFraud[f]})`).join(', ')}`,
    );
  const thinHigh = R.highWeightFrauds.filter((f) => r.perFraud[f] < R.minCasesPerHighWeightFraud);
  if (thinHigh.length)
    out.push(
      `per fraud: fewer than ${R.minCasesPerHighWeightFraud} cases for the high-weight ${thinHigh.map((f) => `${f} (${r.perFraud[f]})`).join(', ')}`,
    );
  if (r.untaggedDifficulty.length) out.push(`difficulty: no difficulty 1–3 on ${r.untaggedDifficulty.join(', ')}`);
  for (const d of [1, 2, 3] as const) {
    if (r.difficultyShares[d] < R.minDifficultyShare)
      out.push(
        `difficulty: level ${d} holds ${pct(r.difficultyShares[d])} of the bank, under ${pct(R.minDifficultyShare)}`,
      );
  }
  if (r.badSkill.length) out.push(`skill: no skill of the set on ${r.badSkill.join(', ')}`);
  const deadSkills = CASE_SKILLS.filter((s) => r.perSkill[s] < R.minCasesPerSkill);
  if (deadSkills.length) out.push(`skill: fewer than ${R.minCasesPerSkill} cases train ${deadSkills.join(', ')}`);
  if (r.badPattern.length) out.push(`pattern: a pattern outside the set on ${r.badPattern.join(', ')}`);
  const thinPatterns = CASE_PATTERNS.filter(
    (p) => r.perPattern[p].all < R.minCasesPerPattern || r.perPattern[p].frauds < 1,
  );
  if (thinPatterns.length) {
    out.push(
      `pattern: fewer than ${R.minCasesPerPattern} cases (or no fraud case) for ${thinPatterns.map((p) => `${p} (${r.perPattern[p].all}, ${r.perPattern[p].frauds} fraud)`).join(', ')}`,
    );
  }
  if (r.genuineShare < R.genuineShare.min || r.genuineShare > R.genuineShare.max) {
    out.push(
      `genuine share: ${r.genuine} of ${r.count} (${pct(r.genuineShare)}) genuine, outside ${pct(R.genuineShare.min)}–${pct(R.genuineShare.max)}`,
    );
  }
  if (r.setupClueShare > R.maxSetupClueShare) {
    out.push(
      `setup clue: ${r.setupClues.length} of ${r.count} setup lines (${pct(r.setupClueShare)}) give the clue, over ${pct(R.maxSetupClueShare)}: ${r.setupClues.map((s) => s.id).join(', ')}`,
    );
  }
  r.positionShares.forEach((s, p) => {
    if (s > R.maxPositionShare)
      out.push(`answer position: position ${p + 1} holds ${pct(s)} of right answers, over ${pct(R.maxPositionShare)}`);
    if (p < 3 && s < R.minPositionShare)
      out.push(`answer position: position ${p + 1} holds ${pct(s)} of right answers, under ${pct(R.minPositionShare)}`);
  });
  if (r.longestRightShare > R.maxLongestRightShare)
    out.push(
      `answer position: the right answer is the longest choice in ${pct(r.longestRightShare)} of cases, over ${pct(R.maxLongestRightShare)}`,
    );
  if (r.southAfricaShare < R.minSouthAfricaShare)
    out.push(
      `south africa: ${pct(r.southAfricaShare)} of cases are set in South Africa, under ${pct(R.minSouthAfricaShare)}`,
    );
  return out;
}
