import baseConfig from '../../eslint.config.mjs';

const PLATFORM = [
  { group: ['node:*'], message: 'libs/domain is isomorphic: no node:* imports.' },
  { group: ['react', 'react-dom', 'react-dom/*', 'react-router'], message: 'libs/domain has no UI: no React.' },
  {
    group: [
      'firebase',
      'firebase/*',
      '@firebase/*',
      'firebase-admin',
      'firebase-admin/*',
      'firebase-functions',
      'firebase-functions/*',
    ],
    message: 'libs/domain knows nothing of Firebase.',
  },
];

export default [
  ...baseConfig,
  {
    // The domain runs in the browser and in Node: no platform APIs, no frameworks.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: PLATFORM,
        },
      ],
    },
  },
  {
    // The answer key is server only: no other entry of this lib may pull it into a browser build.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/answer-key/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...PLATFORM,
            {
              group: ['**/answer-key', '**/answer-key/*'],
              message: 'Only the answer-key entry itself and tests import the answer key (it is server only).',
            },
          ],
        },
      ],
    },
  },
];
