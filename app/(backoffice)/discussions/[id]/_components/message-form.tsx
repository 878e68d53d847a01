'use client';

import { useSyncExternalStore } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { sendMessageAction } from '../actions';

const messageFormSchema = () => import('../message-form-schema').then((form) => form.messageFormSchema);

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
}

/**
 * The staff member's answer. The field empties only once the message is sent: a refusal (the rule,
 * or the gateway) leaves the text in place to be sent again.
 */
export function MessageForm({ discussionId, onSent }: MessageFormProps) {
  const { form, submit } = useActionForm({
    schema: messageFormSchema,
    defaultValues: { content: '' },
    action: ({ content }) => sendMessageAction({ id: discussionId, content }),
    onSuccess: () => {
      form.reset({ content: '' });
      onSent();
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  // Before hydration the browser would submit the form itself, putting the text in the URL.
  const hydrated = useHydrated();

  return (
    <form onSubmit={submit} noValidate aria-label="Écrire un message" className="flex flex-col gap-3">
      <Field label="Votre message" hint="Ctrl + Entrée pour envoyer." error={errors.content?.message}>
        <Textarea
          rows={3}
          {...register('content')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
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
