import { describe, expect, it } from 'vitest';
import { benchLighthouseCompare, formatLighthouseCompare } from './lighthouse-compare.mjs';

const sample = (performance, tbtMs, ok = true) => ({
  performance,
  tbtMs,
  lcpMs: 1000 + tbtMs,
  fcpMs: 900,
  siMs: 1200 + performance,
  cls: 0.01,
  lcpElement: '<p> "Welcome, Compare."',
  ok,
});

describe('the side-by-side Lighthouse report', () => {
  const r = {
    against: 'main~3',
    sha: 'a'.repeat(40),
    head: 'b'.repeat(40),
    runs: 5,
    pages: ['/home'],
    builds: ['this', 'main~3'],
    samples: {
      this: { '/home': [84, 80, 90, 86, 81].map((p, i) => sample(p, [520, 600, 400, 450, 700][i])) },
      'main~3': { '/home': [90, 92, 88, 95, 91].map((p, i) => sample(p, [380, 300, 420, 350, 390][i])) },
    },
  };

  it('prints per page the medians of both builds and their TBT, then min–max and differences', () => {
    const text = formatLighthouseCompare(r);
    expect(text).toContain('/home: 84 vs 91 (ref), TBT 520 vs 380 ms');
    expect(text).toMatch(/\/home.*84.*80–90.*91.*88–95.*-7.*520.*380.*\+140/);
  });

  it("prints the medians of the score's other metrics side by side, and the LCP element", () => {
    const text = formatLighthouseCompare(r);
    // LCP 1000 + TBT: medians 1520 vs 1380; SI 1200 + score: 1284 vs 1291.
    expect(text).toMatch(/\/home\s+900\s+900\s+1520\s+1380\s+1284\s+1291\s+0\.010\s+0\.010/);
    expect(text).toContain('LCP element, this /home (last run): <p> "Welcome, Compare."');
  });

  it('says when a signed-in run did not end on /home', () => {
    const broken = structuredClone(r);
    broken.samples.this['/home'][2].ok = false;
    expect(formatLighthouseCompare(broken)).toContain('this /home: a run did not end on a signed-in /home');
  });

  it('refuses fewer than 5 runs, a missing ref and an unknown page before building anything', async () => {
    await expect(benchLighthouseCompare({ against: 'main', runs: 3 })).rejects.toThrow(/≥ 5/);
    await expect(benchLighthouseCompare({ runs: 5 })).rejects.toThrow(/--against/);
    await expect(benchLighthouseCompare({ against: 'main', pages: ['/nope'] })).rejects.toThrow(/unknown pages/);
  });
});
