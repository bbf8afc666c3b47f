import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WriteBatch } from 'firebase-admin/firestore';

/**
 * The limits guard: Cloud Firestore's documented limits, enforced on the local stack, whose
 * Firestore (the stand-in or the official emulator) enforces none of them. Every commit the
 * functions make goes through WriteBatch#_commit (a batch, a transaction's commit, a single
 * set/update/create/delete), so the guard sits there: a commit production would refuse is
 * refused with INVALID_ARGUMENT naming the limit, before it reaches the emulator; every commit is
 * recorded (documents written, time-like indexed fields, the largest transform count and size)
 * in a file per process, which the stack's report (tools/emulators/limits-report.mjs) merges
 * across the Functions emulator's workers to find the rate limits (a document written more than
 * once a second for 10 s, a collection with a sequential indexed field past 500 writes a second).
 *
 * On when FS_LIMITS_GUARD=on in the emulators (the stack sets it for every integration test,
 * bench and `npm start`); never in production, where Firestore itself refuses.
 *
 * Source of every limit: Firestore "Quotas and limits", https://firebase.google.com/docs/firestore/quotas
 * (sizes as in "Storage size calculations", https://firebase.google.com/docs/firestore/storage-size).
 */

/** "Maximum number of field transformations that can be performed on a single document in a Commit operation or in a transaction": 500. */
export const MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT = 500;
/** "Maximum API request size": 10 MiB. */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
/** "Maximum size for a document": 1 MiB (1,048,576 bytes). */
export const MAX_DOCUMENT_BYTES = 1_048_576;
/** "Maximum number of fields in a document": 20,000 (each map subfield counts as a field). */
export const MAX_FIELDS_PER_DOCUMENT = 20_000;

/** The wire shapes of a Commit request's writes (google.firestore.v1.Write), as the Admin SDK builds them. */
export interface ProtoValue {
  nullValue?: unknown;
  booleanValue?: boolean;
  integerValue?: string | number;
  doubleValue?: number;
  timestampValue?: unknown;
  stringValue?: string;
  bytesValue?: Uint8Array | string;
  referenceValue?: string;
  geoPointValue?: unknown;
  arrayValue?: { values?: ProtoValue[] };
  mapValue?: { fields?: Record<string, ProtoValue> };
}
export interface ProtoFieldTransform {
  fieldPath: string;
  setToServerValue?: string;
  increment?: ProtoValue;
  [other: string]: unknown;
}
export interface ProtoWrite {
  update?: { name: string; fields?: Record<string, ProtoValue> };
  delete?: string;
  transform?: { document: string; fieldTransforms?: ProtoFieldTransform[] };
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: ProtoFieldTransform[];
  currentDocument?: unknown;
}

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');
/** A string's storage size: its UTF-8 bytes + 1. */
const stringSize = (s: string) => utf8(s) + 1;

/** The path after `…/documents/`: `players/abc`. */
export const documentPathOf = (name: string) => {
  const at = name.indexOf('/documents/');
  return at < 0 ? name : name.slice(at + '/documents/'.length);
};

/** A document name's storage size: each collection and document id's string size + 16. */
export const documentNameSize = (name: string) =>
  documentPathOf(name)
    .split('/')
    .reduce((n, segment) => n + stringSize(segment), 0) + 16;

/** A value's storage size (Storage size calculations). */
export function valueSize(v: ProtoValue): number {
  if (v.stringValue !== undefined) return stringSize(v.stringValue);
  if (v.integerValue !== undefined || v.doubleValue !== undefined || v.timestampValue !== undefined) return 8;
  if (v.booleanValue !== undefined || v.nullValue !== undefined) return 1;
  if (v.geoPointValue !== undefined) return 16;
  if (v.bytesValue !== undefined) return typeof v.bytesValue === 'string' ? utf8(v.bytesValue) : v.bytesValue.length;
  if (v.referenceValue !== undefined) return documentNameSize(v.referenceValue);
  if (v.arrayValue !== undefined) return (v.arrayValue.values ?? []).reduce((n, e) => n + valueSize(e), 0);
  if (v.mapValue !== undefined) return fieldsSize(v.mapValue.fields ?? {});
  return 0;
}

