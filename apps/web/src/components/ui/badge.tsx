import type { ReactNode } from 'react';
import type { Severity } from '@fraudshield/domain';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'severe' | 'brand';

export function Badge({ tone = 'neutral', children, title }: { tone?: Tone; children: ReactNode; title?: string }) {
  return (
    <span className={`badge badge-${tone}`} title={title}>
      {children}
    </span>
  );
}

const SEVERITY_TONE: Record<Severity, Tone> = {
  low: 'info',
  medium: 'warning',
  high: 'danger',
  'very high': 'severe',
};

/** A fraud's severity tier; the words carry the meaning, the colour only repeats it. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return <Badge tone={SEVERITY_TONE[severity]}>{`${severity[0].toUpperCase()}${severity.slice(1)} severity`}</Badge>;
}
