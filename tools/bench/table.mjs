// Plain-text tables for the benchmark output.
export function table(header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => (c === null || c === undefined ? '-' : String(c))));
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}
