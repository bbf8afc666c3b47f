import { describe, expect, it } from 'vitest';
import { isFraudId } from '../catalog/ids';
import { IC3_2024_LOSSES, IC3_2024_TOTAL, LOSS_FIGURE_SOURCES } from './loss-figures';

describe('loss figures', () => {
  it('are positive, largest first, below the total, each with an https source', () => {
    const values = IC3_2024_LOSSES.map((f) => f.usdMillions);
    expect(values.every((v) => v > 0)).toBe(true);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(values.reduce((a, b) => a + b, 0)).toBeLessThan(IC3_2024_TOTAL.usdMillions);
    for (const f of IC3_2024_LOSSES) {
      expect(f.source.url).toMatch(/^https:\/\//);
      if (f.fraudId) expect(isFraudId(f.fraudId)).toBe(true);
    }
    expect(new Set(LOSS_FIGURE_SOURCES.map((s) => s.url)).size).toBe(LOSS_FIGURE_SOURCES.length);
  });
});
