/**
 * The content check: the rules the wiki pages and the page checks must keep, as pure
 * functions over the content, so the tests run them on the real content (no violation) and on
 * copies with one planted error each (that error found). Five known errors must not come back;
 * every fraud page has an "In South Africa" block that sends a victim to a local channel;
 * figures are current, say where they were read (at the publisher, with the place in its
 * document, or in an outlet the text names) and each statistic is defined once; real cases rest
 * on records; quizzes explain every wrong choice, carry no joke distractors, ask at most one
 * question about the game's own matrix, and at least two of each page's three questions test
 * something the page itself teaches. The scenario cases have their own check (content/cases).
 *
 * This module knows only the content types: the answer key is passed in by the caller (a test),
 * never imported, since nothing outside the answer-key entry may import it.
 */
import type { FraudPage, DefensePage, FigureRead, KeyNumber, RealCase, SourceRef } from './types';
import { SA_ARRIVAL_CHANNELS, isBannedSource, primaryPublisherOf, saPublisherOf } from './types';

/** What the check knows about the world: kept in one place so a new report moves one line. */
export const CONTENT_RULES = Object.freeze({
  /** The newest FBI IC3 annual report published (the 2025 report, released April 2026). */
  latestIc3ReportYear: 2025,
  /** The largest DDoS attack on record as the content states it: Cloudflare, fourth quarter of 2025. */
  ddosRecord: { tbps: '31.4', year: 2025 },
  /** FBI IC3 public service announcements whose pages were found (PSA250723-4, which could not be, was dropped). */
  verifiedIc3Psas: ['PSA220208', 'PSA240911', 'PSA241203', 'PSA250123'],
  /** A figure is current when its report came out in this year or later … */
  currentReportYear: 2024,
  /** … and it describes this year or later. */
  currentDataYear: 2023,
  /** Share of each page's figures that must be current. */
  minCurrentShare: 0.8,
  /** Real cases (one per fraud page) that must rest on a primary record. */
  minPrimaryCases: 15,
  /** Fraud pages that must carry a South African case from a court, regulator, government, bank or company record. */
  minLocalCases: 5,
  /** Steps in "the next 10 minutes". */
  nextTenMinutes: { min: 3, max: 6 },
  /** A reason a choice is wrong is at least this long: a word or two explains nothing. */
  minWhyWrongLength: 30,
  /** Of each page's three questions, at least this many test something the page itself teaches. */
  minTeachingQuestions: 2,
});

export type ContentRule =
  | 'error/nist-failed-attempts'
  | 'error/ic3-latest'
  | 'error/unverified-fbi-psa'
  | 'error/voice-clone-minutes'
  | 'error/ddos-record'
  | 'south-africa/block'
  | 'south-africa/local-channel'
  | 'south-africa/step-names-channel'
  | 'south-africa/local-cases'
  | 'figures/current'
  | 'figures/primary'
  | 'figures/read'
  | 'figures/one-place'
  | 'cases/primary'
  | 'quiz/why-wrong'
  | 'quiz/joke-distractor'
  | 'quiz/matrix-questions'
  | 'quiz/teaches';

export interface Violation {
  rule: ContentRule;
  /** Where: a page id, a question id, or a field path. */
  where: string;
  detail: string;
}

/** The shape of a page check's question the rules need (the answer key's QuizQuestion fits it). */
export interface CheckedQuestion {
  id: string;
  prompt: string;
  choices: readonly string[];
  answerIndex: number;
  whyWrong: readonly (string | null)[];
  explanation: string;
  matrixClaim?: unknown;
  /** What on the page the question tests: a figure id of the page or a phrase quoted from it. */
  teaches?: { figure: string } | { phrase: string };
}

/** A statement the content makes, with where it is. Wrong quiz choices and their reasons are not statements of fact. */
export interface Claim {
  where: string;
  text: string;
}

