// The Markdown files against the code: the root README stays short, no file names work-item
// numbers, and every repo path and npm command a file names exists.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/stack.mjs';
import { ROOT_README_MAX_CHARS, missingCommands, missingPaths, namedPaths, ticketReferences } from './docs-core.mjs';

const markdown = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const read = (file) => readFileSync(join(ROOT, file), 'utf8');

describe('the rules catch what they are for', () => {
  it('finds work-item numbers in every spelling, and not in other numbers', () => {
    expect(ticketReferences('as issue 33 said; Issues 4 and ticket #12, task 7 (#41)')).toEqual([
      'issue 33',
      'Issues 4',
      'ticket #12',
      'task 7',
      '#41',
    ]);
    expect(ticketReferences('5,000 members, week 4, rules v4, `#root`, &#39; a/#3')).toEqual([]);
  });

  it('finds repo paths in backticks, and skips placeholders', () => {
    expect(namedPaths('see `apps/web/src/main.tsx`, `libs/<lib>/x.ts`, `docs/`, `src/x.ts`, `README.md`')).toEqual([
      'apps/web/src/main.tsx',
      'docs',
      'README.md',
    ]);
    expect(missingPaths(ROOT, '`tools/no/such/file.mjs` and `tools/bench/run.mjs`')).toEqual([
      'tools/no/such/file.mjs',
    ]);
  });

  it('finds npm scripts and bench names that do not exist', () => {
    expect(missingCommands(ROOT, 'run `npm run nosuchscript` or `npm run bench -- --only load,nosuchbench`')).toEqual([
      'npm run nosuchscript',
      'bench --only nosuchbench',
    ]);
    expect(missingCommands(ROOT, '`npm run bench -- --only load`, `npm run balance`')).toEqual([]);
  });
});

describe('the Markdown files', () => {
  it(`keep the root README under ${ROOT_README_MAX_CHARS.toLocaleString('en')} characters`, () => {
    expect(read('README.md').length).toBeLessThan(ROOT_README_MAX_CHARS);
  });

  it('keep the two quick-start commands in the root README', () => {
    expect(read('README.md')).toMatch(/npm ci && npm start/);
    expect(read('README.md')).toMatch(/npm ci && npm test/);
  });

  it.each(markdown)('%s names no work-item number', (file) => {
    expect(ticketReferences(read(file))).toEqual([]);
  });

  it.each(markdown)('%s names only paths that exist', (file) => {
    expect(missingPaths(ROOT, read(file))).toEqual([]);
  });

  it.each(markdown)('%s names only npm scripts and benches that exist', (file) => {
    expect(missingCommands(ROOT, read(file))).toEqual([]);
  });
});
