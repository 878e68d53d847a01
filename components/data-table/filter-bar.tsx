'use client';

import { Search, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, Fieldset, Input, Select } from '@/components/ui/field';
import { WORKS_DATES_MESSAGES } from '@/lib/domain/rules/date-messages';
import { listHref, LIST_DEFAULTS, type ListDefaults, type ListQuery } from './url-state';

export const RESET_FILTERS_LABEL = 'Réinitialiser';
export const SEARCH_LABEL = 'Rechercher';
export const ALL_OPTION_LABEL = 'Tous';
export const DATE_FROM_LABEL = 'Du';
export const DATE_TO_LABEL = 'Au';
export const DATE_RANGE_ORDER_MESSAGE = WORKS_DATES_MESSAGES.endBeforeStart;

export interface FilterOption {
  value: string;
  label: string;
}

export type ListFilter =
  | {
      kind: 'select';
      /** The query parameter, e.g. `status`. */
      name: string;
      label: string;
      /** E.g. an enum catalogue's `.options`. */
      options: readonly FilterOption[];
      /** Options shown in named groups after `options` (e.g. work types by family). */
      groups?: readonly { label: string; options: readonly FilterOption[] }[];
      /** The first option, meaning "no filter". */
      allLabel?: string;
    }
  | {
      kind: 'text';
      name: string;
      label: string;
      placeholder?: string;
      /** A pattern the value must match before the form applies (the browser says so with the hint). */
      pattern?: string;
      patternHint?: string;
    }
  | {
      /** Any number of values of a repeated parameter (`tags=A&tags=B`), each a checkbox applied at once. */
      kind: 'multi';
      name: string;
      label: string;
      options: readonly FilterOption[];
    }
  | {
      /** Two days (yyyy-MM-dd) in two parameters, applied with the text filters. */
      kind: 'dateRange';
      label: string;
      from: string;
      to: string;
    }
  | {
      /**
       * A filter another screen's link sets (e.g. `ownerId` from a user's view): shown with what it
       * designates while present, and removable; the bar offers no way to set it.
       */
      kind: 'scope';
      name: string;
      label: string;
      /** What the value designates, e.g. the owner's name and RID. */
      valueLabel: string;
    };

export interface FilterBarProps {
  filters: readonly ListFilter[];
  pathname: string;
  query: ListQuery;
  defaults?: ListDefaults;
  /** What the server refused in the URL's filters, by parameter, shown under each. */
  errors?: Readonly<Record<string, string>>;
}

function stringOf(value: ListQuery[string]): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function listOf(value: ListQuery[string]): readonly string[] {
  if (Array.isArray(value)) return value as readonly string[];
  const single = stringOf(value);
  return single ? [single] : [];
}

/** The query parameters a filter sets. */
export function filterParams(filter: ListFilter): string[] {
  return filter.kind === 'dateRange' ? [filter.from, filter.to] : [filter.name];
}

/** Whether the query holds a value for one of the filters (the reset button is then enabled). */
export function hasActiveFilter(filters: readonly ListFilter[], query: ListQuery): boolean {
  return filters.some((filter) => filterParams(filter).some((name) => listOf(query[name]).length > 0));
}

/** The filters applied on submit: texts and date ranges. */
function appliedOnSubmit(filter: ListFilter): boolean {
  return filter.kind === 'text' || filter.kind === 'dateRange';
}

/**
 * The filters of a list. A select, a checkbox or the removal of a scope applies at once; texts and
 * date ranges are applied on Enter or with the button. Any change goes back to page 1 and keeps the
 * sort and the page size. Mount it with a `key` made of the URL so that a pasted link or the back
 * button shows the filters of the view on screen. Texts, dates and checkboxes are uncontrolled so
 * that what is typed or ticked before hydration is kept.
 */
