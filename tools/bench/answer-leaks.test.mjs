import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerKeySignature, findAnswerLeaks, piecesOf } from './answer-leaks.mjs';
import { checkAnswerKey, formatAnswerKeyCheck, loadAnswerKeySignature } from './bundle.mjs';

const FIELDS = ['answerIndex', 'explanation', 'matrixClaim'];
const QUESTIONS = [
  { id: 'Phishing-3', explanation: "The median is 21 seconds, with another 28 seconds to enter data. That's why training people to pause matters." },
  { id: 'VpnUsage-1', explanation: 'A VPN hides your traffic from the café Wi-Fi, not from the site you visit.' },
];
const sig = answerKeySignature(QUESTIONS, FIELDS);
// What the web app's own code legitimately holds: the result's explanations, a CSS class.
const CLEAN_JS = 'const a=r.explanations[i];x({className:"quiz-explanation",children:a});const v={results:s,explanations:e,correctAnswers:c};';

describe('answer-key leak search', () => {
  it('splits an explanation where a minifier may escape it, keeping the long runs', () => {
    expect(piecesOf("That's it: a padlock is not a trust badge, whoever runs the site.")).toEqual(['s it: a padlock is not a trust badge, whoever runs the site.']);
    expect(piecesOf('A VPN hides your traffic from the café Wi-Fi network')).toEqual(['A VPN hides your traffic from the caf', 'Wi-Fi network']);
    expect(piecesOf('Short one.')).toEqual(['Short one.']);
  });

  it('finds an explanation however the build quotes or escapes it, in scripts and source maps', () => {
    const [phishing, vpn] = QUESTIONS;
    const files = [
      { name: 'assets/a.js', text: `${CLEAN_JS}const q=[{id:"Phishing-3",p:${JSON.stringify(phishing.explanation)}}];` },
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

  it('finds the answer fields as object keys in scripts, quoted or not', () => {
    const files = [
      { name: 'assets/a.js', text: 'const q=[{id:"X-1",prompt:"?",choices:["a","b"],answerIndex:1}];' },
      { name: 'assets/b.mjs', text: 'JSON.parse(\'{"matrixClaim":{"fraudId":"Phishing"}}\')' },
      { name: 'assets/c.js', text: 'x={ explanation : y }' },
    ];
    expect(findAnswerLeaks(files, sig)).toEqual([
      'assets/a.js: the answer field "answerIndex" as an object key',
      'assets/b.mjs: the answer field "matrixClaim" as an object key',
      'assets/c.js: the answer field "explanation" as an object key',
    ]);
  });

  it('passes a build with no answers: the app code, a half-quoted explanation, field names in CSS or a source map', () => {
    const files = [
      { name: 'assets/app.js', text: CLEAN_JS },
      // One piece of an explanation is not the explanation (a page may share a phrase with it).
      { name: 'assets/page.js', text: 'const label="The median is 21 seconds, with another 28 seconds to enter data.";' },
      { name: 'assets/app.css', text: '.quiz-explanation{margin:0}.quiz-explanation strong{display:inline}' },
      { name: 'assets/app.js.map', text: JSON.stringify({ sourcesContent: ['interface QuizResult { explanations: string[]; correctAnswers: number[] }'] }) },
    ];
    expect(findAnswerLeaks(files, sig)).toEqual([]);
  });

  it('refuses an empty answer key instead of passing every build', () => {
    expect(() => answerKeySignature([], FIELDS)).toThrow(/no questions/);
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

  it('reads all 120 explanations and the answer fields from the server-only answer key', () => {
    expect(real.explanations).toHaveLength(120);
    expect(real.fields).toEqual(FIELDS);
    for (const e of real.explanations) expect(e.pieces.length).toBeGreaterThan(0);
  });

  it('fails a build that holds one explanation of the real answer key', async () => {
    const { allQuizQuestions } = await import('jiti').then(({ createJiti }) => createJiti(import.meta.url).import('../../libs/domain/src/answer-key/index.ts'));
    const one = allQuizQuestions().find((q) => q.id === 'Phishing-2');
    const built = fakeBuild({ 'index.html': '<!doctype html><script src="/assets/index.js"></script>', 'assets/index.js': CLEAN_JS, 'assets/fraud-page.js': `export const x=${JSON.stringify(one.explanation)};` });
    const check = await checkAnswerKey({ dist: built, signature: real });
    expect(check.leaks).toEqual(['assets/fraud-page.js: the explanation of Phishing-2']);
    expect(formatAnswerKeyCheck(check)).toMatch(/^QUIZ ANSWERS IN THE WEB BUILD \(1;/);
  });

  it('fails a build that holds an answer field as a key, and passes a clean one', async () => {
    const leaky = await checkAnswerKey({ dist: fakeBuild({ 'assets/index.js': `${CLEAN_JS}const k={answerIndex:2};` }), signature: real });
    expect(leaky.leaks).toEqual(['assets/index.js: the answer field "answerIndex" as an object key']);
    const clean = await checkAnswerKey({ dist: fakeBuild({ 'assets/index.js': CLEAN_JS, 'assets/index.css': '.quiz-explanation{}' }), signature: real });
    expect(clean).toMatchObject({ files: 2, explanations: 120, leaks: [] });
    expect(formatAnswerKeyCheck(clean)).toBe('Answer key: none of its 120 explanations or answer fields (answerIndex, explanation, matrixClaim) in the 2 text files of the build.');
  });
});
