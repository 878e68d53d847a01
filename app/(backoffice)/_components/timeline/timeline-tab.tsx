import type { ListFilter } from '@/components/data-table/filter-bar';
import { FilterBar } from '@/components/data-table/filter-bar-after-load';
import { listHref } from '@/components/data-table/url-state';
import { RecordLink } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { Notice } from '@/components/ui/notice';
import { formatDateTime } from '@/lib/domain/dates';
import { timelineKind } from '@/lib/timeline/kinds';
import {
  mergeTimeline,
  TIMELINE_MAX_PAGES,
  TIMELINE_PAGE_PARAM,
  TIMELINE_PAGE_SIZE,
  TIMELINE_TYPES_PARAM,
  type TimelineQuery,
} from '@/lib/timeline/merge';
import {
  EMPTY_FILTERED_MESSAGE,
  EMPTY_MESSAGE,
  FULL_LIST_LABEL,
  KIND_FILTER_LABEL,
  LIMIT_MESSAGE,
  OLDER_LABEL,
  sourceFailedMessage,
  sourcePartialMessage,
  TIMELINE_LABEL,
} from '@/lib/timeline/messages';
import type { TimelineSource } from '@/lib/timeline/types';

export const TIMELINE_TAB = 'chronologie';

const FILTERS: readonly ListFilter[] = [
  { kind: 'multi', name: TIMELINE_TYPES_PARAM, label: KIND_FILTER_LABEL, options: timelineKind.options },
];

/** The id of the n-th entry (1-based), where "Afficher plus ancien" lands. */
const entryAnchor = (position: number) => `chronologie-${position}`;

export interface TimelineTabProps {
  sources: readonly TimelineSource[];
  query: TimelineQuery;
  now: Date;
  /** The record page's path; the tab's state is `?tab=chronologie&types=…&page=…`. */
  basePath: string;
}

/**
 * The "Chronologie" tab of a record: its story newest first, filterable by kind, older pages
 * added below on demand, with a note for each source that failed or was read in part.
 */
export function TimelineTab({ sources, query, now, basePath }: TimelineTabProps) {
  const page = mergeTimeline(sources, query, now);
  const urlQuery = {
    tab: TIMELINE_TAB,
    [TIMELINE_TYPES_PARAM]: query.kinds,
    [TIMELINE_PAGE_PARAM]: String(query.pages),
  };
  const shown = query.pages * TIMELINE_PAGE_SIZE;
  const olderHref = `${listHref(basePath, urlQuery, { [TIMELINE_PAGE_PARAM]: String(query.pages + 1) })}#${entryAnchor(shown + 1)}`;

  return (
    <section aria-label={TIMELINE_LABEL} className="flex flex-col gap-4">
      <FilterBar key={listHref(basePath, urlQuery)} filters={FILTERS} pathname={basePath} query={urlQuery} />
      {page.failed.map((id) => (
        <Notice key={`failed-${id}`} tone="warning" role="status">
          {sourceFailedMessage(id)}
        </Notice>
      ))}
      {page.partial.map(({ id, partial }) => (
        <Notice key={`partial-${id}`} tone="info" role="status">
          {sourcePartialMessage(id, partial)}{' '}
          {partial.href ? <RecordLink href={partial.href}>{FULL_LIST_LABEL}</RecordLink> : null}
        </Notice>
      ))}
      {page.entries.length === 0 ? (
        <p className="text-sm text-fg-muted">
          {query.kinds.length > 0 ? EMPTY_FILTERED_MESSAGE : EMPTY_MESSAGE}
        </p>
      ) : (
        <ol
          className="flex flex-col divide-y divide-border rounded-md border border-border"
          aria-label={TIMELINE_LABEL}
        >
          {page.entries.map((entry, index) => (
            <li
              key={entry.id}
              id={entryAnchor(index + 1)}
              data-kind={entry.kind}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-sm sm:grid sm:grid-cols-[9.5rem_10rem_minmax(0,1fr)_auto]"
            >
              <time dateTime={entry.at} className="whitespace-nowrap text-fg-muted tabular-nums">
                {formatDateTime(entry.at)}
              </time>
              <span>
                <EnumBadge catalogue={timelineKind} value={entry.kind} />
              </span>
              <span className="min-w-0 break-words">{entry.summary}</span>
              {entry.target ? (
                <RecordLink href={entry.target.href} className="justify-self-end">
                  {entry.target.label}
                </RecordLink>
              ) : (
                <span />
              )}
            </li>
          ))}
        </ol>
      )}
      {page.hasOlder && query.pages < TIMELINE_MAX_PAGES ? (
        <div>
          <ButtonLink href={olderHref} prefetch={false} variant="secondary" size="sm">
            {OLDER_LABEL}
          </ButtonLink>
        </div>
      ) : null}
      {page.hasOlder && query.pages >= TIMELINE_MAX_PAGES ? (
        <Notice tone="info" role="status">
          {LIMIT_MESSAGE}
        </Notice>
      ) : null}
    </section>
  );
}
