'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { sendMessageAction } from '../actions';

/** SPEC §5 "Message text" with the shared zod rule, imported the first time the field is checked. */
const messageFormSchema = () => import('../schema').then((schemas) => schemas.messageFormSchema);

const noSubscription = () => () => undefined;

/** False in the server's HTML, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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
 * or the gateway) or an ended session leaves the text in place to be sent again. As every form: the
 * rule's message shows once the field is left or the form sent, then follows the typing.
 */
export function MessageForm({ discussionId, onSent, autoFocus = false }: MessageFormProps) {
  const { form, submit } = useActionForm({
    schema: messageFormSchema,
    defaultValues: { content: '' },
    action: (values) => sendMessageAction({ id: discussionId, ...values }),
    onSuccess: () => {
      form.reset();
      onSent();
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { ref, ...content } = register('content');
  const field = useRef<HTMLTextAreaElement | null>(null);
  // Before hydration the browser would submit the form itself, putting the text in the URL.
  const hydrated = useHydrated();
  // Once, when the form appears: a later change of the prop must not pull the focus back.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current) field.current?.focus();
  }, []);

  return (
    <form onSubmit={submit} noValidate aria-label="Écrire un message" className="flex flex-col gap-3">
      <Field label="Votre message" hint="Ctrl + Entrée pour envoyer." error={errors.content?.message}>
        <Textarea
          {...content}
          ref={(element) => {
            ref(element);
            field.current = element;
          }}
          rows={3}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              if (!isSubmitting) void submit();
            }
          }}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" loading={isSubmitting} disabled={!hydrated}>
          Envoyer
        </Button>
      </div>
    </form>
  );
}
