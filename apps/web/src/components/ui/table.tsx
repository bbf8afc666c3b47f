import type { ReactNode } from 'react';

export interface TableProps {
  /** Names the table for screen readers (and the scrolling region around it). */
  caption: string;
  /** Hide the caption visually but keep it for assistive technology. */
  hideCaption?: boolean;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A data table in a horizontally scrolling, keyboard-focusable region, so wide tables work on a
 * 360 px phone without breaking the page layout.
 */
export function Table({ caption, hideCaption = false, children, className, ...rest }: TableProps) {
  return (
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className={['ui-table', className].filter(Boolean).join(' ')} data-testid={rest['data-testid']}>
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
