import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES = {
  info: { box: 'border-info-line bg-info-soft text-info-strong', Icon: Info },
  danger: { box: 'border-danger-line bg-danger-soft text-danger-strong', Icon: CircleAlert },
  warning: { box: 'border-warning-line bg-warning-soft text-warning-strong', Icon: Info },
  success: { box: 'border-success-line bg-success-soft text-success-strong', Icon: CircleCheck },
} as const;

export interface NoticeProps {
  tone: keyof typeof TONES;
  /**
   * 'alert' for a failure the user must read now (announced at once); 'status' for a notice that
   * is part of the page (why the user landed here, what happened).
   */
  role: 'alert' | 'status';
  className?: string;
  children: ReactNode;
}

/** A message in a page: a sign-in failure, the session notice, a confirmation, why a document cannot show. */
export function Notice({ tone, role, className, children }: NoticeProps) {
  const { box, Icon } = TONES[tone];
  return (
    <div
      role={role}
      className={cn('flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
