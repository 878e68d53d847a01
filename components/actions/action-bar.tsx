import { Fragment, type ReactNode } from 'react';
import type { ButtonVariant } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DisabledAction } from './disabled-action';
import { orderActions, type OrderableAction } from './action-order';
import { MoreActionsMenu } from './more-actions-menu';

/** One action of a record's bar: its place comes from ACTION_WEIGHTS (action-order.ts). */
export interface BarAction extends OrderableAction {
  label: string;
  /** The action's button, in the variant of its place in the bar. */
  render: (variant: ButtonVariant) => ReactNode;
}

const VARIANT_OF = { primary: 'primary', secondary: 'secondary', destructive: 'dangerOutline' } as const;

/**
 * A record's actions in the order work happens (orderActions): the likely next step as the one
 * primary button, the other actions that may run now, then, set apart at the end, those that undo
 * or destroy. What the state forbids is folded into "Plus d'actions" with its reason, or, when it is
 * the bar's only action, said on one line beside its greyed button. Wraps rather than overlaps.
 */
export function ActionBar({
  label,
  actions = [],
  className,
  children,
}: {
  label: string;
  actions?: readonly BarAction[];
  className?: string;
  /** Anything else the bar holds, after the ordered actions. */
  children?: ReactNode;
}) {
  const order = orderActions(actions);
  const shown = [order.primary, ...order.secondary, ...order.destructive].filter(Boolean);
  const lone = shown.length === 0 && order.unavailable.length === 1 ? order.unavailable[0]! : null;
  if (shown.length === 0 && order.unavailable.length === 0 && !children) return null;
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('flex min-w-0 flex-wrap items-center gap-x-2 gap-y-2', className)}
    >
      {order.primary ? order.primary.render(VARIANT_OF.primary) : null}
      {order.secondary.map((action) => (
        <Fragment key={action.id}>{action.render(VARIANT_OF.secondary)}</Fragment>
      ))}
      {children}
      {lone ? (
        <DisabledAction label={lone.label} reason={lone.disabledReason!} inline />
      ) : order.unavailable.length > 0 ? (
        <MoreActionsMenu
          items={order.unavailable.map((action) => ({ label: action.label, reason: action.disabledReason! }))}
        />
      ) : null}
      {order.destructive.length > 0 ? (
        <div
          data-destructive-actions=""
          className="ml-auto flex flex-wrap items-center gap-2 border-l border-border pl-3"
        >
          {order.destructive.map((action) => (
            <Fragment key={action.id}>{action.render(VARIANT_OF.destructive)}</Fragment>
          ))}
        </div>
      ) : null}
    </div>
  );
}
