import { describe, expect, it } from 'vitest';
import { isDefenseId, isFraudId } from '../../catalog/ids';
import { DEFENSE_PAGES } from '../../content/defenses';
import { FRAUD_PAGES } from '../../content/frauds';
import { SCENARIO_CASES, caseById, type CaseMedium, type ScenarioCase } from '../../content/cases';
import { CASE_KEYS, caseKeyById } from './index';

// The content checks of the scenario cases: the public half (content/cases) against
// the server-only key (this folder). Each check lists the offending case ids, so a failure says
// which case to fix. The rules of the bank as a whole (size, cases per fraud, tags, genuine share,
// setup-line clues, answer positions, the public/graded split) are in case-check.test.ts.

const MEDIA: readonly CaseMedium[] = [
  'email',
  'sms',
  'chat',
  'call',
  'voicemail',
  'invoice',
  'video-call',
  'web-page',
  'login-prompt',
  'pitch',
  'letter',
  'in-person',
];
const TRANSCRIPT_MEDIA: ReadonlySet<CaseMedium> = new Set(['call', 'voicemail', 'chat', 'video-call']);
/** Words that would tell the player the answer if the case's own text (outside a quoted message) used them. */
const GIVE_AWAY =
  /\b(scam\w*|fake\w*|fraud\w*|suspicious\w*|phish\w*|spoof\w*|impostor|imposter|genuine|legit\w*|red flags?)\b/i;
/** Cases where the quoted message itself plausibly uses such a word (a criminal's "fraud team" script). */
const GIVE_AWAY_ALLOWED_IN_MESSAGE: ReadonlySet<string> = new Set(['vishing-01']);
/** What a phone shows without scrolling much: the message or transcript of one case. */
const MAX_MESSAGE_CHARS = 900;

const keyOf = (c: ScenarioCase) => {
  const key = caseKeyById(c.id);
  if (!key) throw new Error(`no key for ${c.id}`);
  return key;
};
/** The header and setting fields of a case: never the place for a give-away word. */
const headerTexts = (c: ScenarioCase) =>
  [c.context, c.from, c.to, c.subject, c.link].filter((t): t is string => t !== undefined);
/** The message itself: body paragraphs and transcript lines. */
const messageTexts = (c: ScenarioCase) => [...c.body, ...(c.lines ?? []).map((l) => l.text)];
const caseTexts = (c: ScenarioCase) => [...headerTexts(c), ...messageTexts(c)];
const offenders = (pred: (c: ScenarioCase) => boolean) => SCENARIO_CASES.filter(pred).map((c) => c.id);