/** Every string inside a value, with its path: the pages' statements, sources' titles and URLs included. */
export function claimsIn(value: unknown, where: string): Claim[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => claimsIn(v, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => claimsIn(v, `${where}.${k}`));
  return [];
}

/**
 * What a page check states as fact: its prompts, right answers and explanations. Its wrong
 * choices and the reasons they are wrong describe mistakes on purpose (the 2025 rule on failed
 * sign-ins may be quoted wrongly in a wrong choice and corrected in its reason), so the error
 * rules do not read them.
 */
export function quizClaims(questions: readonly CheckedQuestion[]): Claim[] {
  return questions.flatMap((q) => [
    { where: `${q.id}.prompt`, text: q.prompt },
    { where: `${q.id}.rightChoice`, text: q.choices[q.answerIndex] ?? '' },
    { where: `${q.id}.explanation`, text: q.explanation },
  ]);
}

/** Sentences of a text (a figure and its label read as one). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z"“(])/).filter((s) => s.trim().length > 0);
}

/** Five errors the content once had: each rule fails on any statement that brings one back. */
export function checkKnownErrors(claims: readonly Claim[]): Violation[] {
  const out: Violation[] = [];
  const { latestIc3ReportYear, ddosRecord, verifiedIc3Psas } = CONTENT_RULES;
  for (const { where, text } of claims) {
    for (const psa of text.match(/PSA\d{6}(?:-\d+)?/g) ?? []) {
      if (!verifiedIc3Psas.includes(psa))
        out.push({
          rule: 'error/unverified-fbi-psa',
          where,
          detail: `cites ${psa}, an FBI advisory that could not be found`,
        });
    }
    for (const s of sentences(text)) {
      const failedAttempts =
        /\bfail(?:ed|ures?)?\b[^.]*\b(?:attempts?|logins?|sign-ins?|guess)/i.test(s) ||
        /\b(?:attempts?|logins?)\b[^.]*\bfail/i.test(s);
      if (/\b30[- ]days?\b/i.test(s) && (failedAttempts || /NIST|800-63/i.test(s))) {
        out.push({
          rule: 'error/nist-failed-attempts',
          where,
          detail: `NIST sets no 30-day window on failed attempts, only 100 consecutive failures: "${s}"`,
        });
      } else if (/NIST|800-63/i.test(s) && failedAttempts && /\b100\b/.test(s) && !/consecutive|in a row/i.test(s)) {
        out.push({
          rule: 'error/nist-failed-attempts',
          where,
          detail: `NIST's limit is 100 consecutive failures; say so: "${s}"`,
        });
      }
      if (
        /\b(?:IC3|Internet Crime (?:Complaint Center|Report))\b/i.test(s) &&
        /\b(?:latest|most recent|newest)\b/i.test(s) &&
        !s.includes(String(latestIc3ReportYear))
      ) {
        out.push({
          rule: 'error/ic3-latest',
          where,
          detail: `calls an IC3 report other than the ${latestIc3ReportYear} one the latest: "${s}"`,
        });
      }
      if (
        /\b(?:clon\w*|imitat\w*|copy|copies|fake)\b/i.test(s) &&
        /\b(?:voice|audio|speech|recording)\b/i.test(s) &&
        /\b(?:a few|several|\d+|few)\s+minutes?\b/i.test(s)
      ) {
        out.push({
          rule: 'error/voice-clone-minutes',
          where,
          detail: `voice cloning needs seconds of audio, not minutes: "${s}"`,
        });
      }
      if (
        !where.endsWith('.url') &&
        /\b(?:record|largest|biggest)\b/i.test(s) &&
        /\bTbps\b|\bterabits? per second\b/i.test(s) &&
        !(s.includes(ddosRecord.tbps) && s.includes(String(ddosRecord.year)))
      ) {
        out.push({
          rule: 'error/ddos-record',
          where,
          detail: `a DDoS "record" must be the current one (${ddosRecord.tbps} Tbps, ${ddosRecord.year}) with its date, or not be called a record: "${s}"`,
        });
      }
    }
  }
  return out;
}

