import type { CurrentWeek, ForecastView, SeasonPlanView, WeekView } from '@fraudshield/domain';
import { nextClockRun, suggestedWeek, weekFormStatus } from './week-form';

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
      "The season clock settles week 4 on its first run after the deadline and opens week 5 at about Sat, 28 Nov 2026, 18:20 SAST, with a random forecast, its deadline a week after week 4's (Sat, 05 Dec 2026, 18:05 SAST).",
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

  it('a week settled early: the next week is due a week after the settle, not a week after the deadline it cut short', () => {
    // An admin pressed "Settle now" at 12:03 on week 4, due on 1 Dec.
    const locked: CurrentWeek = { week: week(4, 'locked', '2026-12-01T16:05:00Z'), lastSettled: null };
    expect(weekFormStatus(locked, { weeks: [] }, now, TZ).clock).toBe(
      'The season clock opens week 5 on its first run after the settlement, at about Fri, 27 Nov 2026, 14:10 SAST, with a random forecast, its deadline a week after you settled week 4 early (about Fri, 04 Dec 2026, 14:03 SAST).',
    );
    const settled: CurrentWeek = { week: null, lastSettled: week(4, 'settled', '2026-12-01T16:05:00Z') };
    expect(weekFormStatus(settled, { weeks: [] }, now, TZ).clock).toContain(
      'its deadline a week after week 4 was settled early.',
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

describe('the "Open week" form starts from the next week as players already know it', () => {
  const settled: CurrentWeek = { week: null, lastSettled: week(4, 'settled', '2026-11-27T11:00:00Z') };
  const forecasts: ForecastView[] = [
    { weekNumber: 5, headlineThreats: ['Phishing', 'SimSwap', 'Ransomware'] },
    { weekNumber: 6, headlineThreats: ['SimSwap', 'AuthPushPayments', 'AccAndInvFraud'] },
  ];

  it("the season plan's entry first, its deadline with it", () => {
    const plan: Pick<SeasonPlanView, 'weeks'> = {
      weeks: [{ number: 5, deadline: '2026-12-07T11:45:00Z', headlineThreats: ['Deepfake', 'Vishing', 'Ddos'] }],
    };
    expect(suggestedWeek(settled, plan, forecasts)).toEqual({
      number: 5,
      deadline: '2026-12-07T11:45:00Z',
      headlineThreats: ['Deepfake', 'Vishing', 'Ddos'],
      from: 'plan',
    });
  });

  it('else the forecast published to players for that week (not the first frauds of the list)', () => {
    expect(suggestedWeek(settled, { weeks: [] }, forecasts)).toEqual({
      number: 5,
      deadline: null,
      headlineThreats: ['Phishing', 'SimSwap', 'Ransomware'],
      from: 'forecast',
    });
    // The clock's sentence names that forecast, not "a random forecast".
    expect(weekFormStatus(settled, { weeks: [] }, now, TZ, forecasts).clock).toContain(
      'with the forecast players were shown (Phishing, SIM Swap, Ransomware)',
    );
  });

  it('nothing published for the next week, or a week still open: no suggestion', () => {
    expect(suggestedWeek(settled, { weeks: [] }, forecasts.slice(1))).toBeNull();
    expect(
      suggestedWeek({ week: week(5, 'open', '2026-12-07T11:45:00Z'), lastSettled: null }, null, forecasts),
    ).toBeNull();
  });
});
