// The one read counter: a wrapper around an admin Firestore that tallies what Firestore would
// bill, for the benches and the tests that bound a callable's reads. The product carries no
// accounting of its own: a bench or a test runs the functions' code over `countingFirestore(db).db`.

/**
 * `db` with every read and write counted in `tally` as Firestore bills them. Builders
 * (collection, where, orderBy, doc, count, batch…) come back wrapped too, and so does the
 * transaction runTransaction hands its function; `get`/`getAll` add what they read, and each
 * set/update/create/delete of a reference, a batch or a transaction adds a write.
 *   reads         billed reads: a document one, a query at least one (even an empty one), a count
 *                 aggregation one per 1,000 index entries it counted (at least one)
 *   documents     of those, the document and query reads
 *   aggregations  count aggregations run, and indexEntries the entries they counted
 */
export function countingFirestore(db, tally = {}) {
  tally.reads ??= 0;
  tally.writes ??= 0;
  tally.documents ??= 0;
  tally.aggregations ??= 0;
  tally.indexEntries ??= 0;
  const targets = new WeakMap();
  const unwrap = (a) => (a && typeof a === 'object' && targets.has(a) ? targets.get(a) : a);
  const documents = (n) => {
    tally.reads += n;
    tally.documents += n;
  };
  const bill = (snap) => {
    if (Array.isArray(snap)) return documents(snap.length);
    if (snap && typeof snap.size === 'number') return documents(Math.max(1, snap.size));
    if (snap && typeof snap.exists === 'boolean') return documents(1);
    const data = typeof snap?.data === 'function' ? snap.data() : undefined;
    if (data && typeof data.count === 'number') {
      tally.aggregations += 1;
      tally.indexEntries += data.count;
      tally.reads += Math.max(1, Math.ceil(data.count / 1000));
      return;
    }
    documents(1);
  };
  const WRITES = new Set(['set', 'update', 'create', 'delete']);
  // Methods that return a reference, a query, an aggregation or a batch: what stays wrapped.
  const BUILDERS = new Set([
    'collection',
    'collectionGroup',
    'doc',
    'where',
    'orderBy',
    'limit',
    'limitToLast',
    'offset',
    'select',
    'startAt',
    'startAfter',
    'endAt',
    'endBefore',
    'count',
    'aggregate',
    'batch',
  ]);
  const wrap = (target) => {
    const proxy = new Proxy(target, {
      get(obj, prop) {
        const value = Reflect.get(obj, prop, obj);
        if (typeof value !== 'function') return value;
        return (...args) => {
          if (prop === 'runTransaction' && typeof args[0] === 'function') {
            const fn = args[0];
            args = [(tx) => fn(wrap(tx)), ...args.slice(1)];
          }
          if (WRITES.has(prop)) tally.writes += 1;
          const out = value.apply(obj, args.map(unwrap));
          if (prop === 'get' || prop === 'getAll') return Promise.resolve(out).then((snap) => (bill(snap), snap));
          if (out === obj) return proxy;
          if (BUILDERS.has(prop) && out && typeof out === 'object') return wrap(out);
          return out;
        };
      },
    });
    targets.set(proxy, target);
    return proxy;
  };
  return { db: wrap(db), tally };
}
