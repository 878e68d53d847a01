import 'server-only';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { LIST_PARAM, RANK_PARAM, withListContext } from '@/components/data-table/list-context';
import { pathFor } from '@/lib/access';
import type { Session } from '@/lib/auth/session';
import {
  findNeighbours,
  parseListContext,
  type ListContext,
  type Neighbours,
  type PagedQuery,
  type SearchParams,
} from '@/lib/lists/list-context';
import { errorFields, log } from '@/lib/log';
import { RECORD_LISTS, type RecordListId } from '@/lib/lists/record-lists';

export const LIST_NAV_TEXTS = {
  label: 'Navigation dans la liste',
  previous: 'Fiche précédente',
  next: 'Fiche suivante',
  position: (rank: number, total: number) =>
    `${rank.toLocaleString('fr-FR')} sur ${total.toLocaleString('fr-FR')}`,
  left: 'Ne fait plus partie de la liste',
} as const;

/** The list a record page was opened from (`?liste=…&rang=…`), checked against that list's schema. */
export function listContextOf(
  list: RecordListId,
  searchParams: SearchParams,
): ListContext<PagedQuery> | null {
  return parseListContext(searchParams, RECORD_LISTS[list]);
}

/** The parameters a record page's own links (its tabs) keep so the context survives them. */
export function keptListParams(context: ListContext<PagedQuery> | null): Record<string, string> {
  if (!context) return {};
  return {
    [LIST_PARAM]: context.carried,
    ...(context.rank ? { [RANK_PARAM]: String(context.rank) } : {}),
  };
}

function recordHref(list: RecordListId, id: string, context: ListContext<PagedQuery>, rank: number): string {
  const path = pathFor(RECORD_LISTS[list].record as 'invoiceView', { id });
  return withListContext(path, context.carried, rank);
}

async function neighboursOf(
  list: RecordListId,
  recordId: string,
  context: ListContext<PagedQuery>,
  session: Session,
): Promise<Neighbours | null> {
  const spec = RECORD_LISTS[list];
  try {
    return await findNeighbours({
      id: recordId,
      rank: context.rank,
      page: context.query.page,
      size: context.query.size,
      readPage: (page) => spec.readPage(session.token, { ...context.query, page }),
    });
  } catch (error) {
    // The record itself was read: a list that fails now only costs the previous and next links.
    log('warn', 'list neighbours read failed', { list, error: errorFields(error) });
    return null;
  }
}

const NAV_LINK = 'focus-ring inline-flex items-center gap-1 rounded';

/**
 * The breadcrumb of a record opened from one of its lists: back to that very view (filters, sort,
 * page), with the previous and next records of it. Opened any other way, the link to the whole list.
 */
export async function ListBreadcrumb({
  list,
  recordId,
  searchParams,
  session,
}: {
  list: RecordListId;
  recordId: string;
  searchParams: SearchParams;
  session: Session;
}) {
  const spec = RECORD_LISTS[list];
  const context = listContextOf(list, searchParams);
  if (!context) return <Link href={spec.path}>{spec.label}</Link>;
  const neighbours = await neighboursOf(list, recordId, context, session);
  return (
    <nav
      aria-label={LIST_NAV_TEXTS.label}
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1"
    >
      <Link href={context.href} data-testid="list-breadcrumb">
        {spec.label}
      </Link>
      {neighbours ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 whitespace-nowrap">
          {neighbours.previous ? (
            <Link
              rel="prev"
              className={NAV_LINK}
              href={recordHref(list, neighbours.previous.id, context, neighbours.previous.rank)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {LIST_NAV_TEXTS.previous}
            </Link>
          ) : null}
          <span className="tabular-nums">
            {neighbours.rank
              ? LIST_NAV_TEXTS.position(neighbours.rank, neighbours.total)
              : LIST_NAV_TEXTS.left}
          </span>
          {neighbours.next ? (
            <Link
              rel="next"
              className={NAV_LINK}
              href={recordHref(list, neighbours.next.id, context, neighbours.next.rank)}
            >
              {LIST_NAV_TEXTS.next}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
