'use client';

import { FileQuestion } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { HOME_PATH } from '@/lib/access/home';
import { NOT_FOUND_SCREEN } from '@/lib/domain/error-texts';
import { NotFoundReporter } from './not-found-reporter';

/**
 * The 404 of SPEC §2 (title, text, link home), which reports the path to the gateway logger. A
 * client component: Next sends every page's not-found boundaries with it, ahead of need, and a
 * reference weighs a few bytes where the screen's elements weighed over a kilobyte each time.
 */
export function NotFoundScreen() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <FileQuestion aria-hidden="true" className="size-12 text-fg-subtle" />
      <h1 id="not-found-title" className="text-5xl font-bold tracking-tight text-fg">
        {NOT_FOUND_SCREEN.title}
      </h1>
      <p className="text-base text-fg-muted">{NOT_FOUND_SCREEN.text}</p>
      <ButtonLink href={HOME_PATH}>{NOT_FOUND_SCREEN.link}</ButtonLink>
      <NotFoundReporter />
    </section>
  );
}
