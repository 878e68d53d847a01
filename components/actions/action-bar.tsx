import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * A record's actions in equal cells, so that the reason under a disabled action stays under its
 * own button instead of pushing the next ones out of line.
 */
export function ActionBar({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] items-start justify-items-start gap-x-4 gap-y-3',
        className,
      )}
    >
      {children}
    </div>
  );
}
