import { describe, expect, it } from 'vitest';
import { assertLocal, percentile, summarise } from './emulator-http.mjs';
import { table } from './table.mjs';

describe('benchmark helpers', () => {
  it('only targets loopback and demo-* projects', () => {
    expect(() => assertLocal('http://127.0.0.1:37001/x', 'demo-fraudshield-bench')).not.toThrow();
    expect(() => assertLocal('http://localhost:37001/x')).not.toThrow();
    expect(() => assertLocal('https://africa-south1-fraudshield.cloudfunctions.net/x')).toThrow(/loopback/);
    expect(() => assertLocal('http://10.0.0.5:5001/x')).toThrow(/loopback/);
    expect(() => assertLocal('http://127.0.0.1:5001/x', 'fraudshield-prod')).toThrow(/demo-/);
  });

  it('takes nearest-rank percentiles', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNull();
    expect(summarise([3, 1, 2])).toMatchObject({ n: 3, p50: 2, p95: 3, mean: 2 });
  });

  it('prints aligned tables', () => {
    expect(
      table(
        ['a', 'bb'],
        [
          ['ccc', 1],
          [null, 22],
        ],
      ).split('\n'),
    ).toEqual(['a    bb', '---  --', 'ccc  1', '-    22']);
  });
});
