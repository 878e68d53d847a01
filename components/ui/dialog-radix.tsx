'use client';

import { X } from 'lucide-react';
import { AlertDialog, Dialog as DialogPrimitive } from 'radix-ui';
import { useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { CANCEL_LABEL, CLOSE_LABEL } from './dialog-labels';

/*
 * The Radix dialogs themselves, which dialog.tsx loads the first time one opens: Radix is about
 * 15 kB gzipped that no page needs before a dialog opens.
 */

const OVERLAY = 'fixed inset-0 z-40 bg-gray-950/40 backdrop-blur-[1px]';

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

const CONTENT =
  'fixed left-1/2 top-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 ' +
  'flex-col rounded-lg border border-border bg-surface text-fg shadow-xl outline-none';

const TITLE = 'text-base font-semibold text-fg';
const DESCRIPTION = 'mt-1 text-sm text-fg-muted';
const FOOTER = 'flex flex-wrap justify-end gap-2 border-t border-border px-5 py-3';

type OpenState = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the focus goes back on closing when the trigger is not Radix's (see dialog.tsx). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** Radix gives the focus back to its own trigger; a trigger of ours gets it back this way. */
function focusBack(target: RefObject<HTMLElement | null> | undefined) {
  if (!target) return undefined;
  return (event: Event) => {
    event.preventDefault();
    target.current?.focus();
  };
}

export interface DialogProps extends OpenState {
  /** The element that opens the dialog (usually a Button); it receives the trigger wiring. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row; use DialogClose around a cancel button. */
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  /** False while something runs that closing would interrupt (Escape and outside clicks are ignored). */
  dismissible?: boolean;
  className?: string;
}

/** A modal dialog with a title, an optional description, a body and a footer. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  className,
  returnFocusTo,
}: DialogProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={OVERLAY} />
        <DialogPrimitive.Content
          className={cn(CONTENT, SIZES[size], className)}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onCloseAutoFocus={focusBack(returnFocusTo)}
          // Radix warns about a missing description unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start gap-4 px-5 pt-4 pb-3">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className={TITLE}>{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className={DESCRIPTION}>
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={CLOSE_LABEL}
                disabled={!dismissible}
                className="-mr-2 -mt-1"
              >
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          {children ? <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4">{children}</div> : null}
          {footer ? <div className={FOOTER}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog; wrap a button with `asChild`. */
export const DialogClose = DialogPrimitive.Close;

export interface ConfirmDialogProps extends Omit<OpenState, 'defaultOpen'> {
  trigger?: ReactElement;
  title: ReactNode;
  /** What will happen if the user confirms. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  /** An outside operation is running (e.g. a transition); the dialog stays open and busy. */
  pending?: boolean;
  /**
   * Runs on confirmation. If it returns a promise the confirm button shows a spinner until it
   * settles. The dialog then closes, unless the result is `false` (e.g. to let the user retry).
   */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  /** Extra content between the description and the buttons (e.g. a reason to pick). */
  children?: ReactNode;
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | null)?.then === 'function';
}

/** Asks before an action with consequences; Cancel ("Annuler") has the initial focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = CANCEL_LABEL,
  tone = 'default',
  pending = false,
  onConfirm,
  children,
  returnFocusTo,
}: ConfirmDialogProps) {
  const [internalOpen, setInternalOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const controlled = open !== undefined;
  const isOpen = controlled ? open : internalOpen;
  const busy = pending || running;

  const setOpen = (next: boolean) => {
    if (!controlled) setInternalOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    if (!next && busy) return;
    setOpen(next);
  };

  const confirm = async () => {
    const outcome = onConfirm();
    if (!isPromise(outcome)) {
      if (outcome !== false) setOpen(false);
      return;
    }
    setRunning(true);
    try {
      if ((await outcome) !== false) setOpen(false);
    } finally {
      setRunning(false);
    }
  };

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY} />
        <AlertDialog.Content className={cn(CONTENT, SIZES.sm)} onCloseAutoFocus={focusBack(returnFocusTo)}>
          {/* Scrolls when its fields (e.g. a list of reasons) are taller than the screen. */}
          <div className="min-h-0 overflow-y-auto px-5 pt-4 pb-4">
            <AlertDialog.Title className={TITLE}>{title}</AlertDialog.Title>
            <AlertDialog.Description className={DESCRIPTION}>{description}</AlertDialog.Description>
            {children ? <div className="mt-4">{children}</div> : null}
          </div>
          <div className={FOOTER}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
