import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/field';
import { JOURNAL_FIELD_PARAM } from '@/lib/journal/options';
import type { ChangedField } from '@/lib/journal/types';

export const FIELD_FILTER_LABEL = 'Champ modifié';
export const ALL_FIELDS_LABEL = 'Tous les champs';
export const FIELD_FILTER_SUBMIT = 'Filtrer';

/**
 * A record's Journal tab narrowed to the entries that changed one field: a plain form whose
 * answer is the tab's URL with `?champ=`, so it works before any script and the back button
 * undoes it. Shown once an entry changed a field.
 */
export function JournalFieldFilter({
  basePath,
  hidden,
  fields,
  current,
}: {
  basePath: string;
  /** What the URL keeps besides the field (the tab, the list the record was opened from). */
  hidden: Readonly<Record<string, string>>;
  fields: readonly ChangedField[];
  current: string | undefined;
}) {
  if (fields.length === 0 && !current) return null;
  const options = fields.map(({ field, label }) => ({ value: field, label }));
  // A field no entry changes any more (a link kept from before) still shows as chosen.
  if (current && !fields.some(({ field }) => field === current))
    options.push({ value: current, label: current });
  return (
    <form
      method="get"
      action={basePath}
      role="search"
      aria-label="Filtrer le journal de la fiche"
      className="mb-3 flex flex-wrap items-end gap-2"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field label={FIELD_FILTER_LABEL} className="w-64">
        <Select
          name={JOURNAL_FIELD_PARAM}
          defaultValue={current ?? ''}
          placeholder={ALL_FIELDS_LABEL}
          options={options}
        />
      </Field>
      <Button type="submit" variant="secondary">
        {FIELD_FILTER_SUBMIT}
      </Button>
    </form>
  );
}
