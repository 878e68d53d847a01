'use client';

import type { ReactNode } from 'react';
import { cn } from './cn';
import { EMPTY_VALUE, isEmptyValue } from './empty-value';
import { isOneLineKind, ONE_LINE_DESCRIPTION, type ValueKind } from './value-kind';

// A client component: a record page sends its term/value pairs as data rather than a <div>, <dt>
// and <dd> element for each of them.

export interface DescriptionItem {
  term: ReactNode;
  value: ReactNode;
  /** Needed when `term` is not a string. */
  key?: string;
  /** What the value holds: a date, a phone, an amount… stays on one line (free text unless said). */
  kind?: ValueKind;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** Columns of term/value pairs from the medium breakpoint up. */
  columns?: 1 | 2 | 3;
  className?: string;
}

const COLUMNS = { 1: '', 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 xl:grid-cols-3' } as const;

/** Term/value pairs of a record, a dash standing for every empty value. */
export function DescriptionList({ items, columns = 2, className }: DescriptionListProps) {
  return (
    <dl className={cn('description-list grid grid-cols-1 gap-x-8 gap-y-3', COLUMNS[columns], className)}>
      {items.map((item, index) => (
        <div key={item.key ?? (typeof item.term === 'string' ? item.term : index)}>
          <dt>{item.term}</dt>
          {/* No className at all on the others: an undefined prop is still sent in the flight data. */}
          <dd {...(item.kind && isOneLineKind(item.kind) ? { className: ONE_LINE_DESCRIPTION } : {})}>
            {isEmptyValue(item.value) ? <span className="text-fg-subtle">{EMPTY_VALUE}</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
