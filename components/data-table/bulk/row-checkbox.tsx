'use client';

import { useEffect, useRef } from 'react';

/**
 * A selection checkbox filling its cell, so a click beside the box toggles it rather than opening the
 * row's record; Space toggles it from the keyboard as any checkbox. Its look is `.row-check` in
 * app/globals.css, as every row repeats it.
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
    <label onPointerEnter={onNeed} className="row-check">
      <input
        ref={box}
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onFocus={onNeed}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </label>
  );
}
