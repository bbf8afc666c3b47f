import type { CurrentWeek, WeekView } from '@fraudshield/domain';
import { nextClockRun, weekFormStatus } from './week-form';

const TZ = 'Africa/Johannesburg';
const week = (number: number, status: WeekView['status'], deadline: string): WeekView => ({
  id: `week-00${number}`,
  number,
  status,
  deadline,
  headlineThreats: ['Phishing', 'Vishing', 'Ddos'],
  seedHash: 'f'.repeat(64),
});
const now = Date.parse('2026-11-27T12:03:00Z');

describe('the week form says why it is disabled and when the season clock acts', () => {
  it('the clock runs on the multiples of 10 minutes', () => {
    expect(new Date(nextClockRun(now)).toISOString()).toBe('2026-11-27T12:10:00.000Z');
    expect(new Date(nextClockRun(Date.parse('2026-11-27T12:10:00Z'))).toISOString()).toBe('2026-11-27T12:20:00.000Z');
  });

  it('a week open: disabled, with the reason and the time the clock opens the next one', () => {
    const current: CurrentWeek = { week: week(4, 'open', '2026-11-28T16:05:00Z'), lastSettled: week(3, 'settled', '') };
    const s = weekFormStatus(current, { weeks: [] }, now, TZ);
    expect(s.canOpen).toBe(false);
    expect(s.why).toBe('Week 4 is open until Sat, 28 Nov 2026, 18:05 SAST: the next week opens once it is settled.');
    // Settled on the 16:10 run, week 5 opened on the 16:20 run.
    expect(s.clock).toBe(
      'The season clock settles week 4 on its first run after the deadline and opens week 5 at about Sat, 28 Nov 2026, 18:20 SAST, with a random forecast, its deadline a week after the last one.',
    );
  });

  it('a week settling: disabled; the next week comes on the run after the settlement, as planned', () => {
    const current: CurrentWeek = { week: week(4, 'locked', '2026-11-27T12:00:00Z'), lastSettled: null };
    const plan = { weeks: [{ number: 5, deadline: '2026-12-04T16:00:00Z', headlineThreats: [] }] };
    const s = weekFormStatus(current, plan, now, TZ);
    expect(s.canOpen).toBe(false);
    expect(s.why).toBe('Week 4 is being settled: the next week opens once it is settled.');
    expect(s.clock).toBe(
      'The season clock opens week 5 on its first run after the settlement, at about Fri, 27 Nov 2026, 14:10 SAST, as the season plan says (deadline Fri, 04 Dec 2026, 18:00 SAST).',
    );
  });

  it('between weeks: enabled, and the clock opens the next week on its next run unless the admin does first', () => {
    const s = weekFormStatus({ week: null, lastSettled: week(4, 'settled', '') }, null, now, TZ);
    expect(s).toMatchObject({ canOpen: true, why: null });
    expect(s.clock).toMatch(/^The season clock opens week 5 on its next run, at about Fri, 27 Nov 2026, 14:10 SAST/);
  });

  it('before week 1: enabled; the admin starts the season', () => {
    const s = weekFormStatus({ week: null, lastSettled: null }, null, now, TZ);
    expect(s).toMatchObject({ canOpen: true, why: null });
    expect(s.clock).toMatch(/^The season starts when you open week 1/);
  });
});
