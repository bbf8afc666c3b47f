import type { CurrentWeek, WeekView } from '@fraudshield/domain';
import { AFTER_DEADLINE_MS, nextWeekReadIn, WEEK_IDLE_POLL_MS, WEEK_POLL_MS, weekSignature } from './week-clock';

const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const week = (status: WeekView['status'], deadline = '2026-03-02T12:00:00.000Z'): WeekView => ({
  id: 'week-004',
  number: 4,
  status,
  deadline,
  headlineThreats: ['Phishing', 'Vishing', 'Ddos'],
  seedHash: 'h',
});

describe('the week clock', () => {
  it('reads the week just after an open week locks, polls while it is locked or just settled, seldom between weeks', () => {
    const open: CurrentWeek = { week: week('open'), lastSettled: null };
    expect(nextWeekReadIn(open, NOW)).toBe(2 * 3_600_000 + AFTER_DEADLINE_MS);
    expect(nextWeekReadIn({ week: week('open', '2026-03-02T09:00:00.000Z'), lastSettled: null }, NOW)).toBe(0);
    expect(nextWeekReadIn({ week: week('locked'), lastSettled: null }, NOW)).toBe(WEEK_POLL_MS);
    // Just settled (its deadline under an hour ago): the next week opens soon, read often…
    expect(nextWeekReadIn({ week: null, lastSettled: week('settled', '2026-03-02T09:30:00.000Z') }, NOW)).toBe(
      WEEK_POLL_MS,
    );
    // …a break between weeks: read seldom (and on every return to the tab).
    expect(nextWeekReadIn({ week: null, lastSettled: week('settled', '2026-02-20T09:00:00.000Z') }, NOW)).toBe(
      WEEK_IDLE_POLL_MS,
    );
    expect(nextWeekReadIn({ week: null, lastSettled: null }, NOW)).toBe(WEEK_IDLE_POLL_MS);
    expect(nextWeekReadIn(undefined, NOW)).toBeNull();
    // A deadline weeks away stays within what a browser timer can hold.
    expect(nextWeekReadIn({ week: week('open', '2026-06-01T00:00:00.000Z'), lastSettled: null }, NOW)).toBe(
      2_147_483_647,
    );
  });

  it('a lock, a settle and an opening each change the signature; a re-read of the same state does not', () => {
    const a = weekSignature({ week: week('open'), lastSettled: null });
    expect(weekSignature({ week: week('open'), lastSettled: null })).toBe(a);
    const locked = weekSignature({ week: week('locked'), lastSettled: null });
    const settled = weekSignature({ week: null, lastSettled: week('settled') });
    const next = weekSignature({ week: { ...week('open'), id: 'week-005' }, lastSettled: week('settled') });
    expect(new Set([a, locked, settled, next]).size).toBe(4);
  });
});
