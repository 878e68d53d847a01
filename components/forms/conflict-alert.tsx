'use client';

import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CHANGES_MESSAGES as M } from '@/lib/changes/messages';
import type { ShownConflict } from './use-conflict';

export interface ConflictAlertProps {
  conflict: ShownConflict;
  onReapply: () => void;
  reapplying: boolean;
}

/** What changed since the page was read, nothing having been written, and the one way on. */
export function ConflictAlert({ conflict, onReapply, reapplying }: ConflictAlertProps) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-warning-line bg-warning-soft px-3 py-2.5 text-sm text-warning-strong"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-medium">{conflict.message}</p>
        {conflict.changes.length > 0 ? (
          <ul className="flex flex-col gap-0.5">
            {conflict.changes.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button type="button" size="sm" variant="secondary" loading={reapplying} onClick={onReapply}>
            {M.reapply}
          </Button>
        </div>
      </div>
    </div>
  );
}
