'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSessionExpiry } from '@/components/auth/reauth-dialog';
import { callAction } from '@/components/forms/call-action';
import { ConflictAlert } from '@/components/forms/conflict-alert';
import { useReapply, type ShownConflict } from '@/components/forms/use-conflict';
import type { ActionResult } from '@/lib/action-result';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { SelectOption } from '@/components/ui/field';
import { notifyResult } from '@/components/ui/notify';
import {
  ActionFields,
  fieldInput,
  initialFieldValues,
  missingFieldErrors,
  type ActionField,
  type ActionFieldValue,
  type ActionFieldValues,
} from './action-fields';
import { DisabledAction } from './disabled-action';

export { DisabledAction } from './disabled-action';
export {
  DEFAULT_CHOICE_REQUIRED,
  DEFAULT_CHOICES_REQUIRED,
  DEFAULT_DATE_REQUIRED,
  DEFAULT_TEXT_REQUIRED,
  type ActionField,
} from './action-fields';

/** A server action built with runAction: it takes a plain object and answers an ActionResult. */
export type ServerAction = (input: Record<string, unknown>) => Promise<ActionResult<unknown>>;

/** A required choice in the confirmation, e.g. a deactivation reason from a catalogue's `.options`. */
export interface ActionPicker {
  /** Key of the chosen value in the action's input. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Shown when the user confirms without choosing. */
  requiredMessage?: string;
}

/** A required free text in the confirmation, e.g. the RID of the account to associate. */
export interface ActionTextField {
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
  /** Shown when the user confirms with the field empty. */
  requiredMessage?: string;
}

export interface ActionConfirmation {
  title: string;
  /** What will happen once confirmed, in plain words. */
  description: string;
  confirmLabel: string;
  tone?: 'default' | 'danger';
}

export interface ActionButtonProps {
  label: string;
  /** Decided on the server from the role table: false renders nothing. */
  allowed: boolean;
  /** Why the record's current state forbids the action; the button is then disabled and says why. */
  disabledReason?: string | null;
  action: ServerAction;
  /**
   * The fixed part of the action's input (e.g. the record's id and the `version` the page read,
   * lib/changes); must be serialisable.
   */
  payload?: Record<string, unknown>;
  /** Asks first; required for anything destructive. */
  confirm?: ActionConfirmation;
  picker?: ActionPicker;
  textField?: ActionTextField;
  /**
   * More values the confirmation asks for, after `picker` and `textField`: several choices, a
   * date, a comment, optional ones… (see ActionField).
   */
  fields?: readonly ActionField[];
  variant?: ButtonVariant;
  /** 'sm' inside a table row. */
  size?: ButtonSize;
  /** Shows the confirmation at once: the button was clicked before this code had arrived. */
  defaultOpen?: boolean;
}

/** `picker` and `textField` are the first two kinds of fields, kept as props of their own. */
function allFields(
  picker: ActionPicker | undefined,
  textField: ActionTextField | undefined,
  fields: readonly ActionField[],
): ActionField[] {
  const all: ActionField[] = [];
  if (picker) all.push({ kind: 'select', ...picker });
  if (textField) all.push({ kind: 'text', ...textField });
  return [...all, ...fields];
}

const NO_FIELDS: readonly ActionField[] = [];

/**
 * One staff action on a record: hidden from roles that may not run it, disabled with its French
 * reason when the state forbids it, confirmed when it has consequences, then run as a server action
 * whose message becomes a toast before the page reloads its data.
 */
export function ActionButton({
  label,
  allowed,
  disabledReason,
  action,
  payload,
  confirm,
  picker,
  textField,
  fields = NO_FIELDS,
  variant = 'secondary',
  size,
  defaultOpen = false,
}: ActionButtonProps) {
  const router = useRouter();
  const sessionExpired = useSessionExpiry();
  const inputs = allFields(picker, textField, fields);
  const [running, setRunning] = useState(false);
  const [open, setOpen] = useState(defaultOpen);
  const [resending, setResending] = useState(false);
  const [values, setValues] = useState<ActionFieldValues>(() => initialFieldValues(inputs));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<ShownConflict | null>(null);

  const reset = () => {
    setValues(initialFieldValues(inputs));
    setFieldErrors({});
    setConflict(null);
  };

  /** After signing in again: the same values, with the dialog closing as a confirmation would close it. */
  const resend = async () => {
    setResending(true);
    try {
      if (await run()) setOpen(false);
    } finally {
      setResending(false);
    }
  };

  const run = async (): Promise<boolean> => {
    setConflict(null);
    const result = await callAction(action, { ...payload, ...fieldInput(inputs, values) });
    // The confirmation stays open with what was chosen and typed while the staff member signs in.
    if (sessionExpired(result, { resend: () => void resend() })) return false;
    // The record changed: the alert says what, and the values stay for « Recharger et appliquer ».
    if (!result.ok && result.conflict) {
      setConflict({ message: result.message, changes: result.conflict.changes });
      return false;
    }
    notifyResult(result);
    if (result.redirectTo) {
      router.push(result.redirectTo);
      return true;
    }
    if (result.ok) {
      reset();
      router.refresh();
      return true;
    }
    const errors = result.fieldErrors ?? {};
    setFieldErrors(errors);
    // A wrong value stays in the dialog to be corrected; any other refusal closes it.
    return !inputs.some((field) => errors[field.name]);
  };

  const confirmed = (): boolean | Promise<boolean> => {
    const missing = missingFieldErrors(inputs, values);
    if (Object.keys(missing).length === 0) return run();
    setFieldErrors(missing);
    return false;
  };

  const setValue = (name: string, value: ActionFieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => {
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  // Once the page is read again: the same values with the new version, unless the record's new
  // state forbids the action (it then shows disabled with its reason, and the dialog closes).
  const { reapply, reapplying } = useReapply(() => {
    setConflict(null);
    if (disabledReason) setOpen(false);
    else void resend();
  });

  if (!allowed) return null;

  if (disabledReason)
    return <DisabledAction label={label} reason={disabledReason} variant={variant} size={size} />;

  const conflictAlert = conflict ? (
    <ConflictAlert conflict={conflict} onReapply={reapply} reapplying={reapplying} />
  ) : null;

  if (!confirm) {
    const button = (
      <Button
        variant={variant}
        size={size}
        loading={running || resending}
        onClick={async () => {
          setRunning(true);
          try {
            await run();
          } finally {
            setRunning(false);
          }
        }}
      >
        {label}
      </Button>
    );
    return conflictAlert ? (
      <div className="flex flex-col gap-2">
        {button}
        {conflictAlert}
      </div>
    ) : (
      button
    );
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant={variant} size={size}>
          {label}
        </Button>
      }
      title={confirm.title}
      description={confirm.description}
      confirmLabel={confirm.confirmLabel}
      tone={confirm.tone}
      open={open}
      pending={resending || reapplying}
      // Opening starts from the current defaults (the page may have reloaded them), closing forgets.
      onOpenChange={(next) => {
        setOpen(next);
        reset();
      }}
      onConfirm={confirmed}
    >
      {conflictAlert || inputs.length > 0 ? (
        <>
          {conflictAlert}
          {inputs.length > 0 ? (
            <ActionFields fields={inputs} values={values} errors={fieldErrors} onChange={setValue} />
          ) : null}
        </>
      ) : undefined}
    </ConfirmDialog>
  );
}
