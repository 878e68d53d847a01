'use client';

import { CircleAlert } from 'lucide-react';
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

/** What a Field hands to the control it labels. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** For custom controls inside a Field: the id and aria attributes to put on the focusable element. */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

type AriaControlProps = {
  id?: string;
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid'];
  'aria-describedby'?: string;
  'aria-required'?: ComponentProps<'input'>['aria-required'];
};

function useWiredProps<P extends AriaControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    // The field's id wins: the <label htmlFor> points at it.
    id: field.id,
    'aria-invalid': props['aria-invalid'] ?? field['aria-invalid'],
    'aria-describedby': cn(field['aria-describedby'], props['aria-describedby']) || undefined,
    'aria-required': props['aria-required'] ?? field['aria-required'],
  };
}

const ERROR_TEXT = 'flex items-start gap-1 text-xs font-medium text-danger-strong';

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={ERROR_TEXT}>
      <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export interface FieldProps {
  label: ReactNode;
  /** Id of the control; generated when absent. */
  id?: string;
  hint?: ReactNode;
  /** The message under the field (exact French text of the rule that failed). */
  error?: string | null;
  /**
   * Errors show only once the field is touched (SPEC §2). Pass react-hook-form's touched state;
   * leave it out for errors that come back from the server after a submit.
   */
  touched?: boolean;
  required?: boolean;
  /** Keeps the label for assistive technologies while hiding it (e.g. a search box). */
  hideLabel?: boolean;
  className?: string;
  /** A control (Input, Select, Textarea, Checkbox pick the wiring up themselves) or a render function. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/** A label, a control, an optional hint and the error paragraph, wired for assistive technologies. */
export function Field({
  label,
  id,
  hint,
  error,
  touched = true,
  required = false,
  hideLabel = false,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const showError = Boolean(error) && touched;

  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': showError ? true : undefined,
    'aria-describedby': cn(hint ? hintId : null, showError ? errorId : null) || undefined,
    'aria-required': required ? true : undefined,
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className={cn('text-sm font-medium text-fg', hideLabel && 'sr-only')}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-strong">
            *
          </span>
        ) : null}
      </label>
      <FieldContext value={control}>
        {typeof children === 'function' ? children(control) : children}
      </FieldContext>
      {hint ? (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {showError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export interface FieldsetProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  touched?: boolean;
  className?: string;
  children: ReactNode;
}

/** A group of controls (e.g. role checkboxes) sharing one legend and one error. */
export function Fieldset({ legend, hint, error, touched = true, className, children }: FieldsetProps) {
  const id = useId();
  const hintId = `fieldset-${id}-hint`;
  const errorId = `fieldset-${id}-error`;
  const showError = Boolean(error) && touched;
  return (
    <fieldset
      aria-invalid={showError || undefined}
      aria-describedby={cn(hint ? hintId : null, showError ? errorId : null) || undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {showError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** Every text box and list box: `field-control` in app/globals.css. */
const CONTROL = 'field-control';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  const wired = useWiredProps(props);
  return <input type={type} className={cn(CONTROL, 'h-9', className)} {...wired} />;
}

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const wired = useWiredProps(props);
  return <textarea rows={rows} className={cn(CONTROL, 'min-h-20 py-2', className)} {...wired} />;
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Options in a row with the same group are listed under its heading (an <optgroup>). */
  group?: string;
}

/** Options in rows of the same group, in their order; options without a group stand alone. */
function optionRuns(options: readonly SelectOption[]): { group?: string; options: SelectOption[] }[] {
  const runs: { group?: string; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && option.group && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  ));
}

export interface SelectProps extends ComponentProps<'select'> {
  /** Options, e.g. an enum catalogue's `.options`; children are rendered after them. */
  options?: readonly SelectOption[];
  /** A first option with an empty value (e.g. "Tous", "Choisir…"). */
  placeholder?: string;
}

export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  const wired = useWiredProps(props);
  return (
    <select className={cn(CONTROL, 'select-chevron h-9 pr-8', className)} {...wired}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {optionRuns(options ?? []).map((run) =>
        run.group ? (
          <optgroup key={run.group} label={run.group}>
            <Options options={run.options} />
          </optgroup>
        ) : (
          <Options key={run.options[0]!.value} options={run.options} />
        ),
      )}
      {children}
    </select>
  );
}

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The text next to the box; when given, the box and the text form one clickable label. */
  label?: ReactNode;
}

export function Checkbox({ className, label, ...props }: CheckboxProps) {
  const wired = useWiredProps(props);
  const box = (
    <input
      type="checkbox"
      className={cn(
        'focus-ring size-4 shrink-0 rounded border-border-strong accent-brand-700',
        'disabled:cursor-not-allowed aria-invalid:outline aria-invalid:outline-danger-solid',
        label ? null : className,
      )}
      {...wired}
    />
  );
  if (!label) return box;
  return (
    <label className={cn('inline-flex cursor-pointer items-center gap-2 text-sm text-fg', className)}>
      {box}
      <span>{label}</span>
    </label>
  );
}
