'use client';

import { useEffect, useRef } from 'react';

/**
 * A selection checkbox filling its cell, so a click beside the box toggles it rather than opening the
 * row's record; Space toggles it from the keyboard as any checkbox.
 */
export function RowCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onNeed,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  /** The pointer or the focus reached the box: time to fetch what ticking it needs. */
  onNeed?: () => void;
  onChange: (checked: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label
      onPointerEnter={onNeed}
      className="-mx-3 -my-2 flex cursor-pointer items-center justify-center px-3 py-2 has-disabled:cursor-not-allowed"
    >
      <input
        ref={box}
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onFocus={onNeed}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="focus-ring size-4 shrink-0 rounded border-border-strong accent-brand-700 disabled:cursor-not-allowed"
      />
    </label>
  );
}
