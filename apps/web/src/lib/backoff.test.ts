import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('starts at 1000 ms and grows by 1.5', () => {
    expect([0, 1, 2, 3, 4].map(backoffDelay)).toEqual([1000, 1500, 2250, 3375, 5063]);
  });

  it('never exceeds 60 s', () => {
    expect(backoffDelay(10)).toBe(57665);
    expect(backoffDelay(11)).toBe(60000);
    expect(backoffDelay(1000)).toBe(60000);
  });

  it('treats negative and fractional attempts sanely', () => {
    expect(backoffDelay(-3)).toBe(1000);
    expect(backoffDelay(1.9)).toBe(1500);
  });
});
