import { listHref, LIST_DEFAULTS, type ListDefaults, type ListQuery } from './url-state';
import { PageLink } from './page-link';

export const NEWEST_PAGE_LABEL = 'Plus récentes';
export const OLDER_PAGE_LABEL = 'Plus anciennes';

export interface CursorPaginationProps {
  pathname: string;
  query: ListQuery;
  /** The cursor of the next (older) page; null on the last page. */
  next: string | null;
  /** The query parameter holding the cursor. */
  param?: string;
  defaults?: ListDefaults;
}

/**
 * Paging by cursor, for lists too long to count (the staff journal): back to the newest entries,
 * or on to older ones; the browser's back button returns to the page before.
 */
export function CursorPagination({
  pathname,
  query,
  next,
  param = 'before',
  defaults = LIST_DEFAULTS,
}: CursorPaginationProps) {
  const current = query[param];
  return (
    <nav aria-label="Pagination" className="mt-3 flex items-center justify-end gap-2 text-sm">
      <PageLink
        href={current ? listHref(pathname, query, { [param]: undefined }, defaults) : null}
        label={NEWEST_PAGE_LABEL}
      />
      <PageLink
        href={next ? listHref(pathname, query, { [param]: next }, defaults) : null}
        label={OLDER_PAGE_LABEL}
        forward
      />
    </nav>
  );
}
