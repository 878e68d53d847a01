'use client';

import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import type { ConfirmDialogProps, DialogProps } from './dialog-radix';
import { lazyModule } from './lazy-module';

export { CANCEL_LABEL, CLOSE_LABEL } from './dialog-labels';
export type { ConfirmDialogProps, DialogProps } from './dialog-radix';

/*
 * Dialogs whose Radix part (dialog-radix.tsx, about 15 kB gzipped) is fetched the first time one
 * opens, or as soon as the pointer or the focus reaches its trigger: a record page draws many
 * confirmable actions and opens at most one of them. Once fetched, every dialog opens at once. The
 * trigger is ours, with the attributes Radix's would have, and gets the focus back on closing.
 */

type RadixModule = typeof import('./dialog-radix');
const radix = lazyModule(() => import('./dialog-radix'));

/** Fetches the Radix part once; a failed fetch is tried again on the next call. */
export const preloadDialogs = radix.preload;

const preload = () => void preloadDialogs().catch(() => undefined);

/** The Radix module once `needed`, rendering nothing until it has arrived. */
function useRadix(needed: boolean): RadixModule | null {
  const [module, setModule] = useState(radix.loaded);
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    preloadDialogs().then(
      (loaded) => live && setModule(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, module]);
  return module ?? radix.loaded();
}

/** Closes the surrounding dialog (a Dialog's footer button). */
const CloseContext = createContext<(() => void) | null>(null);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the trigger is any element taking a click
type TriggerElement = ReactElement<any>;

/** Open state of a dialog that may be controlled, and whether its Radix part was ever needed. */
function useLazyOpen(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
) {
  const [internalOpen, setInternalOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? internalOpen;
  const [needed, setNeeded] = useState(isOpen);
  if (isOpen && !needed) setNeeded(true);
  const setOpen = (next: boolean) => {
    if (open === undefined) setInternalOpen(next);
    onOpenChange?.(next);
  };
  return { isOpen, needed, setOpen };
}

function Trigger({
  element,
  isOpen,
  role,
  onOpen,
  triggerRef,
}: {
  element: TriggerElement;
  isOpen: boolean;
  role: 'dialog' | 'alertdialog';
  onOpen: () => void;
  triggerRef: RefObject<HTMLElement | null>;
}) {
  const props = element.props as {
    onClick?: (event: MouseEvent) => void;
    onPointerEnter?: (event: unknown) => void;
    onFocus?: (event: unknown) => void;
  };
  return cloneElement(element, {
    ref: triggerRef,
    'aria-haspopup': role === 'alertdialog' ? 'dialog' : role,
    'aria-expanded': isOpen,
    'data-state': isOpen ? 'open' : 'closed',
    onClick: (event: MouseEvent) => {
      props.onClick?.(event);
      if (!event.defaultPrevented) onOpen();
    },
    onPointerEnter: (event: unknown) => {
      props.onPointerEnter?.(event);
      preload();
    },
    onFocus: (event: unknown) => {
      props.onFocus?.(event);
      preload();
    },
  });
}

/** A modal dialog with a title, an optional description, a body and a footer. */
export function Dialog({ trigger, open, defaultOpen, onOpenChange, ...props }: DialogProps) {
  const { isOpen, needed, setOpen } = useLazyOpen(open, defaultOpen, onOpenChange);
  const triggerRef = useRef<HTMLElement>(null);
  const Radix = useRadix(needed);
  return (
    <>
      {trigger ? (
        <Trigger
          element={trigger}
          isOpen={isOpen}
          role="dialog"
          onOpen={() => setOpen(true)}
          triggerRef={triggerRef}
        />
      ) : null}
      {needed && Radix ? (
        <CloseContext value={() => setOpen(false)}>
          <Radix.Dialog
            {...props}
            open={isOpen}
            onOpenChange={setOpen}
            returnFocusTo={trigger ? triggerRef : undefined}
          />
        </CloseContext>
      ) : null}
    </>
  );
}

/** Closes the surrounding Dialog: `<DialogClose asChild><Button>…</Button></DialogClose>`. */
export function DialogClose({ children }: { asChild?: boolean; children: TriggerElement }) {
  const close = useContext(CloseContext);
  const props = children.props as { onClick?: (event: MouseEvent) => void };
  return cloneElement(children, {
    onClick: (event: MouseEvent) => {
      props.onClick?.(event);
      if (!event.defaultPrevented) close?.();
    },
  });
}

/** Asks before an action with consequences; Cancel ("Annuler") has the initial focus. */
export function ConfirmDialog({ trigger, open, onOpenChange, ...props }: ConfirmDialogProps) {
  const { isOpen, needed, setOpen } = useLazyOpen(open, undefined, onOpenChange);
  const triggerRef = useRef<HTMLElement>(null);
  const Radix = useRadix(needed);
  return (
    <>
      {trigger ? (
        <Trigger
          element={trigger}
          isOpen={isOpen}
          role="alertdialog"
          onOpen={() => setOpen(true)}
          triggerRef={triggerRef}
        />
      ) : null}
      {needed && Radix ? (
        <Radix.ConfirmDialog
          {...props}
          open={isOpen}
          onOpenChange={setOpen}
          returnFocusTo={trigger ? triggerRef : undefined}
        />
      ) : null}
    </>
  );
}
