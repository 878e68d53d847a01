import type { ActionConfirmation, ActionField } from '@/components/actions/action-button';
import { APPROVAL_REASON_FIELD } from './reason-field';
import { APPROVAL_MESSAGES as M } from './messages';

/** « Motif de la demande »: what the confirmation of a held action asks for. */
export function approvalReasonField(): ActionField {
  return {
    kind: 'textarea',
    name: APPROVAL_REASON_FIELD,
    label: M.reasonLabel,
    hint: M.reasonHint,
    maxLength: 1000,
    requiredMessage: M.reasonRequired,
  };
}

/** The confirmation of an action that will wait for a second person: it says so and asks. */
export function heldConfirmation(confirm: ActionConfirmation): ActionConfirmation {
  return { ...confirm, description: `${confirm.description} ${M.reasonHint}`, confirmLabel: M.askLabel };
}

/** The extra fields and confirmation of an action, held or not. */
export function withApproval<P extends { confirm?: ActionConfirmation; fields?: readonly ActionField[] }>(
  held: boolean,
  props: P,
): P {
  if (!held) return props;
  return {
    ...props,
    confirm: props.confirm ? heldConfirmation(props.confirm) : undefined,
    fields: [...(props.fields ?? []), approvalReasonField()],
  };
}
