import { describe, expect, it } from 'vitest';
import { benchLearning, formatLearning, KINDS } from './learning.mjs';

// A small run of the learning bench (the full one is `npm run bench -- --only learning`): the
// measure separates the kinds of learner even on a few of each.
describe('learning bench', () => {
  it('separates always-right, random, improving and alarmist learners, and prints every kind and target', async () => {
    const res = await benchLearning({ learners: 6, weeks: 14 });
    const k = res.perKind;
    expect(Object.keys(k)).toEqual(KINDS);
    // A player who is always right reads as strong (STRONG_MASTERY; mastery is each fraud's own counts).
    expect(k['always-right'].mastery.mean).toBeGreaterThanOrEqual(0.75);
    expect(Math.abs(k.random.mastery.mean - k.random.chance)).toBeLessThan(0.15);
    expect(Math.abs(k.alarmist.mastery.mean)).toBeLessThan(0.1);
    expect(k.improving.gain.hitChange.mean).toBeGreaterThan(0);
    expect(k.improving.gain.falseAlarmChange.mean).toBeLessThan(0);
    expect(k.improving.reviewShare).toBeGreaterThan(0);
    expect(k.improving.reviewShare).toBeLessThanOrEqual(0.25);
    const text = formatLearning(res);
    for (const kind of KINDS) expect(text).toContain(kind);
    expect(text).toContain('Targets:');
  });
});
