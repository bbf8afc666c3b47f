import baseConfig from '../../eslint.config.mjs';

/**
 * Layers inside the functions app (README): callables/ wire a contract to a handler and its deps;
 * handlers/ are plain functions that never see the callables layer (their context types are in
 * handlers/context.ts), so a handler can be unit-tested and reused without the onCall wrapper.
 */
export const HANDLERS_IMPORT_NO_CALLABLES = {
  group: ['**/callables', '**/callables/*'],
  message: 'Handlers do not import the callables layer: CallerContext, Parsed and Handler are in handlers/context.ts.',
};

export default [
  ...baseConfig,
  {
    files: ['src/handlers/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [HANDLERS_IMPORT_NO_CALLABLES] }],
    },
  },
];
