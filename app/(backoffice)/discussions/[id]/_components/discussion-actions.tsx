import { ActionBar } from '@/components/actions/action-bar';
import { buttonAction } from '@/components/actions/button-action';
import type { Discussion } from '@/lib/domain/schemas';
import type { Role } from '@/lib/domain/roles';
import { syncBarAction } from '@/app/(backoffice)/_components/sync-button';
import { DISCUSSION_MESSAGES as M } from '@/lib/discussions/messages';
import { WRITABLE_STATUS } from '@/lib/discussions/thread';
import { closeDiscussionAction } from '../actions';

export interface DiscussionActionsProps {
  discussion: Discussion;
  /** ACTIONS.writeDiscussion for the signed-in roles. */
  mayWrite: boolean;
  roles: readonly Role[];
}

/**
 * Close and re-synchronise a discussion. Joining is not here: it sits where the answer form will
 * be (JoinToWrite), so that one click lets the staff member type.
 */
export function DiscussionActions({ discussion, mayWrite, roles }: DiscussionActionsProps) {
  const blocker = discussion.status === WRITABLE_STATUS ? null : M.notWritable;
  const payload = { id: discussion.id };
  return (
    <ActionBar
      label="Actions sur la discussion"
      actions={[
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
