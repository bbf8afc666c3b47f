// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as C from '@fraudshield/domain';
import { CHIP_NAMES } from './lib/rules-v5-words';

/**
 * Every rule number a player reads is rendered from libs/domain (constants.ts, the
 * ruleset, explain.ts), never typed into copy, so the next rules version changes every text at
 * once. This scans the copy as written — every string literal, template text and JSX text of the
 * web app, the wiki content, the answer key, the error catalogue and the Help rule rows — for a
 * typed number in a sentence about a rule, and names each one with the engine's number.
 */
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = [
  'apps/web/src',
  'libs/domain/src/content',
  'libs/domain/src/answer-key',
  'libs/domain/src/errors',
  'libs/domain/src/game/rules.ts',
  'libs/domain/src/game/explain.ts',
];

function sourceFiles(path: string): string[] {
  const full = join(REPO, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    const p = join(path, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(e.name) && !p.includes('/testing/')
      ? [join(REPO, p)]
      : [];
  });
}

/** JSX attributes whose string value is never read by a player. */
const NOT_COPY_ATTRIBUTES = new Set([
  'className',
  'data-testid',
  'testId',
  'id',
  'key',
  'type',
  'name',
  'role',
  'href',
  'to',
  'rel',
  'target',
  'lang',
  'dir',
  'autoComplete',
  'inputMode',
  'variant',
  'tone',
  'minHeight',
  'htmlFor',
  'method',
  'scope',
]);

