'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CANCEL_LABEL, CLOSE_LABEL, Dialog, DialogClose } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { ActionResult } from '@/lib/action-result';
import { REAUTH_MESSAGES as M } from '@/lib/domain/reauth-texts';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/domain/error-texts';
import type { ReauthRequest, SignInAgain } from './reauth-types';

/*
 * The dialog itself, loaded only when a session ends under a form (./reauth-dialog.tsx): its form
 * pieces stay out of every page's first load.
 */

export interface ReauthDialogProps {
  user: { id: string; email: string };
  request: ReauthRequest;
  signInAgain: SignInAgain;
  onSignedIn: () => void;
  onClose: () => void;
}

export function ReauthDialog({ user, request, signInAgain, onSignedIn, onClose }: ReauthDialogProps) {
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
