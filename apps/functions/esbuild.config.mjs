// Bundles the callables into one deployable file with the workspace libraries inlined.
// Runtime dependencies listed in package.json stay external (Cloud Build installs them).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// `node esbuild.config.mjs [outfile]`: dist/index.js for deploys; the local stacks pass a
// folder of their own so that one stack's build never hot-reloads another's functions.
const outfile = resolve(process.argv[2] ?? resolve(import.meta.dirname, 'dist/index.js'));

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const deps = Object.keys(pkg.dependencies ?? {});

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: ['src/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  external: deps.flatMap((d) => [d, `${d}/*`]),
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
console.log(`functions bundle written to ${outfile}`);