const fieldsSize = (fields: Record<string, ProtoValue>) =>
  Object.entries(fields).reduce((n, [key, value]) => n + stringSize(key) + valueSize(value), 0);

/** Fields of a map, each map subfield counted as a field. */
export function fieldCount(fields: Record<string, ProtoValue>): number {
  let n = 0;
  for (const value of Object.values(fields)) {
    n += 1;
    if (value.mapValue) n += fieldCount(value.mapValue.fields ?? {});
  }
  return n;
}

/** A document's storage size: its name + its fields + 32. */
export const documentSize = (name: string, fields: Record<string, ProtoValue>) =>
  documentNameSize(name) + fieldsSize(fields) + 32;

const transformsOf = (w: ProtoWrite): ProtoFieldTransform[] => [
  ...(w.updateTransforms ?? []),
  ...(w.transform?.fieldTransforms ?? []),
];
const nameOf = (w: ProtoWrite): string => w.update?.name ?? w.delete ?? w.transform?.document ?? '';

/** What one commit does against the limits. */
export interface CommitCheck {
  /** The first limit the commit breaks, as production would name it; null when it breaks none. */
  violation: { limit: string; message: string } | null;
  /** The most field transforms on one document in this commit, and that document's path. */
  maxTransforms: number;
  maxTransformsDocument: string | null;
  /** The request's size (every write's document name, fields, mask and transforms). */
  bytes: number;
}

/**
 * Checks a commit's writes against the refusal limits. A document written with `update` or a
 * merge is measured on what the write carries (the stored document may hold more: the guard does
 * not read it), a set on the whole document.
 */
export function checkCommit(writes: readonly ProtoWrite[]): CommitCheck {
  const transforms = new Map<string, number>();
  let bytes = 0;
  let violation: CommitCheck['violation'] = null;
  const refuse = (limit: string, message: string) => {
    violation ??= { limit, message };
  };
  for (const w of writes) {
    const name = nameOf(w);
    const path = documentPathOf(name);
    const fields = w.update?.fields ?? {};
    const size = documentSize(name, fields);
    const ts = transformsOf(w);
    bytes +=
      size +
      (w.updateMask?.fieldPaths ?? []).reduce((n, p) => n + stringSize(p), 0) +
      ts.reduce((n, t) => n + stringSize(t.fieldPath) + 8, 0);
    if (w.update) {
      if (size > MAX_DOCUMENT_BYTES)
        refuse(
          'MAX_DOCUMENT_BYTES',
          `Document ${path} would be ${size} bytes: more than the maximum of ${MAX_DOCUMENT_BYTES} bytes (1 MiB) a document may hold.`,
        );
      const count = fieldCount(fields);
      if (count > MAX_FIELDS_PER_DOCUMENT)
        refuse(
          'MAX_FIELDS_PER_DOCUMENT',
          `Document ${path} would have ${count} fields: more than the maximum of ${MAX_FIELDS_PER_DOCUMENT} fields a document may hold.`,
        );
    }
    if (ts.length > 0) transforms.set(path, (transforms.get(path) ?? 0) + ts.length);
  }
  let maxTransforms = 0;
  let maxTransformsDocument: string | null = null;
  for (const [path, n] of transforms)
    if (n > maxTransforms) {
      maxTransforms = n;
      maxTransformsDocument = path;
    }
  if (maxTransforms > MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT)
    refuse(
      'MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT',
      `${maxTransforms} field transformations on document ${maxTransformsDocument} in one commit: ` +
        `more than the maximum of ${MAX_TRANSFORMS_PER_DOCUMENT_PER_COMMIT} field transformations on a single document in a Commit operation or in a transaction.`,
    );
  if (bytes > MAX_REQUEST_BYTES)
    refuse(
      'MAX_REQUEST_BYTES',
      `The commit request is ${bytes} bytes: more than the maximum API request size of ${MAX_REQUEST_BYTES} bytes (10 MiB).`,
    );
  return { violation, maxTransforms, maxTransformsDocument, bytes };
}

