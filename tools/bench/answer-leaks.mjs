// The pure part of the answer-key check: does a web build hold any quiz or case answer? What to
// look for comes from the server-only answer key itself (libs/domain/src/answer-key): every quiz
// explanation's text, every reason a quiz choice is wrong, every scenario case's habit
// and red-flag reasons, and the names of the quiz answer fields (answerIndex, whyWrong,
// explanation, matrixClaim) as object keys. No file system here, so the unit test can feed it
// fake files.

/** Characters a minifier or a source map may escape or re-encode inside a string literal. */
const ESCAPABLE = /[^\x20-\x7E]|['"`\\$<]/g;
/** Pieces shorter than this are left out: they could be ordinary words anywhere. */
export const MIN_PIECE = 12;

/** The runs of an explanation that survive any string escaping unchanged. */
export function piecesOf(text) {
  const runs = text.split(ESCAPABLE).map((r) => r.trim());
  const long = runs.filter((r) => r.length >= MIN_PIECE);
  if (long.length) return long;
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest ? [longest] : [];
}

/**
 * What to search for: each explanation, reason a choice is wrong, case habit and red-flag reason
 * as its pieces (a text counts as present when all of its pieces are in one file), and the
 * answer fields.
 *   questions: the answer key's questions ({ id, explanation, whyWrong, ... })
 *   fields: the answer key's ANSWER_FIELDS
 *   caseKeys: the answer key's CASE_KEYS ({ id, habit, flags: [{ quote, why }] }), when given
 * The cases' field names (answerId, flags, habit…) are not searched as object keys: the result
 * a player gets back after answering a case may use them, as quiz_submit's uses `explanations`.
 * Flag quotes are not searched either: they are the case's own public text.
 */
export function answerKeySignature(questions, fields, caseKeys) {
  if (!questions.length) throw new Error('The answer key has no questions: nothing to search for');
  if (caseKeys !== undefined && !caseKeys.length)
    throw new Error('The answer key has no case keys: nothing to search for');
  return {
    fields: [...fields],
    explanations: questions.map((q) => ({ id: q.id, pieces: piecesOf(q.explanation) })),
    // Why each wrong choice is wrong: revealed only after a try, so never in the build either.
    choiceTexts: questions.flatMap((q) =>
      (q.whyWrong ?? []).flatMap((why, i) =>
        why ? [{ id: `why choice ${i + 1} of ${q.id} is wrong`, pieces: piecesOf(why) }] : [],
      ),
    ),
    caseTexts: (caseKeys ?? []).flatMap((k) => [
      { id: `the habit of case ${k.id}`, pieces: piecesOf(k.habit) },
      ...k.flags.map((f, i) => ({ id: `red flag ${i + 1} of case ${k.id}`, pieces: piecesOf(f.why) })),
    ]),
    cases: caseKeys?.length ?? 0,
  };
}

const isScript = (name) => /\.[cm]?js$/.test(name);

/**
 * Every leak in the given files ({ name, text }): an explanation, reason a choice is wrong, case
 * habit or red-flag reason found in any file (source maps included), or an answer field used as
 * an object key in a script.
 */
export function findAnswerLeaks(files, signature) {
  const keyPatterns = signature.fields.map((field) => ({
    field,
    re: new RegExp(`(?<![\\w$-])["']?${field}["']?\\s*:`),
  }));
  const leaks = [];
  for (const { name, text } of files) {
    if (isScript(name)) {
      for (const { field, re } of keyPatterns)
        if (re.test(text)) leaks.push(`${name}: the answer field "${field}" as an object key`);
    }
    for (const { id, pieces } of signature.explanations) {
      if (pieces.length && pieces.every((p) => text.includes(p))) leaks.push(`${name}: the explanation of ${id}`);
    }
    for (const { id, pieces } of signature.choiceTexts ?? []) {
      if (pieces.length && pieces.every((p) => text.includes(p))) leaks.push(`${name}: ${id}`);
    }
    for (const { id, pieces } of signature.caseTexts ?? []) {
      if (pieces.length && pieces.every((p) => text.includes(p))) leaks.push(`${name}: ${id}`);
    }
  }
  return leaks;
}
