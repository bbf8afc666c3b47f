import { describe, expect, it } from 'vitest';
import { checkSeasonPlan, describePlanProblem, pendingPlan, SEASON_PLAN_MAX_WEEKS } from './season-plan';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 22, 12);
const ctx = { now, weekCount: 4, lastDeadline: now + 2 * HOUR };
const week = (
  number: number,
  deadline: number,
  headlineThreats: unknown[] = ['Phishing', 'Ransomware', 'SimSwap'],
) => ({ number, deadline, headlineThreats });

describe('checkSeasonPlan', () => {
  it('accepts the weeks right after the last opened one, in order, with later and later deadlines', () => {
    const out = checkSeasonPlan([week(5, now + 10 * HOUR), week(6, now + 20 * HOUR)], ctx);
    expect(out).toEqual({ ok: true, weeks: [week(5, now + 10 * HOUR), week(6, now + 20 * HOUR)] });
  });

  it('accepts an empty plan (clears it)', () => {
    expect(checkSeasonPlan([], ctx)).toEqual({ ok: true, weeks: [] });
  });

  it('refuses a week that has already opened', () => {
    expect(checkSeasonPlan([week(4, now + 10 * HOUR)], ctx)).toEqual({
      ok: false,
      problem: { kind: 'already-opened', number: 4 },
    });
  });

  it('refuses a gap or a shuffled order', () => {
    expect(checkSeasonPlan([week(6, now + 10 * HOUR)], ctx)).toEqual({
      ok: false,
      problem: { kind: 'not-consecutive', number: 6, expected: 5 },
    });
    expect(checkSeasonPlan([week(5, now + 10 * HOUR), week(7, now + 20 * HOUR)], ctx)).toMatchObject({
      ok: false,
      problem: { kind: 'not-consecutive', number: 7 },
    });
  });

  it('refuses a deadline in the past', () => {
    expect(checkSeasonPlan([week(5, now - 1)], { ...ctx, lastDeadline: null })).toEqual({
      ok: false,
      problem: { kind: 'deadline-past', number: 5 },
    });
    expect(checkSeasonPlan([week(5, now)], { ...ctx, lastDeadline: null })).toMatchObject({
      ok: false,
      problem: { kind: 'deadline-past' },
    });
  });

  it('refuses deadlines out of order, or not after the last opened week', () => {
    expect(checkSeasonPlan([week(5, now + HOUR)], ctx)).toEqual({
      ok: false,
      problem: { kind: 'deadline-order', number: 5 },
    });
    expect(checkSeasonPlan([week(5, now + 20 * HOUR), week(6, now + 10 * HOUR)], ctx)).toEqual({
      ok: false,
      problem: { kind: 'deadline-order', number: 6 },
    });
    expect(checkSeasonPlan([week(5, now + 20 * HOUR), week(6, now + 20 * HOUR)], ctx)).toMatchObject({
      ok: false,
      problem: { kind: 'deadline-order', number: 6 },
    });
  });

  it('refuses unknown or repeated frauds', () => {
    expect(checkSeasonPlan([week(5, now + 10 * HOUR, ['Phishing', 'NotAFraud', 'SimSwap'])], ctx)).toEqual({
      ok: false,
      problem: { kind: 'forecast', number: 5, reason: 'unknown-fraud' },
    });
    expect(checkSeasonPlan([week(5, now + 10 * HOUR, ['Phishing', 'Phishing', 'SimSwap'])], ctx)).toMatchObject({
      ok: false,
      problem: { reason: 'duplicate-fraud' },
    });
  });

  it('refuses more weeks than the limit', () => {
    const many = Array.from({ length: SEASON_PLAN_MAX_WEEKS + 1 }, (_, i) => week(5 + i, now + (10 + i) * HOUR));
    expect(checkSeasonPlan(many, ctx)).toMatchObject({ ok: false, problem: { kind: 'too-many' } });
  });

  it('describes every problem in words', () => {
    expect(describePlanProblem({ kind: 'deadline-past', number: 5 })).toBe("Week 5's deadline is in the past.");
    expect(describePlanProblem({ kind: 'already-opened', number: 4 })).toMatch(/already opened/);
  });
});

describe('pendingPlan', () => {
  it('drops the weeks that have opened and sorts the rest', () => {
    const stored = [week(6, 2, ['Phishing']), week(4, 1, []), week(5, 1.5, [])] as never[];
    expect(pendingPlan(stored, 4).map((w: { number: number }) => w.number)).toEqual([5, 6]);
  });
});
