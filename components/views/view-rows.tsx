'use client';

import { Bookmark, ListChecks } from 'lucide-react';
import Link from 'next/link';
import { ROLE_LABELS, type Role } from '@/lib/domain/roles';
import { VIEW_MESSAGES as M } from '@/lib/views/messages';
import { LazyActionButton } from './lazy-action-button';
import { deleteViewAction, renameViewAction, shareViewAction } from './view-actions';
import { ViewCount } from './view-count';
import { nameField, sharingFields, type ListViewRow } from './view-fields';

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

export interface ViewRowsProps {
  views: readonly ListViewRow[];
  shareable: readonly Role[];
  canQueue: boolean;
}

/** The rows of an open "Vues enregistrées" panel: each view's link, count, sharing and changes. */
export function ViewRows({ views, shareable, canQueue }: ViewRowsProps) {
  return (
    <ul>
      {views.map((view) => (
        <ViewRow key={view.id} view={view} shareable={shareable} canQueue={canQueue} />
      ))}
    </ul>
  );
}
