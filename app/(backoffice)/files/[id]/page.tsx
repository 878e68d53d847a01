import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ActionButton } from '@/components/actions/action-button-after-load';
import { RecordLink } from '@/components/data-table/record-link';
import { ButtonLink } from '@/components/ui/button-link';
import { DescriptionList, EMPTY_VALUE } from '@/components/ui/description-list';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { canRunAction, pathFor, ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { parisDateTime } from '@/lib/domain/dates';
import { todayInParis } from '@/lib/domain/days';
import { formatDuration, secondsSince } from '@/lib/queues/format';
import { readQueue } from '@/lib/queues/items';
import { QUEUE_LISTS, type QueueList } from '@/lib/queues/lists';
import { QUEUE_MESSAGES as M, QUEUE_PAGE_TEXTS as T } from '@/lib/queues/messages';
import { activeClaimsOn } from '@/lib/queues/read';
import { canOpenQueue, canWorkOn } from '@/lib/queues/rules';
import { queueDay } from '@/lib/queues/stats';
import { recordTitle } from '@/lib/access/record-title';
import { findView } from '@/lib/views/store';
import { viewsDatabase } from '@/lib/views/visible';
import { claimNextAction } from '../actions';

type Params = { params: Promise<{ id: string }> };

/** The queue, for the staff members it is shared with; anyone else finds no page here. */
const readQueueView = cache(async (id: string) => {
  const session = await requireAccess('queue');
  // The views' own database read: with the fake gateway, it writes the demo's shared views first.
  const db = await viewsDatabase();
  const view = await findView(db, id);
  if (!view || !canOpenQueue(session.user, view)) notFound();
  return { session, db, view, list: view.list as QueueList };
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { view } = await readQueueView((await params).id);
  return recordTitle('queue', view.name);
}

/** A queue ("file de traitement"): its items with their age and owner, its day, and "Traiter le suivant". */
export default async function QueuePage({ params }: Params) {
  const { session, db, view, list } = await readQueueView((await params).id);
  const { itemType, route, record } = QUEUE_LISTS[list];
  const [page, day] = await Promise.all([
    readOrExpire(() => readQueue(session.token, session.user.id, { list, query: view.query })),
    queueDay(db, view.id, parisDateTime(todayInParis(), '00:00') ?? new Date()),
  ]);
  const claims = await activeClaimsOn(
    db,
    itemType,
    page.items.map((item) => item.id),
  );
  const now = new Date();
  const [ITEM, AGE, OWNER, HANDLING] = T.headers;

  return (
    <>
      <PageHeader
        title={view.name}
        subtitle={`${ROUTES.queue.title} · ${ROUTES[route].title}`}
        actions={
          <ActionButton
            label={M.next}
            variant="primary"
            allowed={canRunAction(session.user.roles, 'claimQueueItem')}
            disabledReason={canWorkOn(session.user.roles, itemType) ? null : M.cannotWork}
            action={claimNextAction}
            payload={{ viewId: view.id }}
          />
        }
      />
      <DescriptionList
        className="mb-6"
        columns={3}
        items={[
          { term: T.backlog, value: String(page.total), kind: 'count' },
          { term: T.completedToday, value: String(day.completed), kind: 'count' },
          { term: T.median, value: formatDuration(day.medianSeconds) },
        ]}
      />
      <Table caption={T.itemsCaption}>
        <THead>
          <Tr>
            <Th>{ITEM}</Th>
            <Th kind="count">{AGE}</Th>
            <Th kind="name">{OWNER}</Th>
            <Th kind="count">{HANDLING}</Th>
          </Tr>
        </THead>
        <TBody>
          {page.items.length === 0 ? <TableEmptyRow colSpan={4}>{T.noItems}</TableEmptyRow> : null}
          {page.items.map((item) => {
            const claim = claims.get(item.id);
            return (
              <Tr key={item.id}>
                <Td>
                  <span className="flex flex-col">
                    <RecordLink href={pathFor(record, { id: item.id })}>{item.label}</RecordLink>
                    {item.detail ? <span className="text-xs text-fg-muted">{item.detail}</span> : null}
                  </span>
                </Td>
                <Td kind="count">{formatDuration(secondsSince(item.since, now)) || EMPTY_VALUE}</Td>
                <Td kind="name">{claim?.staffName ?? EMPTY_VALUE}</Td>
                <Td kind="count">
                  {claim ? formatDuration(secondsSince(claim.claimedAt, now)) : EMPTY_VALUE}
                </Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
      <p className="mt-4">
        <ButtonLink variant="link" href={`${pathFor(route)}${view.query ? `?${view.query}` : ''}`}>
          {T.openList}
        </ButtonLink>
      </p>
    </>
  );
}
