'use client';

import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { useSessionExpiry } from '@/components/auth/reauth-dialog';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { notify } from '@/components/ui/notify';
import { noSearchResult } from '@/lib/domain/error-texts';
import { checkSearchTerm } from '@/lib/domain/rules/search-term';
import { globalSearch } from './search-action';

/**
 * The header search of SPEC §1 and §2: the first hit opens on its view; no hit shows the alert;
 * a failure shows nothing; an ended session asks to sign in again in place and then searches. The
 * form resets after each search. A plain form with the rule as a
 * function: every page loads it, and a form or schema library would weigh more than the rest of
 * the shell. The server action re-checks the term with the zod schema.
 */
export function GlobalSearch() {
  const router = useRouter();
  const sessionExpired = useSessionExpiry();
  const [navigating, startNavigation] = useTransition();
  const [value, setValue] = useState('');
  // Errors show once the field has been left (react-hook-form's onTouched, as in every form).
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const check = checkSearchTerm(value);

  const run = async (term: string): Promise<void> => {
    setSubmitting(true);
    let target: string | null = null;
    let kept = false;
    try {
      const result = await globalSearch({ search: term });
      if (result.ok) {
        target = result.data?.path ?? null;
        if (!target) notify({ level: 'info', message: noSearchResult(term) });
      } else if (sessionExpired(result, { resend: () => void run(term) })) {
        // Signing in again in place searches again; the term stays in the field meanwhile.
        kept = true;
      } else {
        // Other failures stay silent (SPEC §8); one that leads somewhere is followed.
        target = result.redirectTo ?? null;
      }
    } catch {
      // The action could not be reached: a failed search shows nothing.
    }
    if (!kept) {
      setValue('');
      setTouched(false);
    }
    setSubmitting(false);
    if (target) {
      const path = target;
      startNavigation(() => router.push(path));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check.ok || submitting) {
      setTouched(true);
      return;
    }
    void run(check.value);
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
