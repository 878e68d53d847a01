import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field messages (same zod schema, so same names and messages) under the fields
 * they belong to. An item of an array ("roles.0") belongs under its group; "form" is the form-wide
 * message, shown by the caller. When `fields` is given, any other name is ignored.
 */
export function applyFieldErrors<V extends FieldValues>(
  fieldErrors: Record<string, string> | undefined,
  setError: UseFormSetError<V>,
  fields?: readonly Path<V>[],
): void {
  const applied = new Set<string>();
  for (const [name, message] of Object.entries(fieldErrors ?? {})) {
    const field = name.split('.')[0];
    if (field === 'form' || applied.has(field)) continue;
    if (fields && !fields.includes(field as Path<V>)) continue;
    applied.add(field);
    setError(field as Path<V>, { type: 'server', message });
  }
}
