'use client';

import { Button } from '@/components/ui/button';
import { liveAfterLoad } from '@/components/ui/live-after-load';
import type { ActionButtonProps } from './action-button';
import { DisabledAction } from './disabled-action';

const LiveActionButton = liveAfterLoad(
  () => import('./action-button').then((module) => module.ActionButton),
  {
    // The same button, busy, rather than a spinner in the bar.
    fallback: (props) => (
      <Button variant={props.variant ?? 'secondary'} size={props.size} loading>
        {props.label}
      </Button>
    ),
  },
);

/**
 * The ActionButton a server component draws (a record's bar, its notices): the button shows with the
 * page, and its code (confirmation, fields, dialog) comes once the page has loaded. An action the
 * role may not run draws nothing, and one the record's state forbids its reason, without that code.
 */
export function ActionButton(props: ActionButtonProps) {
  if (!props.allowed) return null;
  if (props.disabledReason)
    return (
      <DisabledAction
        label={props.label}
        reason={props.disabledReason}
        variant={props.variant}
        size={props.size}
      />
    );
  return <LiveActionButton {...props} />;
}
