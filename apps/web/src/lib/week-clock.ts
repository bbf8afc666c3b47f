import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentWeek } from '@fraudshield/domain';
import { currentWeekQueryOptions } from './current-week';
import { invalidate } from './server-state/writers';
import type { QueryCallable } from './server-state/queries';

/**
 * Keeps the player's week current while a page that plans the week is on screen (Home's Next
 * step): the week is read again at each of the clock's transitions and whenever the tab comes
 * back, and once it has moved on, every answer that depends on it is refetched.
 *
 * The clock: an open week LOCKS at its deadline, is SETTLED a few minutes later (the report, the
 * points, the credits), and the next week OPENS after that, at a time the player's view does not
 * know. So: one read just after the deadline, then a read every WEEK_POLL_MS while the week is
 * locked and in the hour after its deadline, then every WEEK_IDLE_POLL_MS between weeks; none
 * while an open week's deadline is ahead (nothing changes before it but by this player's hand).
 */

/**
 * How often the week is read again while it is locked, or just after a settle while the next one
 * has not opened (the season clock opens it soon after): one small callable each, well inside
 * week_getCurrent's rate limit (1,800 an hour).
 */
export const WEEK_POLL_MS = 30_000;

/** Between weeks for longer than SETTLE_WINDOW_MS (a break, the season's end): a read this often, and on every return to the tab. */
export const WEEK_IDLE_POLL_MS = 5 * 60_000;

/** After a week's deadline, this long counts as "just settled": the next week is expected soon. */
export const SETTLE_WINDOW_MS = 60 * 60_000;

/** After the deadline, the first read waits this long, so the server's lock has happened. */
export const AFTER_DEADLINE_MS = 2_000;

/** A focus or a return to the tab reads the week again only when the last read is older than this. */
export const FOCUS_REFRESH_MS = 5_000;

/** The browser's timers hold at most 2^31 − 1 ms (about 24.8 days); a longer wait is taken in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/** The answers that follow the week: the drill, today's case, the open check, the squad's points and balance, the tables. */
export const WEEK_DEPENDENT: readonly QueryCallable[] = [
  'drill_get',
  'daily_get',
  'learning_getCheck',
  'learning_getReport',
  'user_getProfile',
  'user_getBalance',
  'user_getDefenses',
  'leaderboard_getPage',
];

/** What identifies the week's state: a change of it means the clock moved. */
export function weekSignature(view: CurrentWeek | undefined): string | null {
  if (!view) return null;
  return `${view.week?.id ?? '-'}:${view.week?.status ?? '-'}:${view.lastSettled?.id ?? '-'}`;
}

/** Milliseconds until the week should be read again (null: only a focus or a return to the tab). */
export function nextWeekReadIn(view: CurrentWeek | undefined, now: number): number | null {
  if (!view) return null;
  const week = view.week;
  if (week?.status === 'open') {
    const at = Date.parse(week.deadline) + AFTER_DEADLINE_MS - now;
    return Math.min(MAX_TIMER_MS, Math.max(at, 0));
  }
  if (week?.status === 'locked') return WEEK_POLL_MS;
  const settledAt = view.lastSettled ? Date.parse(view.lastSettled.deadline) : Number.NaN;
  return now - settledAt <= SETTLE_WINDOW_MS ? WEEK_POLL_MS : WEEK_IDLE_POLL_MS;
}

export function useWeekClock(uid: string | null): void {
  const client = useQueryClient();
  const week = useQuery(currentWeekQueryOptions(uid));
  const signature = weekSignature(week.data);
  const seen = useRef<{ uid: string | null; signature: string } | null>(null);

  // The clock moved (lock, settle, open): everything that depends on the week is read again.
  useEffect(() => {
    if (signature === null) return;
    const before = seen.current;
    seen.current = { uid, signature };
    if (before && before.uid === uid && before.signature !== signature) void invalidate(client, uid, ...WEEK_DEPENDENT);
  }, [client, uid, signature]);

  // The next transition: a read just after the deadline, or a poll while locked or between weeks.
  const updatedAt = week.dataUpdatedAt;
  useEffect(() => {
    if (!uid) return;
    const wait = nextWeekReadIn(week.data, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => void invalidate(client, uid, 'week_getCurrent'), wait);
    return () => clearTimeout(timer);
  }, [client, uid, week.data, updatedAt]);

  // Back to the tab or the window: the week may have moved while the page was hidden.
  useEffect(() => {
    if (!uid) return;
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      const last = client.getQueryState(currentWeekQueryOptions(uid).queryKey)?.dataUpdatedAt ?? 0;
      if (Date.now() - last >= FOCUS_REFRESH_MS) void invalidate(client, uid, 'week_getCurrent');
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [client, uid]);
}
