// The seeded season as a stored snapshot: `npm start` loads it in a few seconds instead of
// replaying four weeks through the callables (which starts every function's worker and took most
// of the start time). The snapshot is made by the real seed (`npm run seed:snapshot` runs it on a
// fresh stack and writes tools/seed/snapshot.json), and a test replays the seed and compares the
// shape of what it stores with the snapshot, so a change to what the functions store cannot leave
// a stale snapshot behind unnoticed.
//
// Times move with the clock: every timestamp, ISO date-time and UTC day in the snapshot (values
// and document ids) is shifted so that it stands as far from now as it stood from the moment the
// snapshot was taken. Rate-limit buckets are left out (a fresh stack starts with full buckets).
import { readFileSync, writeFileSync } from 'node:fs';
import { knownCollections } from '../emulators/known-collections.mjs';

export const SNAPSHOT_FILE = new URL('./snapshot.json', import.meta.url);
export const SNAPSHOT_FORMAT = 1;
/** Collections not carried: per-request state that a fresh stack starts without. */
export const SKIPPED_COLLECTIONS = new Set(['rateLimits']);

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)$/;
const UTC_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Collections nest at most this deep (players/{uid}/answers/{id} is 2). */
const MAX_DEPTH = 4;

/** Serializes one Firestore value; Timestamps and references become tagged objects. */
export function encodeValue(value) {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(encodeValue);
  const kind = value.constructor?.name;
  if (kind === 'Timestamp') return { $ts: value.toMillis() };
  if (kind === 'DocumentReference') return { $ref: value.path };
  if (Buffer.isBuffer(value) || kind === 'Bytes') return { $bytes: Buffer.from(value).toString('base64') };
  if (kind !== 'Object' && kind !== undefined) throw new Error(`snapshot: cannot store a ${kind}`);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeValue(v)]));
}

/** The inverse of encodeValue, with times shifted by `shift`. */
export function decodeValue(value, shift, { Timestamp, doc }) {
  if (value === null || typeof value !== 'object') return typeof value === 'string' ? shift.text(value) : value;
  if (Array.isArray(value)) return value.map((v) => decodeValue(v, shift, { Timestamp, doc }));
  if ('$ts' in value) return Timestamp.fromMillis(shift.ms(value.$ts));
  if ('$ref' in value) return doc(shift.path(value.$ref));
  if ('$bytes' in value) return Buffer.from(value.$bytes, 'base64');
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeValue(v, shift, { Timestamp, doc })]));
}

/**
 * How times move from `takenAt` to `now`: instants by the exact difference, UTC days (values
 * such as the daily case's day, and ids) by the number of days between the two UTC dates.
 */
export function timeShift(takenAt, now) {
  const deltaMs = now - takenAt;
  const days = Math.round(
    (Date.parse(new Date(now).toISOString().slice(0, 10)) - Date.parse(new Date(takenAt).toISOString().slice(0, 10))) /
      DAY_MS,
  );
  const day = (d) => new Date(Date.parse(d) + days * DAY_MS).toISOString().slice(0, 10);
  const text = (s) => {
    if (ISO_DATE_TIME.test(s)) return new Date(Date.parse(s) + deltaMs).toISOString();
    if (UTC_DAY.test(s) && !Number.isNaN(Date.parse(s))) return day(s);
    return s;
  };
  return {
    deltaMs,
    days,
    ms: (t) => t + deltaMs,
    text,
    path: (p) => p.split('/').map(text).join('/'),
  };
}

/**
 * Every document of the collections the functions use, at any depth. The stand-in can neither
 * list collections nor answer a collection-group query below the top level, so the walk asks each
 * document for each name the functions' sources use, level by level, in parallel batches.
 */
async function allDocuments(db) {
  const names = knownCollections().filter((n) => !SKIPPED_COLLECTIONS.has(n));
  const out = [];
  let parents = [db];
  for (let depth = 0; parents.length > 0 && depth < MAX_DEPTH; depth++) {
    const found = [];
    const queries = parents.flatMap((p) => names.map((n) => (p === db ? db.collection(n) : p.collection(n))));
    for (let i = 0; i < queries.length; i += 200) {
      const snaps = await Promise.all(queries.slice(i, i + 200).map((q) => q.get()));
      for (const snap of snaps) for (const d of snap.docs) found.push(d);
    }
    for (const d of found) out.push({ path: d.ref.path, data: encodeValue(d.data()) });
    parents = found.map((d) => d.ref);
  }
  return out;
}

