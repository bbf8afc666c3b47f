import baseConfig from '../../eslint.config.mjs';

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
          patterns: [
            { group: ['node:*'], message: 'libs/domain is isomorphic: no node:* imports.' },
            { group: ['react', 'react-dom', 'react-dom/*', 'react-router'], message: 'libs/domain has no UI: no React.' },
            { group: ['firebase', 'firebase/*', '@firebase/*', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'], message: 'libs/domain knows nothing of Firebase.' },
          ],
        },
      ],
    },
  },
];
