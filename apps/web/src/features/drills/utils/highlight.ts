/** A piece of case text: marked when it is one of the answer's flags. */
export interface TextPiece {
  text: string;
  flag: boolean;
}

/** Splits `text` around every occurrence of the quotes (longest first, no overlaps). */
export function highlight(text: string, quotes: readonly string[]): TextPiece[] {
  const marks: [number, number][] = [];
  for (const q of [...quotes].filter((x) => x.length > 0).sort((a, b) => b.length - a.length)) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(q, from);
      if (at < 0) break;
      const end = at + q.length;
      if (!marks.some(([s, e]) => at < e && end > s)) marks.push([at, end]);
      from = end;
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  const out: TextPiece[] = [];
  let pos = 0;
  for (const [s, e] of marks) {
    if (s > pos) out.push({ text: text.slice(pos, s), flag: false });
    out.push({ text: text.slice(s, e), flag: true });
    pos = e;
  }
  if (pos < text.length || out.length === 0) out.push({ text: text.slice(pos), flag: false });
  return out;
}
