'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { lazyModule, type LazyModule } from './lazy-module';

/*
 * A component fetched on demand, for what a page needs only once someone asks for it: an upload
 * dialog's form body (react-hook-form and the zod rules, about 43 kB gzipped), the command
 * palette. Like the dialogs' Radix part (components/ui/dialog.tsx) it is fetched once, on first
 * need or as soon as the pointer or the focus reaches what opens it, and a failed fetch is tried
 * again on the next call. Our loader rather than React.lazy, which keeps a failed import for the
 * page's life and would throw it to the segment's error boundary.
 */

/** A component fetched once (./lazy-module.ts). */
export type LazyComponent<P> = LazyModule<ComponentType<P>>;

/**
 * `load` imports the component's module, e.g.
 * `lazyComponent(() => import('./x-form-body').then((module) => module.XFormBody))`, defined
 * outside any component so that every user of it on the page shares one fetch.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return lazyModule(load);
}

export interface LoadedComponent<P> {
  /** The component, null while it is on its way or when its fetch failed. */
  Component: ComponentType<P> | null;
  failed: boolean;
  /** Fetches again after a failure. */
  retry: () => void;
}

/**
 * The component once `needed` (its dialog is open), fetching it then if nothing did already. A
 * failed fetch is kept in `failed` until `retry`, or handed to `onFail` when given (the next need
 * then fetches again).
 */
export function useLazyComponent<P>(
  lazy: LazyComponent<P>,
  needed: boolean,
  onFail?: () => void,
): LoadedComponent<P> {
  // In an object: a component given to a state setter would be called as an updater.
  const [state, setState] = useState<{ Component: ComponentType<P> | null; failed: boolean }>(() => ({
    Component: lazy.loaded(),
    failed: false,
  }));
  const Component = state.Component ?? lazy.loaded();
  useEffect(() => {
    if (!needed || Component || state.failed) return;
    let live = true;
    lazy.preload().then(
      (loaded) => live && setState({ Component: loaded, failed: false }),
      () => {
        if (!live) return;
        if (onFail) onFail();
        else setState({ Component: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [needed, Component, state.failed, lazy, onFail]);
  return {
    Component,
    failed: !Component && state.failed,
    retry: () => setState({ Component: null, failed: false }),
  };
}
