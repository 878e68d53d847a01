import type { ReactNode } from 'react';
import { cn } from './cn';

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title: a type, a date, a short explanation. */
  subtitle?: ReactNode;
  /** Identifiers of the record (RID, id); shown in a monospace, copyable style. */
  identifiers?: ReactNode;
  /** The status badge of the record, next to the title. */
  status?: ReactNode;
  /** Buttons and links acting on the page's record. */
  actions?: ReactNode;
  /** Above the title, e.g. a back link to the list. */
  breadcrumb?: ReactNode;
  className?: string;
}

export function PageHeader({
  title,
  subtitle,
  identifiers,
  status,
  actions,
  breadcrumb,
  className,
}: PageHeaderProps) {
  return (
    <header className={cn('mb-6 flex flex-col gap-2', className)}>
      {breadcrumb ? <div className="text-sm text-fg-muted">{breadcrumb}</div> : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-xl font-semibold tracking-tight text-fg">{title}</h1>
            {status}
          </div>
          {identifiers ? (
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 font-mono text-xs text-fg-muted">
              {identifiers}
            </div>
          ) : null}
          {subtitle ? <p className="mt-1 text-sm text-fg-muted">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
