import type { BarAction } from '@/components/actions/action-bar';
import { ActionButton } from '@/components/actions/action-button-after-load';
import type { ButtonVariant } from '@/components/ui/button';
import { canAccessRoute } from '@/lib/access';
import type { SyncEntityType } from '@/lib/domain/requests';
import type { Role } from '@/lib/domain/roles';
import { syncRecordAction } from '@/app/(backoffice)/actions';
import { SYNC_ROUTES } from '@/lib/sync/spec';

export const SYNC_LABEL = 'Resynchroniser';

export interface SyncButtonProps {
  type: SyncEntityType;
  id: string;
  roles: readonly Role[];
}

/**
 * "Resynchroniser" on a record view (a server component): asks the gateway to re-publish the
 * record's domain events. Nothing changes in the record, so it runs without confirmation.
 */
export function SyncButton({ type, id, roles, variant }: SyncButtonProps & { variant?: ButtonVariant }) {
  return (
    <ActionButton
      label={SYNC_LABEL}
      variant={variant}
      allowed={canAccessRoute(roles, SYNC_ROUTES[type])}
      action={syncRecordAction}
      payload={{ type, id }}
    />
  );
}

/** "Resynchroniser" as one action of a record's action bar. */
export function syncBarAction(props: SyncButtonProps): BarAction {
  return {
    id: 'syncRecord',
    label: SYNC_LABEL,
    allowed: canAccessRoute(props.roles, SYNC_ROUTES[props.type]),
    render: (variant) => <SyncButton {...props} variant={variant} />,
  };
}
