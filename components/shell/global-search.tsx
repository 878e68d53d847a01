'use client';

import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { notify } from '@/components/ui/notify';
import { noSearchResult } from '@/lib/domain/error-texts';
import { checkSearchTerm } from '@/lib/domain/rules/search-term';
import { globalSearch } from './search-action';
import type { GlobalSearchInput, GlobalSearchValues } from './search-schema';

/**
 * The search rule without zod, which would double what every page loads; the server action
 * re-checks the term with the zod schema.
 */
const searchResolver: Resolver<GlobalSearchInput, unknown, GlobalSearchValues> = (
  values,
): ResolverResult<GlobalSearchInput, GlobalSearchValues> => {
  const result = checkSearchTerm(values.search);
  if (result.ok) return { values: { search: result.value }, errors: {} };
  return { values: {}, errors: { search: { type: 'validate', message: result.message } } };
};

/**
 * The header search of SPEC §1 and §2: the first hit opens on its view; no hit shows the alert;
 * a failure shows nothing. The form resets after each submit.
 */
export function GlobalSearch() {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, touchedFields, isValid, isDirty, isSubmitting },
  } = useForm<GlobalSearchInput, unknown, GlobalSearchValues>({
    resolver: searchResolver,
    mode: 'onTouched',
    defaultValues: { search: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    let target: string | null = null;
    try {
      const result = await globalSearch(values);
      if (result.ok) {
        target = result.data?.path ?? null;
        if (!target) notify({ level: 'info', message: noSearchResult(values.search) });
      } else {
        // Only an ended session leads somewhere (the login page); other failures stay silent (SPEC §8).
        target = result.redirectTo ?? null;
      }
    } catch {
      // The action could not be reached: a failed search shows nothing.
    }
    reset();
    if (target) {
      const path = target;
      startNavigation(() => router.push(path));
    }
  });

  const busy = isSubmitting || navigating;
  return (
    <form role="search" onSubmit={onSubmit} noValidate className="flex items-start gap-2">
      <Field
        label="Valeur"
        hideLabel
        error={errors.search?.message}
        touched={touchedFields.search}
        className="w-72"
      >
        <Input type="search" placeholder="Recherche" autoComplete="off" {...register('search')} />
      </Field>
      <Button type="submit" loading={busy} disabled={!isValid || !isDirty}>
        {busy ? null : <Search aria-hidden="true" />}
        Rechercher
      </Button>
    </form>
  );
}
