'use client';

import { Bookmark, ChevronDown, ListChecks } from 'lucide-react';
import Link from 'next/link';
import { useId, useState } from 'react';
import type { ActionField } from '@/components/actions/action-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ROLE_LABELS, type Role } from '@/lib/domain/roles';
import { VIEW_MESSAGES as M } from '@/lib/views/messages';
import { VIEW_NAME_MAX, type ViewList } from '@/lib/views/types';
import { LazyActionButton } from './lazy-action-button';
import { deleteViewAction, renameViewAction, saveViewAction, shareViewAction } from './view-actions';
import { ViewCount } from './view-count';

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

function sharingFields(shareable: readonly Role[], canQueue: boolean, view?: ListViewRow): ActionField[] {
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

function nameField(defaultValue?: string): ActionField {
  return {
    kind: 'text',
    name: 'name',
    label: M.name,
    maxLength: VIEW_NAME_MAX,
    requiredMessage: M.nameRequired,
    defaultValue,
  };
}

const sharingText = (view: ListViewRow) =>
  view.sharedRoles.length === 0
    ? M.private
    : M.sharedWith(view.sharedRoles.map((role) => ROLE_LABELS[role]).join(', '));

/** Renaming, re-sharing and deleting a view, each confirmed in a dialog. */
function changesOf(view: ListViewRow, shareable: readonly Role[], canQueue: boolean) {
  return [
    {
      label: M.rename,
      action: renameViewAction,
      confirm: { title: M.renameTitle, description: M.renameDescription, confirmLabel: M.rename },
      fields: [nameField(view.name)],
    },
    {
      label: M.share,
      action: shareViewAction,
      confirm: { title: M.shareTitle, description: M.shareDescription, confirmLabel: M.share },
      fields: sharingFields(shareable, canQueue, view),
    },
    {
      label: M.remove,
      action: deleteViewAction,
      confirm: {
        title: M.removeTitle,
        description: M.removeDescription(view.name),
        confirmLabel: M.remove,
        tone: 'danger' as const,
      },
    },
  ];
}

function ViewRow({
  view,
  shareable,
  canQueue,
}: {
  view: ListViewRow;
  shareable: readonly Role[];
  canQueue: boolean;
}) {
  const Icon = view.queue ? ListChecks : Bookmark;
  return (
    <li className="flex flex-col gap-2 border-b border-border py-2.5 last:border-b-0">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link href={view.href} prefetch={false} className="inline-flex items-center gap-1.5 font-medium">
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {view.name}
          </Link>
          <p className="text-xs text-fg-muted">
            {sharingText(view)}
            {view.queue ? ` · ${M.queue}` : ''} · {M.by(view.ownerName)}
          </p>
        </div>
        <ViewCount count={view.count} />
      </div>
      {view.canChange ? (
        <div className="flex flex-wrap gap-2">
          {changesOf(view, shareable, canQueue).map((change) => (
            <LazyActionButton key={change.label} allowed size="sm" payload={{ id: view.id }} {...change} />
          ))}
        </div>
      ) : null}
    </li>
  );
}

/**
 * A list's saved views: "Enregistrer la vue" keeps what the list shows (the server reads the query
 * again with the list's parsing), "Vues enregistrées" lists the views of this list with their counts.
 * Each view opens by a plain link, so it works in a new tab and can be pasted.
 */
export function ViewsBar({
  list,
  query,
  views,
  shareable,
  canQueue,
}: {
  list: ViewList;
  /** The list's URL state as a view keeps it. */
  query: string;
  views: readonly ListViewRow[];
  shareable: readonly Role[];
  canQueue: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="relative flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {M.menu} ({views.length})
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <LazyActionButton
        label={M.save}
        allowed
        action={saveViewAction}
        payload={{ list, query }}
        confirm={{ title: M.saveTitle, description: M.saveDescription, confirmLabel: M.saveConfirm }}
        fields={[nameField(), ...sharingFields(shareable, canQueue)]}
      />
      <section
        id={panelId}
        hidden={!open}
        aria-label={M.menu}
        className="absolute top-full right-0 z-20 mt-2 w-[32rem] max-w-[calc(100vw-3rem)] rounded-lg border border-border bg-surface px-4 py-1 shadow-lg"
      >
        {/* Drawn when it opens, as the side menu's sections: every list page would otherwise send
            each view's row and its buttons for a panel that most visits never open. */}
        {!open ? null : views.length === 0 ? (
          <p className="py-3 text-sm text-fg-muted">{M.menuEmpty}</p>
        ) : (
          <ul>
            {views.map((view) => (
              <ViewRow key={view.id} view={view} shareable={shareable} canQueue={canQueue} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
