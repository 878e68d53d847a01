'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Button } from '@/components/ui/button';
import { CANCEL_LABEL, CLOSE_LABEL, Dialog, DialogClose } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { isSessionExpired, type ActionResult } from '@/lib/action-result';
import { REAUTH_MESSAGES as M } from '@/lib/auth/reauth-messages';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/domain/error-texts';

export interface ReauthRequest {
  /** Sends the same form again, with the values it kept, once the staff member chose "Renvoyer". */
  resend?: () => void;
  /** The files the form keeps in memory, named so the staff member knows they go again too. */
  files?: readonly string[];
}

export interface SignInAgainInput {
  email: string;
  password: string;
  expectedUserId: string;
}

/** The server action that signs in again (app/(backoffice)/_lib/sign-in-again.ts). */
export type SignInAgain = (input: SignInAgainInput) => Promise<ActionResult>;

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
        <ReauthDialog
          user={user}
          request={request}
          signInAgain={signInAgain}
          onSignedIn={() => setSignIns((count) => count + 1)}
          onClose={() => setRequest(null)}
        />
      ) : null}
    </ReauthContext.Provider>
  );
}

interface ReauthDialogProps {
  user: { id: string; email: string };
  request: ReauthRequest;
  signInAgain: SignInAgain;
  onSignedIn: () => void;
  onClose: () => void;
}

function ReauthDialog({ user, request, signInAgain, onSignedIn, onClose }: ReauthDialogProps) {
  const formId = useId();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  /** "Renvoyer", or "Fermer" when there is nothing to send: where the focus goes once signed in. */
  const nextRef = useRef<HTMLButtonElement>(null);
  const files = request.files ?? [];

  useEffect(() => {
    if (signedIn) nextRef.current?.focus();
  }, [signedIn]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || password === '') return;
    setPending(true);
    setFailure(null);
    let result: ActionResult;
    try {
      result = await signInAgain({ email: user.email, password, expectedUserId: user.id });
    } catch {
      result = { ok: false, message: SESSION_EXPIRED_MESSAGE };
    } finally {
      setPending(false);
    }
    setPassword('');
    if (result.ok) {
      setSignedIn(true);
      onSignedIn();
      return;
    }
    setFailure({ message: result.message, field: result.fieldErrors?.password });
  };

  const resend = () => {
    onClose();
    request.resend?.();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={M.title}
      description={signedIn ? undefined : SESSION_EXPIRED_MESSAGE}
      dismissible={!pending}
      footer={
        signedIn ? (
          <>
            <DialogClose asChild>
              <Button ref={request.resend ? undefined : nextRef} variant="secondary">
                {CLOSE_LABEL}
              </Button>
            </DialogClose>
            {request.resend ? (
              <Button ref={nextRef} variant="primary" onClick={resend}>
                {M.resend}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                {CANCEL_LABEL}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              form={formId}
              variant="primary"
              loading={pending}
              disabled={password === ''}
            >
              {M.signIn}
            </Button>
          </>
        )
      }
    >
      {signedIn ? (
        <Notice tone="success" role="status">
          {M.signedIn}
        </Notice>
      ) : (
        <form id={formId} onSubmit={submit} noValidate aria-label={M.title} className="flex flex-col gap-4">
          <Notice tone="info" role="status">
            {M.kept}
          </Notice>
          {files.length > 0 ? (
            <div className="text-sm">
              <p className="text-fg-muted">{M.filesKept}</p>
              <ul className="list-disc pl-5">
                {files.map((name, index) => (
                  <li key={`${index}-${name}`}>{name}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {failure && !failure.field ? (
            <Notice tone="danger" role="alert">
              {failure.message}
            </Notice>
          ) : null}
          <Field label="Email">
            <Input type="email" autoComplete="username" readOnly value={user.email} />
          </Field>
          <Field label="Mot de passe" required error={failure?.field}>
            <Input
              type="password"
              autoComplete="current-password"
              // The dialog opens for this field: the e-mail is the session's own and cannot change.
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </Field>
        </form>
      )}
    </Dialog>
  );
}
