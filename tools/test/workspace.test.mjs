import { describe, expect, it, beforeAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from '../emulators/stack.mjs';

const nxBin = join(ROOT, 'node_modules/nx/dist/bin/nx.js');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const nx = (...args) => execFileSync(process.execPath, [nxBin, ...args], { cwd: ROOT, env, encoding: 'utf8' });

/** Lints a snippet as if it were a file at `path` (the file need not exist). */
async function lintAt(path, code) {
  const projectRoot = path.split('/').slice(0, 2).join('/');
  const eslint = new ESLint({ cwd: join(ROOT, projectRoot) });
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('module boundaries are lint errors', () => {
  beforeAll(() => {
    nx('show', 'projects'); // makes sure the project graph the lint rule reads exists
  });

  it('libs/domain may not import firebase/auth', async () => {
    const errors = await lintAt(
      'libs/domain/src/probe.ts',
      "import { getAuth } from 'firebase/auth';\nexport const a = getAuth;\n",
    );
    expect(errors.some((e) => /firebase/.test(e))).toBe(true);
  });

  it('libs/domain may not import react', async () => {
    const errors = await lintAt(
      'libs/domain/src/probe.ts',
      "import { useState } from 'react';\nexport const s = useState;\n",
    );
    expect(errors.some((e) => /react/i.test(e))).toBe(true);
  });

  it('libs/domain may not import node:* modules', async () => {
    const errors = await lintAt(
      'libs/domain/src/probe.ts',
      "import { createHash } from 'node:crypto';\nexport const h = createHash;\n",
    );
    expect(errors.some((e) => /node:/.test(e))).toBe(true);
  });

  it('apps/web may not import firebase/* directly', async () => {
    const errors = await lintAt(
      'apps/web/src/probe.ts',
      "import { initializeApp } from 'firebase/app';\nexport const i = initializeApp;\n",
    );
    expect(errors.some((e) => /firebase/i.test(e))).toBe(true);
  });

  it('apps/functions may not import the browser data-access lib', async () => {
    const errors = await lintAt(
      'apps/functions/src/probe.ts',
      "import * as c from '@fraudshield/firebase-client';\nexport const x = c;\n",
    );
    expect(errors.some((e) => /enforce-module-boundaries/.test(e))).toBe(true);
  });

  it('apps/web may not import the server-only quiz answer key', async () => {
    const errors = await lintAt(
      'apps/web/src/probe.ts',
      "import { quizOf } from '@fraudshield/domain/answer-key';\nexport const q = quizOf;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^no-restricted-imports: .*answer key is server only/)]);
  });

  it('libs/firebase-client may not import the answer key', async () => {
    const errors = await lintAt(
      'libs/firebase-client/src/probe.ts',
      "import { FRAUD_QUIZZES } from '@fraudshield/domain/answer-key';\nexport const q = FRAUD_QUIZZES;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^no-restricted-imports: .*answer key is server only/)]);
  });

  it('no other entry of libs/domain may import the answer key', async () => {
    const errors = await lintAt(
      'libs/domain/src/content/probe.ts',
      "import { FRAUD_QUIZZES } from '../answer-key';\nexport const q = FRAUD_QUIZZES;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^no-restricted-imports: .*answer key/)]);
  });

  it('allowed imports lint clean (the checks are not always-on)', async () => {
    expect(
      await lintAt('libs/domain/src/probe.ts', "import { z } from 'zod';\nexport const s = z.string();\n"),
    ).toEqual([]);
    expect(
      await lintAt(
        'apps/web/src/probe.ts',
        "import { ROUTES } from '@fraudshield/domain';\nexport const r = ROUTES;\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'libs/firebase-client/src/probe.ts',
        "import { initializeApp } from 'firebase/app';\nexport const i = initializeApp;\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'apps/functions/src/probe.ts',
        "import { quizOf } from '@fraudshield/domain/answer-key';\nexport const q = quizOf;\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'libs/domain/src/answer-key/probe.ts',
        "import { FRAUD_QUIZZES } from './frauds';\nexport const q = FRAUD_QUIZZES;\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'apps/web/src/probe.ts',
        "import { FRAUD_PAGES } from '@fraudshield/domain/content';\nexport const p = FRAUD_PAGES;\n",
      ),
    ).toEqual([]);
  });
});

describe('layers inside apps/functions are lint errors', () => {
  it('a handler may not import the callables layer', async () => {
    const errors = await lintAt(
      'apps/functions/src/handlers/probe.ts',
      "import type { CallerContext } from '../callables/define';\nexport type C = CallerContext;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Handlers do not import the callables layer/),
    ]);
    const viaIndex = await lintAt(
      'apps/functions/src/handlers/probe.ts',
      "import * as c from '../callables';\nexport const x = c;\n",
    );
    expect(viaIndex).toEqual([expect.stringMatching(/^no-restricted-imports: .*callables layer/)]);
  });

  it('a handler may import its context, and a callable may import handlers (the rule is not always-on)', async () => {
    expect(
      await lintAt(
        'apps/functions/src/handlers/probe.ts',
        "import type { CallerContext } from './context';\nexport type C = CallerContext;\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'apps/functions/src/callables/probe.ts',
        "import { getBalance } from '../handlers/user';\nexport const g = getBalance;\n",
      ),
    ).toEqual([]);
  });
});

describe('server state in apps/web has one home (lint)', () => {
  const KEY = /^no-restricted-syntax: No hand-written/;
  const FORM_ERROR = /^no-restricted-syntax: No inline form-error block/;

  it('refuses a queryKey literal, a hand-made mutation key and a hand-written [u, uid, …] key outside the factory', async () => {
    for (const code of [
      "export const q = { queryKey: ['wallet'], queryFn: () => 1 };\n",
      'export const k = (uid) => ({ queryKey: someKeys.all(uid) });\n',
      "export const m = (uid) => ({ mutationKey: ['admin', uid], mutationFn: () => 1 });\n",
      "export const k = (uid) => ['u', uid, 'wallet'];\n",
      "export const f = (client, uid) => client.invalidateQueries({ queryKey: ['u', uid] });\n",
    ]) {
      expect(await lintAt('apps/web/src/features/squad/api/probe.ts', code), code).toEqual(
        expect.arrayContaining([expect.stringMatching(KEY)]),
      );
    }
    // Tests and app/ too: a key typed in a test would read a cache entry no screen writes.
    expect(
      await lintAt('apps/web/src/app/routes/probe.test.tsx', "export const k = { queryKey: ['u', 'u1', 'wallet'] };\n"),
    ).toEqual(expect.arrayContaining([expect.stringMatching(KEY)]));
  });

  it('allows the factory itself, and keys made by it (the rule is not always-on)', async () => {
    expect(
      await lintAt(
        'apps/web/src/lib/server-state/probe.ts',
        "export const k = (uid) => ({ queryKey: ['u', uid, 'user_getBalance'] });\n",
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'apps/web/src/features/squad/api/probe.ts',
        "import { callableQuery, callableMutationKey } from '../../../lib/server-state/queries';\n" +
          "export const q = (uid) => callableQuery('user_getBalance', uid);\n" +
          "export const m = (uid) => ({ mutationKey: callableMutationKey(uid, 'squad', 'shop_buyDefense') });\n",
      ),
    ).toEqual([]);
  });

  it('refuses an inline form-error block outside the shared components', async () => {
    for (const code of [
      'export const E = ({ e }) => (e ? <p className="form-error" role="alert">{e}</p> : null);\n',
      'export const E = ({ e }) => <div className="form-error">{e}</div>;\n',
      'export const E = ({ e }) => <p role="alert">{e}</p>;\n',
    ]) {
      expect(await lintAt('apps/web/src/features/settings/components/probe.tsx', code), code).toEqual(
        expect.arrayContaining([expect.stringMatching(FORM_ERROR)]),
      );
    }
  });

  it('allows <Feedback>, the shared components and a page-level alert', async () => {
    expect(
      await lintAt(
        'apps/web/src/features/settings/components/probe.tsx',
        "import { Feedback } from '../../../components/ui/feedback';\n" +
          'export const E = ({ e }) => <Feedback error={e} testId="probe" />;\n' +
          'export const P = () => <section role="alert" className="page-error">Gone</section>;\n',
      ),
    ).toEqual([]);
    expect(
      await lintAt(
        'apps/web/src/components/ui/probe.tsx',
        'export const E = ({ e }) => <p className="form-error" role="alert">{e}</p>;\n',
      ),
    ).toEqual([]);
  });
});

describe('nx affected follows the project graph', () => {
  const affected = (file) =>
    nx('show', 'projects', '--affected', `--files=${file}`)
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith('@fraudshield/'))
      .sort();

  it('a change to libs/domain affects every project that depends on it', () => {
    expect(affected('libs/domain/src/index.ts')).toEqual([
      '@fraudshield/domain',
      '@fraudshield/firebase-client',
      '@fraudshield/functions',
      '@fraudshield/web',
      '@fraudshield/web-e2e',
    ]);
  });

  it('a change to apps/web affects only web and web-e2e', () => {
    expect(affected('apps/web/src/main.tsx')).toEqual(['@fraudshield/web', '@fraudshield/web-e2e']);
  });

  it('a change to apps/functions does not affect the web app', () => {
    expect(affected('apps/functions/src/main.ts')).not.toContain('@fraudshield/web');
  });
});