/** The error production gives: gRPC INVALID_ARGUMENT (code 3), naming the limit. */
export class LimitExceededError extends Error {
  readonly code = 3;
  readonly details: string;
  constructor(
    readonly limit: string,
    message: string,
  ) {
    super(`3 INVALID_ARGUMENT: ${message} (limits guard: ${limit})`);
    this.name = 'LimitExceededError';
    this.details = message;
  }
}

/** Field paths exempt from single-field indexing (firestore.indexes.json fieldOverrides with `indexes: []`): collection group → paths. */
export type IndexExemptions = ReadonlyMap<string, readonly string[]>;

export function exemptionsOf(indexesJson: {
  fieldOverrides?: { collectionGroup: string; fieldPath: string; indexes?: unknown[] }[];
}): IndexExemptions {
  const map = new Map<string, string[]>();
  for (const o of indexesJson.fieldOverrides ?? [])
    if (Array.isArray(o.indexes) && o.indexes.length === 0)
      map.set(o.collectionGroup, [...(map.get(o.collectionGroup) ?? []), o.fieldPath]);
  return map;
}

/** A value that reads as a moment near `now`: a timestamp, or a whole number of epoch milliseconds within a year of now. */
const YEAR_MS = 366 * 24 * 3600 * 1000;
function isTimeLike(v: ProtoValue, now: number): boolean {
  if (v.timestampValue !== undefined) return true;
  const n = v.integerValue !== undefined ? Number(v.integerValue) : v.doubleValue;
  return typeof n === 'number' && Math.abs(n - now) < YEAR_MS;
}

/**
 * The indexed fields of a write whose values increase with time (timestamps, epoch milliseconds,
 * server timestamps): `<collection path>#<field path>`, a key per collection the index lives in.
 * A field exempt from indexing (itself or a parent map) is not one. Counted whenever the write
 * carries the field, changed or not (the guard does not read the stored document): an upper bound.
 */
export function sequentialIndexedFields(w: ProtoWrite, exemptions: IndexExemptions, now: number): string[] {
  const path = documentPathOf(nameOf(w));
  const segments = path.split('/');
  const collectionPath = segments.slice(0, -1).join('/');
  const group = segments[segments.length - 2] ?? '';
  const exempt = exemptions.get(group) ?? [];
  const isExempt = (field: string) => exempt.some((e) => field === e || field.startsWith(`${e}.`));
  const found: string[] = [];
  const visit = (fields: Record<string, ProtoValue>, prefix: string) => {
    for (const [key, value] of Object.entries(fields)) {
      const field = prefix ? `${prefix}.${key}` : key;
      if (isExempt(field)) continue;
      if (value.mapValue) visit(value.mapValue.fields ?? {}, field);
      else if (isTimeLike(value, now)) found.push(`${collectionPath}#${field}`);
    }
  };
  if (w.update) visit(w.update.fields ?? {}, '');
  for (const t of transformsOf(w))
    if (t.setToServerValue === 'REQUEST_TIME' && !isExempt(t.fieldPath)) found.push(`${collectionPath}#${t.fieldPath}`);
  return found;
}

/**
 * Records commits for the run's report: per second, the documents written and the
 * sequential-field writes per collection; the largest transform count and request; each refusal.
 * Appends a line per second of activity to `<dir>/guard-<pid>.jsonl` (append only: a worker
 * killed at the end of a run loses at most its last second).
 */
export class GuardRecorder {
  private docs = new Map<number, Map<string, number>>();
  private sequential = new Map<number, Map<string, number>>();
  private maxTransforms = 0;
  private maxTransformsDocument: string | null = null;
  private maxBytes = 0;
  private refusals: { limit: string; message: string; at: number }[] = [];
  private dirty = false;
  private readonly file: string;

  constructor(
    dir: string,
    private readonly exemptions: IndexExemptions,
  ) {
    mkdirSync(dir, { recursive: true });
    this.file = join(dir, `guard-${process.pid}.jsonl`);
  }

