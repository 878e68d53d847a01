import { ActionBar } from '@/components/actions/action-bar';
import { buttonAction } from '@/components/actions/button-action';
import type { Discussion } from '@/lib/domain/schemas';
import type { Role } from '@/lib/domain/roles';
import { syncBarAction } from '@/app/(backoffice)/_components/sync-button';
import { DISCUSSION_MESSAGES as M } from '../../_lib/messages';
import { WRITABLE_STATUS } from '../../_lib/thread';
import { closeDiscussionAction, joinDiscussionAction } from '../actions';

export interface DiscussionActionsProps {
  discussion: Discussion;
  /** ACTIONS.writeDiscussion for the signed-in roles. */
  mayWrite: boolean;
  /** The signed-in staff member is one of the members. */
  isMember: boolean;
  roles: readonly Role[];
}

/** Join (for a staff member who is not in it yet), close, and re-synchronise a discussion. */
export function DiscussionActions({ discussion, mayWrite, isMember, roles }: DiscussionActionsProps) {
  const blocker = discussion.status === WRITABLE_STATUS ? null : M.notWritable;
  const payload = { id: discussion.id };
  return (
    <ActionBar
      label="Actions sur la discussion"
      actions={[
        buttonAction('joinDiscussion', {
          label: 'Rejoindre la discussion',
          allowed: mayWrite && !isMember,
          disabledReason: blocker,
          action: joinDiscussionAction,
          payload,
          confirm: {
            title: 'Rejoindre la discussion ?',
            description:
              'Vous deviendrez membre de la discussion : vous pourrez y écrire et la retrouverez dans votre messagerie.',
            confirmLabel: 'Rejoindre',
          },
        }),
        buttonAction('closeDiscussion', {
          label: 'Clôturer la discussion',
          allowed: mayWrite,
          disabledReason: blocker,
          action: closeDiscussionAction,
          payload,
          confirm: {
            title: 'Clôturer la discussion ?',
            description:
              'La discussion sera archivée : ses messages resteront lisibles, mais plus personne ne pourra y écrire.',
            confirmLabel: 'Clôturer',
            tone: 'danger',
          },
        }),
        syncBarAction({ type: 'DISCUSSION', id: discussion.id, roles }),
      ]}
    />
  );
}
