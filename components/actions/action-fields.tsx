'use client';

import { Checkbox, Field, Fieldset, Input, Select, Textarea, type SelectOption } from '@/components/ui/field';

export const DEFAULT_CHOICE_REQUIRED = 'Merci de faire un choix.';
export const DEFAULT_CHOICES_REQUIRED = 'Merci de faire au moins un choix.';
export const DEFAULT_TEXT_REQUIRED = 'Merci de renseigner ce champ.';
export const DEFAULT_DATE_REQUIRED = "Merci d'indiquer une date.";

interface BaseField {
  /** Key of the value in the action's input. */
  name: string;
  label: string;
  hint?: string;
  /** Default true: the dialog will not run the action while it is empty. */
  required?: boolean;
  /**
   * Required only while another field holds one of these values (a comment once "Autre" is
   * chosen), optional otherwise; `required` is then ignored.
   */
  requiredWhen?: { name: string; values: readonly string[] };
  /** Shown when the user confirms with the field empty. */
  requiredMessage?: string;
}

/** One value among options, e.g. a reason from an enum catalogue's `.options`. */
export interface SelectActionField extends BaseField {
  kind: 'select';
  options: readonly SelectOption[];
  placeholder?: string;
  defaultValue?: string;
}

/** Several values among options (checkboxes), sent as an array. */
export interface ChoicesActionField extends BaseField {
  kind: 'choices';
  options: readonly SelectOption[];
  defaultValue?: readonly string[];
}

/** A day (yyyy-MM-dd, Paris), e.g. a signature date defaulting to today. */
export interface DateActionField extends BaseField {
  kind: 'date';
  defaultValue?: string;
  min?: string;
  max?: string;
}

/** A line of text ('text') or a comment ('textarea'). */
export interface TextActionField extends BaseField {
  kind: 'text' | 'textarea';
  placeholder?: string;
  defaultValue?: string;
  maxLength?: number;
}

/** A value the confirmation dialog asks for before an action runs. */
export type ActionField = SelectActionField | ChoicesActionField | DateActionField | TextActionField;

export type ActionFieldValue = string | readonly string[];
export type ActionFieldValues = Record<string, ActionFieldValue>;

function isRequired(field: ActionField, values: ActionFieldValues): boolean {
  if (!field.requiredWhen) return field.required !== false;
  const { name, values: triggers } = field.requiredWhen;
  const value = values[name];
  const chosen = typeof value === 'string' ? [value] : (value ?? []);
  return chosen.some((each) => triggers.includes(each));
}

function isEmpty(value: ActionFieldValue | undefined): boolean {
  if (value === undefined) return true;
  return typeof value === 'string' ? value.trim() === '' : value.length === 0;
}

const DEFAULT_REQUIRED: Record<ActionField['kind'], string> = {
  select: DEFAULT_CHOICE_REQUIRED,
  choices: DEFAULT_CHOICES_REQUIRED,
  date: DEFAULT_DATE_REQUIRED,
  text: DEFAULT_TEXT_REQUIRED,
  textarea: DEFAULT_TEXT_REQUIRED,
};

/** What the fields hold when the dialog opens (and again once it closes). */
export function initialFieldValues(fields: readonly ActionField[]): ActionFieldValues {
  const values: ActionFieldValues = {};
  for (const field of fields) values[field.name] = field.defaultValue ?? (field.kind === 'choices' ? [] : '');
  return values;
}

/** The message of each required field left empty; an empty object when the action may run. */
export function missingFieldErrors(
  fields: readonly ActionField[],
  values: ActionFieldValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (isRequired(field, values) && isEmpty(values[field.name]))
      errors[field.name] = field.requiredMessage ?? DEFAULT_REQUIRED[field.kind];
  }
  return errors;
}

/**
 * The fields' part of the action's input: texts trimmed, choices as arrays in the options' order,
 * and an empty optional field left out rather than sent blank.
 */
export function fieldInput(
  fields: readonly ActionField[],
  values: ActionFieldValues,
): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (isEmpty(value)) continue;
    if (field.kind === 'choices') {
      const chosen = new Set(value as readonly string[]);
      input[field.name] = field.options.map((option) => option.value).filter((option) => chosen.has(option));
    } else {
      input[field.name] = (value as string).trim();
    }
  }
  return input;
}

export interface ActionFieldsProps {
  fields: readonly ActionField[];
  values: ActionFieldValues;
  errors: Record<string, string>;
  onChange: (name: string, value: ActionFieldValue) => void;
}

/** The controls of an action's confirmation dialog, each with its label and its error. */
export function ActionFields({ fields, values, errors, onChange }: ActionFieldsProps) {
  return (
    <div className="flex flex-col gap-4">
      {fields.map((field) => {
        const required = isRequired(field, values);
        const error = errors[field.name];
        if (field.kind === 'choices') {
          const chosen = (values[field.name] as readonly string[] | undefined) ?? [];
          return (
            <Fieldset
              key={field.name}
              legend={
                <>
                  {field.label}
                  {required ? (
                    <span aria-hidden="true" className="ml-0.5 text-danger-strong">
                      *
                    </span>
                  ) : null}
                </>
              }
              hint={field.hint}
              error={error}
            >
              <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
                {field.options.map((option) => (
                  <Checkbox
                    key={option.value}
                    label={option.label}
                    disabled={option.disabled}
                    checked={chosen.includes(option.value)}
                    aria-invalid={error ? true : undefined}
                    onChange={(event) =>
                      onChange(
                        field.name,
                        event.target.checked
                          ? [...chosen, option.value]
                          : chosen.filter((value) => value !== option.value),
                      )
                    }
                  />
                ))}
              </div>
            </Fieldset>
          );
        }
        const value = (values[field.name] as string | undefined) ?? '';
        return (
          <Field key={field.name} label={field.label} hint={field.hint} required={required} error={error}>
            {field.kind === 'select' ? (
              <Select
                value={value}
                onChange={(event) => onChange(field.name, event.target.value)}
                options={field.options}
                placeholder={field.placeholder ?? 'Choisir…'}
              />
            ) : field.kind === 'date' ? (
              <Input
                type="date"
                value={value}
                min={field.min}
                max={field.max}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            ) : field.kind === 'textarea' ? (
              <Textarea
                value={value}
                rows={3}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            ) : (
              <Input
                value={value}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                autoComplete="off"
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}
