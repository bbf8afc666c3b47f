// The limits guard's report at the end of a run: the functions' guard
// (apps/functions/src/infra/limits-guard.ts) refuses what production refuses and records every
// commit in a file per process (the Functions emulator runs each function in workers of its own);
// this merges those files and finds what only shows over time and across processes.
//
// Source of the rate limits: Firestore "Quotas and limits", https://firebase.google.com/docs/firestore/quotas
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** "Maximum sustained write rate to a document": 1 per second. */
export const MAX_SUSTAINED_WRITES_PER_DOCUMENT_PER_S = 1;
/** How long a rate must hold to count as sustained here: 10 s (Firestore allows short bursts). */
export const SUSTAINED_WINDOW_S = 10;
/** "Maximum write rate to a collection in which documents contain sequential values in an indexed field": 500 per second. */
export const MAX_SEQUENTIAL_INDEXED_WRITES_PER_S = 500;

/** Sequential fields shown in a report's peaks from this many writes in one second. */
const SEQUENTIAL_PEAK_SHOWN = 10;

/** Clears a guard directory before a run. */
export function clearGuardDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

/** Every record line of a guard directory. */
export function readGuardRecords(dir) {
  if (!existsSync(dir)) return [];
  const records = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl')))
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n'))
      if (line.trim()) {
        try {
          records.push(JSON.parse(line));
        } catch {
          // A line cut short by a worker killed mid-write: the rest of the file still counts.
        }
      }
  return records;
}

/**
 * Documents written more than once a second, sustained: a window of SUSTAINED_WINDOW_S
 * consecutive seconds, each with at least one write, holding more than
 * SUSTAINED_WINDOW_S × MAX_SUSTAINED_WRITES_PER_DOCUMENT_PER_S writes. `perSecond`: path → (second → writes).
 */
export function hotDocuments(perSecond) {
  const found = [];
  for (const [path, seconds] of perSecond) {
    let total = 0;
    for (const n of seconds.values()) total += n;
    if (total <= SUSTAINED_WINDOW_S * MAX_SUSTAINED_WRITES_PER_DOCUMENT_PER_S) continue;
    const sorted = [...seconds.keys()].sort((a, b) => a - b);
    let peak = 0;
    let peakAt = null;
    for (let i = 0; i < sorted.length; i++) {
      const start = sorted[i];
      let sum = 0;
      let run = 0;
      for (let j = i; j < sorted.length && sorted[j] < start + SUSTAINED_WINDOW_S; j++) {
        if (sorted[j] !== start + run) break;
        run++;
        sum += seconds.get(sorted[j]);
      }
      if (run === SUSTAINED_WINDOW_S && sum > peak) {
        peak = sum;
        peakAt = start;
      }
    }
    if (peak > SUSTAINED_WINDOW_S * MAX_SUSTAINED_WRITES_PER_DOCUMENT_PER_S)
      found.push({
        limit: 'MAX_SUSTAINED_WRITES_PER_DOCUMENT_PER_S',
        message: `document ${path} written ${peak} times in ${SUSTAINED_WINDOW_S} s (from ${new Date(peakAt * 1000).toISOString()}): more than the sustained ${MAX_SUSTAINED_WRITES_PER_DOCUMENT_PER_S} write a second per document`,
      });
  }
  return found;
}

/** Collections whose writes with a sequential indexed field passed 500 in one second. `perSecond`: `<collection>#<field>` → (second → writes). */
export function hotSequentialFields(perSecond) {
  const found = [];
  for (const [key, seconds] of perSecond) {
    let peak = 0;
    for (const n of seconds.values()) peak = Math.max(peak, n);
    if (peak > MAX_SEQUENTIAL_INDEXED_WRITES_PER_S) {
      const [collection, field] = key.split('#');
      found.push({
        limit: 'MAX_SEQUENTIAL_INDEXED_WRITES_PER_S',
        message: `collection ${collection} written ${peak} times in one second with a sequential value in indexed field ${field}: more than ${MAX_SEQUENTIAL_INDEXED_WRITES_PER_S} a second`,
      });
    }
  }
  return found;
}

/**
 * The run's report: findings (refusals, hot documents, hot sequential fields), the largest
 * transform count on one document in one commit and its document, the largest commit, and the
 * peak rate of each sequential indexed field seen (for the reader, not a finding below the limit).
 */
export function guardReport(records) {
  const docs = new Map();
  const sequential = new Map();
  let maxTransforms = 0;
  let maxTransformsDocument = null;
  let largestCommitBytes = 0;
  const refused = [];
  const add = (map, key, second, n) => {
    let seconds = map.get(key);
    if (!seconds) map.set(key, (seconds = new Map()));
    seconds.set(second, (seconds.get(second) ?? 0) + n);
  };
  for (const r of records) {
    if (r.t === 'docs') for (const [path, n] of Object.entries(r.n)) add(docs, path, r.s, n);
    else if (r.t === 'sequential') for (const [key, n] of Object.entries(r.n)) add(sequential, key, r.s, n);
    else if (r.t === 'max') {
      if (r.transforms > maxTransforms) {
        maxTransforms = r.transforms;
        maxTransformsDocument = r.transformsDocument;
      }
      largestCommitBytes = Math.max(largestCommitBytes, r.bytes);
    } else if (r.t === 'refused') refused.push({ limit: r.limit, message: r.message });
  }
  // The busiest sequential fields (a second's writes), for the reader: the 20 highest from 10 a second.
  const sequentialPeaks = Object.fromEntries(
    [...sequential]
      .map(([key, seconds]) => [key, Math.max(...seconds.values())])
      .filter(([, peak]) => peak >= SEQUENTIAL_PEAK_SHOWN)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20),
  );
  return {
    findings: [
      ...refused.map((r) => ({ ...r, refused: true })),
      ...hotDocuments(docs),
      ...hotSequentialFields(sequential),
    ],
    maxTransforms,
    maxTransformsDocument,
    largestCommitBytes,
    documentsWritten: docs.size,
    sequentialPeaks,
  };
}

/** The report of a guard directory. */
export const readGuardReport = (dir) => guardReport(readGuardRecords(dir));

/** The report in a few lines. */
export function formatGuardReport(report) {
  const lines = [
    `limits guard: ${report.findings.length} finding${report.findings.length === 1 ? '' : 's'}; ` +
      `max ${report.maxTransforms} field transforms on one document in a commit` +
      (report.maxTransformsDocument ? ` (${report.maxTransformsDocument})` : '') +
      `; largest commit ${(report.largestCommitBytes / 1024).toFixed(1)} KiB`,
  ];
  const seen = new Map();
  for (const f of report.findings) {
    const key = `${f.limit}: ${f.message}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  for (const [line, n] of seen) lines.push(`  ${n > 1 ? `${n} × ` : ''}${line}`);
  return lines.join('\n');
}