/**
 * Of a list of every existing document's path, the ones the walk above finds: every collection on
 * the way in `names`, at most MAX_DEPTH documents deep, and every document above it existing (the
 * walk only looks below the documents it found).
 */
export function walkablePaths(paths, names) {
  const exists = new Set(paths);
  return paths.filter((path) => {
    const parts = path.split('/');
    if (parts.length > 2 * MAX_DEPTH) return false;
    for (let i = 0; i < parts.length; i += 2) {
      if (!names.has(parts[i])) return false;
      if (i > 0 && !exists.has(parts.slice(0, i).join('/'))) return false;
    }
    return true;
  });
}

/** Firestore's getAll reads at most this many documents in one call (BatchGetDocuments, in batches). */
const READS_PER_CALL = 300;

/**
 * The same documents as allDocuments, from a list of every path the Firestore stand-in holds
 * (its control port's GET /documents): a few batched reads, where the walk asks each document
 * for each collection name (about 120,000 queries for the seeded season).
 */
async function listedDocuments(db, listPaths) {
  const names = new Set(knownCollections().filter((n) => !SKIPPED_COLLECTIONS.has(n)));
  const paths = walkablePaths(await listPaths(), names);
  const out = [];
  for (let i = 0; i < paths.length; i += READS_PER_CALL) {
    const snaps = await db.getAll(...paths.slice(i, i + READS_PER_CALL).map((p) => db.doc(p)));
    for (const d of snaps) if (d.exists) out.push({ path: d.ref.path, data: encodeValue(d.data()) });
  }
  return out;
}

/**
 * The stand-in's list of every document of `projectId` (tools/emulators/firestore-standin.cjs), as
 * a function for takeSnapshot's `listPaths`; null when the stack's Firestore is the official
 * emulator (kind 'official'), which has no such list: the snapshot then walks the collections.
 */
export function standinPathLister({ projectId, ports, firestoreKind }) {
  if (firestoreKind !== 'standin' || !ports?.firestoreControl) return null;
  return async () => {
    const url = `http://127.0.0.1:${ports.firestoreControl}/documents?project=${encodeURIComponent(projectId)}`;
    const res = await fetch(url);
    if (!res.ok) throw new Error(`the Firestore stand-in's document list failed: ${res.status} at ${url}`);
    return (await res.json()).paths;
  };
}

/**
 * Reads the whole stack: Auth accounts (with the passwords the seed gave them) and every document.
 * `listPaths` (standinPathLister): read the documents from the stand-in's list rather than by the walk.
 */
export async function takeSnapshot({ db, auth, passwords, now = Date.now(), listPaths }) {
  const docs = listPaths ? await listedDocuments(db, listPaths) : await allDocuments(db);
  docs.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const accounts = [];
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const u of page.users) {
      const password = passwords.get(u.email);
      if (!password) throw new Error(`snapshot: no password known for ${u.email}`);
      accounts.push({
        uid: u.uid,
        email: u.email,
        password,
        displayName: u.displayName ?? null,
        emailVerified: u.emailVerified,
        claims: u.customClaims ?? null,
      });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  accounts.sort((a, b) => (a.email < b.email ? -1 : 1));
  return { format: SNAPSHOT_FORMAT, takenAt: now, accounts, docs };
}

/**
 * Firestore allows 500 writes in a commit (Quotas and limits: "Maximum number of writes that can
 * be passed to a Commit operation"); the snapshot is written in batches of this many.
 */
export const WRITES_PER_BATCH = 400;

/**
 * Writes a snapshot into an empty stack, times shifted to `now`: the documents first, then the
 * accounts, the one with `lastEmail` last of all, so that once it can sign in, everything is there.
 * Returns { accounts, docs, shift }.
 */
