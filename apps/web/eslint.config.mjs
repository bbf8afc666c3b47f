import nx from '@nx/eslint-plugin';
import baseConfig, { ANSWER_KEY_IMPORTS } from '../../eslint.config.mjs';

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only libs/firebase-client imports Firebase.' },
            ANSWER_KEY_IMPORTS,
          ],
        },
      ],
    },
  },
];
