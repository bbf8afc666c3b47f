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

/**
 * handlers/ declare the records they store (handlers/records.ts) and the ports they need
 * (player-ports.ts, each handler's *Deps); infra/ implements them with Firestore and imports
 * handlers' types, never the reverse, so the rules can be read and tested without the database.
 */
export const HANDLERS_IMPORT_NO_INFRA = {
  group: ['**/infra', '**/infra/*'],
  message:
    'Handlers do not import infra/: declare the record in handlers/records.ts or the port in the handler, and implement it in infra/.',
};

export default [
  ...baseConfig,
  {
    files: ['src/handlers/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [HANDLERS_IMPORT_NO_CALLABLES, HANDLERS_IMPORT_NO_INFRA] }],
    },
  },
  {
    // A handler's unit test may check how infra/ maps its errors (toHttpsError).
    files: ['src/handlers/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [HANDLERS_IMPORT_NO_CALLABLES] }],
    },
  },
];
