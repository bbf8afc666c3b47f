import type { ReactNode } from 'react';

export interface StatProps {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  'data-testid'?: string;
}

/** One number with its label, e.g. "Balance 87.5 cr". */
export function Stat({ label, value, hint, icon, ...rest }: StatProps) {
  return (
    <div className="stat">
      <span className="stat-label">
        {icon}
        {label}
      </span>
      <span className="stat-value" data-testid={rest['data-testid']}>
        {value}
      </span>
      {hint ? <span className="stat-hint">{hint}</span> : null}
    </div>
  );
}
