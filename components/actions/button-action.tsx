import type { BarAction } from './action-bar';
import type { ActionButtonProps } from './action-button';
import { ActionButton } from './action-button-after-load';
import type { ActionWeight, BarActionId } from './action-order';

/** An ActionButton as one action of a record's bar, which gives it the variant of its place. */
export function buttonAction(
  id: BarActionId,
  props: Omit<ActionButtonProps, 'variant'>,
  weight?: ActionWeight,
): BarAction {
  return {
    id,
    label: props.label,
    allowed: props.allowed,
    disabledReason: props.disabledReason,
    weight,
    render: (variant) => <ActionButton {...props} variant={variant} />,
  };
}
