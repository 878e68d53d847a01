'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { listHref, type ListDefaults, type ListQuery } from '@/components/data-table/url-state';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { WORKS_DATES_MESSAGES } from '@/lib/domain/rules';
import { INVOICE_LIST_TEXTS as T } from '@/app/(backoffice)/_lib/invoice-messages';

export const DISPATCH_FROM = 'dispatchedFrom';
export const DISPATCH_TO = 'dispatchedTo';

/** The reason a range cannot be applied, or null: the end may be the start day, not before it. */
export function dateRangeError(from: string, to: string): string | null {
  return from && to && to < from ? WORKS_DATES_MESSAGES.endBeforeStart : null;
}

/**
 * The dispatch-date range of the invoice list, two day inputs applied together (a date input
 * changes on every typed digit of the year, so it cannot apply at once like a select). Interim:
 * FilterBar is gaining a shared date-range kind (issue 9), which replaces this at merge time.
 * Mount it with a `key` made of the URL, as FilterBar, so a pasted link shows its days.
 */
export function DispatchDateFilter({
  pathname,
  query,
  defaults,
}: {
  pathname: string;
  query: ListQuery;
  defaults: ListDefaults;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const dayOf = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  // A reversed range reached by a pasted link (or a submit before hydration) says why it is empty.
  const [error, setError] = useState(() => dateRangeError(dayOf(DISPATCH_FROM), dayOf(DISPATCH_TO)));
  const active = dayOf(DISPATCH_FROM) !== '' || dayOf(DISPATCH_TO) !== '';

  const go = (from: string, to: string) =>
    router.push(
      listHref(
        pathname,
        query,
        { [DISPATCH_FROM]: from || undefined, [DISPATCH_TO]: to || undefined, page: undefined },
        defaults,
      ),
    );

  // Uncontrolled inputs, read on submit: what is typed before hydration is kept.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get(DISPATCH_FROM) ?? '');
    const to = String(form.get(DISPATCH_TO) ?? '');
    const problem = dateRangeError(from, to);
    setError(problem);
    if (!problem) go(from, to);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} aria-label={T.dispatchRange} className="mb-4">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-1 text-sm font-medium text-fg">{T.dispatchRange}</legend>
        <Field label={T.from} className="w-44">
          <Input type="date" name={DISPATCH_FROM} defaultValue={dayOf(DISPATCH_FROM)} />
        </Field>
        <Field label={T.to} className="w-44" error={error}>
          <Input type="date" name={DISPATCH_TO} defaultValue={dayOf(DISPATCH_TO)} />
        </Field>
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            {T.applyDates}
          </Button>
          <Button
            variant="ghost"
            disabled={!active}
            onClick={() => {
              formRef.current?.reset();
              setError(null);
              go('', '');
            }}
          >
            {T.clearDates}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
