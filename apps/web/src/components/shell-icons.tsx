import type { ReactNode } from 'react';

/*
 * The two icons every page shows before anything has loaded (the brand mark and the Loading…
 * spinner), drawn here with lucide's paths and attributes (ISC) so that lucide-react stays out of
 * the entry chunk: every other icon comes with the page (or the signed-in header) that uses it.
 */

function ShellIcon({ size, className, children }: { size: number; className: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** lucide's ShieldCheck. */
export function BrandMark({ size = 22 }: { size?: number }) {
  return (
    <ShellIcon size={size} className="lucide lucide-shield-check">
      <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
      <path d="m9 12 2 2 4-4" />
    </ShellIcon>
  );
}

/** lucide's LoaderCircle, turning (the `spinner` class). */
export function Spinner({ size = 18 }: { size?: number }) {
  return (
    <ShellIcon size={size} className="lucide lucide-loader-circle spinner">
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </ShellIcon>
  );
}
