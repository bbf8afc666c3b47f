import { useEffect, useRef, type ComponentProps, type FocusEvent, type MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { HOVER_PREFETCH_DELAY_MS, matchRoute } from '@fraudshield/domain';
import { pageLoader } from './page-loader';

type Props = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

/**
 * A link that fetches its page's chunk ahead: after HOVER_PREFETCH_DELAY_MS of hovering, or at
 * once on focus. (`<Link prefetch>` does nothing in data mode.)
 */
export function PrefetchLink({ to, onMouseEnter, onMouseLeave, onFocus, ...rest }: Props) {
  const timer = useRef<number | null>(null);
  const page = matchRoute(to)?.route.page;

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
        timer.current = window.setTimeout(() => pageLoader().prefetch(page), HOVER_PREFETCH_DELAY_MS);
      }}
      onMouseLeave={(e: MouseEvent<HTMLAnchorElement>) => {
        onMouseLeave?.(e);
        cancel();
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(e);
        if (page) pageLoader().prefetch(page);
      }}
    />
  );
}
