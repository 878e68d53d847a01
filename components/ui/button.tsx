import type { ComponentProps } from 'react';
import { cn } from './cn';
import { LOADING_LABEL, Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'dangerOutline' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

// No colour transition: a button that hydrates enabled would fade in from grey through colours
// that fail contrast, and staff see the change sooner without it.
// `btn` in app/globals.css; the busy cursor stays a variant here, so that it wins over the inert look.
const BASE = 'btn aria-busy:cursor-wait';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-xs hover:bg-brand-800 active:bg-brand-900',
  secondary:
    'border border-border-strong bg-surface text-fg shadow-xs hover:bg-surface-hover active:bg-surface-muted',
  danger: 'bg-danger-solid text-white shadow-xs hover:bg-danger-solid-hover',
  /** A destructive action among others: red words, never a solid red block that draws the eye first. */
  dangerOutline:
    'border border-danger-line bg-surface text-danger-strong shadow-xs hover:border-danger-strong hover:bg-danger-soft',
  ghost: 'text-fg-muted hover:bg-surface-hover hover:text-fg',
  link: 'text-brand-700 underline-offset-4 hover:underline hover:text-brand-800',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-xs [&_svg]:size-3.5',
  md: 'h-9 px-4 text-sm [&_svg]:size-4',
  lg: 'h-10 px-5 text-base [&_svg]:size-5',
  icon: 'size-9 text-sm [&_svg]:size-4',
};

/**
 * Whatever its variant, a button that does nothing looks it: grey, flat, dashed, so that a primary
 * action the state forbids never keeps the colour that says "click me".
 */
const INERT =
  'cursor-not-allowed border border-dashed border-border-strong bg-surface-muted text-fg-subtle shadow-none';
const INERT_LINK = 'cursor-not-allowed text-fg-subtle no-underline hover:no-underline';

/** The classes of a button, for elements that must look like one without being a Button. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  inert = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; inert?: boolean; className?: string } = {}): string {
  // A link-like button sits inline in text, so it takes no height or padding.
  const sizing = variant === 'link' ? 'text-sm [&_svg]:size-4' : SIZES[size];
  const look = inert ? (variant === 'link' ? INERT_LINK : INERT) : VARIANTS[variant];
  return cn(BASE, look, sizing, className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and tells assistive technologies it is busy. */
  loading?: boolean;
}

function isInert(disabled: boolean | undefined, ariaDisabled: ButtonProps['aria-disabled']): boolean {
  return Boolean(disabled) || ariaDisabled === true || ariaDisabled === 'true';
}

/** `type` defaults to "button" so a button never submits a form by accident; pass type="submit". */
export function Button({
  variant,
  size,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      // A busy button keeps its look: it was clicked and is working.
      className={buttonClasses({
        variant,
        size,
        inert: isInert(disabled, props['aria-disabled']),
        className,
      })}
      {...props}
    >
      {loading ? <Spinner decorative size="sm" /> : null}
      {children}
      {loading ? <span className="sr-only">{LOADING_LABEL}</span> : null}
    </button>
  );
}