/** The text a player can read in a file: its string literals, template texts and JSX texts (no comments, no code). */
export function copyOf(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    // Imports, test ids, class names and keys are not copy.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      NOT_COPY_ATTRIBUTES.has(node.name.getText())
    )
      return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      // The static parts with a placeholder where a value is interpolated.
      out.push(node.head.text + node.templateSpans.map((s) => `{…}${s.literal.text}`).join(''));
      node.templateSpans.forEach((s) => visit(s.expression));
      return;
    } else if (ts.isJsxText(node)) out.push(node.text);
    else if (ts.isJsxElement(node)) {
      // One sentence of JSX: the element's own text around its expressions.
      const own = node.children.map((c) => (ts.isJsxText(c) ? c.text : '{…}')).join('');
      if (node.children.some((c) => !ts.isJsxText(c))) out.push(own);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => /[A-Za-z]/.test(t));
}

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twice: 2,
  double: 2,
  doubled: 2,
  doubles: 2,
  triple: 3,
  tripled: 3,
  half: 0.5,
};
const NUM = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)`;
const MULT = String.raw`(twice|doubled?|doubles|tripled?|half|(?:\d+(?:\.\d+)?)\s*(?:×|x\b|times)|×\s*\d+(?:\.\d+)?)`;

function numberOf(token: string): number {
  const t = token
    .trim()
    .toLowerCase()
    .replace(/[×x]|times/g, '')
    .trim();
  return WORD_NUMBERS[t] ?? Number(t);
}

interface Claim {
  rule: string;
  /** The engine's number, in the unit the copy would use. */
  engine: number;
  /** Must match the sentence for the claim to be about this rule. */
  context: RegExp;
  /** Captures the typed number (group 1). */
  pattern: RegExp;
}

const pct = (p: number) => Math.round(p * 1000) / 10;
const cr = (tenths: number) => tenths / C.TENTHS_PER_CREDIT;
const breachRatio = C.BREACH_PENALTY.low / C.SEVERITY_POINTS.low;

/** Sentences about a rule, and where the number of each would be. */
export const CLAIMS: readonly Claim[] = [
  {
    rule: 'headline threat draw weight (FORECAST_MULTIPLIER)',
    engine: C.FORECAST_MULTIPLIER,
    context: /headline|forecast|likely to attack/i,
    pattern: new RegExp(
      `${MULT}[^.;:]*\\b(?:likely|weight)|(?:likely|weight)[^.;:]*?${MULT}|headline threat[^.;:]*?${MULT}|${MULT}[^.;:]*headline threat`,
      'i',
    ),
  },
  {
    rule: 'Lead multiplier (LEAD_MULTIPLIER)',
    engine: C.LEAD_MULTIPLIER,
    context: /\blead\b/i,
    pattern: new RegExp(`\\blead\\b[^.;:]*?${MULT}|${MULT}[^.;:]*\\blead\\b`, 'i'),
  },
  {
    rule: 'strong counter block chance (BLOCK_P.strong)',
    engine: pct(C.BLOCK_P.strong),
    context: /strong/i,
    pattern: /strong[^.;:]*?(\d+(?:\.\d+)?)\s*%/i,
  },
  {
    rule: 'partial counter block chance (BLOCK_P.partial)',
    engine: pct(C.BLOCK_P.partial),
    context: /partial/i,
    pattern: /partial[^.;:]*?(\d+(?:\.\d+)?)\s*%/i,
  },
  {
    rule: 'drill boost (DRILL_BOOST_PER_CASE)',
    engine: pct(C.DRILL_BOOST_PER_CASE),
    context: /drill|right answer|get right|case/i,
    pattern: /(?:drill|right)[^.;:]*?(\d+(?:\.\d+)?)\s*%/i,
  },
  {
    rule: 'breach cost against block points (BREACH_PENALTY / SEVERITY_POINTS)',
    engine: breachRatio,
    context: /breach/i,
    pattern: new RegExp(`breach[^.;:]*?${MULT}[^.;:]*\\bpoints`, 'i'),
  },
  {
    rule: 'clean sheet bonus (CLEAN_SHEET_BONUS)',
    engine: C.CLEAN_SHEET_BONUS,
    context: /clean sheet|no breach/i,
    pattern: /[+]?(\d+)\s*points?\b/i,
  },
  {
    rule: 'password fatigue (PASSWORD_FATIGUE)',
    engine: Math.abs(C.PASSWORD_FATIGUE),
    context: /password (fatigue|changes)/i,
    pattern: /[-−]?(\d+)\s*points?\b/i,
  },
  {
    rule: 'block points by severity (SEVERITY_POINTS)',
    engine: NaN,
    context: /block/i,
    pattern: /\+(\d+)\s*points?\b/i,
  },
  {
    rule: 'starting balance (STARTING_BALANCE_TENTHS)',
    engine: cr(C.STARTING_BALANCE_TENTHS),
    context: /start|new (player|account)|wallet of/i,
    pattern: /(\d+(?:\.\d)?)\s*(?:cr|credits?)\b/i,
  },
  {
    rule: 'weekly income (WEEKLY_INCOME_TENTHS)',
    engine: cr(C.WEEKLY_INCOME_TENTHS),
    context: /week|income|settle/i,
    pattern: /(\d+(?:\.\d)?)\s*(?:cr|credits?)\b/i,
  },
  {
    rule: 'credits per blocked attack (PER_BLOCK_TENTHS)',
    engine: cr(C.PER_BLOCK_TENTHS),
    context: /block/i,
    pattern: /(\d+(?:\.\d)?)\s*(?:cr|credits?)\b/i,
  },
  {
    rule: 'page check reward (QUIZ_REWARD_TENTHS)',
    engine: cr(C.QUIZ_REWARD_TENTHS),
    context: /check|quiz|first try/i,
    pattern: /(\d+(?:\.\d)?)\s*(?:cr|credits?)\b/i,
  },
  {
    rule: 'daily case reward (DAILY_REWARD_*)',
    engine: cr(C.DAILY_REWARD_BASE_TENTHS),
    context: /daily|streak/i,
    pattern: /(\d+(?:\.\d)?)\s*(?:cr|credits?)\b/i,
  },
  {
    rule: 'attacks per week (ATTACKS_PER_WEEK)',
    engine: C.ATTACKS_PER_WEEK,
    context: /attack/i,
    pattern: new RegExp(`\\b${NUM}\\s+(?:fraud\\s+)?attacks\\b`, 'i'),
  },
  {
    rule: 'defenses deployed (MAX_DEPLOYED)',
    engine: C.MAX_DEPLOYED,
    context: /deploy/i,
    pattern: new RegExp(
      `deploy(?:ed)?\\s+(?:up to\\s+|at most\\s+)?${NUM}\\b|\\b${NUM}\\s+(?:defenses\\s+)?(?:deployed|in the lineup)`,
      'i',
    ),
  },
  {
    rule: 'defenses owned (MAX_OWNED)',
    engine: C.MAX_OWNED,
    context: /squad|own/i,
    pattern: new RegExp(`\\(${NUM} at most\\)|own (?:up to )?${NUM} defenses\\b(?! per)`, 'i'),
  },
  {
    rule: 'defenses per position (MAX_PER_POSITION)',
    engine: C.MAX_PER_POSITION,
    context: /position/i,
    pattern: new RegExp(`\\b${NUM}\\s+(?:defenses\\s+)?(?:per|in each|in one) position`, 'i'),
  },
  {
    rule: 'mini-leagues per player (MAX_LEAGUES)',
    engine: C.MAX_LEAGUES,
    context: /league/i,
    pattern: new RegExp(`\\b${NUM}\\s+(?:mini-)?leagues\\b`, 'i'),
  },
  {
    rule: 'headline threats per week (HEADLINE_THREATS)',
    engine: C.HEADLINE_THREATS,
    context: /headline/i,
    pattern: new RegExp(`\\b${NUM}\\s+headline threats`, 'i'),
  },
  {
    rule: 'drill size (DRILL_SIZE)',
    engine: C.DRILL_SIZE,
    context: /drill/i,
    pattern: new RegExp(`\\b${NUM}\\s+(?:scenario\\s+)?cases`, 'i'),
  },
  {
    rule: 'questions in a page check (QUIZ_QUESTIONS)',
    engine: C.QUIZ_QUESTIONS,
    context: /check|quiz/i,
    pattern: new RegExp(`\\b${NUM}[- ]questions?\\b`, 'i'),
  },
];

export interface Finding {
  file: string;
  text: string;
  rule: string;
  typed: number;
  engine: number;
}

/** The typed rule numbers in a piece of copy. */
/** A chip's name ("Triple Lead") names the chip, not a number typed into the copy: read as a placeholder. */
const CHIP_NAME = new RegExp(Object.values(CHIP_NAMES).join('|'), 'g');

export function typedRuleNumbers(copy: string): Omit<Finding, 'file'>[] {
  const found: Omit<Finding, 'file'>[] = [];
  const text = copy.replace(CHIP_NAME, '{chip}');
  for (const claim of CLAIMS) {
    if (!claim.context.test(text)) continue;
    const m = claim.pattern.exec(text);
    const token = m?.slice(1).find((g) => g !== undefined);
    if (!m || token === undefined) continue;
    found.push({ text: copy, rule: claim.rule, typed: numberOf(token), engine: claim.engine });
  }
  return found;
}

describe('rule numbers in the copy', () => {
  it('the scanner finds the typed rule numbers of the first-run texts, with the engine’s numbers', () => {
    const rules = (t: string) => typedRuleNumbers(t).map((f) => [f.rule.split(' (')[0], f.typed]);
    // A chip's name is no typed number; a sentence that types the chip's multiplier is.
    expect(rules('Triple Lead played this week')).toEqual([]);
    expect(rules('This week your Lead is tripled')).toContainEqual(['Lead multiplier', 3]);
    expect(rules('Each is twice as likely to attack you this week.')).toContainEqual([
      'headline threat draw weight',
      2,
    ]);
    expect(rules('4 (doubled in weeks when it is a headline threat)')).toContainEqual([
      'headline threat draw weight',
      2,
    ]);
    expect(rules('Strong counters block 80% of the time, partial ones 35%; several together add up.')).toEqual([
      ['strong counter block chance', 80],
      ['partial counter block chance', 35],
    ]);
    expect(rules('Each case you get right before the deadline adds 90.0% to your block chance')).toContainEqual([
      'drill boost',
      90,
    ]);
    expect(rules('+6 points (doubled when your Lead is a strong counter)')).toContainEqual(['Lead multiplier', 2]);
    expect(rules('A breach costs twice the block points of its severity, so covering matters.')).toContainEqual([
      'breach cost against block points',
      2,
    ]);
    expect(rules('You can deploy 7 defenses at most.')).toContainEqual(['defenses deployed', 7]);
    expect(rules('Your squad is full: sell a defense first (10 at most).')).toContainEqual(['defenses owned', 10]);
    expect(rules('That position is full: you can own 3 defenses per position.')).toContainEqual([
      'defenses per position',
      3,
    ]);
    expect(rules('You can belong to 10 leagues at most.')).toContainEqual(['mini-leagues per player', 10]);
    // Interpolated numbers are not typed; research figures are not rules.
    expect(typedRuleNumbers('Strong counters block {…} of the time, partial ones {…}.')).toEqual([]);
    expect(
      typedRuleNumbers('FICO counted 96% more compromised US debit cards in 2023, and skimming at bank ATMs up 90%.'),
    ).toEqual([]);
    expect(typedRuleNumbers('Multi-factor authentication stops the vast majority of these attacks.')).toEqual([]);
  });

  it('the copy reads as written: literals, template texts and JSX text, not comments or code', () => {
    const copy = copyOf(
      'x.tsx',
      '// Strong counters block 80%\nconst a = `Strong counters block ${p}`;\nexport const B = () => <p>Each is twice as likely <b>{x}</b> to attack.</p>;',
    );
    expect(copy).toContain('Strong counters block {…}');
    expect(copy).toContain('Each is twice as likely {…} to attack.');
    expect(copy.join(' ')).not.toContain('80%');
  });

  it('no rule number is typed into the web app, the wiki content, the answer key, the errors or the Help rows', () => {
    const findings: Finding[] = [];
    for (const path of SCANNED) {
      for (const file of sourceFiles(path)) {
        for (const text of copyOf(file, readFileSync(file, 'utf8'))) {
          for (const f of typedRuleNumbers(text)) findings.push({ file: relative(REPO, file), ...f });
        }
      }
    }
    const lines = findings.map(
      (f) =>
        `${f.file}: "${f.text.slice(0, 120)}" types ${f.typed} for the ${f.rule}${Number.isNaN(f.engine) ? '' : f.typed === f.engine ? ' (the engine’s number today, but typed)' : `; the engine’s is ${f.engine}`}`,
    );
    expect(lines).toEqual([]);
  });
});