export async function loadSnapshot({ db, auth, Timestamp, snapshot, now = Date.now(), lastEmail }) {
  if (snapshot.format !== SNAPSHOT_FORMAT)
    throw new Error(`snapshot: format ${snapshot.format}, expected ${SNAPSHOT_FORMAT}`);
  const shift = timeShift(snapshot.takenAt, now);
  const ctx = { Timestamp, doc: (p) => db.doc(p) };
  for (let i = 0; i < snapshot.docs.length; i += WRITES_PER_BATCH) {
    const batch = db.batch();
    for (const { path, data } of snapshot.docs.slice(i, i + WRITES_PER_BATCH))
      batch.set(db.doc(shift.path(path)), decodeValue(data, shift, ctx));
    await batch.commit();
  }
  const create = async (a) => {
    await auth.createUser({
      uid: a.uid,
      email: a.email,
      password: a.password,
      emailVerified: a.emailVerified,
      ...(a.displayName ? { displayName: a.displayName } : {}),
    });
    if (a.claims) await auth.setCustomUserClaims(a.uid, a.claims);
  };
  const last = snapshot.accounts.find((a) => a.email === lastEmail);
  await Promise.all(snapshot.accounts.filter((a) => a !== last).map(create));
  if (last) await create(last);
  return { accounts: snapshot.accounts.length, docs: snapshot.docs.length, shift };
}

export function readSnapshot(file = SNAPSHOT_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function writeSnapshot(snapshot, file = SNAPSHOT_FILE) {
  writeFileSync(file, `${JSON.stringify(snapshot, null, 0).replace(/\},\{"path"/g, '},\n{"path"')}\n`);
}

/**
 * The shape of a store, to compare a snapshot with a fresh seed: each document path with its ids
 * replaced by their kind, and the field names (nested, dotted) found at that path. Values and ids
 * differ between two seeds; what the functions store, and where, does not.
 */
export function storeShape(docs, uids) {
  const shape = new Map();
  for (const { path, data } of docs) {
    const key = path
      .split('/')
      .map((part, i) => (i % 2 === 0 ? part : uids.has(part) ? '{uid}' : UTC_DAY.test(part) ? '{day}' : '{id}'))
      .join('/');
    const fields = shape.get(key) ?? new Set();
    collectFields(data, '', fields, uids);
    shape.set(key, fields);
  }
  return new Map([...shape].map(([k, v]) => [k, [...v].sort()]).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Map keys that are data, not names, collapse to their kind: points values, uids, days, catalog
 * ids (`Phishing`: PascalCase, where field names are camelCase), auto-ids, ids with a number
 * (`week-003`, `acc-inv-04`), alone or as a part of a flattened name (`f_Phishing_hits`, `w_4_falseAlarms`).
 * In a flattened name, what follows the data part is a counter of it, and which counters a seed
 * happened to fill (a false alarm or none) is chance: they collapse to `*`.
 */
function keyKind(key, uids) {
  if (uids.has(key)) return '{uid}';
  if (UTC_DAY.test(key)) return '{day}';
  const parts = key.split('_').map((part) => {
    if (/^-?\d+(\.\d+)?$/.test(part) || /^m\d+$/.test(part)) return '{n}';
    // A Firestore auto-id (20 characters of 62) before a catalog id: one may start with a capital.
    // About 3% of them hold no digit; those hold about ten capitals, where a camelCase name of 20
    // letters holds two to four.
    if (/^[A-Za-z0-9]{20}$/.test(part) && (/\d/.test(part) || (part.match(/[A-Z]/g) ?? []).length >= 6)) return '{id}';
    if (/^[A-Z][A-Za-z0-9]*$/.test(part)) return '{Id}';
    if (/^[a-z][a-z0-9]*(-[a-z0-9]+)*-\d+$/.test(part)) return '{id}';
    return part;
  });
  const lastData = parts.findLastIndex((p) => p.startsWith('{'));
  return lastData >= 0 && lastData < parts.length - 1
    ? [...parts.slice(0, lastData + 1), '*'].join('_')
    : parts.join('_');
}

function collectFields(value, prefix, out, uids) {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || '$ts' in value || '$ref' in value) {
    out.add(prefix);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    const name = keyKind(k, uids);
    collectFields(v, prefix ? `${prefix}.${name}` : name, out, uids);
  }
}
