// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/**
 * The feature boundary is a lint error (eslint.config.mjs, import/no-restricted-paths): these
 * lint a one-line file placed inside the tree with the project's own config.
 */
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: webRoot });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const probe = x;\n`, { filePath: `${webRoot}${filePath}` });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('feature boundaries (lint)', { timeout: 120_000 }, () => {
  it('refuses an import from another feature', async () => {
    const errors = await lint(
      'src/features/leagues/components/probe.ts',
      "import { useDefenses as x } from '../../squad/api/queries';",
    );
    expect(errors).toEqual([
      expect.stringContaining('A feature imports only components/, lib/, config/, testing/, the libs and itself'),
    ]);
  });

  it('refuses an import from app/ in a feature, and a feature in lib/ or components/', async () => {
    expect(
      await lint('src/features/wiki/components/probe.ts', "import { router as x } from '../../../app/router';"),
    ).toHaveLength(1);
    expect(
      await lint('src/lib/probe.ts', "import { useDefenses as x } from '../features/squad/api/queries';"),
    ).toHaveLength(1);
    expect(
      await lint(
        'src/components/ui/probe.ts',
        "import { ShopView as x } from '../../features/squad/components/shop-view';",
      ),
    ).toHaveLength(1);
  });

  it('allows the feature itself, lib/, components/, config/, testing/ and the libs', async () => {
    for (const code of [
      "import { useDefenses as x } from '../api/queries';",
      "import { errorText as x } from '../../../lib/error-text';",
      "import { Button as x } from '../../../components/ui/button';",
      "import { env as x } from '../../../config/env';",
      "import { createTestQueryClient as x } from '../../../testing/query-wrapper';",
      "import { DEFENSES as x } from '@fraudshield/domain';",
    ]) {
      expect(await lint('src/features/squad/components/probe.ts', code), code).toEqual([]);
    }
    // app/ composes features.
    expect(
      await lint(
        'src/app/routes/probe.ts',
        "import { ShopView as x } from '../../features/squad/components/shop-view';",
      ),
    ).toEqual([]);
  });

  it('covers every feature folder of the tree', async () => {
    const folders = readdirSync(`${webRoot}src/features`, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders).toContain('squad');
    for (const folder of folders) {
      const other = folder === 'squad' ? "'../../week/components/week-card'" : "'../../squad/api/queries'";
      expect(
        await lint(`src/features/${folder}/components/probe.ts`, `import * as x from ${other};`),
        folder,
      ).toHaveLength(1);
    }
  });

  it('covers a feature folder added after the config was written', () => {
    const folder = `${webRoot}src/features/zz-probe-${process.pid}`;
    mkdirSync(folder);
    try {
      const bin = new URL('../bin/eslint.js', `file://${createRequire(import.meta.url).resolve('eslint')}`).pathname;
      let output = '';
      try {
        output = execFileSync(
          process.execPath,
          [bin, '--format', 'json', '--stdin', '--stdin-filename', `${folder}/probe.ts`],
          {
            cwd: webRoot,
            input: "import { useDefenses } from '../squad/api/queries';\nexport const probe = useDefenses;\n",
            encoding: 'utf8',
          },
        );
      } catch (error) {
        output = (error as { stdout: string }).stdout; // eslint exits 1 on an error
      }
      const [result] = JSON.parse(output) as ESLint.LintResult[];
      expect(result.messages.map((m) => m.ruleId)).toContain('import/no-restricted-paths');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
