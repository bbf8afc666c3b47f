import type { CurrentWeek } from '@fraudshield/domain';

/** Week 2 open for a day under `rulesVersion`, nothing settled yet (the shop prices and refunds by it). */
export const openWeekUnder = (rulesVersion: number): CurrentWeek => ({
  week: {
    id: 'week-002',
    number: 2,
    status: 'open',
    deadline: new Date(Date.now() + 86_400_000).toISOString(),
    headlineThreats: [],
    seedHash: 'ab'.repeat(32),
    rulesVersion,
  },
  lastSettled: null,
});
