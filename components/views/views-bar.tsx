'use client';

import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { lazyComponent, useLazyComponent } from '@/components/ui/lazy-component';
import { notify } from '@/components/ui/notify';
import { LOADING_LABEL } from '@/components/ui/spinner';
import type { Role } from '@/lib/domain/roles';
import { VIEW_BAR_TEXTS as M } from '@/lib/domain/view-bar-texts';
import type { ViewList } from '@/lib/views/types';
import { lazyActionButton } from './lazy-action-button';
import type { SaveViewButtonProps } from './save-view-button';
import type { ListViewRow } from './view-fields';

/*
 * The open panel's rows (each view's link, count, sharing and the three changes) come with their
 * code when the panel first opens, or as soon as the pointer or the focus reaches its button: most
 * visits of a list never open it.
 */
const viewRows = lazyComponent(() => import('./view-rows').then((module) => module.ViewRows));
const preloadRows = () => void viewRows.preload().catch(() => undefined);

// Its dialog's fields and texts come with its code, on first use.
const SaveViewButton = lazyActionButton<SaveViewButtonProps>(() =>
  import('./save-view-button').then((module) => module.SaveViewButton),
);

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
  const showsRows = open && views.length > 0;
  const { Component: Rows } = useLazyComponent(viewRows, showsRows, () => {
    setOpen(false);
    void notify({ level: 'error', message: M.panelLoadFailed });
  });
  return (
    <div className="relative flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onPointerEnter={preloadRows}
        onFocus={preloadRows}
      >
        {M.menu} ({views.length})
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <SaveViewButton
        label={M.save}
        allowed
        list={list}
        query={query}
        shareable={shareable}
        canQueue={canQueue}
      />
      <section
        id={panelId}
        hidden={!open}
        aria-busy={showsRows && !Rows}
        aria-label={M.menu}
        className="absolute top-full right-0 z-20 mt-2 w-[32rem] max-w-[calc(100vw-3rem)] rounded-lg border border-border bg-surface px-4 py-1 shadow-lg"
      >
        {/* Drawn when it opens, as the side menu's sections: every list page would otherwise send
            each view's row and its buttons for a panel that most visits never open. */}
        {!open ? null : views.length === 0 ? (
          <p className="py-3 text-sm text-fg-muted">{M.menuEmpty}</p>
        ) : Rows ? (
          <Rows views={views} shareable={shareable} canQueue={canQueue} />
        ) : (
          <p role="status" className="py-3 text-sm text-fg-muted">
            {LOADING_LABEL}
          </p>
        )}
      </section>
    </div>
  );
}
