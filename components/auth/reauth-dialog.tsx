'use client';

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { isSessionExpired } from '@/lib/action-result';
import type { ReauthRequest, SignInAgain } from './reauth-types';

export type { ReauthRequest, SignInAgain, SignInAgainInput } from './reauth-types';

const loadDialog = () => import('./reauth-dialog-content');
// The dialog's form is fetched when a session ends under a form, not with every page.
const ReauthDialog = lazy(() => loadDialog().then((module) => ({ default: module.ReauthDialog })));

/** Fetches the dialog ahead (tests, and a page that knows its session is about to end). */
export function preloadReauthDialog(): Promise<unknown> {
  return loadDialog();
}

interface Reauth {
  ask: (request: ReauthRequest) => void;
  /** How many times the staff member signed in again on this page: paused views resume on a change. */
  signIns: number;
}

const ReauthContext = createContext<Reauth | null>(null);

/**
 * For every form of the signed-in app: given an answer (an ActionResult, a route handler's JSON
 * body), opens the "Reconnectez-vous" dialog and returns true when it says the session ended; the
 * form then keeps everything typed instead of going to the login page. Outside ReauthProvider it
 * returns false, and the form follows the answer's `redirectTo` as before.
 */
export function useSessionExpiry(): (answer: unknown, request?: ReauthRequest) => boolean {
  const reauth = useContext(ReauthContext);
  return useCallback(
    (answer: unknown, request: ReauthRequest = {}) => {
      if (!reauth || !isSessionExpired(answer)) return false;
      reauth.ask(request);
      return true;
    },
    [reauth],
  );
}

/** Opens the dialog without an answer (a view that found its session ended) and counts the sign-ins. */
export function useReauth(): Reauth | null {
  return useContext(ReauthContext);
}

/** The names of the files among a form's values (File, FileList or arrays of files). */
export function fileNamesIn(values: Record<string, unknown>): string[] {
  const names: string[] = [];
  const add = (value: unknown) => {
    if (typeof File !== 'undefined' && value instanceof File) names.push(value.name);
  };
  for (const value of Object.values(values)) {
    if (value && typeof value === 'object' && typeof (value as ArrayLike<unknown>).length === 'number')
      Array.from(value as ArrayLike<unknown>).forEach(add);
    else add(value);
  }
  return names;
}

export interface ReauthProviderProps {
  /** The staff member whose session this page was opened with: the only account accepted. */
  user: { id: string; email: string };
  signInAgain: SignInAgain;
  children: ReactNode;
}

/**
 * Around the signed-in app: when a form learns that the session ended, a dialog asks the same staff
 * member to sign in again without leaving the page, then offers to send the form again ("Renvoyer")
 * with what was typed, files included (they stay in the form's memory).
 */
export function ReauthProvider({ user, signInAgain, children }: ReauthProviderProps) {
  const [request, setRequest] = useState<ReauthRequest | null>(null);
  const [signIns, setSignIns] = useState(0);
  const value = useMemo<Reauth>(() => ({ ask: (next) => setRequest(next), signIns }), [signIns]);
  return (
    <ReauthContext.Provider value={value}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <ReauthDialog
            user={user}
            request={request}
            signInAgain={signInAgain}
            onSignedIn={() => setSignIns((count) => count + 1)}
            onClose={() => setRequest(null)}
          />
        </Suspense>
      ) : null}
    </ReauthContext.Provider>
  );
}
