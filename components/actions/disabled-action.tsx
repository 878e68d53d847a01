'use client';

import { useId } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/**
 * An action the record's state forbids: a greyed button that stays focusable (so its reason is
 * read out) but does nothing, with the French reason under it, or beside it (`inline`) when it
 * stands alone in an action bar.
 */
export function DisabledAction({
  label,
  reason,
  variant = 'secondary',
  size,
  inline = false,
}: {
  label: string;
  reason: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  inline?: boolean;
}) {
  const reasonId = useId();
  return (
    <div className={cn('flex items-start gap-1', inline ? 'flex-wrap items-center gap-x-3' : 'flex-col')}>
      <Button
        variant={variant}
        size={size}
        aria-disabled="true"
        aria-describedby={reasonId}
        onClick={(event) => event.preventDefault()}
      >
        {label}
      </Button>
      <p id={reasonId} className={cn('text-xs text-fg-muted', inline ? 'max-w-prose' : 'max-w-sm')}>
        {reason}
      </p>
    </div>
  );
}
