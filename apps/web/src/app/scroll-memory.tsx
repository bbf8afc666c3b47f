import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';

/**
 * Scroll as a native app does. react-router's `<ScrollRestoration>` needs the data router (it reads
 * the data router's context), which the app left for the declarative mode (app-router.tsx), so the
 * app keeps its own: every new page starts at the top, Back and Forward come back to where the
 * player was on that entry, and a tap on the tab of the page on screen scrolls it to the top.
 */

/** Where to go after a navigation: a position, an element (a `#hash`), or nowhere. */
export type ScrollTarget = { top: number } | { id: string } | null;

/**
 * The key a position is remembered under. An entry pushed by the app has a key of its own, kept in
 * the history's state over a reload; the first entry of a page load has none, and react-router
 * calls it "default" whatever its page: so "default" is told apart by its path (otherwise a page
 * loaded afresh, from a typed address or a link in an email, would open at the place of another
 * page loaded afresh earlier in the tab).
 */
export function entryKey(location: Pick<Location, 'pathname' | 'search' | 'key'>): string {
  return location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;
}

/**
 * The pure rule. `before` is the location on screen until now (null: the first render of this
 * memory); `saved` holds positions by entryKey. Back/Forward (POP) returns to the entry's remembered
 * position; a new entry (PUSH, or a REPLACE such as the guard's redirect) starts at the top or at its `#hash`; a link to the page on
 * screen (react-router makes it a REPLACE of the same path) starts at the top too. Only a change of
 * the query on the same page keeps the position: it is a filter or a tab inside the page (the
 * leaderboard's tables), not a new page.
 */
export function scrollTarget(
  before: Pick<Location, 'pathname' | 'search' | 'key'> | null,
  now: Pick<Location, 'pathname' | 'search' | 'hash' | 'key'>,
  action: `${NavigationType}`,
  saved: ReadonlyMap<string, number>,
): ScrollTarget {
  const remembered = saved.get(entryKey(now));
  const hash = now.hash.length > 1 ? { id: decodeURIComponent(now.hash.slice(1)) } : null;
  // The first render is the page load: a reload comes back to the entry's place, if it had one.
  if (!before) return action === 'POP' && remembered !== undefined ? { top: remembered } : null;
  // The same entry rendered again (React's strict mode runs effects twice) is no navigation.
  if (now.key === before.key) return null;
  if (action === 'POP') return remembered !== undefined ? { top: remembered } : (hash ?? { top: 0 });
  if (hash) return hash;
  if (now.pathname !== before.pathname || now.search === before.search) return { top: 0 };
  return null;
}

/** How long a target may wait for the page to grow tall enough (or its element to appear): a page's chunk and data. */
const FOLLOW_MS = 3000;
/** The player scrolling or typing wins over a position still being waited for. */
const PLAYER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Goes to `target`, and tries again on each frame while the page is still too short for it (its
 * data and lazily drawn sections arrive after the navigation) or its element is not there yet;
 * stops when reached, after FOLLOW_MS, at the player's own input, or when the returned stop runs.
 */
export function follow(target: Exclude<ScrollTarget, null>): () => void {
  let frame = 0;
  const until = Date.now() + FOLLOW_MS;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of PLAYER_INPUT) window.removeEventListener(type, stop);
  };
  const step = () => {
    if ('id' in target) {
      const element = document.getElementById(target.id);
      if (element) {
        element.scrollIntoView({ block: 'start' });
        return stop();
      }
    } else {
      window.scrollTo(0, target.top);
      if (Math.abs(window.scrollY - target.top) < 1) return stop();
    }
    if (Date.now() < until) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of PLAYER_INPUT) window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
}

/** Positions by history entry, kept in sessionStorage over a reload (the tab's own history survives one). */
const STORE = 'fs-scroll';
/** Enough entries for any Back a player makes; the store stays a few kB. */
const KEEP = 100;
const positions = new Map<string, number>(load());

function load(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '[]') as [string, number][];
  } catch {
    // A store we cannot read (private mode, a bad value) only loses the positions of a reload.
    return [];
  }
}

function store() {
  try {
    sessionStorage.setItem(STORE, JSON.stringify([...positions].slice(-KEEP)));
  } catch {
    // As above: the positions stay in memory for this page's life.
  }
}

/**
 * The app's scroll memory: one instance, in the shell. It records the position of the entry on
 * screen as the player scrolls (a scroll event after a navigation already belongs to the new
 * entry: the old one's position was recorded before its page went), and applies scrollTarget after
 * each navigation has rendered.
 */
export function ScrollMemory() {
  const location = useLocation();
  const action = useNavigationType();
  const shown = useRef<Location | null>(null);

  useEffect(() => {
    // The browser's own restoration would jump before the page it restores has rendered.
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (shown.current) positions.set(entryKey(shown.current), window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = location;
    const target = scrollTarget(before, location, action, positions);
    return target ? follow(target) : undefined;
  }, [location, action]);

  return null;
}
