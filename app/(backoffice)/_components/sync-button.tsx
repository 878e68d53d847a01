import { ActionButton } from '@/components/actions/action-button';
import { canAccessRoute } from '@/lib/access';
import type { SyncEntityType } from '@/lib/domain/requests';
import type { Role } from '@/lib/domain/roles';
import { syncRecordAction } from '../_lib/sync-action';
import { SYNC_ROUTES } from '../_lib/sync-spec';

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
export function SyncButton({ type, id, roles }: SyncButtonProps) {
  return (
    <ActionButton
      label={SYNC_LABEL}
      allowed={canAccessRoute(roles, SYNC_ROUTES[type])}
      action={syncRecordAction}
      payload={{ type, id }}
    />
  );
}
