import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveWeekStatus } from './week';

const DEADLINE = Date.UTC(2026, 0, 10, 18, 0, 0);

describe('effectiveWeekStatus', () => {
  it('is open before the deadline and locked from the deadline on', () => {
    const week = { status: 'open', deadline: DEADLINE, lockedAt: null } as const;
    expect(effectiveWeekStatus(week, DEADLINE - 1)).toBe('open');
    expect(effectiveWeekStatus(week, DEADLINE)).toBe('locked');
    expect(effectiveWeekStatus(week, DEADLINE + 1)).toBe('locked');
  });

  it('is locked before the deadline once an admin locked it early', () => {
    expect(
      effectiveWeekStatus({ status: 'open', deadline: DEADLINE, lockedAt: DEADLINE - 60_000 }, DEADLINE - 120_000),
    ).toBe('locked');
    // lockedAt 0 is a lock too (a number, not "absent").
    expect(effectiveWeekStatus({ status: 'open', deadline: DEADLINE, lockedAt: 0 }, 0)).toBe('locked');
  });

  it('treats a missing lockedAt (older week docs) as not locked', () => {
    expect(effectiveWeekStatus({ status: 'open', deadline: DEADLINE }, DEADLINE - 1)).toBe('open');
  });

  it('is settled whatever the clock and the lock say once settled', () => {
    fc.assert(
      fc.property(fc.integer(), fc.option(fc.integer(), { nil: null }), fc.integer(), (deadline, lockedAt, now) => {
        expect(effectiveWeekStatus({ status: 'settled', deadline, lockedAt }, now)).toBe('settled');
      }),
    );
  });

  it('never goes back from locked to open as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.option(fc.integer(), { nil: null }),
        fc.integer(),
        fc.nat(),
        (deadline, lockedAt, now, later) => {
          const week = { status: 'open' as const, deadline, lockedAt };
          if (effectiveWeekStatus(week, now) === 'locked')
            expect(effectiveWeekStatus(week, now + later)).toBe('locked');
        },
      ),
    );
  });
});
