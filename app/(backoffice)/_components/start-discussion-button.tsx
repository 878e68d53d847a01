import type { BarAction } from '@/components/actions/action-bar';
import { ActionButton } from '@/components/actions/action-button-after-load';
import { canRunAction } from '@/lib/access';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';
import type { Role } from '@/lib/domain/roles';
import type { UserSummary } from '@/lib/domain/schemas';
import { startDiscussionAction } from '../discussions/actions';
import { DISCUSSION_MESSAGES as M } from '@/lib/discussions/messages';
import { userLabel } from './user-link';

export interface StartDiscussionButtonProps {
  user: Pick<UserSummary, 'id' | 'firstName' | 'lastName' | 'rid'>;
  roles: readonly Role[];
  /** The signed-in staff member, who cannot start a discussion with themselves. */
  meId?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
}

const LABEL = 'Démarrer une discussion';

function blocker(user: { id: string }, meId: string | undefined): string | null {
  return user.id === meId ? M.withYourself : null;
}

/** "Démarrer une discussion" with a user: creates it (POST /messaging/discussions), then opens it. */
export function StartDiscussionButton({ user, roles, meId, size, variant }: StartDiscussionButtonProps) {
  return (
    <ActionButton
      label={LABEL}
      allowed={canRunAction(roles, 'startDiscussion')}
      disabledReason={blocker(user, meId)}
      action={startDiscussionAction}
      payload={{ userId: user.id }}
      size={size}
      variant={variant}
      confirm={{
        title: 'Démarrer une discussion ?',
        description: `Une discussion entre vous et ${userLabel(user)} sera créée, puis ouverte.`,
        confirmLabel: 'Démarrer',
      }}
    />
  );
}

/** "Démarrer une discussion" as one action of a record's action bar. */
export function startDiscussionBarAction(props: StartDiscussionButtonProps): BarAction {
  return {
    id: 'startDiscussion',
    label: LABEL,
    allowed: canRunAction(props.roles, 'startDiscussion'),
    disabledReason: blocker(props.user, props.meId),
    render: (variant) => <StartDiscussionButton {...props} variant={variant} />,
  };
}
