import type { ActionField } from '@/components/actions/action-button';
import { ROLE_LABELS, type Role } from '@/lib/domain/roles';
import { VIEW_MESSAGES as M } from '@/lib/views/messages';
import { VIEW_NAME_MAX } from '@/lib/views/types';

/** A saved view as its list's panel shows it. */
export interface ListViewRow {
  id: string;
  name: string;
  href: string;
  count: number | null;
  queue: boolean;
  sharedRoles: Role[];
  ownerName: string;
  /** Its owner or SUPPORT: renames, re-shares, deletes it (the server checks again). */
  canChange: boolean;
}

const QUEUE_VALUE = 'true';

/** Who sees the view and, where the list allows it, whether it is a queue. */
export function sharingFields(
  shareable: readonly Role[],
  canQueue: boolean,
  view?: ListViewRow,
): ActionField[] {
  const fields: ActionField[] = [
    {
      kind: 'choices',
      name: 'sharedRoles',
      label: M.shareWith,
      hint: M.shareHint,
      required: false,
      options: shareable.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      defaultValue: view?.sharedRoles ?? [],
    },
  ];
  if (canQueue)
    fields.push({
      kind: 'choices',
      name: 'queue',
      label: M.queueField,
      hint: M.queueHint,
      required: false,
      options: [{ value: QUEUE_VALUE, label: M.queue }],
      defaultValue: view?.queue ? [QUEUE_VALUE] : [],
    });
  return fields;
}

export function nameField(defaultValue?: string): ActionField {
  return {
    kind: 'text',
    name: 'name',
    label: M.name,
    maxLength: VIEW_NAME_MAX,
    requiredMessage: M.nameRequired,
    defaultValue,
  };
}
