import type { ReactNode } from 'react';
import { cn } from './cn';
import { EMPTY_VALUE } from './description-list';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-neutral-soft text-neutral-strong ring-neutral-line',
  info: 'bg-info-soft text-info-strong ring-info-line',
  success: 'bg-success-soft text-success-strong ring-success-line',
  warning: 'bg-warning-soft text-warning-strong ring-warning-line',
  danger: 'bg-danger-soft text-danger-strong ring-danger-line',
};

export interface BadgeProps {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The part of an enum catalogue (lib/domain/enums) a badge needs. */
export interface BadgeCatalogue<V extends string> {
  label(value: V): string;
  tone(value: V): BadgeTone;
}

export interface EnumBadgeProps<V extends string> {
  catalogue: BadgeCatalogue<V>;
  /** Missing values show a dash rather than an empty badge. */
  value: V | null | undefined;
  className?: string;
}

/** A status badge whose French label and tone come from the enum's catalogue. */
export function EnumBadge<V extends string>({ catalogue, value, className }: EnumBadgeProps<V>) {
  if (value === null || value === undefined || value === '')
    return <span className={className}>{EMPTY_VALUE}</span>;
  return (
    <Badge tone={catalogue.tone(value)} className={className}>
      {catalogue.label(value)}
    </Badge>
  );
}
