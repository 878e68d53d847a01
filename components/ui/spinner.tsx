import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

export const LOADING_LABEL = 'Chargement…';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** Text read by assistive technologies; defaults to "Chargement…". */
  label?: string;
  /** Inside a control that already announces the wait (a busy button), the spinner stays silent. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label = LOADING_LABEL, decorative = false, className }: SpinnerProps) {
  const icon = (
    <LoaderCircle aria-hidden="true" focusable="false" className={cn('animate-spin shrink-0', SIZES[size])} />
  );
  if (decorative) return <span className={cn('inline-flex', className)}>{icon}</span>;
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-fg-muted', className)}>
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * What a loading.tsx draws into the server's HTML: a page whose data streams in a moment later
 * says it loads in one line, and its placeholder frame is drawn for navigations in the browser.
 */
export function LoadingLine() {
  return (
    <div aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner size="sm" decorative />
        {LOADING_LABEL}
      </p>
    </div>
  );
}
