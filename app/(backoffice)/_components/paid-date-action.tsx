'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ActionButton, type ServerAction } from '@/components/actions/action-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { notifyResult } from '@/components/ui/notify';
import { INVOICE_ACTIONS as A } from '../_lib/invoice-messages';
import { paidDay, todayInParis } from '../_lib/invoice-forms';

export interface PaidDateActionProps {
  /** Decided on the server from the role table: false renders nothing. */
  allowed: boolean;
  /** Why the invoice's state forbids it; the button is then disabled and says why. */
  disabledReason: string | null;
  /** Takes `{ id, paidAt }` (paidAt as yyyy-MM-dd). */
  action: ServerAction;
  invoiceId: string;
}

/**
 * "Marquer payée" with the day of the payment (ActionButton asks only for a choice or a text):
 * today by default, checked in the dialog with the server's own rule, then run as the server action.
 */
export function PaidDateAction({ allowed, disabledReason, action, invoiceId }: PaidDateActionProps) {
  const router = useRouter();
  const [paidAt, setPaidAt] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!allowed || disabledReason) {
    // Hidden or disabled with its reason: the shared button already does both.
    return (
      <ActionButton
        label={A.markPaid.label}
        allowed={allowed}
        disabledReason={disabledReason}
        action={action}
      />
    );
  }

  const confirm = async (): Promise<boolean> => {
    const checked = paidDay.safeParse(paidAt);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return false;
    }
    const result = await action({ id: invoiceId, paidAt: checked.data });
    notifyResult(result);
    if (result.redirectTo) {
      router.push(result.redirectTo);
      return true;
    }
    if (result.ok) {
      router.refresh();
      return true;
    }
    const fieldError = result.fieldErrors?.paidAt;
    setError(fieldError ?? null);
    // A wrong day stays in the dialog to be corrected; any other refusal closes it.
    return !fieldError;
  };

  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{A.markPaid.label}</Button>}
      title={A.markPaid.title}
      description={A.markPaid.description}
      confirmLabel={A.markPaid.confirmLabel}
      onOpenChange={(open) => {
        // Today is read when the dialog opens, not when the page was rendered.
        setPaidAt(open ? todayInParis() : '');
        setError(null);
      }}
      onConfirm={confirm}
    >
      <Field label={A.paidAtLabel} required error={error}>
        <Input
          type="date"
          name="paidAt"
          value={paidAt}
          max={todayInParis()}
          onChange={(event) => {
            setPaidAt(event.target.value);
            setError(null);
          }}
        />
      </Field>
    </ConfirmDialog>
  );
}