  commit(writes: readonly ProtoWrite[], check: CommitCheck, now = Date.now()): void {
    const second = Math.floor(now / 1000);
    const docs = this.docs.get(second) ?? new Map<string, number>();
    this.docs.set(second, docs);
    const seq = this.sequential.get(second) ?? new Map<string, number>();
    this.sequential.set(second, seq);
    for (const w of writes) {
      const path = documentPathOf(nameOf(w));
      docs.set(path, (docs.get(path) ?? 0) + 1);
      for (const key of new Set(sequentialIndexedFields(w, this.exemptions, now)))
        seq.set(key, (seq.get(key) ?? 0) + 1);
    }
    if (check.maxTransforms > this.maxTransforms) {
      this.maxTransforms = check.maxTransforms;
      this.maxTransformsDocument = check.maxTransformsDocument;
    }
    this.maxBytes = Math.max(this.maxBytes, check.bytes);
    if (check.violation) this.refusals.push({ ...check.violation, at: now });
    this.dirty = true;
  }

  /** Appends what was recorded since the last flush. */
  flush(): void {
    if (!this.dirty) return;
    const lines: string[] = [];
    for (const [second, docs] of this.docs)
      lines.push(JSON.stringify({ t: 'docs', s: second, n: Object.fromEntries(docs) }));
    for (const [second, seq] of this.sequential)
      if (seq.size) lines.push(JSON.stringify({ t: 'sequential', s: second, n: Object.fromEntries(seq) }));
    lines.push(
      JSON.stringify({
        t: 'max',
        transforms: this.maxTransforms,
        transformsDocument: this.maxTransformsDocument,
        bytes: this.maxBytes,
      }),
    );
    for (const r of this.refusals) lines.push(JSON.stringify({ t: 'refused', ...r }));
    this.docs.clear();
    this.sequential.clear();
    this.refusals = [];
    this.dirty = false;
    appendFileSync(this.file, lines.join('\n') + '\n');
  }
}

interface CommitInternals {
  _ops: { op(): ProtoWrite }[];
}
type CommitFn = (this: CommitInternals, options?: unknown) => Promise<unknown>;

/**
 * Wraps WriteBatch#_commit (the one door of every commit in the Admin SDK: batch, transaction,
 * single write) so that each commit is checked and recorded. Returns a function that unwraps it.
 */
export function installLimitsGuard(recorder: Pick<GuardRecorder, 'commit'> | null): () => void {
  const proto = WriteBatch.prototype as unknown as { _commit: CommitFn };
  const original = proto._commit;
  proto._commit = async function guardedCommit(this: CommitInternals, options?: unknown) {
    const writes = this._ops.map((o) => o.op());
    const check = checkCommit(writes);
    recorder?.commit(writes, check);
    if (check.violation) throw new LimitExceededError(check.violation.limit, check.violation.message);
    return original.call(this, options);
  };
  return () => {
    proto._commit = original;
  };
}

/**
 * Installs the guard when the environment asks for it: FS_LIMITS_GUARD=on, in the emulators only
 * (FUNCTIONS_EMULATOR=true), recording into FS_LIMITS_GUARD_DIR, with the index exemptions of
 * the firestore.indexes.json named by FS_LIMITS_GUARD_INDEXES. Returns whether it is on.
 */
export function limitsGuardFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env['FS_LIMITS_GUARD'] !== 'on' || env['FUNCTIONS_EMULATOR'] !== 'true') return false;
  const dir = env['FS_LIMITS_GUARD_DIR'];
  const indexes = env['FS_LIMITS_GUARD_INDEXES'];
  const exemptions = indexes ? exemptionsOf(JSON.parse(readFileSync(indexes, 'utf8'))) : new Map<string, string[]>();
  const recorder = dir ? new GuardRecorder(dir, exemptions) : null;
  installLimitsGuard(recorder);
  if (recorder) {
    setInterval(() => recorder.flush(), 1000).unref();
    process.on('exit', () => recorder.flush());
  }
  return true;
}
