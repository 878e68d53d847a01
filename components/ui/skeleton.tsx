import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A grey placeholder block for loading screens; size it with classes (h-4 w-40…). */
export function Skeleton({ className, ...props }: ComponentProps<'span'>) {
  return <span aria-hidden="true" className={cn('skeleton', className)} {...props} />;
}
