import { ActionButton } from '@/components/actions/action-button';
import { canRunAction } from '@/lib/access';
import type { ButtonSize } from '@/components/ui/button';
import type { Role } from '@/lib/domain/roles';
import type { UserSummary } from '@/lib/domain/schemas';
import { startDiscussionAction } from '../discussions/actions';
import { DISCUSSION_MESSAGES as M } from '../discussions/_lib/messages';
import { userLabel } from './user-link';

export interface StartDiscussionButtonProps {
  user: Pick<UserSummary, 'id' | 'firstName' | 'lastName' | 'rid'>;
  roles: readonly Role[];
  /** The signed-in staff member, who cannot start a discussion with themselves. */
  meId?: string;
  size?: ButtonSize;
}

/** "Démarrer une discussion" with a user: creates it (POST /messaging/discussions), then opens it. */
export function StartDiscussionButton({ user, roles, meId, size }: StartDiscussionButtonProps) {
  return (
    <ActionButton
      label="Démarrer une discussion"
      allowed={canRunAction(roles, 'startDiscussion')}
      disabledReason={user.id === meId ? M.withYourself : null}
      action={startDiscussionAction}
      payload={{ userId: user.id }}
      size={size}
      confirm={{
        title: 'Démarrer une discussion ?',
        description: `Une discussion entre vous et ${userLabel(user)} sera créée, puis ouverte.`,
        confirmLabel: 'Démarrer',
      }}
    />
  );
}
