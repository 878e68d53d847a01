'use client';

import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { notify } from '@/components/ui/notify';
import { noSearchResult } from '@/lib/domain/error-texts';
import { checkSearchTerm } from '@/lib/domain/rules/search-term';
import { globalSearch } from './search-action';

/**
 * The header search of SPEC §1 and §2: the first hit opens on its view; no hit shows the alert;
 * a failure shows nothing. The form resets after each submit. A plain form with the rule as a
 * function: every page loads it, and a form or schema library would weigh more than the rest of
 * the shell. The server action re-checks the term with the zod schema.
 */
export function GlobalSearch() {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const [value, setValue] = useState('');
  // Errors show once the field has been left (react-hook-form's onTouched, as in every form).
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const check = checkSearchTerm(value);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check.ok || submitting) {
      setTouched(true);
      return;
    }
    setSubmitting(true);
    let target: string | null = null;
    try {
      const result = await globalSearch({ search: check.value });
      if (result.ok) {
        target = result.data?.path ?? null;
        if (!target) notify({ level: 'info', message: noSearchResult(check.value) });
      } else {
        // Only an ended session leads somewhere (the login page); other failures stay silent (SPEC §8).
        target = result.redirectTo ?? null;
      }
    } catch {
      // The action could not be reached: a failed search shows nothing.
    }
    setValue('');
    setTouched(false);
    setSubmitting(false);
    if (target) {
      const path = target;
      startNavigation(() => router.push(path));
    }
  };

  const busy = submitting || navigating;
  return (
    <form role="search" onSubmit={onSubmit} noValidate className="flex items-start gap-2">
      <Field
        label="Valeur"
        hideLabel
        error={check.ok ? undefined : check.message}
        touched={touched}
        className="w-72"
      >
        <Input
          type="search"
          name="search"
          placeholder="Recherche"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      </Field>
      <Button type="submit" loading={busy} disabled={!check.ok || value === ''}>
        {busy ? null : <Search aria-hidden="true" />}
        Rechercher
      </Button>
    </form>
  );
}
