import { useEffect, useRef, type ComponentProps, type FocusEvent, type MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { HOVER_PREFETCH_DELAY_MS, matchRoute } from '@fraudshield/domain';
import { pageLoader } from './page-loader';

type Props = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

/**
 * A link that fetches its page's chunk ahead (and a fraud or defense page's own content with it):
 * after HOVER_PREFETCH_DELAY_MS of hovering, or at once on focus. (`<Link prefetch>` does nothing
 * in data mode.)
 */
export function PrefetchLink({ to, onMouseEnter, onMouseLeave, onFocus, ...rest }: Props) {
  const timer = useRef<number | null>(null);
  const match = matchRoute(to);
  const page = match?.route.page;
  const name = match?.fraudId ?? match?.defenseId;

  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  return (
    <NavLink
      {...rest}
      to={to}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(e);
        if (!page) return;
        cancel();
        timer.current = window.setTimeout(() => pageLoader().prefetch(page, name), HOVER_PREFETCH_DELAY_MS);
      }}
      onMouseLeave={(e: MouseEvent<HTMLAnchorElement>) => {
        onMouseLeave?.(e);
        cancel();
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(e);
        if (page) pageLoader().prefetch(page, name);
      }}
    />
  );
}