/** Statements of the pages: every string on them, sources included; a key figure reads with its label. */
export function pageClaims(fraudPages: readonly FraudPage[], defensePages: readonly DefensePage[]): Claim[] {
  const figureText = (k: KeyNumber) => `${k.figure}: ${k.label} (${k.year})`;
  return [
    ...fraudPages.flatMap((p) => [
      ...claimsIn(p, p.id),
      ...p.keyNumbers.map((k, i) => ({ where: `${p.id}.keyNumbers[${i}]`, text: figureText(k) })),
      ...(p.southAfrica?.figures ?? []).map((k, i) => ({
        where: `${p.id}.southAfrica.figures[${i}]`,
        text: figureText(k),
      })),
    ]),
    ...defensePages.flatMap((p) => claimsIn(p, p.id)),
  ];
}

const LOCAL_CASE_KINDS = ['court', 'parliament', 'regulator', 'government', 'bank', 'company'];

/** The "In South Africa" block on every fraud page, and the local cases across them. */
export function checkSouthAfrica(fraudPages: readonly FraudPage[]): Violation[] {
  const out: Violation[] = [];
  const { min, max } = CONTENT_RULES.nextTenMinutes;
  for (const p of fraudPages) {
    const sa = p.southAfrica;
    if (!sa) {
      out.push({ rule: 'south-africa/block', where: p.id, detail: 'has no "In South Africa" block' });
      continue;
    }
    if (sa.arrivesVia.length === 0)
      out.push({
        rule: 'south-africa/block',
        where: p.id,
        detail: 'says nothing about how it arrives in South Africa',
      });
    for (const a of sa.arrivesVia) {
      if (!(SA_ARRIVAL_CHANNELS as readonly string[]).includes(a.channel) || a.how.trim().length < 20) {
        out.push({
          rule: 'south-africa/block',
          where: `${p.id}.arrivesVia`,
          detail: `"${a.channel}" needs a known channel and a sentence on how it arrives`,
        });
      }
    }
    if (sa.nextTenMinutes.length < min || sa.nextTenMinutes.length > max) {
      out.push({
        rule: 'south-africa/block',
        where: `${p.id}.nextTenMinutes`,
        detail: `has ${sa.nextTenMinutes.length} steps, not ${min} to ${max}`,
      });
    }
    const local = sa.reportTo.filter((c) => saPublisherOf(c.source) !== undefined && c.contact.trim().length > 0);
    if (local.length === 0)
      out.push({
        rule: 'south-africa/local-channel',
        where: p.id,
        detail: "names no local reporting channel documented on a South African publisher's own page",
      });
    for (const c of sa.reportTo) {
      if (!sa.nextTenMinutes.some((step) => step.includes(c.mention))) {
        out.push({
          rule: 'south-africa/step-names-channel',
          where: `${p.id}.reportTo`,
          detail: `lists "${c.name}" but no step sends the victim there (no step mentions "${c.mention}")`,
        });
      }
    }
  }
  const withLocalCase = fraudPages.filter((p) => {
    const c = p.southAfrica?.localCase;
    const kind = c ? saPublisherOf(c.source)?.kind : undefined;
    return kind !== undefined && LOCAL_CASE_KINDS.includes(kind);
  });
  if (withLocalCase.length < CONTENT_RULES.minLocalCases) {
    out.push({
      rule: 'south-africa/local-cases',
      where: 'fraud pages',
      detail: `${withLocalCase.length} pages carry a South African case from a court, regulator, government, bank or company record; at least ${CONTENT_RULES.minLocalCases} must`,
    });
  }
  return out;
}

/** A figure is current when its report is of 2024 or later and it describes 2023 or later. */
export function isCurrent(k: Pick<KeyNumber, 'year' | 'source'>): boolean {
  return k.source.year >= CONTENT_RULES.currentReportYear && k.year >= CONTENT_RULES.currentDataYear;
}

