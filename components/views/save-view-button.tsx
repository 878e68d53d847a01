'use client';

import { ActionButton } from '@/components/actions/action-button';
import type { Role } from '@/lib/domain/roles';
import { VIEW_MESSAGES as M } from '@/lib/views/messages';
import type { ViewList } from '@/lib/views/types';
import { saveViewAction } from './view-actions';
import { nameField, sharingFields } from './view-fields';

export interface SaveViewButtonProps {
  label: string;
  allowed: boolean;
  list: ViewList;
  /** The list's URL state as a view keeps it. */
  query: string;
  shareable: readonly Role[];
  canQueue: boolean;
  defaultOpen?: boolean;
}

/** "Enregistrer la vue" with its dialog: a name, the roles it is shared with and, where allowed, a queue. */
export function SaveViewButton({ list, query, shareable, canQueue, ...button }: SaveViewButtonProps) {
  return (
    <ActionButton
      {...button}
      action={saveViewAction}
      payload={{ list, query }}
      confirm={{ title: M.saveTitle, description: M.saveDescription, confirmLabel: M.saveConfirm }}
      fields={[nameField(), ...sharingFields(shareable, canQueue)]}
    />
  );
}
