'use client';

import { useState } from 'react';

/**
 * The key of a record's form: it changes when the page's data changes after this form saved (the
 * form then starts again from what the gateway kept), and not when the data changes for another
 * reason, such as « Recharger et appliquer à nouveau » after a conflict, which must keep what was
 * typed. `data` is what the form starts from, as a string.
 */
export function useSavedFormKey(data: string): { key: number; saved: () => void } {
  const [state, setState] = useState({ data, generation: 0, saved: false });
  if (state.data !== data)
    setState({ data, generation: state.saved ? state.generation + 1 : state.generation, saved: false });
  return { key: state.generation, saved: () => setState((current) => ({ ...current, saved: true })) };
}