/**
 * What a publisher-kind figure's locator must name: a page, table, figure, section, chapter,
 * abstract, paragraph or column of the publisher's document ("p. 12", "Table 3",
 * "section 'Background'").
 */
export const LOCATOR_PATTERN =
  /\b(?:p\.|pp\.|page|pages|table|figure|fig\.|section|chapter|abstract|paragraphs?|column|bullet)\b|§/i;

/** Every statistic a page states: a fraud page's key numbers and local figures, a defense page's figures. */
export function figuresOf(p: FraudPage | DefensePage): KeyNumber[] {
  return 'keyNumbers' in p ? [...p.keyNumbers, ...(p.southAfrica?.figures ?? [])] : [...(p.figures ?? [])];
}

/** Why a figure's `read` field does not hold, or undefined when it does. */
export function readProblem(
  k: Pick<KeyNumber, 'figure' | 'label' | 'source'> & { read?: FigureRead },
): string | undefined {
  const read = k.read;
  if (!read) return `${k.figure} does not say where it was read (publisher or outlet)`;
  if (read.kind === 'publisher') {
    if (!LOCATOR_PATTERN.test(read.locator ?? ''))
      return `${k.figure} was read at its publisher but names no page, table or section in ${k.source.url} (locator "${read.locator ?? ''}")`;
    return undefined;
  }
  if (read.kind === 'outlet') {
    const outlet = (read.outlet ?? '').trim();
    if (outlet.length === 0) return `${k.figure} was read in an outlet but does not name it`;
    if (!k.label.includes(outlet))
      return `${k.figure} was read only in ${outlet}, but its text does not name the outlet: "${k.label}"`;
    if (k.source.publisher !== outlet)
      return `${k.figure} was read in ${outlet}, but its source is ${k.source.publisher}'s ${k.source.url}`;
    return undefined;
  }
  return `${k.figure} has an unknown kind of reading`;
}

/** Each page's figures (key numbers and local figures): current, and resting on the publisher's own page. */
export function checkFigures(fraudPages: readonly FraudPage[]): Violation[] {
  const out: Violation[] = [];
  for (const p of fraudPages) {
    const figures = [...p.keyNumbers, ...(p.southAfrica?.figures ?? [])];
    const current = figures.filter(isCurrent);
    if (figures.length === 0 || current.length / figures.length < CONTENT_RULES.minCurrentShare) {
      const stale = figures.filter((k) => !isCurrent(k)).map((k) => `${k.figure} (${k.year}, report ${k.source.year})`);
      out.push({
        rule: 'figures/current',
        where: p.id,
        detail: `${current.length} of ${figures.length} figures are from reports of ${CONTENT_RULES.currentReportYear} or later; at least ${CONTENT_RULES.minCurrentShare * 100}% must be. Stale: ${stale.join('; ')}`,
      });
    }
    for (const k of figures) {
      if (isBannedSource(k.source) || (k.read?.kind === 'publisher' && primaryPublisherOf(k.source) === undefined)) {
        out.push({
          rule: 'figures/primary',
          where: p.id,
          detail: `${k.figure} is said to be read at its publisher but rests on ${k.source.url}, not on the publisher's own page`,
        });
      }
    }
  }
  return out;
}

/**
 * Where each figure was read (the `read` field, not the link's host): a figure read at its
 * publisher names the page, table or section; a figure read only in an outlet names the outlet in
 * its text and links the outlet's article.
 */
export function checkFigureReads(pages: readonly (FraudPage | DefensePage)[]): Violation[] {
  return pages.flatMap((p) =>
    figuresOf(p).flatMap((k) => {
      const problem = readProblem(k);
      return problem ? [{ rule: 'figures/read' as const, where: `${p.id}: ${k.id ?? k.figure}`, detail: problem }] : [];
    }),
  );
}

/** A percentage as written in a text ("62%", "99.22%"). */
const PERCENT = /\d+(?:[.,]\d+)?\s?%/g;
const normalisePercent = (s: string) => s.replace(/\s/g, '').replace(',', '.');

