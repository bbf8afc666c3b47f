// The pure part of the answer-key check: does a web build hold any quiz answer? What to look
// for comes from the server-only answer key itself (libs/domain/src/answer-key): every
// explanation's text, and the names of the answer fields (answerIndex, explanation,
// matrixClaim) as object keys. No file system here, so the unit test can feed it fake files.

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
 * What to search for: each explanation as its pieces (an explanation counts as present when all
 * of them are in one file), and the answer fields.
 *   questions: the answer key's questions ({ id, explanation, ... })
 *   fields: the answer key's ANSWER_FIELDS
 */
export function answerKeySignature(questions, fields) {
  if (!questions.length) throw new Error('The answer key has no questions: nothing to search for');
  return {
    fields: [...fields],
    explanations: questions.map((q) => ({ id: q.id, pieces: piecesOf(q.explanation) })),
  };
}

const isScript = (name) => /\.[cm]?js$/.test(name);

/**
 * Every leak in the given files ({ name, text }): an explanation found in any file (source maps
 * included), or an answer field used as an object key in a script.
 */
export function findAnswerLeaks(files, signature) {
  const keyPatterns = signature.fields.map((field) => ({ field, re: new RegExp(`(?<![\\w$-])["']?${field}["']?\\s*:`) }));
  const leaks = [];
  for (const { name, text } of files) {
    if (isScript(name)) {
      for (const { field, re } of keyPatterns) if (re.test(text)) leaks.push(`${name}: the answer field "${field}" as an object key`);
    }
    for (const { id, pieces } of signature.explanations) {
      if (pieces.length && pieces.every((p) => text.includes(p))) leaks.push(`${name}: the explanation of ${id}`);
    }
  }
  return leaks;
}
