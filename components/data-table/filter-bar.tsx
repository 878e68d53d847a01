'use client';

import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { listHref, LIST_DEFAULTS, type ListDefaults, type ListQuery } from './url-state';

export const RESET_FILTERS_LABEL = 'Réinitialiser';
export const SEARCH_LABEL = 'Rechercher';
export const ALL_OPTION_LABEL = 'Tous';

export type ListFilter =
  | {
      kind: 'select';
      /** The query parameter, e.g. `status`. */
      name: string;
      label: string;
      /** E.g. an enum catalogue's `.options`. */
      options: readonly { value: string; label: string }[];
      /** The first option, meaning "no filter". */
      allLabel?: string;
    }
  | { kind: 'text'; name: string; label: string; placeholder?: string };

export interface FilterBarProps {
  filters: readonly ListFilter[];
  pathname: string;
  query: ListQuery;
  defaults?: ListDefaults;
}

function stringOf(value: ListQuery[string]): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The filters of a list. A select applies at once; the text is applied on Enter or with the button.
 * Any change goes back to page 1 and keeps the sort and the page size. Mount it with a `key` made of
 * the URL so that a pasted link or the back button shows the filters of the view on screen. The text
 * inputs are uncontrolled so that what is typed before hydration is kept.
 */
export function FilterBar({ filters, pathname, query, defaults = LIST_DEFAULTS }: FilterBarProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const go = (patch: ListQuery) =>
    router.push(listHref(pathname, query, { ...patch, page: undefined }, defaults));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    go(
      Object.fromEntries(
        filters
          .filter((filter) => filter.kind === 'text')
          .map((filter) => [filter.name, String(form.get(filter.name) ?? '').trim() || undefined]),
      ),
    );
  };
  const onReset = () => {
    formRef.current?.reset();
    go(Object.fromEntries(filters.map((filter) => [filter.name, undefined])));
  };
  const active = filters.some((filter) => stringOf(query[filter.name]) !== '');

  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Filtres"
      onSubmit={onSubmit}
      className="mb-4 flex flex-wrap items-end gap-3"
    >
      {filters.map((filter) =>
        filter.kind === 'select' ? (
          <Field key={filter.name} label={filter.label} className="w-52">
            <Select
              name={filter.name}
              value={stringOf(query[filter.name])}
              placeholder={filter.allLabel ?? ALL_OPTION_LABEL}
              options={filter.options}
              onChange={(event) => go({ [filter.name]: event.target.value || undefined })}
            />
          </Field>
        ) : (
          <Field key={filter.name} label={filter.label} className="w-72">
            <Input
              type="search"
              name={filter.name}
              placeholder={filter.placeholder}
              defaultValue={stringOf(query[filter.name])}
            />
          </Field>
        ),
      )}
      <div className="flex gap-2">
        {filters.some((filter) => filter.kind === 'text') ? (
          <Button type="submit">
            <Search aria-hidden="true" />
            {SEARCH_LABEL}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onReset} disabled={!active}>
          {RESET_FILTERS_LABEL}
        </Button>
      </div>
    </form>
  );
}