/**
 * One figure, one place. A statistic is one object, however many pages use it: two objects with
 * the same id, or two ids for the same figure from the same source, are a statistic defined twice.
 * A defense page quotes figures in its text, so every percentage in that text must be one of the
 * statistics it lists in `figures` (which come from the shared constants).
 */
export function checkOneFigureOnePlace(pages: readonly (FraudPage | DefensePage)[]): Violation[] {
  const out: Violation[] = [];
  const byId = new Map<string, { k: KeyNumber; where: string }>();
  const byStatistic = new Map<string, { k: KeyNumber; where: string }>();
  for (const p of pages) {
    for (const k of figuresOf(p)) {
      const seen = byId.get(k.id);
      if (seen && seen.k !== k)
        out.push({
          rule: 'figures/one-place',
          where: `${p.id}: ${k.id}`,
          detail: `the statistic ${k.id} is defined twice (also on ${seen.where}); import the one constant`,
        });
      else if (!seen) byId.set(k.id, { k, where: p.id });
      const key = `${k.figure.trim().toLowerCase()} @ ${k.source.url}`;
      const same = byStatistic.get(key);
      if (same && same.k !== k && same.k.id !== k.id)
        out.push({
          rule: 'figures/one-place',
          where: `${p.id}: ${k.id}`,
          detail: `${k.figure} from ${k.source.url} is defined twice, as ${same.k.id} (on ${same.where}) and ${k.id}`,
        });
      else if (!same) byStatistic.set(key, { k, where: p.id });
    }
    if (!('keyNumbers' in p)) {
      const known = (p.figures ?? []).flatMap((k) => (k.figure.match(PERCENT) ?? []).map(normalisePercent));
      for (const { where, text } of claimsIn(
        { whatItIs: p.whatItIs, howItWorks: p.howItWorks, tradeOffs: p.tradeOffs, mythFact: p.mythFact?.fact },
        p.id,
      )) {
        for (const pct of text.match(PERCENT) ?? []) {
          if (!known.includes(normalisePercent(pct)))
            out.push({
              rule: 'figures/one-place',
              where,
              detail: `quotes ${pct}, which is not one of the page's figures; use the shared constant (and list it in figures)`,
            });
        }
      }
    }
  }
  return out;
}

/** How many distinct statistics were read at the publisher and how many only in an outlet. */
export function figureSummary(figures: readonly Pick<KeyNumber, 'read'>[]): {
  publisher: number;
  outlet: number;
  total: number;
} {
  const distinct = [...new Set(figures)];
  const publisher = distinct.filter((k) => k.read?.kind === 'publisher').length;
  const outlet = distinct.filter((k) => k.read?.kind === 'outlet').length;
  return { publisher, outlet, total: distinct.length };
}

/** Real cases: at least 15 of the 20 rest on a primary record (court, regulator, government, company or the author's own account). */
export function checkCases(fraudPages: readonly FraudPage[]): Violation[] {
  const cases: { id: string; c: RealCase }[] = fraudPages.map((p) => ({ id: p.id, c: p.realCase }));
  const secondary = cases.filter(({ c }) => primaryPublisherOf(c.source) === undefined);
  const primary = cases.length - secondary.length;
  return primary >= CONTENT_RULES.minPrimaryCases
    ? []
    : [
        {
          rule: 'cases/primary',
          where: 'fraud pages',
          detail: `${primary} of ${cases.length} real cases rest on a primary record; at least ${CONTENT_RULES.minPrimaryCases} must. Secondary: ${secondary.map(({ id, c }) => `${id} (${c.source.url})`).join('; ')}`,
        },
      ];
}

/**
 * Distractors no real person would choose: the joke options once in the bank ("only works on
 * weekends", "to get two mailboxes for free" …). A choice that matches one is refused.
 */
