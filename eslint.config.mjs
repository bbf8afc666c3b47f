import nx from '@nx/eslint-plugin';

/**
 * Module boundaries (CONTRIBUTING.md, "Where things go"): tags on each project's package.json.
 * A forbidden import is a lint error, never a warning.
 */
const FIREBASE_WEB = ['firebase', 'firebase/*', '@firebase/*'];
const FIREBASE_SERVER = ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'];
const REACT = ['react', 'react-dom', 'react-dom/*', 'react-router', '@tanstack/*'];

/**
 * The quiz answer key is server only (docs/adr/0001: answers never reach the browser before a try is
 * submitted). apps/web and libs/firebase-client add this to their no-restricted-imports.
 */
export const ANSWER_KEY_IMPORTS = {
  group: ['@fraudshield/domain/answer-key', '@fraudshield/domain/answer-key/*', '**/answer-key', '**/answer-key/*'],
  message: 'The quiz answer key is server only: the browser gets questions from quiz_get and answers from quiz_submit.',
};

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/test-output',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      '.nx',
      'bench-results',
      // A browser script served to Chromium as text by the e2e tests (old-style JS on purpose).
      '**/src/support/gapi-shim.js',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.mts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // Test harnesses may import the emulator tooling and the demo seed and its snapshot (plain .mjs scripts, not a project).
          allow: [
            '^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$',
            '^.*/tools/emulators/[a-z-]+\\.mjs$',
            '^.*/tools/seed/(seed|snapshot)\\.mjs$',
          ],
          // The web entry loads the client library after the first paint (apps/web/src/lib/lazy-client.ts);
          // pages import it as usual: one module either way.
          checkDynamicDependenciesExceptions: ['@fraudshield/firebase-client'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:data-access', 'type:domain'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:functions', onlyDependOnLibsWithTags: ['scope:functions', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'platform:isomorphic',
              onlyDependOnLibsWithTags: ['platform:isomorphic'],
              bannedExternalImports: [...REACT, ...FIREBASE_WEB, ...FIREBASE_SERVER],
            },
            {
              allSourceTags: ['type:app', 'scope:web'],
              bannedExternalImports: [...FIREBASE_WEB, ...FIREBASE_SERVER],
            },
            { sourceTag: 'type:data-access', bannedExternalImports: [...FIREBASE_SERVER, ...REACT] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];