describe('scenario cases and their answer key', () => {
  it('pairs every case with exactly one key and every key with a case', () => {
    const caseIds = SCENARIO_CASES.map((c) => c.id);
    const keyIds = CASE_KEYS.map((k) => k.id);
    expect(new Set(caseIds).size, 'duplicate case ids').toBe(caseIds.length);
    expect(new Set(keyIds).size, 'duplicate key ids').toBe(keyIds.length);
    expect([...keyIds].sort()).toEqual([...caseIds].sort());
    for (const id of caseIds) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*-\d{2}$/);
      expect(caseById(id)?.id).toBe(id);
      expect(caseKeyById(id)?.id).toBe(id);
    }
    for (const id of ['', 'nope-01', 'toString', '__proto__']) {
      expect(caseById(id)).toBeUndefined();
      expect(caseKeyById(id)).toBeUndefined();
    }
  });

  it('links a real fraud page and 1 to 3 distinct defenses that have pages', () => {
    expect(
      offenders((c) => !isFraudId(c.fraudId) || FRAUD_PAGES[c.fraudId]?.id !== c.fraudId),
      'bad fraud',
    ).toEqual([]);
    expect(
      offenders(
        (c) => c.defenseIds.length < 1 || c.defenseIds.length > 3 || new Set(c.defenseIds).size !== c.defenseIds.length,
      ),
      'defense count',
    ).toEqual([]);
    expect(
      offenders((c) => c.defenseIds.some((d) => !isDefenseId(d) || DEFENSE_PAGES[d]?.id !== d)),
      'unknown defense',
    ).toEqual([]);
  });

  it('uses every medium, with the fields each medium needs', () => {
    expect(
      MEDIA.filter((m) => !SCENARIO_CASES.some((c) => c.medium === m)),
      'media never used',
    ).toEqual([]);
    expect(
      offenders((c) => !MEDIA.includes(c.medium)),
      'unknown medium',
    ).toEqual([]);
    expect(
      offenders((c) => c.medium === 'email' && !(c.from && c.subject)),
      'email without from and subject',
    ).toEqual([]);
    expect(
      offenders((c) => c.medium === 'sms' && !c.from),
      'text without sender',
    ).toEqual([]);
    expect(
      offenders((c) => TRANSCRIPT_MEDIA.has(c.medium) !== (c.lines !== undefined && c.lines.length > 0)),
      'lines only and always for call, voicemail, chat, video call',
    ).toEqual([]);
    expect(
      offenders((c) => (c.lines ?? []).some((l) => !l.speaker.trim() || !l.text.trim())),
      'empty transcript line',
    ).toEqual([]);
    expect(
      offenders((c) => (c.medium === 'web-page' || c.medium === 'login-prompt') && !c.link),
      'page without address',
    ).toEqual([]);
    expect(
      offenders((c) => !TRANSCRIPT_MEDIA.has(c.medium) && c.body.length === 0),
      'no body',
    ).toEqual([]);
  });

  it('keeps each case short enough to read on a phone', () => {
    expect(
      offenders((c) => messageTexts(c).join('').length > MAX_MESSAGE_CHARS),
      `message over ${MAX_MESSAGE_CHARS} chars`,
    ).toEqual([]);
    expect(
      offenders((c) => c.context.length > 140 || !c.context.trim()),
      'context',
    ).toEqual([]);
    expect(
      offenders((c) => c.question.length > 120 || !c.question.trim().endsWith('?')),
      'question',
    ).toEqual([]);
    expect(
      offenders((c) => c.choices.some((ch) => ch.label.length > 110 || !ch.label.trim())),
      'choice label',
    ).toEqual([]);
  });

  it('offers 2 to 4 distinct choices and exactly one right answer among them', () => {
    expect(
      offenders((c) => c.choices.length < 2 || c.choices.length > 4),
      'choice count',
    ).toEqual([]);
    expect(
      offenders((c) => new Set(c.choices.map((ch) => ch.id)).size !== c.choices.length),
      'duplicate choice ids',
    ).toEqual([]);
    expect(
      offenders((c) => new Set(c.choices.map((ch) => ch.label)).size !== c.choices.length),
      'duplicate labels',
    ).toEqual([]);
    expect(
      offenders((c) => c.choices.filter((ch) => ch.id === keyOf(c).answerId).length !== 1),
      'answer not one of the choices',
    ).toEqual([]);
  });

  it("flags 1 to 4 quotes that occur in the case's own text, each with a reason, and gives one habit line", () => {
    expect(
      offenders((c) => keyOf(c).flags.length < 1 || keyOf(c).flags.length > 4),
      'flag count',
    ).toEqual([]);
    const missing = SCENARIO_CASES.flatMap((c) =>
      keyOf(c)
        .flags.filter((f) => !f.quote.trim() || !caseTexts(c).some((t) => t.includes(f.quote)))
        .map((f) => `${c.id}: "${f.quote}"`),
    );
    expect(missing, 'flag quotes not in the case text').toEqual([]);
    expect(
      offenders((c) => new Set(keyOf(c).flags.map((f) => f.quote)).size !== keyOf(c).flags.length),
      'duplicate quotes',
    ).toEqual([]);
    expect(
      offenders((c) => keyOf(c).flags.some((f) => !f.why.trim() || f.why.length > 160)),
      'flag why',
    ).toEqual([]);
    expect(
      offenders((c) => !keyOf(c).habit.trim() || keyOf(c).habit.length > 200 || /\n/.test(keyOf(c).habit)),
      'habit',
    ).toEqual([]);
  });

  it('gives nothing away in the public text: no verdict words, no reason or habit from the key', () => {
    expect(
      offenders((c) => headerTexts(c).some((t) => GIVE_AWAY.test(t))),
      'verdict word in a header or the setting',
    ).toEqual([]);
    expect(
      offenders((c) => !GIVE_AWAY_ALLOWED_IN_MESSAGE.has(c.id) && messageTexts(c).some((t) => GIVE_AWAY.test(t))),
      'verdict word in the message',
    ).toEqual([]);
    const publicText = JSON.stringify(SCENARIO_CASES);
    const leaked = CASE_KEYS.flatMap((k) => [k.habit, ...k.flags.map((f) => f.why)]).filter((s) =>
      publicText.includes(s),
    );
    expect(leaked, 'key text in the public cases').toEqual([]);
    const publicKeys = new Set(SCENARIO_CASES.flatMap((c) => Object.keys(c)));
    for (const field of ['answerId', 'legitimate', 'flags', 'habit']) expect(publicKeys.has(field), field).toBe(false);
  });
});
