import { Bookmark, ListChecks } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { ViewCount } from '@/components/views/view-count';
import { formatDate, formatTimeOfDay } from '@/lib/domain/dates';
import { parisDay } from '@/lib/domain/days';
import { HOME_TEXTS as T } from '@/lib/views/messages';
import { APPROVAL_MESSAGES as A } from '@/lib/approvals/messages';
import type { HomeApproval, HomeClaim, HomeDiscussion, HomePart, HomeRecord, HomeView } from './home-data';

/** « depuis 10 h 42 » today, with the day before that. */
function since(at: string, today: string): string {
  return T.since(formatTimeOfDay(at), parisDay(at) === today ? null : formatDate(at));
}

/** One part of home: its rows, what it says when it has none, or that it could not be read. */
function HomeCard<T>({
  id,
  title,
  part,
  empty,
  action,
  children,
}: {
  id: string;
  title: string;
  part: HomePart<T[]>;
  empty: string;
  action?: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <Card aria-labelledby={id} data-testid={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>
        {part === null ? (
          <Notice tone="warning" role="status">
            {T.unavailable}
          </Notice>
        ) : part.value.length === 0 ? (
          <p className="text-sm text-fg-muted">{empty}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">{children(part.value)}</ul>
        )}
      </CardContent>
    </Card>
  );
}

const ROW = 'flex items-center justify-between gap-3 py-2 text-sm';

export function ClaimsCard({ part, today }: { part: HomePart<HomeClaim[]>; today: string }) {
  return (
    <HomeCard id="home-claims" title={T.claims} part={part} empty={T.claimsEmpty}>
      {(claims) =>
        claims.map((claim) => (
          <li key={claim.id} className={ROW}>
            <Link href={claim.href} prefetch={false} className="min-w-0 truncate font-medium">
              {claim.label}
            </Link>
            <span className="shrink-0 text-fg-muted">{since(claim.claimedAt, today)}</span>
          </li>
        ))
      }
    </HomeCard>
  );
}

export function ViewsCard({ part }: { part: HomePart<HomeView[]> }) {
  return (
    <HomeCard id="home-views" title={T.views} part={part} empty={T.viewsEmpty}>
      {(views) =>
        views.map((view) => {
          const Icon = view.queue ? ListChecks : Bookmark;
          return (
            <li key={view.id} className={ROW}>
              <div className="flex min-w-0 items-center gap-2">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
                <div className="min-w-0">
                  <Link href={view.href} prefetch={false} className="block truncate font-medium">
                    {view.name}
                  </Link>
                  <span className="text-xs text-fg-muted">
                    {view.listTitle}
                    {view.queue ? (
                      <>
                        {' · '}
                        <Link href={view.listHref} prefetch={false}>
                          {T.openList}
                        </Link>
                      </>
                    ) : null}
                  </span>
                </div>
                {view.queue ? <Badge tone="info">{T.queueBadge}</Badge> : null}
              </div>
              <ViewCount count={view.count} />
            </li>
          );
        })
      }
    </HomeCard>
  );
}

export function UnreadCard({
  part,
  allHref,
}: {
  part: HomePart<{ rows: HomeDiscussion[]; total: number }>;
  allHref: string;
}) {
  const total = part?.value.total ?? 0;
  return (
    <HomeCard
      id="home-unread"
      title={T.unread}
      part={part && { value: part.value.rows }}
      empty={T.unreadEmpty}
      action={
        total > 0 ? (
          <Link href={allHref} prefetch={false} className="text-sm font-medium">
            {T.unreadAll(total)}
          </Link>
        ) : null
      }
    >
      {(rows) =>
        rows.map((discussion) => (
          <li key={discussion.id} className={ROW}>
            <Link href={discussion.href} prefetch={false} className="min-w-0 truncate font-medium">
              {discussion.label}
            </Link>
            <Badge tone="warning">{T.unreadMessages(discussion.unread)}</Badge>
          </li>
        ))
      }
    </HomeCard>
  );
}

export function RecentCard({ part, today }: { part: HomePart<HomeRecord[]>; today: string }) {
  return (
    <HomeCard id="home-recent" title={T.recent} part={part} empty={T.recentEmpty}>
      {(records) =>
        records.map((record) => (
          <li key={record.key} className={ROW}>
            <div className="min-w-0">
              <Link href={record.href} prefetch={false} className="block truncate font-medium">
                {record.label}
              </Link>
              <span className="text-xs text-fg-muted">{record.kind}</span>
            </div>
            <span className="shrink-0 text-fg-muted">{since(record.openedAt, today)}</span>
          </li>
        ))
      }
    </HomeCard>
  );
}

/** « À approuver (n) »: the first requests the staff member may decide, and the way to all of them. */
export function ApprovalsCard({
  part,
  allHref,
  today,
}: {
  part: HomePart<HomeApproval[]>;
  allHref: string;
  today: string;
}) {
  const count = part?.value.length ?? 0;
  return (
    <HomeCard
      id="home-approvals"
      title={A.homeTitle(count)}
      part={part && { value: part.value.slice(0, 5) }}
      empty={A.homeEmpty}
      action={
        <Link href={allHref} prefetch={false} className="text-sm font-medium">
          {A.homeAll}
        </Link>
      }
    >
      {(rows) =>
        rows.map((request) => (
          <li key={request.id} className={ROW}>
            <div className="min-w-0">
              <Link href={request.href} prefetch={false} className="block truncate font-medium">
                {request.label}
              </Link>
              <span className="text-xs text-fg-muted">{request.requester}</span>
            </div>
            <span className="shrink-0 text-fg-muted">{since(request.requestedAt, today)}</span>
          </li>
        ))
      }
    </HomeCard>
  );
}