export const JOKE_DISTRACTOR_MARKERS: readonly RegExp[] = [
  /\bon (?:weekends|sundays)\b/i,
  /\bfor free\b/i,
  /\billegal everywhere\b/i,
  /\bfavou?rite colou?r\b/i,
  /\b(?:work|start|load)s? faster\b/i,
  /\bautomatically pays the ransom\b/i,
  /\balways wrong\b/i,
  /\bnever answer the phone\b/i,
];

/** Words that make a question about the game itself rather than about the world. */
const GAME_WORDS = /\b(?:FraudShield|in the game|the matrix|your squad|block chance|your Lead)\b/i;

/** The page checks: a reason for every wrong choice, no joke distractors, at most one question per page about the game's matrix. */
export function checkQuizzes(quizzesByPage: Readonly<Record<string, readonly CheckedQuestion[]>>): Violation[] {
  const out: Violation[] = [];
  for (const [pageId, questions] of Object.entries(quizzesByPage)) {
    let aboutMatrix = 0;
    for (const q of questions) {
      const n = q.choices.length;
      if (!Array.isArray(q.whyWrong) || q.whyWrong.length !== n) {
        out.push({
          rule: 'quiz/why-wrong',
          where: q.id,
          detail: `needs one reason per choice (${n}), has ${Array.isArray(q.whyWrong) ? q.whyWrong.length : 'none'}`,
        });
      } else {
        q.whyWrong.forEach((why, i) => {
          if (i === q.answerIndex) {
            if (why !== null)
              out.push({
                rule: 'quiz/why-wrong',
                where: q.id,
                detail: 'the right choice is given a reason it is wrong',
              });
          } else if (typeof why !== 'string' || why.trim().length < CONTENT_RULES.minWhyWrongLength) {
            out.push({
              rule: 'quiz/why-wrong',
              where: q.id,
              detail: `wrong choice "${q.choices[i]}" says too little about why it is wrong`,
            });
          } else if (why.trim() === q.explanation.trim()) {
            out.push({
              rule: 'quiz/why-wrong',
              where: q.id,
              detail: `the reason for "${q.choices[i]}" only repeats the explanation`,
            });
          }
        });
        const reasons = q.whyWrong.filter((w): w is string => typeof w === 'string');
        if (new Set(reasons).size !== reasons.length)
          out.push({ rule: 'quiz/why-wrong', where: q.id, detail: 'two wrong choices share one reason' });
      }
      q.choices.forEach((c, i) => {
        if (i !== q.answerIndex && JOKE_DISTRACTOR_MARKERS.some((re) => re.test(c))) {
          out.push({
            rule: 'quiz/joke-distractor',
            where: q.id,
            detail: `"${c}" is a joke, not a mistake a real person makes`,
          });
        }
      });
      const gameQuestion = GAME_WORDS.test(q.prompt) || GAME_WORDS.test(q.choices[q.answerIndex] ?? '');
      if (q.matrixClaim !== undefined || gameQuestion) aboutMatrix++;
      if (gameQuestion && q.matrixClaim === undefined) {
        out.push({
          rule: 'quiz/matrix-questions',
          where: q.id,
          detail: 'asks about the game but carries no matrix claim to check it against',
        });
      }
    }
    if (aboutMatrix > 1)
      out.push({
        rule: 'quiz/matrix-questions',
        where: pageId,
        detail: `${aboutMatrix} questions are about the game's own matrix; at most 1 may be`,
      });
  }
  return out;
}

/** Every source a fraud page's "In South Africa" block cites. */
export function southAfricaSourcesOf(p: FraudPage): SourceRef[] {
  const sa = p.southAfrica;
  return [
    ...sa.figures.map((f) => f.source),
    ...sa.reportTo.map((c) => c.source),
    ...(sa.localCase ? [sa.localCase.source] : []),
  ];
}

