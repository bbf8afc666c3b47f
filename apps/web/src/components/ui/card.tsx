import { useId, type ReactNode } from 'react';

export interface CardProps {
  /** Heading of the card; the card becomes a labelled region. */
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3 | 4;
  /** Shown on the right of the title, e.g. a badge or a small button. */
  actions?: ReactNode;
  footer?: ReactNode;
  className?: string;
  id?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

export function Card({ title, level = 2, actions, footer, className, id, children, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <section
      id={id}
      className={['ui-card', className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
      data-testid={rest['data-testid']}
    >
      {title || actions ? (
        <div className="ui-card-header">
          {title ? <Heading id={titleId}>{title}</Heading> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
      {footer ? <div className="ui-card-footer">{footer}</div> : null}
    </section>
  );
}
