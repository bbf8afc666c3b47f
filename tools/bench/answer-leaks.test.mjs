import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerKeySignature, findAnswerLeaks, piecesOf } from './answer-leaks.mjs';
import { checkAnswerKey, formatAnswerKeyCheck, loadAnswerKeySignature } from './bundle.mjs';

const FIELDS = ['answerIndex', 'whyWrong', 'explanation', 'matrixClaim', 'teaches'];
const QUESTIONS = [
  {
    id: 'Phishing-3',
    explanation:
      "The median is 21 seconds, with another 28 seconds to enter data. That's why training people to pause matters.",
  },
  {
    id: 'VpnUsage-1',
    explanation: 'A VPN hides your traffic from the café Wi-Fi, not from the site you visit.',
    whyWrong: [null, "A VPN doesn't judge where a link goes: the fake page loads through it just the same."],
  },
];
const CASE_KEYS = [
  {
    id: 'sms-1',
    answerId: 'c',
    legitimate: false,
    flags: [
      { quote: 'Pay within 24h', why: 'A small fee plus a deadline gets card details fast.' },
      {
        quote: 'delivery-fee.example.net',
        why: "The real domain is delivery-fee.example.net; the courier's name is only a prefix.",
      },
    ],
    habit: "Check a delivery on the courier's own app, never through the link in a text.",
  },
];
const sig = answerKeySignature(QUESTIONS, FIELDS);
const importDomain = async (path) =>
  (await import('jiti')).createJiti(import.meta.url).import(`../../libs/domain/src/${path}`);
// What the web app's own code legitimately holds: the result's explanations, a CSS class.
const CLEAN_JS =
  'const a=r.explanations[i];const w=r.feedback?.[i]?.[c];x({className:"quiz-explanation",children:a});x({className:"quiz-why",children:w});const v={results:s,explanations:e,correctAnswers:c,feedback:f};';