/** Text compared loosely: lower case, straight quotes, one space. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

/** Words of four letters or more: what a phrase is about. */
const contentWords = (s: string) => [...new Set(norm(s).match(/[a-z0-9][a-z0-9'-]{3,}/g) ?? [])];

/** Everything a page says, as one text: its statements, figures and their labels (not its links). */
function pageText(p: FraudPage | DefensePage): string {
  return norm(
    claimsIn(p, p.id)
      .filter((c) => !c.where.endsWith('.url'))
      .map((c) => c.text)
      .join(' \n '),
  );
}

/** Whether a question tests something its page teaches, and what. */
export interface TeachingVerdict {
  pageId: string;
  questionId: string;
  /** What it tests, as the check read it ("figure VERIZON_2026_HUMAN_ELEMENT", 'phrase "…"'), or undefined. */
  teaches?: string;
  /** Why the tag does not hold, when it does not. */
  problem?: string;
}

/**
 * Each question's `teaches` against its page: a figure must be one of the page's figures and its
 * number must be in the question's prompt, right answer or explanation; a phrase (three words or
 * more) must be in the page's text, and at least half of its words must be in the prompt, right
 * answer or explanation. A question without a tag, or whose tag does not hold, does not count as
 * testing the page.
 */
export function teachingVerdicts(
  pages: readonly (FraudPage | DefensePage)[],
  quizzesByPage: Readonly<Record<string, readonly CheckedQuestion[]>>,
): TeachingVerdict[] {
  const byId = new Map(pages.map((p) => [p.id as string, p]));
  return Object.entries(quizzesByPage).flatMap(([pageId, questions]) => {
    const p = byId.get(pageId);
    const text = p ? pageText(p) : '';
    return questions.map((q): TeachingVerdict => {
      const base = { pageId, questionId: q.id };
      const t = q.teaches;
      if (!t) return base;
      const asked = norm(`${q.prompt} ${q.choices[q.answerIndex] ?? ''} ${q.explanation}`);
      if ('figure' in t) {
        const label = `figure ${t.figure}`;
        const k = p ? figuresOf(p).find((f) => f.id === t.figure) : undefined;
        if (!k) return { ...base, teaches: label, problem: `${t.figure} is not a figure of the page ${pageId}` };
        const number = k.figure.match(/\d[\d.,]*/)?.[0];
        if (!number || !asked.includes(number))
          return { ...base, teaches: label, problem: `the question does not use the figure ${k.figure}` };
        return { ...base, teaches: label };
      }
      const label = `phrase "${t.phrase}"`;
      const phrase = norm(t.phrase);
      if (phrase.split(' ').length < 3)
        return { ...base, teaches: label, problem: 'a phrase must have three words or more' };
      if (!text.includes(phrase))
        return { ...base, teaches: label, problem: `the page ${pageId} does not say "${t.phrase}"` };
      const words = contentWords(phrase);
      const used = words.filter((w) => asked.includes(w));
      if (used.length * 2 < words.length)
        return {
          ...base,
          teaches: label,
          problem: `the question hardly uses the phrase (${used.length} of ${words.length} words)`,
        };
      return { ...base, teaches: label };
    });
  });
}

/** At least two of each page's three questions test something the page teaches (a fact, figure or step it gives). */
export function checkQuizTeaching(
  pages: readonly (FraudPage | DefensePage)[],
  quizzesByPage: Readonly<Record<string, readonly CheckedQuestion[]>>,
): Violation[] {
  const verdicts = teachingVerdicts(pages, quizzesByPage);
  const out: Violation[] = verdicts
    .filter((v) => v.problem)
    .map((v) => ({ rule: 'quiz/teaches' as const, where: v.questionId, detail: `${v.teaches}: ${v.problem}` }));
  for (const pageId of Object.keys(quizzesByPage)) {
    const qualifying = verdicts.filter((v) => v.pageId === pageId && v.teaches && !v.problem);
    if (qualifying.length < CONTENT_RULES.minTeachingQuestions)
      out.push({
        rule: 'quiz/teaches',
        where: pageId,
        detail: `${qualifying.length} of its questions test something the page teaches; at least ${CONTENT_RULES.minTeachingQuestions} must`,
      });
  }
  return out;
}
