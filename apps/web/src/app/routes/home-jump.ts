import type { MouseEvent } from 'react';

/**
 * Scrolls to a section of the page and puts the focus on its first answer (or the section): one
 * tap from the Next step card to the thing to do. A section still drawn after the first paint is
 * reached through its placeholder, which draws it on coming into view.
 */
export function jumpTo(anchor: string, fallbackTestId?: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target =
      document.getElementById(anchor) ??
      (fallbackTestId ? document.querySelector<HTMLElement>(`[data-testid="${fallbackTestId}"]`) : null);
    if (!target) return;
    event.preventDefault();
    // A section that folds its cases away opens them (its own "Start" button), then takes the focus.
    target.querySelector<HTMLElement>('[data-expand]')?.click();
    requestAnimationFrame(() => {
      target.scrollIntoView({ block: 'start' });
      const first = target.querySelector<HTMLElement>(
        '.case-choice:not([disabled]), input:not([disabled]), button:not([disabled])',
      );
      (first ?? target).focus({ preventScroll: true });
    });
  };
}