describe('answer-key leak search', () => {
  it('splits an explanation where a minifier may escape it, keeping the long runs', () => {
    expect(piecesOf("That's it: a padlock is not a trust badge, whoever runs the site.")).toEqual([
      's it: a padlock is not a trust badge, whoever runs the site.',
    ]);
    expect(piecesOf('A VPN hides your traffic from the café Wi-Fi network')).toEqual([
      'A VPN hides your traffic from the caf',
      'Wi-Fi network',
    ]);
    expect(piecesOf('Short one.')).toEqual(['Short one.']);
  });

  it('finds an explanation however the build quotes or escapes it, in scripts and source maps', () => {
    const [phishing, vpn] = QUESTIONS;
    const files = [
      {
        name: 'assets/a.js',
        text: `${CLEAN_JS}const q=[{id:"Phishing-3",p:${JSON.stringify(phishing.explanation)}}];`,
      },
      { name: 'assets/b.js', text: `const t='${phishing.explanation.replace(/'/g, "\\'")}';` },
      { name: 'assets/c.js', text: `const t="${vpn.explanation.replace('é', '\\xE9')}";` },
      { name: 'assets/d.js.map', text: JSON.stringify({ sourcesContent: [`explanation: '${vpn.explanation}'`] }) },
    ];
    expect(findAnswerLeaks(files, sig)).toEqual([
      'assets/a.js: the explanation of Phishing-3',
      'assets/b.js: the explanation of Phishing-3',
      'assets/c.js: the explanation of VpnUsage-1',
      'assets/d.js.map: the explanation of VpnUsage-1',
    ]);
  });

  it('finds the reason a wrong choice is wrong however the build quotes it', () => {
    const why = QUESTIONS[1].whyWrong[1];
    const files = [
      { name: 'assets/a.js', text: `${CLEAN_JS}const r=${JSON.stringify(why)};` },
      { name: 'assets/b.js', text: `const r='${why.replace(/'/g, "\\'")}';` },
      { name: 'assets/c.js.map', text: JSON.stringify({ sourcesContent: [`whyWrong: [null, '${why}']`] }) },
    ];
    expect(findAnswerLeaks(files, sig)).toEqual([
      'assets/a.js: why choice 2 of VpnUsage-1 is wrong',
      'assets/b.js: why choice 2 of VpnUsage-1 is wrong',
      'assets/c.js.map: why choice 2 of VpnUsage-1 is wrong',
    ]);
  });

  it('finds the answer fields as object keys in scripts, quoted or not', () => {
    const files = [
      { name: 'assets/a.js', text: 'const q=[{id:"X-1",prompt:"?",choices:["a","b"],answerIndex:1}];' },
      { name: 'assets/b.mjs', text: 'JSON.parse(\'{"matrixClaim":{"fraudId":"Phishing"}}\')' },
      { name: 'assets/c.js', text: 'x={ explanation : y }' },
      { name: 'assets/d.js', text: 'const q={id:"X-1",whyWrong:[null,"no"]};' },
    ];
    expect(findAnswerLeaks(files, sig)).toEqual([
      'assets/a.js: the answer field "answerIndex" as an object key',
      'assets/b.mjs: the answer field "matrixClaim" as an object key',
      'assets/c.js: the answer field "explanation" as an object key',
      'assets/d.js: the answer field "whyWrong" as an object key',
    ]);
  });

  it('passes a build with no answers: the app code, a half-quoted explanation, field names in CSS or a source map', () => {
    const files = [
      { name: 'assets/app.js', text: CLEAN_JS },
      // One piece of an explanation is not the explanation (a page may share a phrase with it).
      {
        name: 'assets/page.js',
        text: 'const label="The median is 21 seconds, with another 28 seconds to enter data.";',
      },
      { name: 'assets/app.css', text: '.quiz-explanation{margin:0}.quiz-explanation strong{display:inline}' },
      {
        name: 'assets/app.js.map',
        text: JSON.stringify({
          sourcesContent: ['interface QuizResult { explanations: string[]; correctAnswers: number[] }'],
        }),
      },
    ];
    expect(findAnswerLeaks(files, sig)).toEqual([]);
  });

  it('refuses an empty answer key instead of passing every build', () => {
    expect(() => answerKeySignature([], FIELDS)).toThrow(/no questions/);
    expect(() => answerKeySignature(QUESTIONS, FIELDS, [])).toThrow(/no case keys/);
  });

  it("finds a case's habit or red-flag reason however the build quotes it, and names the case", () => {
    const withCases = answerKeySignature(QUESTIONS, FIELDS, CASE_KEYS);
    const [sms] = CASE_KEYS;
    const files = [
      { name: 'assets/a.js', text: `${CLEAN_JS}const k={h:${JSON.stringify(sms.habit)}};` },
      { name: 'assets/b.js', text: `const w='${sms.flags[1].why.replace(/'/g, "\\'")}';` },
      { name: 'assets/c.js.map', text: JSON.stringify({ sourcesContent: [`why: "${sms.flags[0].why}"`] }) },
      // The flag's quote is the case's own public text: showing it is not a leak.
      { name: 'assets/d.js', text: `const body=${JSON.stringify(sms.flags.map((f) => f.quote))};` },
    ];
    expect(findAnswerLeaks(files, withCases)).toEqual([
      'assets/a.js: the habit of case sms-1',
      'assets/b.js: red flag 2 of case sms-1',
      'assets/c.js.map: red flag 1 of case sms-1',
    ]);
    // Without case keys (the quiz-only signature) none of this is searched.
    expect(findAnswerLeaks(files, sig)).toEqual([]);
  });
});

