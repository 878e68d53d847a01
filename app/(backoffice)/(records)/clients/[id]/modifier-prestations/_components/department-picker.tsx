'use client';

import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Fieldset, Input } from '@/components/ui/field';
import type { Department } from '@/lib/domain/schemas';
import { filterDepartments } from '../department-filter';

export interface DepartmentPickerProps {
  departments: readonly Department[];
  /** The chosen codes. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
}

const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * The departments as a grid of checkboxes in columns (01, 02… down each column): all 101 fit a
 * 1280×720 screen, without a scroll box of their own. A filter on code or name narrows the grid
 * (several terms at once: "75, 92, Rhône"), and "select all / none" act on what it shows; codes
 * filtered out stay chosen.
 */
export function DepartmentPicker({ departments, value, onChange }: DepartmentPickerProps) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterDepartments(departments, query), [departments, query]);
  const chosen = new Set(value);
  const statusId = useId();
  const filtered = shown.length < departments.length;

  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value, code] : value.filter((chosenCode) => chosenCode !== code));
  const setShown = (on: boolean) => {
    const codes = new Set(shown.map((department) => department.code));
    const others = value.filter((code) => !codes.has(code));
    onChange(on ? [...others, ...codes] : others);
  };

  return (
    <Fieldset legend="Départements d'intervention">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Field label="Filtrer par code ou nom" hideLabel className="w-80">
          <Input
            type="search"
            value={query}
            placeholder="Filtrer : 75, 92, Rhône…"
            autoComplete="off"
            aria-controls={statusId}
            onChange={(event) => setQuery(event.target.value)}
            // Enter in the filter must not save the form.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
        </Field>
        <Button variant="secondary" size="sm" disabled={shown.length === 0} onClick={() => setShown(true)}>
          {filtered ? `Sélectionner les ${shown.length} affichés` : 'Tout sélectionner'}
        </Button>
        <Button variant="secondary" size="sm" disabled={shown.length === 0} onClick={() => setShown(false)}>
          {filtered ? `Désélectionner les ${shown.length} affichés` : 'Tout désélectionner'}
        </Button>
        <p id={statusId} role="status" className="text-sm text-fg-muted">
          {count(chosen.size, 'sélectionné', 'sélectionnés')}
          {filtered ? ` · ${count(shown.length, 'affiché', 'affichés')} sur ${departments.length}` : null}
        </p>
      </div>
      {shown.length > 0 ? (
        <ul aria-label="Départements" className="columns-[10rem] gap-x-3">
          {shown.map((department) => (
            <li key={department.code} className="break-inside-avoid">
              <label className="flex cursor-pointer items-baseline gap-1.5 rounded text-sm leading-5 text-fg hover:bg-surface-hover">
                <input
                  type="checkbox"
                  className="focus-ring mt-0.5 size-4 shrink-0 self-start rounded border-border-strong accent-brand-700"
                  checked={chosen.has(department.code)}
                  onChange={(event) => toggle(department.code, event.target.checked)}
                />
                <span className="w-7 shrink-0 font-medium tabular-nums">{department.code}</span>{' '}
                <span className="min-w-0">{department.name}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">Aucun département ne correspond à « {query.trim()} ».</p>
      )}
    </Fieldset>
  );
}
