'use client';

import {
  createContext,
  createRef,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { Edit } from './pre-hydration-edits';

/*
 * A part of a page whose code is fetched once the page has loaded rather than with it: a form and
 * react-hook-form (about 12 kB gzipped), a tab's upload or filters. The server renders the part
 * whole; in the browser it stays the server's markup until its code arrives, then hydrates in place,
 * so nothing moves and the rest of the page is live meanwhile. What is typed, ticked or chosen
 * meanwhile is made again once it is live, and a button pressed or a submit asked for meanwhile is
 * held (the browser would send the fields itself), then made.
 */

const ATTEMPTS = 3;

/** The element around the server's markup, and what was done in it before the code arrived. */
interface Holder {
  element: RefObject<HTMLDivElement | null>;
  edits: Edit[];
  /** The last button (not a submit) pressed, which React would drop. */
  clicked: HTMLButtonElement | null;
  submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
}

const HolderContext = createContext<Holder | null>(null);

/** At once on the server and once the page has loaded; otherwise at the page's load event. */
function pageLoaded(): Promise<void> {
  if (typeof window === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

async function fetchWithRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Once the part is live: what was typed, ticked or chosen meanwhile, then the press held. */
function withHeldWork<P extends object>(
  Part: ComponentType<P>,
  restoreEdits: (edits: readonly Edit[]) => void,
): ComponentType<P> {
  function LivePart(props: P) {
    const holder = useContext(HolderContext);
    useEffect(() => {
      if (!holder) return;
      restoreEdits(holder.edits.splice(0));
      const { clicked, submitted } = holder;
      holder.clicked = null;
      holder.submitted = null;
      if (clicked?.isConnected) clicked.click();
      if (submitted?.form.isConnected) submitted.form.requestSubmit(submitted.submitter);
    }, [holder]);
    return <Part {...props} />;
  }
  return LivePart;
}

/**
 * `load` imports the part's module, e.g.
 * `liveAfterLoad(() => import('./x-form').then((module) => module.XForm))`, in a client module of
 * its own (`_components/after-load.tsx`) that the page imports instead of the part's. `fallback`
 * draws what shows, on a page reached by a link inside the app, while the code comes (a spinner
 * unless told).
 */
export function liveAfterLoad<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = () => <Spinner className="py-4" /> }: { fallback?: (props: P) => ReactNode } = {},
): ComponentType<P> {
  const holders = new Set<Holder>();
  // Once the code is here, React hydrates on a press itself: nothing more is held.
  let arrived = false;
  const make = () =>
    lazy(async () => {
      await pageLoaded();
      try {
        // Needed only by a part already drawn: fetched with it rather than with the page.
        const [Part, replay] = await Promise.all([
          fetchWithRetries(load),
          fetchWithRetries(() => import('./pre-hydration-edits')),
        ]);
        arrived = true;
        // The last moment before hydration: what differs from the server's markup.
        for (const holder of holders) holder.edits.push(...replay.takeEdits(holder.element.current));
        return { default: withHeldWork(Part, replay.restoreEdits) };
      } catch (error) {
        // React.lazy keeps a failure: the error screen's "Réessayer" renders a fresh one.
        Live = make();
        throw error;
      }
    });
  let Live = make();

  function LiveAfterLoad(props: P) {
    const [holder] = useState<Holder>(() => ({
      element: createRef<HTMLDivElement>(),
      edits: [],
      clicked: null,
      submitted: null,
    }));
    useEffect(() => {
      const box = holder.element.current;
      if (!box) return;
      holders.add(holder);
      // Before React's own listener, which drops a press on markup it has no code for yet.
      const press = (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (!arrived && button?.type === 'button' && box.contains(button)) holder.clicked = button;
      };
      // The browser's own submit would put the fields in the address.
      const hold = (event: SubmitEvent) => {
        if (arrived || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        holder.submitted = { form: event.target, submitter: event.submitter };
      };
      window.addEventListener('click', press, true);
      box.addEventListener('submit', hold);
      return () => {
        holders.delete(holder);
        window.removeEventListener('click', press, true);
        box.removeEventListener('submit', hold);
      };
    }, [holder]);
    return (
      <div ref={holder.element} className="contents">
        <HolderContext.Provider value={holder}>
          <Suspense fallback={fallback(props)}>
            <Live {...props} />
          </Suspense>
        </HolderContext.Provider>
      </div>
    );
  }
  return LiveAfterLoad;
}
