'use client';

import { useEffect, useState, type ComponentType } from 'react';

/*
 * An upload dialog's form body (its fields, useUploadForm, the schema module) fetched on demand:
 * react-hook-form and the zod rules weigh about 43 kB gzipped that a record page needs only once
 * a dialog opens. Like the dialogs' Radix part (components/ui/dialog.tsx) it is fetched once,
 * on first opening or as soon as the pointer or the focus reaches the button, and a failed fetch
 * is tried again on the next call. Our loader rather than React.lazy, which keeps a failed import
 * for the page's life and would throw it to the segment's error boundary.
 */

export interface LazyUploadBody<P> {
  /** Fetches the body once; a failed fetch is tried again on the next call. */
  preload: () => Promise<ComponentType<P>>;
  /** The body once fetched, null until then. */
  loaded: () => ComponentType<P> | null;
}

/**
 * `load` imports the body's module, e.g.
 * `lazyUploadBody(() => import('./x-form-body').then((module) => module.XFormBody))`, defined
 * outside any component so that every dialog of the page shares one fetch.
 */
export function lazyUploadBody<P>(load: () => Promise<ComponentType<P>>): LazyUploadBody<P> {
  let body: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return {
    preload: () =>
      (loading ??= load().then(
        (component) => (body = component),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => body,
  };
}

export interface LoadedBody<P> {
  /** The body's component, null while it is on its way or when its fetch failed. */
  Body: ComponentType<P> | null;
  failed: boolean;
  /** Fetches again after a failure. */
  retry: () => void;
}

/** The body once `needed` (the dialog is open), fetching it then if the trigger did not already. */
export function useLazyUploadBody<P>(body: LazyUploadBody<P>, needed: boolean): LoadedBody<P> {
  // In an object: a component given to a state setter would be called as an updater.
  const [state, setState] = useState<{ Body: ComponentType<P> | null; failed: boolean }>(() => ({
    Body: body.loaded(),
    failed: false,
  }));
  const Body = state.Body ?? body.loaded();
  useEffect(() => {
    if (!needed || Body || state.failed) return;
    let live = true;
    body.preload().then(
      (loaded) => live && setState({ Body: loaded, failed: false }),
      () => live && setState({ Body: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [needed, Body, state.failed, body]);
  return { Body, failed: !Body && state.failed, retry: () => setState({ Body: null, failed: false }) };
}