describe('checkAnswerKey (what npm test runs on apps/web/dist)', () => {
  let real;
  let dist;
  beforeAll(async () => {
    real = await loadAnswerKeySignature();
  });
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  const fakeBuild = (files) => {
    dist = mkdtempSync(join(tmpdir(), 'fs-answer-key-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dist, name, '..'), { recursive: true });
      writeFileSync(join(dist, name), text);
    }
    return dist;
  };

  it('reads all 120 explanations, every reason a choice is wrong and the answer fields from the server-only answer key', async () => {
    expect(real.explanations).toHaveLength(120);
    expect(real.fields).toEqual(FIELDS);
    for (const e of real.explanations) expect(e.pieces.length).toBeGreaterThan(0);
    const { allQuizQuestions } = await importDomain('answer-key/index.ts');
    const reasons = allQuizQuestions().reduce((n, q) => n + q.choices.length - 1, 0);
    expect(real.choiceTexts).toHaveLength(reasons);
    for (const t of real.choiceTexts) expect(t.pieces.length, t.id).toBeGreaterThan(0);
  });

  it('fails a build that holds one reason a choice is wrong from the real answer key', async () => {
    const { allQuizQuestions } = await importDomain('answer-key/index.ts');
    const q = allQuizQuestions().find((x) => x.id === 'BruteForce-2');
    const i = q.whyWrong.findIndex((w) => w !== null);
    const built = fakeBuild({
      'assets/index.js': CLEAN_JS,
      'assets/quiz.js': `const r=${JSON.stringify(q.whyWrong[i])};`,
    });
    const check = await checkAnswerKey({ dist: built, signature: real });
    expect(check.leaks).toEqual([`assets/quiz.js: why choice ${i + 1} of BruteForce-2 is wrong`]);
  });

  it('fails a build that holds one explanation of the real answer key', async () => {
    const { allQuizQuestions } = await import('jiti').then(({ createJiti }) =>
      createJiti(import.meta.url).import('../../libs/domain/src/answer-key/index.ts'),
    );
    const one = allQuizQuestions().find((q) => q.id === 'Phishing-2');
    const built = fakeBuild({
      'index.html': '<!doctype html><script src="/assets/index.js"></script>',
      'assets/index.js': CLEAN_JS,
      'assets/fraud-page.js': `export const x=${JSON.stringify(one.explanation)};`,
    });
    const check = await checkAnswerKey({ dist: built, signature: real });
    expect(check.leaks).toEqual(['assets/fraud-page.js: the explanation of Phishing-2']);
    expect(formatAnswerKeyCheck(check)).toMatch(/^ANSWERS IN THE WEB BUILD \(1;/);
  });

  it('fails a build that holds an answer field as a key, and passes a clean one', async () => {
    const leaky = await checkAnswerKey({
      dist: fakeBuild({ 'assets/index.js': `${CLEAN_JS}const k={answerIndex:2};` }),
      signature: real,
    });
    expect(leaky.leaks).toEqual(['assets/index.js: the answer field "answerIndex" as an object key']);
    const clean = await checkAnswerKey({
      dist: fakeBuild({ 'assets/index.js': CLEAN_JS, 'assets/index.css': '.quiz-explanation{}' }),
      signature: real,
    });
    expect(clean).toMatchObject({
      files: 2,
      explanations: 120,
      choiceTexts: real.choiceTexts.length,
      cases: real.cases,
      caseTexts: real.caseTexts.length,
      leaks: [],
    });
    expect(formatAnswerKeyCheck(clean)).toBe(
      `Answer key: none of its 120 explanations, the ${real.choiceTexts.length} reasons a choice is wrong, the habits and red-flag reasons of its ${real.cases} cases (${real.caseTexts.length} texts) or answer fields (answerIndex, whyWrong, explanation, matrixClaim, teaches) in the 2 text files of the build.`,
    );
  });

  it("reads every scenario case's habit and red-flag reasons from the server-only answer key", async () => {
    const { CASE_KEYS } = await importDomain('answer-key/index.ts');
    expect(real.cases).toBe(CASE_KEYS.length);
    expect(real.cases).toBeGreaterThanOrEqual(80);
    expect(real.caseTexts).toHaveLength(CASE_KEYS.reduce((n, k) => n + 1 + k.flags.length, 0));
    for (const t of real.caseTexts) expect(t.pieces.length, t.id).toBeGreaterThan(0);
  });

  it("fails a build that holds a case's habit or one red-flag reason of the real answer key", async () => {
    const { caseKeyById } = await importDomain('answer-key/index.ts');
    const bec = caseKeyById('bec-02');
    const built = fakeBuild({
      'assets/index.js': CLEAN_JS,
      'assets/drill.js': `const h=${JSON.stringify(bec.habit)};`,
      'assets/drill.js.map': JSON.stringify({ sourcesContent: [`why: '${bec.flags[1].why.replace(/'/g, "\\'")}'`] }),
    });
    const check = await checkAnswerKey({ dist: built, signature: real });
    expect(check.leaks).toEqual([
      'assets/drill.js: the habit of case bec-02',
      'assets/drill.js.map: red flag 2 of case bec-02',
    ]);
  });

  it('passes a build that holds all the public content: the wiki pages, the quiz questions and every case as the player sees it', async () => {
    const content = await importDomain('content/index.ts');
    const { allQuizQuestions } = await importDomain('answer-key/index.ts');
    const questions = allQuizQuestions().map(({ id, prompt, choices }) => ({ id, prompt, choices }));
    const built = fakeBuild({
      'assets/index.js': CLEAN_JS,
      'assets/wiki.js': `export const p=${JSON.stringify({ frauds: content.FRAUD_PAGES, defenses: content.DEFENSE_PAGES })};`,
      'assets/quiz.js': `export const q=${JSON.stringify(questions)};`,
      'assets/cases.js': `export const c=${JSON.stringify(content.SCENARIO_CASES)};`,
    });
    const check = await checkAnswerKey({ dist: built, signature: real });
    expect(check.leaks).toEqual([]);
  });
});
