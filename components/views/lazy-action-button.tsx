'use client';

import { useState, type ComponentType } from 'react';
import type { ActionButtonProps, ActionConfirmation } from '@/components/actions/action-button';
import { Button } from '@/components/ui/button';
import { lazyComponent, useLazyComponent } from '@/components/ui/lazy-component';
import { notify } from '@/components/ui/notify';
import { VIEW_BAR_TEXTS } from '@/lib/domain/view-bar-texts';

/** What the button drawn until the code comes shows: the real one's label, look and permission. */
type ShownProps = Pick<ActionButtonProps, 'label' | 'allowed' | 'variant' | 'size'>;

/**
 * A confirmed button whose code (an ActionButton with its dialog, fields and runner, about 3 kB
 * gzipped, and whatever `load` adds) comes on first use: a list's saved views offer five of them
 * and are rarely changed. Until then the same button, which fetches the code as soon as the
 * pointer or the focus reaches it; a click opens the confirmation once the code is there, and the
 * dialog takes the focus and gives it back to the button on closing, as the real one does. A
 * failed fetch says so and is tried again on the next click.
 */
export function lazyActionButton<P extends ShownProps>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
): ComponentType<P> {
  const loaded = lazyComponent(() =>
    load().then((component) => {
      // The confirmation's Radix part next, so that the click waits for one fetch at most.
      void import('@/components/ui/dialog').then((dialog) => dialog.preloadDialogs()).catch(() => undefined);
      return component;
    }),
  );
  const preload = () => void loaded.preload().catch(() => undefined);

  return function LazyButton(props: P) {
    const [clicked, setClicked] = useState(false);
    const { Component: Loaded } = useLazyComponent(loaded, clicked, () => {
      setClicked(false);
      void notify({ level: 'error', message: VIEW_BAR_TEXTS.loadFailed });
    });
    if (!props.allowed) return null;
    if (clicked && Loaded) return <Loaded {...props} defaultOpen />;
    return (
      <Button
        variant={props.variant ?? 'secondary'}
        size={props.size}
        aria-haspopup="dialog"
        aria-expanded={false}
        data-state="closed"
        loading={clicked}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setClicked(true)}
      >
        {props.label}
      </Button>
    );
  };
}

export const LazyActionButton = lazyActionButton<ActionButtonProps & { confirm: ActionConfirmation }>(() =>
  import('@/components/actions/action-button').then((module) => module.ActionButton),
);
