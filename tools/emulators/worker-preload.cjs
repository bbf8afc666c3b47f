// Preloaded into the processes of a local stack's Functions emulator (NODE_OPTIONS --require, set
// by stack.mjs), to make each function's worker cheaper to start.
//
// The emulator starts one worker per function (53 per stack, more when calls overlap), and each
// worker's runtime (firebase-tools' functionsEmulatorRuntime.js) requires functionsEmulatorShared.js
// for one helper, findModuleRoot. That module pulls in the deploy and extensions code of
// firebase-tools: about half a CPU-second of every worker's start on this machine, measured
// (`npm test` starts some 150 workers). Here the runtime gets instead an object with the same
// findModuleRoot, and any other name it asks for loads the real module as before.
//
// Nothing else changes: our functions, the SDKs and the emulator's own process load as published
// (the hook only answers that one require from the runtime). worker-preload.test.mjs fails when a
// firebase-tools upgrade makes the runtime use more of the module. FS_WORKER_PRELOAD=off leaves it
// out (stack.mjs), to compare.
'use strict';
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const RUNTIME_FILE = `${path.sep}functionsEmulatorRuntime.js`;
const SHARED_REQUEST = './functionsEmulatorShared';

/**
 * firebase-tools' findModuleRoot (lib/emulator/functionsEmulatorShared.js, MIT): walks up from
 * `filepath` to the first folder with a package.json, and returns that folder (joined with '/')
 * when the package is named `moduleName`; '' otherwise.
 */
function findModuleRoot(moduleName, filepath) {
  const hierarchy = filepath.split(path.sep);
  for (let i = 0; i < hierarchy.length; i++) {
    try {
      const chunks = i ? hierarchy.slice(0, -i) : hierarchy;
      const serializedPackage = fs.readFileSync(path.join(chunks.join(path.sep), 'package.json'), 'utf8');
      if (JSON.parse(serializedPackage).name === moduleName) return chunks.join('/');
      break;
    } catch {
      /* no package.json here: one folder up */
    }
  }
  return '';
}

/** What the runtime gets: findModuleRoot, and the real module's export for any other name (loaded then). */
function lightShared(loadReal) {
  let real;
  const light = { findModuleRoot };
  return new Proxy(light, {
    get(target, name) {
      if (name in target) return target[name];
      real ??= loadReal();
      return real[name];
    },
  });
}

const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  if (request === SHARED_REQUEST && parent?.filename?.endsWith(RUNTIME_FILE))
    return lightShared(() => originalLoad.call(this, request, parent, isMain));
  return originalLoad.call(this, request, parent, isMain);
};

module.exports = { findModuleRoot, lightShared };
