import type { ReactNode } from 'react';
import { cn } from './cn';
import { EMPTY_VALUE } from './description-list';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}

/** A pill in one of the five tones; its look is `.badge` in app/globals.css, which lists repeat per row. */
export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return <span className={cn('badge', `badge-${tone}`, className)}>{children}</span>;
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
