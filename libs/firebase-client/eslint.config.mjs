import baseConfig, { ANSWER_KEY_IMPORTS } from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    files: ['src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ANSWER_KEY_IMPORTS] }] },
  },
];
