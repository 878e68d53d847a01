'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSessionExpiry } from '@/components/auth/reauth-dialog';
import { reportTyping, stopTyping } from '@/components/live/presence-channel';
import { callAction } from '@/components/forms/call-action';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { notifyResult } from '@/components/ui/notify';
import { useHydrated } from '@/components/ui/use-hydrated';
import { presenceKey } from '@/lib/presence/record-types';
import { sendMessageAction } from '../actions';

/**
 * SPEC §5 "Message text" with the shared zod rule, imported the first time the field is checked:
 * one field needs neither zod nor a form library, and react-hook-form would add 12 kB to the code
 * this form brings after the page has loaded.
 */
async function checkContent(
  content: string,
): Promise<{ ok: true; content: string } | { ok: false; message: string | undefined }> {
  const { messageFormSchema } = await import('../schema');
  const parsed = messageFormSchema.safeParse({ content });
  return parsed.success
    ? { ok: true, content: parsed.data.content }
    : { ok: false, message: parsed.error.issues[0]?.message };
}

export interface MessageFormProps {
  discussionId: string;
  /** After the gateway took the message: the thread fetches it at once. */
  onSent: () => void;
  /** Takes the focus when it appears (right after joining), so the staff member types at once. */
  autoFocus?: boolean;
}

/**
 * The staff member's answer. The field empties only once the message is sent: a refusal (the rule,
 * or the gateway) or an ended session leaves the text in place to be sent again. As every form: the rule's message
 * shows once the field is left or the form sent, then follows the typing.
 */
export function MessageForm({ discussionId, onSent, autoFocus = false }: MessageFormProps) {
  const router = useRouter();
  const sessionExpired = useSessionExpiry();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // Before hydration the browser would submit the form itself, putting the text in the URL.
  const hydrated = useHydrated();
  // The record page's presence beat tells the others while this staff member types (WritingNotice).
  const presence = presenceKey('discussionView', discussionId);
  // Once, when the form appears: a later change of the prop must not pull the focus back.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current) field.current?.focus();
  }, []);

  const validate = async (value: string) => {
    const checked = await checkContent(value);
    setError(checked.ok ? undefined : checked.message);
    return checked;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    setTouched(true);
    setSubmitting(true);
    try {
      const checked = await validate(content);
      if (!checked.ok) {
        field.current?.focus();
        return;
      }
      // The rule's output (trimmed), as the other forms send.
      const result = await callAction(sendMessageAction, { id: discussionId, content: checked.content });
      // A session that ended keeps the text: the dialog signs in again, then sends it again.
      if (sessionExpired(result, { resend: () => void submit() })) return;
      void notifyResult(result);
      if (result.ok) {
        setContent('');
        stopTyping(presence);
        setTouched(false);
        setError(undefined);
        onSent();
      } else {
        setError(result.fieldErrors?.content);
      }
      if (result.redirectTo) router.push(result.redirectTo);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Écrire un message" className="flex flex-col gap-3">
      <Field label="Votre message" hint="Ctrl + Entrée pour envoyer." error={error}>
        <Textarea
          ref={field}
          name="content"
          rows={3}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            reportTyping(presence);
            if (touched) void validate(event.target.value);
          }}
          onBlur={() => {
            setTouched(true);
            void validate(content);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" loading={submitting} disabled={!hydrated}>
          Envoyer
        </Button>
      </div>
    </form>
  );
}
