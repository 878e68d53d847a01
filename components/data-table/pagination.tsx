'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { PAGE_SIZES } from '@/lib/domain/paging';
import { listHref, LIST_DEFAULTS, pageCount, type ListDefaults, type ListQuery } from './url-state';
import { PageLink } from './page-link';

export const PREVIOUS_PAGE_LABEL = 'Précédent';
export const NEXT_PAGE_LABEL = 'Suivant';
export const PAGE_SIZE_LABEL = 'Lignes par page';

export function pageLabel(page: number, count: number): string {
  return `Page ${page} sur ${count}`;
}

export interface PaginationProps {
  total: number;
  page: number;
  size: number;
  pathname: string;
  query: ListQuery;
  defaults?: ListDefaults;
}

/** "Page x sur y", previous and next links and the page size, all kept in the URL. */
export function Pagination({
  total,
  page,
  size,
  pathname,
  query,
  defaults = LIST_DEFAULTS,
}: PaginationProps) {
  const router = useRouter();
  const sizeId = useId();
  const count = pageCount(total, size);
  const hrefOf = (target: number) => listHref(pathname, query, { page: target }, defaults);
  // A page past the end (a stale link) still offers the way back.
  const previous = page > 1 ? hrefOf(Math.min(page - 1, count)) : null;
  const next = page < count ? hrefOf(page + 1) : null;

  return (
    <nav aria-label="Pagination" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-fg-muted">
          {PAGE_SIZE_LABEL}
        </label>
        <select
          id={sizeId}
          value={String(size)}
          onChange={(event) =>
            router.push(
              listHref(pathname, query, { size: Number(event.target.value), page: undefined }, defaults),
            )
          }
          className="focus-ring select-chevron h-8 rounded-md border border-border-strong bg-surface pr-8 pl-2 text-sm"
        >
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <PageLink href={previous} label={PREVIOUS_PAGE_LABEL} />
        <span aria-live="polite" className="px-2 text-fg-muted tabular-nums">
          {pageLabel(page, count)}
        </span>
        <PageLink href={next} label={NEXT_PAGE_LABEL} forward />
      </div>
    </nav>
  );
}
