'use client';

import { Search } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition, type FormEvent, type KeyboardEvent } from 'react';
import { useSessionExpiry } from '@/components/auth/reauth-dialog';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { lazyComponent, useLazyComponent } from '@/components/ui/lazy-component';
import { notify } from '@/components/ui/notify';
import { noSearchResult } from '@/lib/domain/shell-texts';
import { checkSearchTerm } from '@/lib/domain/rules/search-term';
import { globalSearchAction } from './search-action';
import type { SearchSuggestion } from './search-suggestions';
import { useSearchSuggestions } from './use-search-suggestions';

const popover = lazyComponent(() =>
  import('./suggestions-popover').then((module) => module.SuggestionsPopover),
);

/** "3 suggestions", as the live region reads it. */
export function suggestionCount(count: number): string {
  if (count === 0) return 'Aucune suggestion';
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}

/**
 * The header search of SPEC §1 and §2, as a combobox. While typing, suggestions come from the
 * gateway's search (names, e-mails and phones in part, identifiers); the arrows pick one, Enter or a
 * click opens it. Enter with none picked submits: the first hit opens on its view; no hit shows
 * the alert and keeps the term to correct it; a failure shows nothing; an ended session asks to
 * sign in again in place and then searches. The rule's message shows only after a submit, and is
 * forgotten on the next page. A plain form with the rule as a function: every page loads it, and a
 * form or schema library would weigh more than the rest of the shell. The server action re-checks
 * the term with the zod schema.
 */
export function GlobalSearch() {
  const router = useRouter();
  const pathname = usePathname();
  const sessionExpired = useSessionExpiry();
  const [navigating, startNavigation] = useTransition();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [focused, setFocused] = useState(false);
  // Escape or a press outside closes the list until the term changes.
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [shownPath, setShownPath] = useState(pathname);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listId = `${baseId}-suggestions`;
  const optionId = (index: number) => `${baseId}-suggestion-${index}`;
  const check = checkSearchTerm(value);
  const { term, suggestions, loading } = useSearchSuggestions(value);

  // A new page starts with a quiet search box: no message or list from the last one.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setSubmitted(false);
    setDismissed(true);
  }

  const listed = term !== '' && focused && !dismissed;
  const { Component: Popover } = useLazyComponent(popover, listed);
  const open = listed && Popover !== null;
  const active = open && activeIndex >= 0 ? suggestions[activeIndex] : undefined;

  const go = (path: string) => {
    setValue('');
    setSubmitted(false);
    setActiveIndex(-1);
    startNavigation(() => router.push(path));
  };

  const run = async (searched: string): Promise<void> => {
    setSubmitting(true);
    let target: string | null = null;
    try {
      const result = await globalSearchAction({ search: searched });
      if (result.ok) {
        target = result.data?.path ?? null;
        // The term stays in the box, to correct it.
        if (!target) notify({ level: 'info', message: noSearchResult(searched) });
      } else if (!sessionExpired(result, { resend: () => void run(searched) })) {
        // Other failures stay silent (SPEC §8); one that leads somewhere is followed. Signing in
        // again in place searches again; the term stays in the box meanwhile.
        target = result.redirectTo ?? null;
      }
    } catch {
      // The action could not be reached: a failed search shows nothing.
    }
    setSubmitting(false);
    if (target) go(target);
  };

  const submit = () => {
    setSubmitted(true);
    if (!check.ok || submitting) return;
    setDismissed(true);
    void run(check.value);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const pick = (suggestion: SearchSuggestion) => {
    setDismissed(true);
    go(suggestion.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    const count = open ? suggestions.length : 0;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setDismissed(false);
          return;
        }
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
        return;
      }
      case 'Escape':
        // The list closes first; the browser's own Escape (emptying a search box) waits for it.
        if (open) {
          event.preventDefault();
          setDismissed(true);
          setActiveIndex(-1);
        }
        return;
      case 'Enter':
        // Handled here: a disabled submit button would block the form's own Enter, with no message.
        event.preventDefault();
        if (active) pick(active);
        else submit();
        return;
    }
  };

  const busy = submitting || navigating;
  return (
    <form role="search" onSubmit={onSubmit} noValidate className="flex items-start gap-2">
      <Field
        label="Valeur"
        hideLabel
        error={check.ok ? undefined : check.message}
        touched={submitted}
        className="w-72"
      >
        <Input
          ref={inputRef}
          type="search"
          name="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open && suggestions.length > 0}
          aria-controls={open && suggestions.length > 0 ? listId : undefined}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          placeholder="Recherche"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setDismissed(false);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </Field>
      <Button type="submit" loading={busy} disabled={!check.ok}>
        {busy ? null : <Search aria-hidden="true" />}
        Rechercher
      </Button>
      <p role="status" aria-live="polite" className="sr-only">
        {open && !loading ? suggestionCount(suggestions.length) : ''}
      </p>
      {open ? (
        <Popover
          anchor={inputRef}
          listId={listId}
          optionId={optionId}
          term={term}
          suggestions={suggestions}
          loading={loading}
          activeIndex={activeIndex}
          onPick={pick}
          onHover={setActiveIndex}
          onDismiss={() => {
            setDismissed(true);
            setActiveIndex(-1);
          }}
        />
      ) : null}
    </form>
  );
}
