import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the server's field messages under the fields they belong to. */
export function applyFieldErrors<V extends FieldValues>(
  fieldErrors: Record<string, string> | undefined,
  setError: UseFormSetError<V>,
  fields: readonly Path<V>[],
): void {
  if (!fieldErrors) return;
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message) setError(field, { type: 'server', message });
  }
}
