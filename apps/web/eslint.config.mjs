import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import baseConfig, { ANSWER_KEY_IMPORTS } from '../../eslint.config.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Every folder of src/features, read when lint starts: a new feature is covered with no edit here. */
const FEATURES = readdirSync(join(here, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const FEATURE_RULE =
  'A feature imports only components/, lib/, config/, testing/, the libs and itself (CONTRIBUTING.md, "Where things go"). Move what two features need to lib/, or make them one feature; app/ composes features.';

/**
 * Feature boundaries (CONTRIBUTING.md: features never import each other): a file in features/<f>
 * imports no other feature and nothing from app/; the shared folders import no feature and no
 * app/, so nothing can be passed between features through them.
 */
const FEATURE_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: FEATURE_RULE,
  })),
  { target: './src/features', from: './src/app', message: FEATURE_RULE },
  {
    target: ['./src/components', './src/lib', './src/config'],
    from: ['./src/features', './src/app'],
    message: 'components/, lib/ and config/ are shared by every feature, so they import none (and not app/).',
  },
];

/**
 * Server state has one home (src/lib/server-state): a query's key follows from its callable and
 * payload (queries.ts), cache writes go through the shared writers (writers.ts). A key written by
 * hand elsewhere, as a `queryKey` property (or a `mutationKey` not made by callableMutationKey) or as an array that starts with the 'u'
 * root, is an error: it would miss the cache entry the factory made, and no writer could find it.
 */
export const QUERY_KEY_LITERAL = [
  {
    selector:
      "Property[key.name='queryKey'], Property[key.name='mutationKey']:not([value.callee.name='callableMutationKey'])",
    message:
      "No hand-written query or mutation key: build the options with callableQuery/callableInfiniteQuery (lib/server-state/queries.ts) in the feature's api/queries.ts, and write or invalidate the cache with lib/server-state/writers.ts.",
  },
  {
    selector: "ArrayExpression[elements.0.value='u']",
    message:
      "No hand-written ['u', uid, …] key: keys come from lib/server-state/queries.ts (callableKey, callableMutationKey).",
  },
];

/**
 * Every mutation has a key from the factory (callableMutationKey, lib/server-state/queries.ts): a
 * keyless mutation is invisible to useIsMutating/useIsMutatingGroup and to the cache's mutation
 * defaults, so "is a change of this kind in flight?" would silently miss it.
 */
export const MUTATION_WITHOUT_KEY = [
  {
    selector: "CallExpression[callee.name='useMutation']:not(:has(Property[key.name='mutationKey']))",
    message:
      'Every useMutation has a mutationKey made by callableMutationKey(uid, group, callable) (lib/server-state/queries.ts; CONTRIBUTING.md, "A query or a mutation").',
  },
];

/**
 * A form's error is shown by <Feedback> (components/ui/feedback.tsx) from the mutation's own state,
 * a query's by <QueryState>: an inline form-error block is a JSX element styled `form-error`, or a
 * `<p role="alert">` (the two shapes the ad-hoc blocks had). Page-level alerts (a section or a
 * banner with role="alert") are not form errors and stay allowed.
 */
export const INLINE_FORM_ERROR = [
  {
    selector: "JSXAttribute[name.name='className'][value.type='Literal'][value.value=/(^|\\s)form-error(\\s|$)/]",
    message:
      "No inline form-error block: show a mutation's error with <Feedback error={…}> (components/ui/feedback.tsx), a query's with <QueryState>.",
  },
  {
    selector: "JSXOpeningElement[name.name='p'] > JSXAttribute[name.name='role'][value.value='alert']",
    message:
      "No inline form-error block: show a mutation's error with <Feedback error={…}> (components/ui/feedback.tsx), a query's with <QueryState>.",
  },
];

/**
 * A page or a component reads the player whose data it shows with useUid() (lib/server-state/queries.ts),
 * the verified player the data layer provides once, never as `useAuth().user.uid`: the auth
 * context's user is there before verification, so a uid read from it can ask for data the
 * callables refuse. The auth screens and the data layer itself (app/boot) read the account.
 */
const UID_MESSAGE =
  'Read the player with useUid() (lib/server-state/queries.ts), not from useAuth() (CONTRIBUTING.md, "A query or a mutation": components read the player with useUid()).';
export const UID_FROM_AUTH = [
  {
    // useAuth().user.uid, useAuth().user?.uid
    selector:
      "MemberExpression[property.name='uid'] > MemberExpression[property.name='user'] > CallExpression.object[callee.name='useAuth']",
    message: UID_MESSAGE,
  },
  {
    // const { user } = useAuth(); … user.uid
    selector:
      ":function:has(VariableDeclarator[init.callee.name='useAuth']) MemberExpression[property.name='uid'][object.name='user']",
    message: UID_MESSAGE,
  },
  {
    // const auth = useAuth(); … auth.user.uid
    selector:
      ":function:has(VariableDeclarator[init.callee.name='useAuth']) MemberExpression[property.name='uid'][object.property.name='user']",
    message: UID_MESSAGE,
  },
  {
    // const { user: { uid } } = useAuth()
    selector: "VariableDeclarator[init.callee.name='useAuth'] Property[key.name='uid']",
    message: UID_MESSAGE,
  },
];

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only libs/firebase-client imports Firebase.',
            },
            ANSWER_KEY_IMPORTS,
          ],
        },
      ],
      'import/no-restricted-paths': ['error', { basePath: here, zones: FEATURE_ZONES }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/lib/server-state/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...QUERY_KEY_LITERAL,
        ...MUTATION_WITHOUT_KEY,
        ...INLINE_FORM_ERROR,
        ...UID_FROM_AUTH,
      ],
    },
  },
  {
    // The data layer derives the uid from the account once and provides it (UidProvider): the one reader.
    files: ['src/app/boot/data-scope.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_KEY_LITERAL, ...MUTATION_WITHOUT_KEY, ...INLINE_FORM_ERROR] },
  },
  {
    // The shared components are where the error blocks live (Feedback, ErrorState, Field).
    files: ['src/components/ui/**'],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_KEY_LITERAL, ...MUTATION_WITHOUT_KEY, ...UID_FROM_AUTH] },
  },
  {
    // The sign-in, sign-up and verify screens are in the splash/login first-load chunks, which are
    // held to a budget (tools/bench/budgets.json) with a few bytes to spare: they keep their own
    // error paragraph rather than pull in <Feedback>. They have no server-state queries.
    files: ['src/features/auth/components/auth-form.tsx', 'src/features/auth/components/verify-email.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_KEY_LITERAL, ...MUTATION_WITHOUT_KEY] },
  },
];
