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
  'A feature imports only components/, lib/, config/, testing/, the libs and itself (STYLE.md). Move what two features need to lib/, or make them one feature; app/ composes features.';

/**
 * Feature boundaries (STYLE.md, "features do not know each other"): a file in features/<f>
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
];
