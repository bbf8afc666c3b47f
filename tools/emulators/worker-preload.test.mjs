import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The Functions emulator's workers load a light stand-in for one firebase-tools module
// (worker-preload.cjs). It must offer what the runtime uses, answer as the real one does, and
// leave the real module unloaded.
const require = createRequire(import.meta.url);
const EMULATOR_DIR = join(require.resolve('firebase-tools/package.json'), '../lib/emulator');
const PRELOAD = join(import.meta.dirname, 'worker-preload.cjs');

describe('the function workers’ preload', () => {
  it('covers every name the worker runtime uses from functionsEmulatorShared (else: a firebase-tools upgrade needs a look)', () => {
    const runtime = readFileSync(join(EMULATOR_DIR, 'functionsEmulatorRuntime.js'), 'utf8');
    expect(runtime).toContain('require("./functionsEmulatorShared")');
    const used = new Set([...runtime.matchAll(/functionsEmulatorShared_1\.(\w+)/g)].map((m) => m[1]));
    expect([...used]).toEqual(['findModuleRoot']);
  });

  it('finds a module root as firebase-tools does', () => {
    const real = require(join(EMULATOR_DIR, 'functionsEmulatorShared.js'));
    const { findModuleRoot } = require(PRELOAD);
    const cases = [
      ['firebase-functions', require.resolve('firebase-functions')],
      ['firebase-admin', require.resolve('firebase-admin')],
      ['firebase-admin', require.resolve('firebase-functions')],
      ['anything', '/nowhere/at/all.js'],
    ];
    for (const [name, file] of cases) expect(findModuleRoot(name, file)).toBe(real.findModuleRoot(name, file));
    expect(findModuleRoot('firebase-functions', require.resolve('firebase-functions'))).toMatch(/firebase-functions$/);
  });

  it('answers only the runtime’s require, lightly, and loads the real module for any other name', () => {
    // A process with the preload, where a module named like the runtime requires the shared module.
    const script = `
      const Module = require('node:module');
      const path = require('node:path');
      const runtime = new Module(path.join(${JSON.stringify(EMULATOR_DIR)}, 'functionsEmulatorRuntime.js'));
      runtime.filename = runtime.id;
      runtime.paths = Module._nodeModulePaths(path.dirname(runtime.filename));
      const loaded = () => Object.keys(require.cache).some((f) => f.endsWith('functionsEmulatorShared.js'));
      const shared = runtime.require('./functionsEmulatorShared');
      const root = shared.findModuleRoot('firebase-functions', require.resolve('firebase-functions', { paths: [${JSON.stringify(EMULATOR_DIR)}] }));
      const before = loaded();
      const other = typeof shared.getTemporarySocketPath;
      console.log(JSON.stringify({ root: root.endsWith('firebase-functions'), before, other, after: loaded() }));
    `;
    const out = execFileSync(process.execPath, ['--require', PRELOAD, '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ root: true, before: false, other: 'function', after: true });
  });
});
