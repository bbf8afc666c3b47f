import { describe, expect, it } from 'vitest';
import { formatLighthouse, median } from './lighthouse.mjs';

describe('median', () => {
  it('is the middle value, the lower middle one for an even count, and ignores missing values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(20);
    expect(median([5, null, undefined, 7, 6])).toBe(6);
    expect(median([])).toBeNull();
  });
});

describe('formatLighthouse with --runs', () => {
  const summary = (path, performance, tbtMs) => ({
    path,
    signedIn: false,
    scores: { performance, accessibility: 100, 'best-practices': 100 },
    metrics: { fcpMs: 760, lcpMs: 1000, tbtMs, cls: 0, siMs: 760 },
    failedA11y: [],
    failedBestPractices: [],
    formFactor: 'mobile',
    throttling: 'simulate',
    benchmarkIndex: 1200,
  });
  const run = (performance, tbtMs) => ({ performance, fcpMs: 760, lcpMs: 1000, tbtMs, cls: 0, siMs: 760 });

  it('prints run 1 in the main table and the medians of every run beside it', () => {
    const text = formatLighthouse({
      chromium: '/usr/bin/chromium',
      results: [summary('/', 90, 400)],
      runs: 3,
      repeats: { '/': [run(90, 400), run(99, 120), run(97, 180)] },
    });
    expect(text).toContain('Medians of 3 runs per page');
    const row = text.split('\n').find((l) => l.startsWith('/ ') && l.includes('90–99'));
    expect(row, text).toBeDefined();
    expect(row).toMatch(/\b97\b/);
    expect(row).toContain('180');
    expect(row).toContain('120–400');
  });

  it('prints no medians for a single run', () => {
    const text = formatLighthouse({ chromium: 'c', results: [summary('/', 90, 400)] });
    expect(text).not.toContain('Medians of');
  });
});
