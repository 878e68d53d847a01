'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input, Select, type SelectOption } from '@/components/ui/field';
import { notifyResult } from '@/components/ui/notify';

export const DEFAULT_CHOICE_REQUIRED = 'Merci de faire un choix.';
export const DEFAULT_TEXT_REQUIRED = 'Merci de renseigner ce champ.';

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
  /** The fixed part of the action's input (e.g. the record's id); must be serialisable. */
  payload?: Record<string, unknown>;
  /** Asks first; required for anything destructive. */
  confirm?: ActionConfirmation;
  picker?: ActionPicker;
  textField?: ActionTextField;
  variant?: ButtonVariant;
}

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
  variant = 'secondary',
}: ActionButtonProps) {
  const router = useRouter();
  const reasonId = useId();
  const [running, setRunning] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  if (!allowed) return null;

  const inputs = [picker?.name, textField?.name].filter((name): name is string => Boolean(name));
  const complete = inputs.every((name) => (values[name] ?? '').trim() !== '');

  const run = async (): Promise<boolean> => {
    const input: Record<string, unknown> = { ...payload };
    for (const name of inputs) input[name] = values[name]?.trim();
    const result = await action(input);
    notifyResult(result);
    if (result.redirectTo) {
      router.push(result.redirectTo);
      return true;
    }
    if (result.ok) {
      setValues({});
      setFieldErrors({});
      router.refresh();
      return true;
    }
    const errors = result.fieldErrors ?? {};
    setFieldErrors(errors);
    // A wrong value stays in the dialog to be corrected; any other refusal closes it.
    return !inputs.some((name) => errors[name]);
  };

  const showMissing = (): false => {
    const missing: Record<string, string> = {};
    if (picker && !(values[picker.name] ?? '').trim())
      missing[picker.name] = picker.requiredMessage ?? DEFAULT_CHOICE_REQUIRED;
    if (textField && !(values[textField.name] ?? '').trim())
      missing[textField.name] = textField.requiredMessage ?? DEFAULT_TEXT_REQUIRED;
    setFieldErrors(missing);
    return false;
  };

  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => {
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  if (disabledReason) {
    return (
      <div className="flex flex-col items-start gap-1">
        <Button
          variant={variant}
          aria-disabled="true"
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          {label}
        </Button>
        <p id={reasonId} className="max-w-sm text-xs text-fg-muted">
          {disabledReason}
        </p>
      </div>
    );
  }

  if (!confirm) {
    return (
      <Button
        variant={variant}
        loading={running}
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
  }

  return (
    <ConfirmDialog
      trigger={<Button variant={variant}>{label}</Button>}
      title={confirm.title}
      description={confirm.description}
      confirmLabel={confirm.confirmLabel}
      tone={confirm.tone}
      onOpenChange={(open) => {
        if (!open) {
          setValues({});
          setFieldErrors({});
        }
      }}
      onConfirm={() => (complete ? run() : showMissing())}
    >
      {picker || textField ? (
        <div className="flex flex-col gap-4">
          {picker ? (
            <Field label={picker.label} required error={fieldErrors[picker.name]}>
              <Select
                value={values[picker.name] ?? ''}
                onChange={(event) => setValue(picker.name, event.target.value)}
                options={picker.options}
                placeholder={picker.placeholder ?? 'Choisir…'}
              />
            </Field>
          ) : null}
          {textField ? (
            <Field label={textField.label} hint={textField.hint} required error={fieldErrors[textField.name]}>
              <Input
                value={values[textField.name] ?? ''}
                placeholder={textField.placeholder}
                autoComplete="off"
                onChange={(event) => setValue(textField.name, event.target.value)}
              />
            </Field>
          ) : null}
        </div>
      ) : undefined}
    </ConfirmDialog>
  );
}