export function FilterBar({
  filters,
  pathname,
  query,
  defaults = LIST_DEFAULTS,
  errors = {},
}: FilterBarProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [rangeErrors, setRangeErrors] = useState<Record<string, string>>({});
  const go = (patch: ListQuery) =>
    router.push(listHref(pathname, query, { ...patch, page: undefined }, defaults));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const patch: Record<string, string | undefined> = {};
    const errors: Record<string, string> = {};
    for (const filter of filters) {
      if (filter.kind === 'text') patch[filter.name] = value(filter.name);
      if (filter.kind === 'dateRange') {
        const from = value(filter.from);
        const to = value(filter.to);
        if (from && to && to < from) errors[filter.from] = DATE_RANGE_ORDER_MESSAGE;
        patch[filter.from] = from;
        patch[filter.to] = to;
      }
    }
    setRangeErrors(errors);
    if (Object.keys(errors).length === 0) go(patch);
  };
  const onReset = () => {
    formRef.current?.reset();
    setRangeErrors({});
    go(Object.fromEntries(filters.flatMap(filterParams).map((name) => [name, undefined])));
  };
  const onToggle = (name: string) => {
    const form = formRef.current;
    if (!form) return;
    const checked = new FormData(form).getAll(name).map(String);
    go({ [name]: checked.length > 0 ? checked : undefined });
  };

  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Filtres"
      onSubmit={onSubmit}
      className="mb-4 flex flex-wrap items-end gap-3"
    >
      {filters.map((filter) => {
        switch (filter.kind) {
          case 'select':
            return (
              <Field key={filter.name} label={filter.label} className="w-52" error={errors[filter.name]}>
                <Select
                  name={filter.name}
                  value={stringOf(query[filter.name])}
                  placeholder={filter.allLabel ?? ALL_OPTION_LABEL}
                  options={filter.options}
                  onChange={(event) => go({ [filter.name]: event.target.value || undefined })}
                >
                  {filter.groups?.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </Select>
              </Field>
            );
          case 'text':
            return (
              <Field key={filter.name} label={filter.label} className="w-72" error={errors[filter.name]}>
                <Input
                  type="search"
                  name={filter.name}
                  placeholder={filter.placeholder}
                  pattern={filter.pattern}
                  title={filter.patternHint}
                  defaultValue={stringOf(query[filter.name])}
                />
              </Field>
            );
          case 'multi': {
            const selected = listOf(query[filter.name]);
            return (
              <Fieldset key={filter.name} legend={filter.label}>
                <div className="flex h-9 flex-wrap items-center gap-x-4 gap-y-1">
                  {filter.options.map((option) => (
                    <Checkbox
                      key={option.value}
                      name={filter.name}
                      value={option.value}
                      label={option.label}
                      defaultChecked={selected.includes(option.value)}
                      onChange={() => onToggle(filter.name)}
                    />
                  ))}
                </div>
              </Fieldset>
            );
          }
          case 'dateRange':
            return (
              <Fieldset key={filter.from} legend={filter.label} error={rangeErrors[filter.from]}>
                <div className="flex items-center gap-2 text-sm text-fg-muted">
                  <span aria-hidden="true">{DATE_FROM_LABEL}</span>
                  <Field
                    label={`${filter.label} : ${DATE_FROM_LABEL.toLowerCase()}`}
                    hideLabel
                    className="w-40"
                  >
                    <Input type="date" name={filter.from} defaultValue={stringOf(query[filter.from])} />
                  </Field>
                  <span aria-hidden="true">{DATE_TO_LABEL.toLowerCase()}</span>
                  <Field
                    label={`${filter.label} : ${DATE_TO_LABEL.toLowerCase()}`}
                    hideLabel
                    className="w-40"
                  >
                    <Input type="date" name={filter.to} defaultValue={stringOf(query[filter.to])} />
                  </Field>
                </div>
              </Fieldset>
            );
          case 'scope': {
            if (!stringOf(query[filter.name])) return null;
            return (
              <div
                key={filter.name}
                role="group"
                aria-label={filter.label}
                className="flex h-9 items-center gap-1 rounded-full border border-border-strong bg-surface-muted pr-1 pl-3 text-sm"
              >
                <span>
                  {filter.label} : <strong className="font-medium">{filter.valueLabel}</strong>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={`Retirer le filtre ${filter.label.toLowerCase()}`}
                  onClick={() => go({ [filter.name]: undefined })}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            );
          }
        }
      })}
      <div className="flex gap-2">
        {filters.some(appliedOnSubmit) ? (
          <Button type="submit">
            <Search aria-hidden="true" />
            {SEARCH_LABEL}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onReset} disabled={!hasActiveFilter(filters, query)}>
          {RESET_FILTERS_LABEL}
        </Button>
      </div>
    </form>
  );
}
