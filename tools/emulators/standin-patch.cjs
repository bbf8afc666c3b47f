// Makes the pure-Node Firestore stand-in's writes cost O(1) instead of O(collection size).
//
// @firestore-emulator/server keeps every collection's documents in one object and, on every
// getDocument() that meets a new id, rebuilds that object with immer's produce() (a shallow copy
// of all ids) and then deep-freezes it. Creating the 10,000th report of a week therefore copies
// and freezes 10,000 entries, and a settlement costs O(N²): profiled at 74% of the stand-in's
// CPU (immer shallowCopy + freeze) while settling 10,000 players. Real Firestore has no such
// cost, so without this the benchmarks would measure the stand-in, not our code.
//
// The patch changes no behaviour: the same objects are created by the library's own code (on an
// empty map), only added to the existing map in place, and immer's auto-freeze is switched off
// so maps stay extensible. Semantics (what is read, written, queried) are untouched; the whole
// integration suite runs on the patched stand-in.
'use strict';
const { dirname } = require('node:path');

/** Applies the patch to a FirestoreServer's state; returns what it patched (for the test). */
function patchStandin(server) {
  const immer = require(require.resolve('immer', { paths: [dirname(require.resolve('@firestore-emulator/server'))] }));
  immer.setAutoFreeze(false);

  // Reach the library's (unexported) classes through one probe path, then forget the probe.
  const probeDb = server.state.getProject('standin-patch-probe').getDatabase('(default)');
  const probeCol = probeDb.getCollection('c');
  const probeDoc = probeCol.getDocument('d');
  const patched = [];
  /** proto[method](key) adds `new X` to this[field] via produce(); do it in place instead. */
  const inPlace = (proto, method, field) => {
    if (!proto || proto[`__inPlace_${method}`]) return;
    const original = proto[method];
    proto[method] = function (key) {
      const map = this[field];
      const existing = Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;
      if (existing) return existing;
      // The library creates the child on an empty map (O(1)); we add it to the real map.
      this[field] = {};
      let child;
      try {
        child = original.call(this, key);
      } finally {
        const target = Object.isFrozen(map) ? { ...map } : map;
        if (child) target[key] = child;
        this[field] = target;
      }
      return child;
    };
    proto[`__inPlace_${method}`] = true;
    patched.push(`${proto.constructor.name}.${method}`);
  };
  inPlace(Object.getPrototypeOf(server.state), 'getProject', 'projects');
  inPlace(
    Object.getPrototypeOf(probeDb.project ?? server.state.getProject('standin-patch-probe')),
    'getDatabase',
    'databases',
  );
  inPlace(Object.getPrototypeOf(probeDb), 'getCollection', 'collections');
  inPlace(Object.getPrototypeOf(probeCol), 'getDocument', 'documents');
  inPlace(Object.getPrototypeOf(probeDoc), 'getCollection', 'collections');
  server.state.clear();
  return patched;
}

module.exports = { patchStandin };
